import type { Crop } from "@/lib/images/placements/formats";
import { cn } from "@/lib/utils";

type Props = { src: string; alt: string; ratio: readonly [number, number]; crop: Crop | null; className?: string; children?: React.ReactNode };

/**
 * The image as one placement format shows it: the crop scaled to fill a frame of the format's ratio, or,
 * without a crop, the whole image fitted on a backdrop (what publishing renders, lib/images/placements).
 */
export function CropFrame({ src, alt, ratio, crop, className, children }: Props) {
  return (
    <div className={cn("relative overflow-hidden rounded-md bg-muted", className)} style={{ aspectRatio: `${ratio[0]} / ${ratio[1]}` }}>
      {crop ? (
        // eslint-disable-next-line @next/next/no-img-element -- the seller's media from our storage route
        <img
          src={src}
          alt={alt}
          className="absolute max-w-none select-none"
          draggable={false}
          style={{
            width: `${100 / crop.width}%`,
            height: `${100 / crop.height}%`,
            left: `${(-crop.x / crop.width) * 100}%`,
            top: `${(-crop.y / crop.height) * 100}%`,
          }}
        />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- the seller's media from our storage route
        <img src={src} alt={alt} className="absolute inset-0 size-full object-contain" draggable={false} />
      )}
      {children}
    </div>
  );
}
