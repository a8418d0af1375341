import "./action-request";
import { randomUUID } from "node:crypto";
import { GET as pulseRoute } from "@/app/api/notifications/pulse/route";
import { GET as listRoute } from "@/app/api/notifications/route";
import { markNotificationsReadAction } from "@/lib/bell/actions";
import { db } from "@/lib/db";
import { deliveryNotifications, noResultsNotification, recordNotifications, tokenExpiringNotification } from "@/lib/notifications";
import { makeUser, signInAs } from "./factories";
import { requestTo } from "./routes-helpers";

// Issue 33: the bell's list, its unread count and the pulse a screen polls, each the signed-in seller's
// own; marking read touches only the caller's rows.

type Listed = { unread: number; stamp: string; items: { id: string; kind: string; values: Record<string, unknown>; readAt: string | null; links: unknown }[] };

const list = async () => (await listRoute(requestTo("/api/notifications", { method: "GET" }))).json() as Promise<Listed>;
const pulse = async () => (await pulseRoute(requestTo("/api/notifications/pulse", { method: "GET" }))).json() as Promise<{ unread: number; stamp: string }>;

async function sellerWithCampaign(label: string) {
  const user = await makeUser({ label });
  const campaign = await db.campaign.create({
    data: { userId: user.id, projectName: `Campanha ${label}`, status: "active", metaCampaignId: `1202${Date.now()}${Math.floor(Math.random() * 1000)}` },
  });
  return { user, campaign };
}

const rejected = (campaign: { id: string; userId: string; projectName: string | null }) =>
  deliveryNotifications({ id: campaign.id, userId: campaign.userId, name: campaign.projectName ?? "", syncedAt: new Date() }, null, {
    state: "rejected",
    rejectedAds: 1,
    reasons: ["O anúncio menciona atributos pessoais."],
  });

describe("the notifications bell", () => {
  it("refuses a visitor the list and marking, and tells a visitor's pulse that the session ended", async () => {
    signInAs(null);
    expect((await listRoute(requestTo("/api/notifications", { method: "GET" }))).status).toBe(401);
    const visitor = await pulseRoute(requestTo("/api/notifications/pulse", { method: "GET" }));
    expect(visitor.status).toBe(200);
    expect(await visitor.json()).toEqual({ signedIn: false });
    expect(await markNotificationsReadAction({})).toMatchObject({ ok: false, error: "errors.unauthorized" });
  });

  it("lists the seller's own notifications, newest first, with where each leads and no Meta id", async () => {
    const { user, campaign } = await sellerWithCampaign("bell-list");
    const other = await sellerWithCampaign("bell-other");
    await recordNotifications(rejected(campaign));
    await recordNotifications([tokenExpiringNotification(user.id, new Date(Date.now() + 3 * 86_400_000), new Date())]);
    await recordNotifications(rejected(other.campaign));
    signInAs(user);
    const listed = await list();
    expect(listed.unread).toBe(2);
    expect(listed.items.map((item) => item.kind)).toEqual(["tokenExpiring", "adRejected"]);
    expect(listed.items[1]).toMatchObject({
      values: { campaign: "Campanha bell-list", ads: 1, reason: "O anúncio menciona atributos pessoais." },
      readAt: null,
      links: {
        open: `/campaigns/${campaign.id}`,
        fix: { href: `https://www.facebook.com/adsmanager/manage/campaigns?selected_campaign_ids=${campaign.metaCampaignId}`, external: true },
      },
    });
    expect(listed.items[0]!.links).toEqual({ open: "/integrations", fix: null });
    expect(JSON.stringify(listed)).not.toContain("metaCampaignId");
  });

  it("keeps a deleted campaign's notification, leading to the campaigns list", async () => {
    const { user, campaign } = await sellerWithCampaign("bell-deleted");
    await recordNotifications([noResultsNotification({ id: campaign.id, userId: user.id, name: "Sem resultado" }, "2026-01-01", 3)]);
    await db.campaign.delete({ where: { id: campaign.id } });
    signInAs(user);
    const [item] = (await list()).items;
    expect(item).toMatchObject({ kind: "noResults", links: { open: "/campaigns", fix: null } });
  });

  it("marks the named notifications read, then all, never another seller's", async () => {
    const { user, campaign } = await sellerWithCampaign("bell-mark");
    const other = await sellerWithCampaign("bell-mark-other");
    await recordNotifications(rejected(campaign));
    await recordNotifications([noResultsNotification({ id: campaign.id, userId: user.id, name: "x" }, "2026-01-01", 3)]);
    await recordNotifications(rejected(other.campaign));
    const foreign = await db.notification.findFirstOrThrow({ where: { userId: other.user.id } });
    signInAs(user);
    const [first] = (await list()).items;

    expect(await markNotificationsReadAction({ ids: [first!.id, foreign.id] })).toEqual({ ok: true, data: { marked: 1 } });
    expect((await pulse()).unread).toBe(1);
    expect(await markNotificationsReadAction({})).toEqual({ ok: true, data: { marked: 1 } });
    expect((await pulse()).unread).toBe(0);
    expect((await db.notification.findUniqueOrThrow({ where: { id: foreign.id } })).readAt).toBeNull();
    expect(await markNotificationsReadAction({ ids: ["not-an-id"] })).toMatchObject({ ok: false, error: "errors.invalidInput" });
    expect(await markNotificationsReadAction({ ids: [randomUUID()] })).toEqual({ ok: true, data: { marked: 0 } });
  });

  it("moves the pulse's stamp when a notification arrives or a campaign changes, and only then", async () => {
    const { user, campaign } = await sellerWithCampaign("bell-pulse");
    signInAs(user);
    const before = await pulse();
    expect(await pulse()).toEqual(before);
    await db.campaign.update({ where: { id: campaign.id }, data: { metaEffectiveStatus: "PAUSED" } });
    const changed = await pulse();
    expect(changed.stamp).not.toBe(before.stamp);
    await recordNotifications(rejected(campaign));
    const notified = await pulse();
    expect(notified).toMatchObject({ signedIn: true, unread: 1 });
    expect(notified.stamp).not.toBe(changed.stamp);
    // Another seller's changes leave it be.
    const other = await sellerWithCampaign("bell-pulse-other");
    await recordNotifications(rejected(other.campaign));
    expect(await pulse()).toEqual(notified);
  });
});
