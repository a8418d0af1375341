// A 60 MB video publishes to Meta with its upload's progress on screen (issue 12 item 6), through the
// user's eyes: from the wizard in English and from a saved campaign opened in the wizard in Portuguese, each
// looked at on a phone (375 px) and a laptop (1366 px), checked with axe and kept as screenshots in the
// test's output folder. The fake video host holds the chunk transfers in flight (POST
// /__control/video-host) so the figures are read part-way without timing anything. Both screens stop
// following a run that shows no progress for 10 minutes (the browser's clock jumps ahead), say so, and
// follow it to the end on "Check again".
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { campaignIdsOf } from "./db";
import { expectNoSeriousA11yViolations, signedInSeller } from "./helpers";
import { configureWithMeta, connectMeta } from "./meta-flow";
import { E2E_BASE_URL, E2E_FAKE_META_URL } from "./env";
import type { RecordedCall, VideoHostControl, VideoHostState } from "./fakes/meta";
import { fakeMetaRequests, fakeMetaState, metaSettings, resetFakes } from "./wizard-support";

const MB = 1024 * 1024;
const ACCOUNT = "act_120210000000001";
const VIDEO_NAME = "lancamento-60mb.mp4";
// Meta names each chunk's range in its answer; the fake video host asks for 1 MB at a time.
const CHUNKS = 60;

let videoDir = "";
let videoPath = "";

// A real 640x360 clip made 60 MB long by a trailing `free` box, which players and the app's probe skip.
test.beforeAll(() => {
  const clip = readFileSync(path.resolve("tests/fixtures/media/clip-640x360.mp4"));
  const padding = Buffer.alloc(60 * MB - clip.length);
  padding.writeUInt32BE(padding.length, 0);
  padding.write("free", 4, "latin1");
  videoDir = mkdtempSync(path.join(tmpdir(), "meta-video-"));
  videoPath = path.join(videoDir, VIDEO_NAME);
  writeFileSync(videoPath, Buffer.concat([clip, padding]));
});
test.afterAll(() => rmSync(videoDir, { recursive: true, force: true }));

test.beforeEach(async () => {
  await resetFakes();
  await metaSettings({ videoChunkSize: MB });
});
// Nothing stays held for the next test, even when this one failed part-way.
test.afterEach(() => videoHost({ holdTransfers: false }));

/** Where a held upload stops next, in whole MB (one chunk each) and as the screen words it. */
async function nextStop(patch: VideoHostControl): Promise<{ percent: string; en: string; pt: string }> {
  const { passed, allowance } = await videoHost(patch);
  const sent = passed + (allowance ?? 0);
  const percent = String(Math.floor((sent / CHUNKS) * 100));
  return { percent, en: `${sent} of 60 MB (${percent}%)`, pt: `${sent} de 60 MB (${percent}%)` };
}

async function videoHost(patch: VideoHostControl): Promise<VideoHostState> {
  const response = await fetch(`${E2E_FAKE_META_URL}/__control/video-host`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(patch),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as VideoHostState;
}

/** Step 3 of the wizard with the fake account's assets, the 60 MB video as the only creative, and a budget for five ad sets. */
async function configureVideoCampaign(page: Page): Promise<string> {
  const email = await signedInSeller(page);
  await connectMeta(page);
  await configureWithMeta(page);
  await page.getByLabel("Upload image or video").setInputFiles(videoPath);
  await expect(page.getByRole("button", { name: `Set as primary: ${VIDEO_NAME}` })).toBeVisible({ timeout: 60_000 });
  await page.getByRole("button", { name: "Remove AI image 1" }).click();
  await expect(page.getByRole("button", { name: `Set as primary: ${VIDEO_NAME}` })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: /^Set as primary: / })).toHaveCount(1);
  await page.getByRole("button", { name: "Use R$120.00" }).click();
  return email;
}

