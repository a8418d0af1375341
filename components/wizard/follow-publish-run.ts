import { callAction } from "@/components/ui/call-action";
import type { PublishRunView } from "@/lib/meta/publish";
import { getPublishRunAction } from "@/lib/meta/publish-actions";
import { followRun, type FollowOutcome } from "../publish/publish-follow";

export type { FollowOutcome } from "../publish/publish-follow";

// Publishing runs as a background job: the wizard and the publish dialog follow the campaign's run
// (publish-follow.ts says for how long), showing its step, until it is published or stopped.
export function followPublishRun(campaignId: string, onProgress: (run: PublishRunView) => void): Promise<FollowOutcome> {
  return followRun(onProgress, {
    read: async () => {
      const result = await callAction(getPublishRunAction, { campaignId });
      return result.ok ? result.data : undefined;
    },
  });
}
