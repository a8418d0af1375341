// The benchmarks' sellers on a fresh database: one with 1,000 campaigns (half linked to Meta, with
// insights), one with a campaign in progress in the wizard; and a session cookie from the real sign-in endpoint.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { hashPassword } from "../../lib/auth/password";
import { createAdapterFactory, type DatabaseTarget } from "../../lib/db/adapter";
import { PrismaClient } from "../../lib/db/generated/client";
import { applyMigrations } from "../../lib/db/schema-engine";

export const BENCH_USER = { email: "bench@example.com", password: "bench-password" };
/** A seller halfway through the wizard: the product read, the ad written, a photo, at the configuration step. */
export const DRAFTING_USER = { email: "drafting@example.com", password: "bench-password" };
type BenchUser = typeof BENCH_USER;

/** A confirmed seller on the pro plan, signed in with `user`'s password. */
async function createSeller(db: PrismaClient, user: BenchUser, fullName: string, campaignLimit: number) {
  return db.user.create({
    data: {
      email: user.email,
      passwordHash: await hashPassword(user.password),
      emailVerifiedAt: new Date(),
      passwordChangedAt: new Date(Date.now() - 60_000),
      profile: { create: { fullName, planType: "pro", campaignLimit } },
    },
  });
}

export async function seedBenchUser(target: DatabaseTarget, campaigns = 1000): Promise<void> {
  const { factory, close } = createAdapterFactory(target);
  await applyMigrations(factory);
  const db = new PrismaClient({ adapter: factory });
  const user = await createSeller(db, BENCH_USER, "Bench Seller", 999999);
  const statuses = ["draft", "active", "paused", "published"] as const;
  await db.campaign.createMany({
    data: Array.from({ length: campaigns }, (_, i) => ({
      userId: user.id,
      productName: `Produto ${i}`,
      headline: `Oferta imperdível ${i}`,
      status: statuses[i % statuses.length],
      metaCampaignId: i % 2 ? `1200${i}` : null,
      dailyBudget: 2000 + i,
    })),
  });
  const linked = await db.campaign.findMany({ where: { userId: user.id, metaCampaignId: { not: null } }, select: { id: true } });
  await db.campaignInsight.createMany({
    data: linked.map((campaign, i) => ({
      campaignId: campaign.id,
      impressions: 1000 * i,
      clicks: 12 * i,
      linkClicks: 10 * i,
      spend: 500 * i,
      purchaseValue: 1250 * i,
      ctr: 1,
      cpc: 50,
      roas: i ? 2.5 : null,
    })),
  });
  await db.$disconnect();
  await close();
}

/** Signs the bench seller in through Auth.js's credentials endpoint; returns the session cookie. */
export async function signInBenchUser(base: string, user: BenchUser = BENCH_USER): Promise<string> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookies = csrf.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
  const response = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookies },
    body: new URLSearchParams({ csrfToken, email: user.email, password: user.password }),
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("authjs.session-token="));
  if (!session) throw new Error("sign-in failed");
  return session.split(";")[0]!;
}

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The drafting seller: a wizard draft at step 3 (the configuration) with three ad sets and the product's
 * photo stored as the app stores uploads (DATA_DIR/uploads), so the page loads what a real draft loads.
 */
export async function seedDraftingUser(dataDir: string): Promise<void> {
  const { factory, close } = createAdapterFactory({ dataDir });
  const db = new PrismaClient({ adapter: factory });
  const user = await createSeller(db, DRAFTING_USER, "Drafting Seller", 50);
  const photoKey = `media/${user.id}/1-bench.jpg`;
  const photoPath = path.join(dataDir, "uploads", photoKey);
  mkdirSync(path.dirname(photoPath), { recursive: true });
  const gradient = Buffer.from(Array.from({ length: 1080 * 1080 * 3 }, (_, i) => (i * 7 + Math.floor(i / 3240)) % 256));
  writeFileSync(
    photoPath,
    await sharp(gradient, { raw: { width: 1080, height: 1080, channels: 3 } })
      .jpeg({ quality: 80 })
      .toBuffer(),
  );
  const adSet = (n: number, audience: string) => ({
    id: `set-${n}`,
    name: `Público ${n}`,
    title: "Tênis leve para correr mais",
    primaryText: `Amortecimento macio e respirável para quem gosta de ${audience.toLowerCase()}. Frete grátis.`,
    audience: [audience],
    metaInterests: [],
    budget: 2000,
    enabled: true,
  });
  const url = "https://loja.example/tenis-corrida-pro";
  const state = {
    step: 3,
    url,
    product: {
      url,
      title: "Tênis Corrida Pro",
      description: "Leve e respirável.",
      imageUrl: null,
      price: 299.9,
      currency: "BRL",
      brand: null,
      category: null,
      fallback: false,
    },
    ad: {
      headline: "Corra mais leve",
      description: "Amortecimento macio para seus treinos.",
      cta: "SHOP_NOW",
      audienceTargeting: ["Corrida", "Academia", "Maratona"],
      objective: "Tráfego",
      keywords: ["tênis", "corrida"],
    },
    campaignId: null,
    creatives: [{ id: "c1", type: "image", url: `/api/uploads/${photoKey}`, name: "tenis.jpg", generated: false, isMain: true }],
    config: {
      projectName: "Tênis Corrida Pro",
      objective: "traffic",
      ctaText: "SHOP_NOW",
      startDate: isoDay(1),
      endDate: isoDay(15),
      targetCountries: ["BR"],
      targetCities: [],
      ageMin: 18,
      ageMax: 65,
      dailyBudget: 6000,
      adSets: [adSet(1, "Corrida"), adSet(2, "Academia"), adSet(3, "Maratona")],
      metaAccountNames: {},
    },
  };
  await db.wizardDraft.create({ data: { userId: user.id, state } });
  await db.$disconnect();
  await close();
}
