import { startFakeMeta, type FakeMeta } from "@/e2e/fakes/meta";
import { env } from "@/lib/env";
import { jobQueue } from "@/lib/jobs/boss";
import { redirectLogs } from "@/lib/log/sink";
import { QUEUES, type QueueName, type QueueSettings } from "@/lib/jobs/queues";
import { startJobWorker, type JobWorker, type JobWorkerOptions } from "@/lib/worker/worker";

// Job workers for tests: quick retries, no hourly schedule unless asked. Every pg-boss instance a test
// file started is stopped at its end by tests/setup/integration-db.ts (no timers run into the next file).

// Retries a second apart, without backoff, so a test sees the second attempt soon.
export const QUICK_RETRIES: Partial<Record<QueueName, QueueSettings>> = Object.fromEntries(
  Object.values(QUEUES).map((queue) => [queue, { retryDelay: 1, retryBackoff: false }]),
);

export function startTestWorker(options: JobWorkerOptions = {}): Promise<JobWorker> {
  const queueSettings = Object.fromEntries(Object.values(QUEUES).map((queue) => [queue, { ...QUICK_RETRIES[queue], ...options.queueSettings?.[queue] }]));
  return startJobWorker({ schedule: false, pollingIntervalSeconds: 0.5, ...options, queueSettings });
}

/** Empties the queues (a PostgreSQL server shared by the suite may hold another file's jobs). */
export async function clearJobs(): Promise<void> {
  await (await jobQueue()).clearStorage();
}

export async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, { timeoutMs = 20_000, everyMs = 100 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms in vain`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** The state of a job by id (with the archive). */
export async function jobState(queue: QueueName, id: string) {
  return (await jobQueue()).getJobById(queue, id, { includeArchive: true });
}

/** Keeps the workers' info lines out of the test output; a line logged as an error still fails the test. */
export function quietJobLogs(): void {
  let restore = () => {};
  beforeEach(() => {
    restore = redirectLogs((line) => {
      const { level, msg } = JSON.parse(line) as { level?: string; msg?: string };
      if (level === "error" || level === "fatal") throw new Error(`error logged during a test: ${msg}`);
    });
  });
  afterEach(() => restore());
}

/**
 * A fake Meta for the whole file, the Graph client pointed at it, the queues emptied first; reset
 * before each test. Returns a getter: the fake exists once the file's beforeAll has run.
 */
export function withFakeMetaForJobs(): () => FakeMeta {
  let fake: FakeMeta | undefined;
  const originalBaseUrl = env.META_GRAPH_BASE_URL;
  beforeAll(async () => {
    fake = await startFakeMeta();
    env.META_GRAPH_BASE_URL = fake.url;
    await clearJobs();
  });
  afterAll(async () => {
    env.META_GRAPH_BASE_URL = originalBaseUrl;
    await fake?.close();
  });
  beforeEach(() => fake?.reset());
  return () => {
    if (!fake) throw new Error("the fake Meta starts in beforeAll");
    return fake;
  };
}
