import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import path from "node:path";
import { db } from "@/lib/db";
import { analyzeProductAction, generateCampaignAction, generateImageAction } from "@/lib/wizard/actions";
import { confirmationDefaults, readConfirmation } from "@/lib/wizard/confirm-product";
import { needsConfirmation } from "@/lib/wizard/needs-confirmation";
import { WIZARD_LIMITS } from "@/lib/wizard/rate-limits";
import { CORPORA } from "../unit/product-fixtures";
import { makeUser, signInAs } from "./factories";

jest.mock("@/lib/auth/auth", () => ({ auth: jest.fn() }));

let store: Server;
let port = 0;

beforeAll(async () => {
  const page = readFileSync(path.join(CORPORA["product-pages"], "12-other-costco.html"));
  // A store's blog post (og:type article, a BlogPosting citing products with their prices) under /blog.
  const blog = readFileSync(path.join(CORPORA["product-pages-br"], "a-19-blog-cantinhodahorta.html"));
  store = http.createServer((req, res) => res.writeHead(200, { "content-type": "text/html" }).end(req.url?.startsWith("/blog/") ? blog : page));
  await new Promise<void>((resolve) => store.listen(0, "127.0.0.1", resolve));
  port = (store.address() as AddressInfo).port;
});
afterAll(() => store.close());

async function signedIn(profile: { campaignLimit?: number } = {}) {
  const user = await makeUser({ campaignLimit: profile.campaignLimit ?? 10 });
  signInAs(user);
  return user;
}

const product = { title: "AFA Stainless Sink", description: null, price: 329.99, currency: "USD", url: "https://www.costco.com/p.html" };

describe("wizard actions", () => {
  it("analyse a store page served locally (test switch) and refuse a marketplace", async () => {
    await signedIn();
    const result = await analyzeProductAction({ url: `http://127.0.0.1:${port}/afa-sink.product.html` });
    expect(result).toMatchObject({ ok: true, data: { title: "AFA Stainless 33-inch Sink and Semi Pro Faucet Combo", price: 329.99 } });
    expect(await analyzeProductAction({ url: "https://www.amazon.com.br/dp/B01" })).toEqual({ ok: false, error: "wizard.analysis.errors.marketplace.title" });
    expect(await analyzeProductAction({ url: "" })).toEqual({ ok: false, error: "wizard.analysis.errors.urlRequired.title" });
  });

  it("a blog post asks for the product, and the copy is written for the product as confirmed (issue 31 item 7)", async () => {
    await signedIn();
    const sink = await analyzeProductAction({ url: `http://127.0.0.1:${port}/afa-sink.product.html` });
    expect(sink.ok && needsConfirmation(sink.data)).toBe(false);

    const analysed = await analyzeProductAction({ url: `http://127.0.0.1:${port}/blog/como-escolher-vaso-autoirrigavel/` });
    if (!analysed.ok) throw new Error(analysed.error);
    expect(analysed.data).toMatchObject({ page: "article", price: null });
    expect(needsConfirmation(analysed.data)).toBe(true);
    // Nothing of the post is offered as the product's: neither its title nor its site's name.
    expect(confirmationDefaults(analysed.data)).toEqual({ title: "", price: null, imageUrl: null });

    const confirmed = readConfirmation(analysed.data, { title: "Vaso Autoirrigável 30 cm", priceText: "89,90", imageUrl: null });
    if (!confirmed.ok) throw new Error(JSON.stringify(confirmed.errors));
    const { title, description, price, currency, url } = confirmed.product;
    expect({ title, description, price, currency }).toEqual({ title: "Vaso Autoirrigável 30 cm", description: null, price: 89.9, currency: "BRL" });
    // No OpenAI key here: the fallback copy names the product as confirmed.
    expect(await generateCampaignAction({ title, description, price, currency, url })).toMatchObject({
      ok: true,
      data: { ad: { headline: "Vaso Autoirrigável 30 cm", description: expect.stringContaining("Vaso Autoirrigável 30 cm") } },
    });
    // The generation takes no product without a name: none is made up for it.
    expect(await generateCampaignAction({ title: "  ", description: null, price: null, currency: null, url })).toMatchObject({
      ok: false,
      fieldErrors: { title: "wizard.confirm.errors.nameRequired" },
    });
  });

  it("never reads non-loopback private addresses, even with the test switch on", async () => {
    await signedIn();
    expect(await analyzeProductAction({ url: "http://10.1.1.1/p" })).toEqual({ ok: false, error: "wizard.analysis.errors.generic.title" });
    expect(await analyzeProductAction({ url: "http://169.254.169.254/latest/meta-data/" })).toEqual({
      ok: false,
      error: "wizard.analysis.errors.generic.title",
    });
  });

  it("refuse generation when the plan allows no more campaigns, a draft never published counting too ('Limite do plano atingido')", async () => {
    const user = await signedIn({ campaignLimit: 1 });
    await db.campaign.create({ data: { userId: user.id, productName: "Existing", status: "draft" } });
    expect(await generateCampaignAction(product)).toEqual({ ok: false, error: "plans.errors.limitReached", values: { count: 1, limit: 1 } });
  });

  it("generate with the fallback content when no OpenAI key is configured, within the hourly limit", async () => {
    await signedIn();
    const first = await generateCampaignAction(product);
    expect(first).toMatchObject({ ok: true, data: { fallback: true, ad: { cta: "SHOP_NOW" } } });
    for (let i = 1; i < WIZARD_LIMITS.generate.limit; i++) await generateCampaignAction(product);
    expect(await generateCampaignAction(product)).toEqual({ ok: false, error: "wizard.errors.rateLimited", values: { retryAfterSeconds: expect.any(Number) } });
  }, 60_000);
});

describe("image generation action", () => {
  it("says image generation is unavailable without a Replicate token, and refuses long prompts", async () => {
    await signedIn();
    expect(await generateImageAction({ prompt: "a white shoe" })).toEqual({ ok: false, error: "wizard.image.errors.unavailable" });
    expect(await generateImageAction({ prompt: "x".repeat(201) })).toMatchObject({ ok: false, fieldErrors: { prompt: "wizard.image.errors.promptTooLong" } });
  });
});
