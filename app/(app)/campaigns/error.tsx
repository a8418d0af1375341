"use client";

import { SegmentError } from "@/components/layout/segment-error";

// spec 000 §8: 'Error' / 'Could not load campaigns. Please try again.' on the campaigns page.
export default function CampaignsError({ error, reset }: { error: Error; reset: () => void }) {
  return <SegmentError error={error} reset={reset} titleKey="campaigns.page.errorTitle" descriptionKey="campaigns.page.loadError" />;
}
