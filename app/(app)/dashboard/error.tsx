"use client";

import { SegmentError } from "@/components/layout/segment-error";

// spec 000 §8: 'Error loading campaigns' on the dashboard.
export default function DashboardError({ error, reset }: { error: Error; reset: () => void }) {
  return <SegmentError error={error} reset={reset} titleKey="dashboard.list.loadError" descriptionKey="campaigns.page.loadError" />;
}
