import "server-only";
import { graphVideo, type GraphClient } from "@/lib/meta/graph";
import { keyOfUrl } from "@/lib/storage";
import { cityKeys } from "./cities";
import type { RunLock } from "./lock";
import { validateAll } from "./validate";
import { creativeMediaOf, InvalidAnswerError, uploadImage, uploadVideo } from "./media";
import { adPayload, adSetPayload, adsPlan, campaignPayload, creativePayload, type CreativeMedia, type PlannedAd, type PublishPlan } from "./plan";
import type { AdState, PublishSelection, PublishState, PublishStep } from "./types";

// The steps of a publish run, in order (run.ts drives them and records where one failed). Each skips
// what the state already holds and saves every id Meta returns before asking for the next.

export type Io = { client: GraphClient; lock: RunLock; state: PublishState; selection: PublishSelection; plan: PublishPlan; cityKeys: string[] };

async function stepMedia(io: Io, type: "image" | "video"): Promise<void> {
  const { client, lock, state, selection } = io;
  for (const creative of io.plan.creatives) {
    if (creative.type !== type) continue;
    const key = keyOfUrl(creative.url)!;
    const done = (state.media[creative.id] ??= {});
    if (type === "image" && !done.imageHash) {
      done.imageHash = await uploadImage(client, selection.adAccountId, key, creative.name);
      await lock.save(state, "adimages");
    }
    if (type === "video" && !done.videoId) {
      done.videoId = await uploadVideo(graphVideo(client), selection.adAccountId, key, creative.name, {
        ...(done.upload ? { resume: done.upload } : {}),
        onProgress: async (upload) => {
          done.upload = upload;
          await lock.save(state, "advideos");
        },
      });
      delete done.upload;
      await lock.save(state, "advideos");
    }
  }
}

/** The run's entry for one planned ad, made when first needed. */
const adState = (state: PublishState, { set, creative }: PlannedAd): AdState => (state.adSets[set.key]!.ads[creative.id] ??= {});

async function stepCreatives(io: Io): Promise<void> {
  const { client, lock, state, selection, plan } = io;
  // Each creative's media is worked out once (a video waits for Meta once), and only when an ad still needs it.
  const known = new Map<string, CreativeMedia>();
  const pending: { ad: PlannedAd; payload: ReturnType<typeof creativePayload> }[] = [];
  for (const ad of adsPlan(plan)) {
    if (adState(state, ad).creativeId) continue;
    const media = known.get(ad.creative.id) ?? (await creativeMediaOf(client, plan.creatives, state.media, ad.creative));
    known.set(ad.creative.id, media);
    pending.push({ ad, payload: creativePayload(plan, ad, selection, media) });
  }
  const edge = `${selection.adAccountId}/adcreatives`;
  await validateAll(client, edge, pending.map((item) => item.payload));
  for (const { ad, payload } of pending) {
    const created = await client.post<{ id?: string }>(edge, payload);
    if (!created.id) throw new InvalidAnswerError("adcreatives");
    adState(state, ad).creativeId = created.id;
    await lock.save(state, "adcreatives");
  }
}

async function stepAds({ client, lock, state, selection, plan }: Io): Promise<void> {
  const pending = adsPlan(plan)
    .filter((ad) => !adState(state, ad).adId)
    .map((ad) => ({ ad, payload: adPayload(plan, ad, { adSetId: state.adSets[ad.set.key]!.adSetId!, creativeId: adState(state, ad).creativeId! }) }));
  const edge = `${selection.adAccountId}/ads`;
  await validateAll(client, edge, pending.map((item) => item.payload));
  for (const { ad, payload } of pending) {
    const created = await client.post<{ id?: string }>(edge, payload);
    if (!created.id) throw new InvalidAnswerError("ads");
    adState(state, ad).adId = created.id;
    await lock.save(state, "ads");
  }
}

export const STEPS: { step: PublishStep; run: (io: Io) => Promise<void> }[] = [
  { step: "adimages", run: (io) => stepMedia(io, "image") },
  { step: "advideos", run: (io) => stepMedia(io, "video") },
  {
    step: "targeting",
    run: async (io) => {
      io.cityKeys = io.plan.citySlugs.length ? await cityKeys(io.client, io.plan.citySlugs) : [];
    },
  },
  {
    step: "campaign",
    run: async ({ client, lock, state, selection, plan }) => {
      if (state.campaignId) return;
      const edge = `${selection.adAccountId}/campaigns`;
      await validateAll(client, edge, [campaignPayload(plan)]);
      const created = await client.post<{ id?: string }>(edge, campaignPayload(plan));
      if (!created.id) throw new InvalidAnswerError("campaigns");
      state.campaignId = created.id;
      await lock.save(state, "campaign");
    },
  },
  {
    step: "adsets",
    run: async ({ client, lock, state, selection, plan, cityKeys: keys }) => {
      const pending = plan.adSets
        .filter((set) => !(state.adSets[set.key] ??= { ads: {} }).adSetId)
        .map((set) => ({ set, payload: adSetPayload(plan, set, { campaignId: state.campaignId!, pixelId: selection.pixelId ?? null }, keys) }));
      const edge = `${selection.adAccountId}/adsets`;
      await validateAll(client, edge, pending.map((item) => item.payload));
      for (const { set, payload } of pending) {
        const created = await client.post<{ id?: string }>(edge, payload);
        if (!created.id) throw new InvalidAnswerError("adsets");
        state.adSets[set.key]!.adSetId = created.id;
        await lock.save(state, "adsets");
      }
    },
  },
  { step: "adcreatives", run: stepCreatives },
  { step: "ads", run: stepAds },
  {
    step: "activate",
    run: async ({ client, lock, state, selection }) => {
      if (!selection.activate || state.activated) return;
      await client.post(state.campaignId!, { status: "ACTIVE" });
      state.activated = true;
      await lock.save(state, "activate");
    },
  },
];
