import { randomUUID } from "node:crypto";
import { FAKE_META_SEED_TOKEN, startFakeMeta, type FakeMeta } from "@/e2e/fakes/meta";
import { auth } from "@/lib/auth";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { getPublishRunAction, publishCampaignAction } from "@/lib/meta/publish-actions";
import { PUBLISH_RATE_LIMIT } from "@/lib/meta/publish/schema";
import { savedCampaign, SELECTION, userWithMeta } from "./meta-publish-helpers";

// The publish server action: session, input checks, the hourly cap, and the result the wizard reads.

jest.mock("@/lib/auth", () => ({ auth: jest.fn() }));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
jest.setTimeout(30_000);

let fake: FakeMeta;
const originalBaseUrl = env.META_GRAPH_BASE_URL;

beforeAll(async () => {
  fake = await startFakeMeta();
  env.META_GRAPH_BASE_URL = fake.url;
});
afterAll(async () => {
  env.META_GRAPH_BASE_URL = originalBaseUrl;
  await fake.close();
});
beforeEach(() => fake.reset());

async function signedIn() {
  const user = await userWithMeta(FAKE_META_SEED_TOKEN);
  jest.mocked(auth as unknown as jest.Mock).mockResolvedValue({ user: { id: user.id, isAdmin: false }, signedInAt: Date.now() });
  return user;
}

const input = (campaignId: string, overrides: Record<string, unknown> = {}) => ({ campaignId, ...SELECTION, ...overrides });

describe("publishCampaignAction", () => {
  it("needs a session", async () => {
    jest.mocked(auth as unknown as jest.Mock).mockResolvedValue(null);
    expect(await publishCampaignAction(input(randomUUID()))).toEqual({ ok: false, error: "errors.unauthorized" });
  });

  it("checks the input before anything else", async () => {
    await signedIn();
    for (const bad of [{ adAccountId: "120210000000001" }, { pageId: "page" }, { pixelId: "px-1" }, { activate: "yes" }, { names: {} }, { campaignId: "not-a-uuid" }]) {
      expect(await publishCampaignAction(input(randomUUID(), bad))).toMatchObject({ ok: false, error: "errors.invalidInput" });
    }
    expect(fake.state.log).toHaveLength(0);
  });

  it("publishes the user's campaign and shows the run; another user's is not found", async () => {
    const owner = await signedIn();
    const campaign = await savedCampaign(owner.id);
    const result = await publishCampaignAction(input(campaign.id, { instagramAccountId: null, pixelId: null, names: { adAccountName: "Loja Passo Firme", pageName: "Passo Firme" } }));
    expect(result).toEqual({ ok: true, data: { metaCampaignId: expect.any(String), status: "published" } });
    expect(await getPublishRunAction({ campaignId: campaign.id })).toMatchObject({ ok: true, data: { status: "completed" } });
    expect(await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).toMatchObject({ metaPixelName: null, metaInstagramUsername: null });

    await signedIn();
    expect(await publishCampaignAction(input(campaign.id))).toEqual({ ok: false, error: "campaigns.errors.notFound" });
    expect(await getPublishRunAction({ campaignId: campaign.id })).toEqual({ ok: true, data: null });
  });

  it("returns Meta's failure with its classification and step", async () => {
    const user = await signedIn();
    const campaign = await savedCampaign(user.id);
    fake.rateLimit({ endpoint: "adsets", regainMinutes: 5 });
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const result = await publishCampaignAction(input(campaign.id));
    warn.mockRestore();
    expect(result).toMatchObject({ ok: false, error: "wizard.publish.errors.rateLimit.title", step: "adsets", classification: { kind: "rateLimit", actionKey: "wizard.publish.actions.retryLater" } });
    expect(await getPublishRunAction({ campaignId: campaign.id })).toMatchObject({ ok: true, data: { status: "failed", step: "adsets", progress: { campaign: true, adSets: { done: 0, total: 2 } } } });
  });

  it("allows a limited number of publishes per hour", async () => {
    await signedIn();
    for (let i = 0; i < PUBLISH_RATE_LIMIT.limit; i++) {
      expect(await publishCampaignAction(input(randomUUID()))).toEqual({ ok: false, error: "campaigns.errors.notFound" });
    }
    expect(await publishCampaignAction(input(randomUUID()))).toEqual({ ok: false, error: "wizard.errors.rateLimited" });
  });
});
