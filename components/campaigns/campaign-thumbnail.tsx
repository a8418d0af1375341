import { cn } from "@/lib/utils";

// Campaign images come from our storage or the product's store; a plain <img> needs no domain list.
export function CampaignThumbnail({ src, className }: { src: string | null; className?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img src={src || "/images/campaign-placeholder.svg"} alt="" className={cn("shrink-0 rounded-lg border bg-muted object-cover", className)} loading="lazy" />
  );
}
