import { readFileSync } from "node:fs";
import { FAKE_REPLICATE_TOKEN, startFakeReplicate, type FakeReplicate } from "@/e2e/fakes/replicate";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { runImageJob } from "@/lib/jobs/handlers/image";
import { QUEUES } from "@/lib/jobs/queues";
import { sniffImage } from "@/lib/media/sniff";
import { keyOfUrl, putFile, readStoredFile } from "@/lib/storage/files";
import { generateImageAction, getImageJobAction } from "@/lib/wizard/actions";
import { WIZARD_LIMITS } from "@/lib/wizard/rate-limits";
import { makeUser, signInAs } from "./factories";
import { clearJobs, jobState, quietJobLogs, startTestWorker, waitFor } from "./jobs-helpers";

// image.generate: the wizard's action checks and queues, a worker makes the image with (fake) Replicate
// and stores it under the job's id, and the user polls the job, theirs only.

jest.mock("@/lib/auth/auth", () => ({ auth: jest.fn() }));
jest.setTimeout(60_000);
quietJobLogs();

let fake: FakeReplicate;
const original = { token: env.REPLICATE_API_TOKEN, baseUrl: env.REPLICATE_BASE_URL };

beforeAll(async () => {
  fake = await startFakeReplicate();
  Object.assign(env, { REPLICATE_API_TOKEN: FAKE_REPLICATE_TOKEN, REPLICATE_BASE_URL: fake.url });
  await clearJobs();
});
afterAll(async () => {
  Object.assign(env, { REPLICATE_API_TOKEN: original.token, REPLICATE_BASE_URL: original.baseUrl });
  await fake.close();
});
beforeEach(() => {
  fake.mode = "ok";
});
afterEach(() => jest.restoreAllMocks());

async function signedIn() {
  const user = await makeUser({ label: "image" });
  signInAs(user);
  return user;
}

const imageJobsCount = async () =>
  Number((await db.$queryRawUnsafe<{ count: number }[]>(`SELECT count(*)::int AS count FROM pgboss.job WHERE name = $1`, QUEUES.image))[0]!.count);

async function jobIdOf(result: Awaited<ReturnType<typeof generateImageAction>>): Promise<string> {
  if (!result.ok) throw new Error(`not queued: ${result.error}`);
  return result.data.jobId;
}

const settled = (jobId: string) =>
  waitFor(async () => {
    const status = await getImageJobAction({ jobId });
    return status.ok && (status.data.state === "completed" || status.data.state === "failed") && status.data;
  });

