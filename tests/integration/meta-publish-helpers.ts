import { readFileSync } from "node:fs";
import type { CreativePlacements } from "@/lib/campaigns/stored";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { FAKE_BRAZIL_IDENTITIES, FAKE_META_SEED_TOKEN, startFakeMeta, type FakeMeta } from "@/e2e/fakes/meta";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { publishCampaign } from "@/lib/meta/publish";
import { metaTokenContext } from "@/lib/meta/config";
import { storeIdentities } from "@/lib/meta/regulation/identities";
import { encryptSecret } from "@/lib/security/crypto";
import { putFile } from "@/lib/storage/files";
import type { PublishSelection } from "@/lib/meta/publish";
import { makeUser } from "./factories";

// Users with a stored Meta token, and saved campaigns with real media in storage, for the publish tests.

const MEDIA = path.resolve(__dirname, "../fixtures/media");
const HOUR = 60 * 60 * 1000;

export const SELECTION: PublishSelection = {
  adAccountId: "act_120210000000001",
  pageId: "104857600000001",
  instagramAccountId: "17841400000000001",
  pixelId: "1234567890123456",
  activate: false,
  names: { adAccountName: "Loja Passo Firme", pageName: "Passo Firme", pixelName: "Pixel Passo Firme", instagramUsername: "passofirme" },
};

/**
 * A seller with a Meta token who, unless `regulation: false`, already saved the default ad account's
 * verified beneficiary and payer (Brazil's ad regulation: every ad set shown in Brazil needs them).
 */
export async function userWithMeta(token: string, expiresInMs = HOUR, { regulation = true }: { regulation?: boolean } = {}) {
  const user = await makeUser({ label: "publish", campaignLimit: 50 });
  // The token is sealed for the user's id, which exists only now.
  await db.profile.update({
    where: { userId: user.id },
    data: { metaAccessToken: encryptSecret(token, metaTokenContext(user.id)), metaTokenExpiresAt: new Date(Date.now() + expiresInMs) },
  });
  if (regulation) await storeIdentities(user.id, SELECTION.adAccountId, FAKE_BRAZIL_IDENTITIES);
  return user;
}

/** Copies a fixture (optionally padded to `size` bytes) into the user's media folder; answers its URL. */
export async function storeMedia(userId: string, fixture: string, size?: number): Promise<string> {
  let bytes: Uint8Array = readFileSync(path.join(MEDIA, fixture));
  if (size && size > bytes.length) {
    const padded = new Uint8Array(size);
    padded.set(bytes);
    bytes = padded;
  }
  const extension = path.extname(fixture).slice(1);
  const stored = await putFile(`media/${userId}/${Date.now()}-${randomBytes(6).toString("hex")}.${extension}`, bytes);
  return stored.url;
}

type AdSet = {
  id: string;
  name: string;
  title: string;
  primaryText: string;
  audience: string[];
  metaInterests: { id: string; name: string }[];
  budget: number;
  enabled: boolean;
};

export const adSet = (id: string, overrides: Partial<AdSet> = {}): AdSet => ({
  id,
  name: `Conjunto ${id}`,
  title: "Corra mais leve",
  primaryText: "Amortecimento responsivo para treinos e provas.",
  // A broad audience: what Meta gets is what the set shows (issue 31).
  audience: [],
  metaInterests: [],
  budget: 2500,
  enabled: true,
  ...overrides,
});

type CampaignOptions = {
  objective?: "traffic" | "conversions";
  cities?: string[];
  adSets?: AdSet[];
  media?: ("image" | "video" | "bigVideo")[];
  main?: number;
  /** Meta's creative enhancements the seller turned on (issue 35). */
  creativeFeatures?: string[];
  /** The images' crop for each placement format (issue 35); none: one image everywhere. */
  placements?: CreativePlacements;
};

const DAY = 24 * HOUR;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

export async function savedCampaign(userId: string, options: CampaignOptions = {}) {
  const media = options.media ?? ["image", "video"];
  const creatives = [];
  for (const [index, kind] of media.entries()) {
    const url =
      kind === "image"
        ? await storeMedia(userId, "square-1080.jpg")
        : await storeMedia(userId, "clip-640x360.mp4", kind === "bigVideo" ? 21 * 1024 * 1024 : undefined);
    creatives.push({
      id: `creative-${index}`,
      type: kind === "image" ? "image" : "video",
      url,
      name: `${kind}-${index}.${kind === "image" ? "jpg" : "mp4"}`,
      generated: false,
      isMain: index === (options.main ?? 0),
      ...(kind === "image" && options.placements ? { placements: options.placements } : {}),
    });
  }
  return db.campaign.create({
    data: {
      userId,
      productName: "Tênis Corrida Pro",
      projectName: "Verão Corrida",
      productUrl: "https://loja.example.com/tenis-corrida-pro",
      headline: "Corra mais leve",
      description: "Amortecimento responsivo.",
      cta: "SHOP_NOW",
      objective: "Tráfego",
      campaignObjective: options.objective ?? "traffic",
      dailyBudget: 5000,
      targetingAgeMin: 25,
      targetingAgeMax: 45,
      targetingCountries: ["BR"],
      targetingCities: options.cities ?? [],
      startDate: new Date(`${isoDay(1)}T00:00:00Z`),
      endDate: new Date(`${isoDay(8)}T00:00:00Z`),
      creatives,
      adSetsConfig: options.adSets ?? [adSet("adset-1"), adSet("adset-2")],
      creativeFeatures: options.creativeFeatures ?? [],
      status: "draft",
    },
  });
}

/** A fake Meta for the file: started once, pointed at by the Graph client and the video uploads, reset before each test. */
export function withFakeMeta(): () => FakeMeta {
  let fake: FakeMeta | undefined;
  const original = { base: env.META_GRAPH_BASE_URL, video: env.META_GRAPH_VIDEO_BASE_URL };
  beforeAll(async () => {
    fake = await startFakeMeta();
    env.META_GRAPH_BASE_URL = fake.url;
    env.META_GRAPH_VIDEO_BASE_URL = fake.videoUrl;
  });
  afterAll(async () => {
    env.META_GRAPH_BASE_URL = original.base;
    env.META_GRAPH_VIDEO_BASE_URL = original.video;
    await fake?.close();
  });
  beforeEach(() => fake?.reset());
  return () => {
    if (!fake) throw new Error("the fake Meta starts in beforeAll");
    return fake;
  };
}

/** A user's one-image campaign published to the fake Meta; answers the linked row and its Meta id. */
export async function publishedCampaign(activate = true, adSets?: AdSet[]) {
  const user = await userWithMeta(FAKE_META_SEED_TOKEN);
  const campaign = await savedCampaign(user.id, { media: ["image"], ...(adSets ? { adSets } : {}) });
  const outcome = await publishCampaign(user.id, campaign.id, { ...SELECTION, activate });
  if (!outcome.ok) throw new Error(`publish failed: ${outcome.error}`);
  const linked = await db.campaign.findUniqueOrThrow({ where: { id: campaign.id } });
  return { user, campaign: linked, metaCampaignId: linked.metaCampaignId! };
}
