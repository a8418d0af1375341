import { callAction } from "@/components/ui/call-action";
import { generateImageAction, getImageJobAction } from "@/lib/wizard/actions";

// An AI image is made by a background job: ask for it, then poll the job until it has the stored image
// or a failure. The answer has the shape generateImageAction had when it waited for the image itself,
// so the callers' messages stay the same; null: the image is no longer wanted.

export type ImageJobProgress = "queued" | "active";
export type AiImageResult = { ok: true; data: { url: string } } | { ok: false; error: string };

const POLL_MS = 1000;
// Replicate answers within two minutes, and a failed attempt is tried once more.
const GIVE_UP_MS = 5 * 60 * 1000;
const MAX_POLL_ERRORS = 3;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Options = {
  onProgress?: (state: ImageJobProgress) => void;
  /** Polling stops (answering null) once this says the image is no longer wanted (the step left the screen). */
  wanted?: () => boolean;
};

/** `photoUrl`: the seller's own photo to put in the prompt's scene; none makes a picture from the prompt alone. */
export async function requestAiImage(
  request: { prompt: string; photoUrl?: string },
  { onProgress, wanted = () => true }: Options = {},
): Promise<AiImageResult | null> {
  const queued = await callAction(generateImageAction, request);
  if (!queued.ok) return { ok: false, error: queued.error };
  onProgress?.("queued");
  const deadline = Date.now() + GIVE_UP_MS;
  let errors = 0;
  while (Date.now() < deadline) {
    await sleep(POLL_MS);
    if (!wanted()) return null;
    const status = await callAction(getImageJobAction, { jobId: queued.data.jobId });
    if (!status.ok) {
      if (++errors >= MAX_POLL_ERRORS) return { ok: false, error: status.error };
      continue;
    }
    errors = 0;
    const job = status.data;
    if (job.state === "completed") return { ok: true, data: { url: job.url } };
    if (job.state === "failed") return { ok: false, error: job.error };
    onProgress?.(job.state);
  }
  return { ok: false, error: "wizard.image.errors.failed" };
}
