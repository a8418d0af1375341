import { randomUUID } from "node:crypto";
import { CAMPAIGNS_PAGE_SIZE, campaignListQuerySchema } from "@/lib/campaigns/list-query";
import { listCampaignPage } from "@/lib/campaigns/listing";
import { getCampaignDetail } from "@/lib/campaigns/detail";
import { manageCampaign } from "@/lib/campaigns/manage";
import { CAMPAIGN_ACTIONS } from "@/lib/campaigns/schemas";
import { campaignEditSchema } from "@/lib/campaigns/config-schema";
import { updateCampaignConfig } from "@/lib/campaigns/edit";
import { db, queryLog } from "@/lib/db";
import { daysFromNow } from "@/tests/support/days";
import { makeUser } from "./factories";

const options = { copySuffix: " (copy)" };

// Room for the copies these tests make, unless a test sets its own limit.
const seller = (options: Parameters<typeof makeUser>[0] = {}) => makeUser({ campaignLimit: 50, ...options });

const makeCampaign = (
  userId: string,
  data: Partial<{ status: "draft" | "active" | "paused" | "archived"; metaCampaignId: string; productName: string }> = {},
) => db.campaign.create({ data: { userId, productName: data.productName ?? "Tênis Corrida", headline: "Corra mais", ...data } });

describe("campaign actions on another user's campaign", () => {
  it.each(CAMPAIGN_ACTIONS)("%s reports not-found and changes nothing", async (action) => {
    const owner = await seller();
    const intruder = await seller();
    const campaign = await makeCampaign(owner.id, { status: action === "restore" ? "archived" : "active", metaCampaignId: "120000001" });
    const before = await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } });
    expect(await manageCampaign(intruder.id, action, campaign.id, options)).toEqual({ ok: false, error: "campaigns.errors.notFound" });
    expect(await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).toEqual(before);
    expect(await db.campaign.count({ where: { userId: intruder.id } })).toBe(0);
  });

  it("the detail read returns nothing for a foreign, unknown or malformed id", async () => {
    const owner = await seller();
    const intruder = await seller();
    const campaign = await makeCampaign(owner.id);
    expect(await getCampaignDetail(intruder.id, campaign.id)).toBeNull();
    expect(await getCampaignDetail(owner.id, randomUUID())).toBeNull();
    expect(await getCampaignDetail(owner.id, "not-a-uuid'; drop table campaigns;--")).toBeNull();
    expect((await getCampaignDetail(owner.id, campaign.id))?.id).toBe(campaign.id);
  });
});

describe("campaign transitions", () => {
  it("refuses pause and activate on a campaign not linked to Meta", async () => {
    const user = await seller();
    const campaign = await makeCampaign(user.id, { status: "active" });
    expect(await manageCampaign(user.id, "pause", campaign.id, options)).toEqual({ ok: false, error: "campaigns.errors.notLinked" });
  });

  it("refuses to pause a campaign that is not active, and to activate an active one", async () => {
    const user = await seller();
    const paused = await makeCampaign(user.id, { status: "paused", metaCampaignId: "1" });
    const active = await makeCampaign(user.id, { status: "active", metaCampaignId: "2" });
    expect(await manageCampaign(user.id, "pause", paused.id, options)).toEqual({ ok: false, error: "campaigns.errors.pauseNotActive" });
    expect(await manageCampaign(user.id, "activate", active.id, options)).toEqual({ ok: false, error: "campaigns.errors.alreadyActive" });
  });

  it("says honestly that Meta is not connected instead of changing the status", async () => {
    const user = await seller();
    const campaign = await makeCampaign(user.id, { status: "active", metaCampaignId: "3" });
    expect(await manageCampaign(user.id, "pause", campaign.id, options)).toEqual({ ok: false, error: "meta.errors.notConnected" });
    expect((await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).status).toBe("active");
  });

  it("archives and restores, refusing the moves that make no sense", async () => {
    const user = await seller();
    const campaign = await makeCampaign(user.id);
    expect(await manageCampaign(user.id, "restore", campaign.id, options)).toEqual({ ok: false, error: "campaigns.errors.notArchived" });
    expect((await manageCampaign(user.id, "archive", campaign.id, options)).ok).toBe(true);
    expect(await manageCampaign(user.id, "archive", campaign.id, options)).toEqual({ ok: false, error: "campaigns.errors.alreadyArchived" });
    expect((await manageCampaign(user.id, "restore", campaign.id, options)).ok).toBe(true);
    expect((await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).status).toBe("draft");
  });

  it("duplicates as an unlinked draft copy and deletes", async () => {
    const user = await seller();
    const campaign = await makeCampaign(user.id, { status: "active", metaCampaignId: "4", productName: "Mochila" });
    const copy = await manageCampaign(user.id, "duplicate", campaign.id, options);
    expect(copy.ok).toBe(true);
    const stored = await db.campaign.findUniqueOrThrow({ where: { id: (copy as { campaignId: string }).campaignId } });
    expect(stored).toMatchObject({ status: "draft", metaCampaignId: null, projectName: "Mochila (copy)", headline: "Corra mais", userId: user.id });
    // The source is linked and there is no Meta connection: it can't be stopped there, so it stays.
    expect(await manageCampaign(user.id, "delete", campaign.id, options)).toEqual({ ok: false, error: "meta.errors.notConnected" });
    expect(await db.campaign.count({ where: { id: campaign.id } })).toBe(1);
    expect((await manageCampaign(user.id, "delete", stored.id, options)).ok).toBe(true);
    expect(await db.campaign.count({ where: { id: stored.id } })).toBe(0);
  });
});

