import { jsx } from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { FAKE_META_SEED_TOKEN } from "@/e2e/fakes/meta";
import { setVideoProcessingClock } from "@/e2e/fakes/meta/media";
import { PublishProgress } from "@/components/publish/publish-progress";
import { db } from "@/lib/db";
import { getPublishRun, publishCampaign, type PublishRunView } from "@/lib/meta/publish";
import { VIDEO_PROCESSING_BUDGET_MS, videoClock } from "@/lib/meta/publish/media";
import en from "@/messages/en.json";
import pt from "@/messages/pt.json";
import { adSet, savedCampaign, SELECTION, userWithMeta, withFakeMeta } from "./meta-publish-helpers";

// Issue 30 item 6: the publishing job waits for Meta to process a video for up to 30 minutes, keeping the
// wait in the run (so a resumed run goes on with the same budget and uploads nothing again) while the
// progress panel says Meta is processing the video. The fake Meta processes for the time its settings say
// (videoProcessingMs), on a clock this test moves: the publisher's and the fake's clocks are one, and it
// moves only when the publisher sleeps between status reads.

jest.setTimeout(120_000);

const MINUTE = 60_000;
const ACCOUNT = SELECTION.adAccountId;
const START = 1_750_000_000_000;
const meta = withFakeMeta();

let time = START;
/** Runs at each of the publisher's sleeps, before the clock moves on. */
let onSleep: (ms: number) => Promise<void> = async () => {};
beforeEach(() => {
  time = START;
  onSleep = async () => {};
  jest.spyOn(videoClock, "now").mockImplementation(() => time);
  jest.spyOn(videoClock, "sleep").mockImplementation(async (ms) => {
    await onSleep(ms);
    time += ms;
  });
  setVideoProcessingClock(() => time);
});
afterEach(() => {
  jest.restoreAllMocks();
  setVideoProcessingClock(null);
});

async function videoCampaign() {
  const user = await userWithMeta(FAKE_META_SEED_TOKEN);
  const campaign = await savedCampaign(user.id, { media: ["video"], adSets: [adSet("adset-1"), adSet("adset-2")] });
  return { user, campaign };
}

const uploads = () => meta().state.log.filter((call) => call.endpoint === "advideos" && call.method === "POST");
const statusReads = () => meta().state.log.filter((call) => call.endpoint === "video_status");
const storedMedia = async (campaignId: string) =>
  ((await db.metaPublishRun.findUniqueOrThrow({ where: { campaignId } })).state as { media: Record<string, Record<string, unknown>> }).media["creative-0"];

const render = (run: PublishRunView, locale: "en" | "pt") =>
  renderToStaticMarkup(jsx(NextIntlClientProvider, { locale, messages: locale === "en" ? en : pt, timeZone: "UTC", children: jsx(PublishProgress, { run }) }));

describe("waiting for Meta to process a video", () => {
  it("publishes a video Meta takes 10 minutes to process, saying so on the panel while it waits", async () => {
    meta().settings({ videoProcessingMs: 10 * MINUTE });
    const { user, campaign } = await videoCampaign();
    const seen: PublishRunView[] = [];
    onSleep = async () => void seen.push((await getPublishRun(user.id, campaign.id))!);
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: true });
    expect(time - START).toBeGreaterThanOrEqual(10 * MINUTE);
    expect(time - START).toBeLessThan(11 * MINUTE);
    // One upload; a status read before each sleep and one that found it ready.
    expect(uploads()).toHaveLength(1);
    expect(statusReads()).toHaveLength(seen.length + 1);
    const account = meta().snapshot().accounts[ACCOUNT]!;
    expect(account.adcreatives).toHaveLength(2);
    expect(account.ads).toHaveLength(2);

    // While it waited the run held its lock and kept the wait: since the first read, checked at each.
    expect(seen.length).toBeGreaterThan(5);
    for (const [index, view] of seen.entries()) {
      expect(view).toMatchObject({ status: "running", running: true, step: "adcreatives", progress: { videoUpload: null } });
      expect(view.progress.videoProcessing?.since.getTime()).toBe(START);
      if (index > 0) expect(view.progress.videoProcessing!.checkedAt.getTime()).toBeGreaterThan(seen[index - 1]!.progress.videoProcessing!.checkedAt.getTime());
    }
    for (const [locale, line] of [
      ["en", "Meta is processing the video"],
      ["pt", "A Meta está processando o vídeo"],
    ] as const) {
      const panel = render(seen[3]!, locale);
      expect(panel).toMatch(new RegExp(`role="status"[^>]*>.*${line}`));
      expect(panel).not.toContain("progressbar");
    }

    // Once ready the wait is forgotten.
    expect(await getPublishRun(user.id, campaign.id)).toMatchObject({ status: "completed", progress: { videoProcessing: null } });
    expect(await storedMedia(campaign.id)).toEqual({ videoId: expect.any(String) });
  });

  it("fails with videoProcessing 30 minutes into the wait, which a resumed run and a retry go on with; nothing is uploaded again", async () => {
    meta().settings({ videoProcessingMs: 45 * MINUTE });
    const { user, campaign } = await videoCampaign();
    // The worker dies 20 minutes into the wait.
    onSleep = async () => {
      if (time - START >= 20 * MINUTE) throw new Error("worker died");
    };
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: false, step: "adcreatives" });
    expect(await storedMedia(campaign.id)).toEqual({ videoId: expect.any(String), processing: { since: START, checkedAt: time } });

    // Resumed 3 minutes later: the wait goes on to 30 minutes from its start, not from now.
    time += 3 * MINUTE;
    onSleep = async () => {};
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({
      ok: false,
      error: "wizard.publish.errors.videoProcessing",
      step: "adcreatives",
    });
    expect(time).toBe(START + VIDEO_PROCESSING_BUDGET_MS);
    expect(uploads()).toHaveLength(1);
    expect(meta().snapshot().accounts[ACCOUNT]!.adcreatives).toHaveLength(0);
    expect(await getPublishRun(user.id, campaign.id)).toMatchObject({ status: "failed", failure: { error: "wizard.publish.errors.videoProcessing" } });

    // Asked again a minute later: the budget is spent, so one read, and the same answer.
    time += MINUTE;
    const reads = statusReads().length;
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: false, error: "wizard.publish.errors.videoProcessing" });
    expect(statusReads()).toHaveLength(reads + 1);
    // Once Meta has finished (minute 45), it publishes without uploading again.
    time = START + 46 * MINUTE;
    expect(await publishCampaign(user.id, campaign.id, SELECTION)).toMatchObject({ ok: true });
    expect(statusReads()).toHaveLength(reads + 2);
    expect(uploads()).toHaveLength(1);
    expect(await storedMedia(campaign.id)).toEqual({ videoId: expect.any(String) });
  });
});