type View = { locale: "en" | "pt"; width: number; height: number };
const PHONE = { width: 375, height: 740 };
/** The publish progress box around its bar. */
const boxOf = (bar: Locator) => bar.locator("xpath=ancestor::div[contains(@class, 'rounded-lg')][1]");
const LAPTOP = { width: 1366, height: 900 };

/** The screen as the seller sees it with `target` in the middle, checked with axe and for sideways overflow. */
async function look(page: Page, info: TestInfo, name: string, view: View, target: Locator) {
  await page.setViewportSize({ width: view.width, height: view.height });
  await target.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: info.outputPath(`${name}-${view.locale}-${view.width}.png`) });
  await expectNoSeriousA11yViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} is ${overflow}px wider than the screen`).toBeLessThanOrEqual(0);
}

/** What Meta's record says: one 60 MB video sent to the video host in 1 MB chunks, and every creative and ad using it. */
async function expectVideoAtMeta(adSets: number) {
  const account = (await fakeMetaState()).accounts[ACCOUNT]!;
  const videos = account.videos as { id: string; source_size: number; uploaded: boolean; uploadCalls: Record<string, number> }[];
  expect(videos).toHaveLength(1);
  const [video] = videos;
  expect(video).toMatchObject({ source_size: 60 * MB, uploaded: true, uploadCalls: { graph: 0, "graph-video": 1 + CHUNKS + 1 } });
  const { log } = await fakeMetaRequests();
  const transfers = log.filter((call: RecordedCall) => call.endpoint === "advideos" && call.params.upload_phase === "transfer");
  expect(transfers.map((call) => Number(call.params.start_offset) / MB)).toEqual(Array.from({ length: CHUNKS }, (_, index) => index));
  expect(transfers.every((call) => call.path.startsWith("/graph-video/") && call.files[0]?.size === MB)).toBe(true);

  const creatives = account.adcreatives as { id: string; object_type: string; video_id: string }[];
  expect(creatives).toHaveLength(adSets);
  for (const creative of creatives) expect(creative).toMatchObject({ object_type: "VIDEO", video_id: video!.id });
  const ads = account.ads as { creative: { id: string } }[];
  expect(ads).toHaveLength(adSets);
  expect(new Set(ads.map((ad) => ad.creative.id))).toEqual(new Set(creatives.map((creative) => creative.id)));
}

test("a 60 MB video publishes from the wizard with its upload's progress, and a run that stops moving is said on screen", async ({ page }, info) => {
  test.setTimeout(240_000);
  await configureVideoCampaign(page);

  // The video host takes 15 chunks, then holds the next one in flight.
  await videoHost({ holdTransfers: true, letThrough: 15 });
  // The browser's clock from here on is the test's to move (it runs at its own pace until then).
  await page.clock.install();
  await page.getByRole("button", { name: /^Publish to Meta/ }).click();
  const bar = page.getByRole("progressbar", { name: "Video upload" });
  await expect(bar).toHaveAttribute("aria-valuenow", "25", { timeout: 30_000 });
  await expect(bar).toHaveAttribute("aria-valuetext", "15 of 60 MB (25%)");
  await expect(page.getByText("15 of 60 MB (25%)")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Publishing to Meta" })).toContainText("Uploading videos (0 of 1)");
  await look(page, info, "wizard-video-upload", { locale: "en", ...LAPTOP }, boxOf(bar));
  await look(page, info, "wizard-video-upload", { locale: "en", ...PHONE }, boxOf(bar));

  // Fifteen more chunks: the figure moves on. (The host lets a chunk held too long through by itself, so
  // the figure is the host's count, not a sum of the chunks let through here.)
  const later = await nextStop({ letThrough: 15 });
  await expect(bar).toHaveAttribute("aria-valuenow", later.percent);
  await expect(page.getByText(later.en)).toBeVisible();

  // Nothing moves for ten minutes: the page stops following and says so until checked again.
  await page.clock.fastForward("10:30");
  const stopped = page.getByRole("alert").filter({ hasText: "Publishing has shown no progress for a while" });
  await expect(stopped).toContainText("Nothing has moved for 10 minutes, so this page stopped following it.");
  await expect(stopped).toContainText(`Last seen: Uploading videos (0 of 1) · ${later.en}`);
  await expect(bar).toBeHidden();
  await expect(page.getByRole("button", { name: /^Publish to Meta/ })).toBeEnabled();
  await look(page, info, "wizard-follow-stopped", { locale: "en", ...PHONE }, stopped);
  await look(page, info, "wizard-follow-stopped", { locale: "en", ...LAPTOP }, stopped);

  // The upload goes on; checking again follows the run to its end.
  await videoHost({ holdTransfers: false });
  await stopped.getByRole("button", { name: "Check again" }).click();
  await expect(page.getByRole("heading", { name: "Campaign published!" })).toBeVisible({ timeout: 60_000 });
  await expectVideoAtMeta(5);
});

test("a saved campaign's 60 MB video publishes from the wizard it opens in, with the progress in Portuguese, also after it stood still", async ({
  page,
}, info) => {
  test.setTimeout(240_000);
  const email = await configureVideoCampaign(page);
  await page.getByRole("button", { name: /^Save Campaign/ }).click();
  await expect(page.getByRole("heading", { name: "Campaign saved!" })).toBeVisible({ timeout: 20_000 });
  const [campaignId] = await campaignIdsOf(email);

  await page.context().addCookies([{ name: "NEXT_LOCALE", value: "pt", url: E2E_BASE_URL }]);
  await page.setViewportSize(PHONE);
  // Issue 31, one publish path: the view page's "Publicar no Meta" opens it in the wizard's configuration step.
  await page.goto(`/campaign/view/${campaignId}`);
  await page.getByRole("link", { name: "Publicar no Meta" }).first().click();
  await expect(page).toHaveURL(/\/campaign\/new$/);
  const dialog = page.locator("main");
  const publish = page.getByRole("button", { name: /^Publicar no Meta/ }).first();
  await expect(publish).toBeEnabled({ timeout: 20_000 });

  await videoHost({ holdTransfers: true, letThrough: 20 });
  await page.clock.install();
  await publish.click();
  const bar = dialog.getByRole("progressbar", { name: "Envio do vídeo" }).first();
  await expect(bar).toHaveAttribute("aria-valuenow", "33", { timeout: 30_000 });
  await expect(bar).toHaveAttribute("aria-valuetext", "20 de 60 MB (33%)");
  await expect(dialog.getByText("20 de 60 MB (33%)")).toBeVisible();
  await expect(dialog.getByRole("status").filter({ hasText: "Publicando no Meta" })).toContainText("Enviando vídeos (0 de 1)");
  await look(page, info, "saved-video-upload", { locale: "pt", ...PHONE }, boxOf(bar));
  await look(page, info, "saved-video-upload", { locale: "pt", ...LAPTOP }, boxOf(bar));

  const later = await nextStop({ letThrough: 10 });
  await expect(bar).toHaveAttribute("aria-valuenow", later.percent);
  await expect(dialog.getByText(later.pt)).toBeVisible();

  // The wizard stops following a run that stands still for ten minutes, and says so until checked again.
  await page.clock.fastForward("10:30");
  const stopped = dialog.getByRole("alert").filter({ hasText: "A publicação não avança há algum tempo" });
  await expect(stopped).toContainText("Nada mudou em 10 minutos, então esta página parou de acompanhá-la.");
  await expect(stopped).toContainText(`Última etapa vista: Enviando vídeos (0 de 1) · ${later.pt}`);
  await expect(bar).toBeHidden();
  await look(page, info, "saved-follow-stopped", { locale: "pt", ...PHONE }, stopped);
  await look(page, info, "saved-follow-stopped", { locale: "pt", ...LAPTOP }, stopped);

  await videoHost({ holdTransfers: false });
  await stopped.getByRole("button", { name: "Verificar novamente" }).click();
  await expect(page.getByRole("heading", { name: "Campanha publicada!" })).toBeVisible({ timeout: 60_000 });
  await expectVideoAtMeta(5);
});
