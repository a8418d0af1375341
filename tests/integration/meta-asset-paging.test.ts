import { DEFAULT_AD_ACCOUNTS, DEFAULT_PAGES, DEFAULT_PIXELS, FAKE_META_SEED_TOKEN, startFakeMeta, type FakeMeta } from "@/e2e/fakes/meta";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { fetchAllAssets } from "@/lib/meta/assets";
import { graph as metaGraph } from "@/lib/meta/graph";
import { loadWizardAssets } from "@/lib/meta/wizard-assets";
import { ACT, control, graph } from "./fake-meta-helpers";
import { userWithMeta } from "./meta-publish-helpers";

// Graph's cursor paging (developers.facebook.com/docs/graph-api/results): the fake answers lists a page
// at a time, and the app reads the person's ad accounts, Pages and pixels to the last page.
jest.setTimeout(30_000);

let meta: FakeMeta;
const saved = env.META_GRAPH_BASE_URL;

beforeAll(async () => {
  meta = await startFakeMeta();
  env.META_GRAPH_BASE_URL = meta.url;
});
afterAll(async () => {
  env.META_GRAPH_BASE_URL = saved;
  await meta.close();
});
beforeEach(() => control(meta, "/reset", {}));

const numbered = (index: number) => String(index).padStart(3, "0");

/** `count` ad accounts, Pages (every other one with Instagram) and pixels of the first account, through /__control/assets. */
async function seedAssets(count: number) {
  const [account] = DEFAULT_AD_ACCOUNTS;
  const [page] = DEFAULT_PAGES;
  const [pixel] = DEFAULT_PIXELS;
  await control(meta, "/assets", {
    adAccounts: Array.from({ length: count }, (_, i) => ({ ...account, account_id: `120210000000${numbered(i + 1)}`, name: `Conta ${numbered(i + 1)}` })),
    pages: Array.from({ length: count }, (_, i) => ({
      ...page,
      id: `104857600000${numbered(i + 1)}`,
      name: `Página ${numbered(i + 1)}`,
      instagram: i % 2 === 0 ? { id: `17841400000000${numbered(i + 1)}`, username: `loja${numbered(i + 1)}` } : undefined,
    })),
    pixels: Array.from({ length: count }, (_, i) => ({ ...pixel, id: `1234567890123${numbered(i + 1)}`, name: `Pixel ${numbered(i + 1)}` })),
  });
}

type Listed = { data: { id: string }[]; paging: { cursors: { before: string; after: string }; next?: string } };

describe("the fake's list paging", () => {
  it("answers 25 a page by default with cursors, and a next link only while more remain", async () => {
    await seedAssets(30);
    const first = (await graph(meta, "me/adaccounts", FAKE_META_SEED_TOKEN, { query: { fields: "id" } })).body as unknown as Listed;
    expect(first.data).toHaveLength(25);
    expect(first.paging.cursors).toEqual({ before: expect.any(String), after: expect.any(String) });
    expect(first.paging.next).toContain("after=");
    const second = (await graph(meta, "me/adaccounts", FAKE_META_SEED_TOKEN, { query: { fields: "id", after: first.paging.cursors.after } }))
      .body as unknown as Listed;
    expect(second.data.map((item) => item.id)).toEqual(Array.from({ length: 5 }, (_, i) => `act_120210000000${numbered(26 + i)}`));
    expect(second.paging.next).toBeUndefined();
    // The next link is the same request with the cursor: it answers the same second page.
    expect(((await (await fetch(first.paging.next!)).json()) as Listed).data).toEqual(second.data);
  });

  it("takes limit on Pages and pixels too", async () => {
    await seedAssets(30);
    const pages = (await graph(meta, "me/accounts", FAKE_META_SEED_TOKEN, { query: { fields: "id", limit: "10" } })).body as unknown as Listed;
    expect(pages.data).toHaveLength(10);
    expect(pages.paging.next).toContain("limit=10");
    const pixels = (await graph(meta, `${ACT}/adspixels`, FAKE_META_SEED_TOKEN, { query: { fields: "id", limit: "30" } })).body as unknown as Listed;
    expect(pixels.data).toHaveLength(30);
    expect(pixels.paging.next).toBeUndefined();
  });
});

describe("reading the assets", () => {
  it("lists all 30 ad accounts, 30 Pages with their Instagram accounts and 30 pixels, a page at a time", async () => {
    await seedAssets(30);
    const assets = await fetchAllAssets(metaGraph(FAKE_META_SEED_TOKEN));
    expect(assets.adAccounts.map((account) => account.id)).toEqual(Array.from({ length: 30 }, (_, i) => `act_120210000000${numbered(i + 1)}`));
    expect(assets.pages).toHaveLength(30);
    expect(assets.pages[28]).toEqual({
      id: "104857600000029",
      name: "Página 029",
      instagram: { id: "17841400000000029", username: "loja029" },
      canAdvertise: true,
      // Copied from the first seeded Page, as the seed copies it (issue 34).
      whatsappNumber: DEFAULT_PAGES[0]!.whatsapp!.number,
    });
    expect(assets.pages.filter((page) => page.instagram)).toHaveLength(15);
    expect(assets.pixels.filter((pixel) => pixel.adAccountId === ACT)).toHaveLength(30);
    expect(meta.state.calls).toMatchObject({ adaccounts: 2, pages: 2 });
  });

  it("gives the wizard every account and Page, and the chosen account's pixels, and stores the lists", async () => {
    await seedAssets(30);
    const user = await userWithMeta(FAKE_META_SEED_TOKEN);
    const outcome = await loadWizardAssets(user.id, ACT);
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.data).toMatchObject({ isUsingFallback: false });
    expect([outcome.data.adAccounts.length, outcome.data.pages.length, outcome.data.pixels.length]).toEqual([30, 30, 30]);
    const profile = await db.profile.findUniqueOrThrow({ where: { userId: user.id } });
    expect([(profile.metaAdAccountsData as unknown[]).length, (profile.metaPagesData as unknown[]).length]).toEqual([30, 30]);
  });

  it("stops at 20 pages of a list", async () => {
    await seedAssets(520);
    const assets = await fetchAllAssets(metaGraph(FAKE_META_SEED_TOKEN));
    expect(assets.adAccounts).toHaveLength(500);
    expect(meta.state.calls.adaccounts).toBe(20);
  });
});
