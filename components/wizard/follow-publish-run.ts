import type { PublishRunView } from "@/lib/meta/publish";
import { getPublishRunAction } from "@/lib/meta/publish-actions";

// Publishing runs as a background job: the wizard reads the campaign's run every second, showing its
// step, until it is published or stopped. null: the run could not be followed (connection lost, or
// still unfinished after GIVE_UP_MS; publishing goes on in the background either way).

const POLL_MS = 1000;
const GIVE_UP_MS = 10 * 60 * 1000;
const MAX_POLL_ERRORS = 5;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function followPublishRun(campaignId: string, onProgress: (run: PublishRunView) => void): Promise<PublishRunView | null> {
  const deadline = Date.now() + GIVE_UP_MS;
  let errors = 0;
  for (let first = true; Date.now() < deadline; first = false) {
    if (!first) await sleep(POLL_MS);
    const result = await getPublishRunAction({ campaignId }).catch(() => null);
    if (!result?.ok) {
      if (++errors >= MAX_POLL_ERRORS) return null;
      continue;
    }
    errors = 0;
    const run = result.data;
    if (!run) continue;
    if (run.status === "completed" || run.status === "failed") return run;
    onProgress(run);
  }
  return null;
}