describe("generateImageAction and getImageJobAction", () => {
  it("need a session", async () => {
    signInAs(null);
    expect(await generateImageAction({ prompt: "a shoe" })).toEqual({ ok: false, error: "errors.unauthorized" });
    expect(await getImageJobAction({ jobId: crypto.randomUUID() })).toEqual({ ok: false, error: "errors.unauthorized" });
  });

  it("check the prompt and the provider before queueing anything", async () => {
    await signedIn();
    const before = await imageJobsCount();
    expect(await generateImageAction({ prompt: "   " })).toEqual({ ok: false, error: "wizard.image.errors.promptBlank" });
    expect(await generateImageAction({ prompt: "x".repeat(201) })).toMatchObject({ ok: false, fieldErrors: { prompt: "wizard.image.errors.promptTooLong" } });
    env.REPLICATE_API_TOKEN = undefined;
    try {
      expect(await generateImageAction({ prompt: "a shoe" })).toEqual({ ok: false, error: "wizard.image.errors.unavailable" });
    } finally {
      env.REPLICATE_API_TOKEN = FAKE_REPLICATE_TOKEN;
    }
    expect(await getImageJobAction({ jobId: "not-a-job" })).toMatchObject({ ok: false, error: "errors.invalidInput" });
    expect(await imageJobsCount()).toBe(before);
  });

  it("queue the image; the user sees it queued, then stored under the job's id", async () => {
    const user = await signedIn();
    const jobId = await jobIdOf(await generateImageAction({ prompt: "white running shoe on a wooden floor" }));
    expect(await getImageJobAction({ jobId })).toEqual({ ok: true, data: { state: "queued" } });
    const worker = await startTestWorker({ queues: [QUEUES.image] });
    try {
      const done = await settled(jobId);
      expect(done).toEqual({ state: "completed", url: `/api/uploads/media/${user.id}/ai-${jobId}.png` });
      const bytes = await readStoredFile(keyOfUrl((done as { url: string }).url)!);
      expect(sniffImage(new Uint8Array(bytes!))?.extension).toBe("png");
      expect(fake.prompts.at(-1)).toContain("white running shoe");
    } finally {
      await worker.stop({ timeoutMs: 1000 });
    }
  });

  it("put the seller's own product photo in a scene; another seller's photo is refused before anything is queued", async () => {
    const user = await signedIn();
    const photo = await putFile(`media/${user.id}/1-dddddddddddddddd.png`, new Uint8Array(readFileSync("tests/fixtures/media/square-700.png")));
    const before = await imageJobsCount();
    const other = `/api/uploads/media/${crypto.randomUUID()}/1-eeeeeeeeeeeeeeee.png`;
    expect(await generateImageAction({ prompt: "on a beach", photoUrl: other })).toEqual({ ok: false, error: "wizard.image.errors.photoMissing" });
    expect(await imageJobsCount()).toBe(before);
    const jobId = await jobIdOf(await generateImageAction({ prompt: "on a beach", photoUrl: photo.url }));
    const worker = await startTestWorker({ queues: [QUEUES.image] });
    try {
      expect(await settled(jobId)).toEqual({ state: "completed", url: `/api/uploads/media/${user.id}/ai-${jobId}.png` });
      expect(fake.predictions.at(-1)).toMatchObject({ model: env.REPLICATE_EDIT_MODEL, inputPhotos: [expect.any(String)] });
    } finally {
      await worker.stop({ timeoutMs: 1000 });
    }
  });

  it("let nobody read another user's job", async () => {
    await signedIn();
    const jobId = await jobIdOf(await generateImageAction({ prompt: "a red bag" }));
    await signedIn();
    expect(await getImageJobAction({ jobId })).toEqual({ ok: true, data: { state: "failed", error: "wizard.image.errors.failed" } });
    expect(await getImageJobAction({ jobId: crypto.randomUUID() })).toEqual({ ok: true, data: { state: "failed", error: "wizard.image.errors.failed" } });
  });

  it("try a failed prediction once more, then report 'Error generating image'", async () => {
    await signedIn();
    await clearJobs();
    fake.mode = "failed";
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const prompts = fake.prompts.length;
    const jobId = await jobIdOf(await generateImageAction({ prompt: "a blue hat" }));
    const worker = await startTestWorker({ queues: [QUEUES.image] });
    try {
      expect(await settled(jobId)).toEqual({ state: "failed", error: "wizard.image.errors.failed" });
      expect(fake.prompts.length - prompts).toBe(2);
      expect(await jobState(QUEUES.image, jobId)).toMatchObject({ state: "completed", retryCount: 1, output: { error: "wizard.image.errors.failed" } });
      expect(JSON.stringify(warn.mock.calls)).not.toContain(FAKE_REPLICATE_TOKEN);
    } finally {
      await worker.stop({ timeoutMs: 1000 });
    }
  });

  it("keep the hourly limit per user", async () => {
    await signedIn();
    const results = [];
    for (let i = 0; i <= WIZARD_LIMITS.image.limit; i++) results.push(await generateImageAction({ prompt: "   " }));
    expect(results.at(-1)).toEqual({ ok: false, error: "wizard.errors.rateLimited", values: { retryAfterSeconds: expect.any(Number) } });
  });
});

describe("the image.generate handler", () => {
  it("answers the image an earlier attempt of the job stored, without asking Replicate again", async () => {
    const user = await signedIn();
    const job = { id: crypto.randomUUID(), name: QUEUES.image, data: { userId: user.id, prompt: "a green mug" }, retryCount: 0 } as unknown as Parameters<
      typeof runImageJob
    >[0];
    const first = await runImageJob(job);
    expect(first).toEqual({ url: `/api/uploads/media/${user.id}/ai-${job.id}.png` });
    const prompts = fake.prompts.length;
    expect(await runImageJob({ ...job, retryCount: 1 })).toEqual(first);
    expect(fake.prompts.length).toBe(prompts);
  });
});
