import "server-only";
import { z } from "zod";
import { jobQueue } from "@/lib/jobs/boss";
import { QUEUES } from "@/lib/jobs/queues";
import { publishCampaignSchema } from "./publish-schema";

// A publish as the queue carries it (lib/jobs/handlers/publish.ts runs it): who asked, the campaign, and
// the Meta assets the seller chose.
export const publishJobSchema = z.object({ userId: z.uuid(), campaignId: z.uuid(), selection: publishCampaignSchema.omit({ campaignId: true }) });

export type PublishJob = z.infer<typeof publishJobSchema>;

/** Queues a campaign's publish; a second one while one waits for a worker is dropped (the campaign is the key). */
export async function enqueuePublish(job: PublishJob): Promise<void> {
  const boss = await jobQueue();
  await boss.send(QUEUES.publish, job, { singletonKey: job.campaignId });
}