describe("plan limits on duplicate", () => {
  it("refuses a duplicate at the limit, with the real count", async () => {
    const user = await seller({ campaignLimit: 1 });
    const campaign = await makeCampaign(user.id);
    expect(await manageCampaign(user.id, "duplicate", campaign.id, options)).toEqual({
      ok: false,
      error: "plans.errors.limitReached",
      values: { count: 1, limit: 1 },
    });
  });

  it("refuses a duplicate on an expired plan", async () => {
    const user = await seller({ profile: { planExpiresAt: new Date(Date.now() - 1000) } });
    const campaign = await makeCampaign(user.id);
    expect(await manageCampaign(user.id, "duplicate", campaign.id, options)).toEqual({ ok: false, error: "plans.errors.expired" });
  });

  it("lets exactly one of 20 simultaneous duplicates through when one campaign is left", async () => {
    const user = await seller({ campaignLimit: 2 });
    const campaign = await makeCampaign(user.id);
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => manageCampaign(user.id, "duplicate", campaign.id, options)));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(await db.campaign.count({ where: { userId: user.id } })).toBe(2);
  }, 60_000);
});

describe("campaign list queries", () => {
  it("run the same number of queries for 1 and for 500 campaigns", async () => {
    const queries: string[] = [];
    const listener = (event: { query: string }) => queries.push(event.query);
    const one = await seller();
    await makeCampaign(one.id);
    const many = await seller();
    await db.campaign.createMany({ data: Array.from({ length: 500 }, (_, i) => ({ userId: many.id, productName: `Produto ${i}` })) });
    const counted = async (userId: string) => {
      queries.length = 0;
      const list = await listCampaignPage(userId, campaignListQuerySchema.parse({}));
      return { rows: list.campaigns.length, queries: queries.length };
    };
    queryLog.on(listener);
    const small = await counted(one.id);
    const large = await counted(many.id);
    queryLog.off(listener);
    expect(small.rows).toBe(1);
    // One page of the 500 (the lists page in SQL).
    expect(large.rows).toBe(CAMPAIGNS_PAGE_SIZE);
    expect(small.queries).toBeGreaterThan(0);
    expect(large.queries).toBe(small.queries);
  }, 60_000);
});

describe("editing a campaign", () => {
  const values = campaignEditSchema.parse({
    projectName: "Verão",
    headline: "Novo título",
    description: "",
    cta: "SHOP_NOW",
    dailyBudget: "25,00",
    startDate: daysFromNow(7),
    endDate: "",
    ageMin: 18,
    ageMax: 40,
  });

  it("saves the owner's changes, and refuses anyone else's", async () => {
    const owner = await seller();
    const intruder = await seller();
    const campaign = await makeCampaign(owner.id);
    expect(await updateCampaignConfig(intruder.id, campaign.id, values)).toEqual({ ok: false, error: "campaigns.errors.notFound" });
    expect((await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).headline).toBe("Corra mais");
    expect(await updateCampaignConfig(owner.id, campaign.id, values)).toEqual({ ok: true });
    expect(await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).toMatchObject({
      projectName: "Verão",
      headline: "Novo título",
      dailyBudget: 2500,
      currency: "BRL",
      targetingAgeMax: 40,
      endDate: null,
    });
  });
});
