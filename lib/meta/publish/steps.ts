import "server-only";
import { graphVideo, type GraphClient } from "@/lib/meta/graph";
import type { GraphParams } from "@/lib/meta/graph";
import { keyOfUrl } from "@/lib/storage/files";
import { cityKeys } from "./cities";
import type { RunLock } from "@/lib/meta/run-state";
import { validateAll } from "./validate";
import { FORMAT_IDS } from "@/lib/images/placements/formats";
import { creativeMediaOf, InvalidAnswerError, uploadImage, uploadPlacementImage, uploadVideo } from "./media";
import { adPayload, adSetPayload, adsPlan, campaignPayload, creativeParams, type CreativeMedia, type PlannedAd, type PublishPlan } from "./plan";
import type { AdState, PublishSelection, PublishState, PublishStep } from "@/lib/meta/run-state";

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
    // Issue 35: a website ad's image runs in the version made for each placement (decision 031).
    if (type === "image" && creative.placements && io.plan.destination === "website") {
      for (const format of FORMAT_IDS) {
        if ((done.placementHashes ??= {})[format]) continue;
        done.placementHashes[format] = await uploadPlacementImage(
          client,
          selection.adAccountId,
          key,
          { name: creative.name, placements: creative.placements },
          format,
        );
        await lock.save(state, "adimages");
      }
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
const adState = (state: PublishState, { set, creative }: PlannedAd): AdState => ((state.adSets[set.id] ??= { ads: {} }).ads[creative.id] ??= {});

/**
 * A step's objects: Meta checks them all first (validate.ts), then each is created and its id kept in the
 * run's state before the next is asked for.
 */
async function createChecked<T>(
  io: Io,
  edge: string,
  step: PublishStep,
  pending: { item: T; payload: GraphParams }[],
  keep: (item: T, id: string) => void,
): Promise<void> {
  const path = `${io.selection.adAccountId}/${edge}`;
  await validateAll(
    io.client,
    path,
    pending.map((entry) => entry.payload),
  );
  for (const { item, payload } of pending) {
    const created = await io.client.post<{ id?: string }>(path, payload);
    if (!created.id) throw new InvalidAnswerError(edge);
    keep(item, created.id);
    await io.lock.save(io.state, step);
  }
}

async function stepCreatives(io: Io): Promise<void> {
  const { client, lock, state, selection, plan } = io;
  // Each creative's media is worked out once (a video waits for Meta once), and only when an ad still needs it.
  const known = new Map<string, CreativeMedia>();
  const pending: { item: PlannedAd; payload: GraphParams }[] = [];
  const save = () => lock.save(state, "adcreatives");
  for (const ad of adsPlan(plan)) {
    if (adState(state, ad).creativeId) continue;
    const media = known.get(ad.creative.id) ?? (await creativeMediaOf(client, plan.creatives, state.media, ad.creative, save));
    known.set(ad.creative.id, media);
    pending.push({ item: ad, payload: creativeParams(plan, ad, selection, media) });
  }
  await createChecked(io, "adcreatives", "adcreatives", pending, (ad, id) => void (adState(state, ad).creativeId = id));
}

async function stepAds(io: Io): Promise<void> {
  const { state, plan } = io;
  const pending = adsPlan(plan)
    .filter((ad) => !adState(state, ad).adId)
    .map((ad) => ({ item: ad, payload: adPayload(plan, ad, { adSetId: state.adSets[ad.set.id]!.adSetId!, creativeId: adState(state, ad).creativeId! }) }));
  await createChecked(io, "ads", "ads", pending, (ad, id) => void (adState(state, ad).adId = id));
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
  // Creatives belong to the ad account, not to a campaign: made first, so that what Meta refuses in them
  // (the Page's Advertise task, its Instagram account, a development-mode app) leaves no campaign behind.
  { step: "adcreatives", run: stepCreatives },
  {
    step: "campaign",
    run: async (io) => {
      if (io.state.campaignId) return;
      await createChecked(io, "campaigns", "campaign", [{ item: null, payload: campaignPayload(io.plan) }], (_, id) => void (io.state.campaignId = id));
    },
  },
  {
    step: "adsets",
    run: async (io) => {
      const { state, selection, plan } = io;
      const pending = plan.adSets
        .filter((set) => !(state.adSets[set.id] ??= { ads: {} }).adSetId)
        .map((set) => ({
          item: set,
          payload: adSetPayload(plan, set, { campaignId: state.campaignId!, pixelId: selection.pixelId ?? null, pageId: selection.pageId }, io.cityKeys),
        }));
      await createChecked(io, "adsets", "adsets", pending, (set, id) => void (state.adSets[set.id]!.adSetId = id));
    },
  },
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
