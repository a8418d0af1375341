import type { SafeZone } from "@/lib/images/placements/formats";

/** Meta's Stories and Reels safe zone over a 9:16 frame: the bands its name, caption and buttons cover. */
export function SafeZoneOverlay({ zone }: { zone: SafeZone }) {
  const band = "absolute inset-x-0 bg-[repeating-linear-gradient(135deg,rgb(0_0_0/0.45)_0_6px,rgb(0_0_0/0.25)_6px_12px)]";
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0">
      <div className={band} style={{ top: 0, height: `${zone.top * 100}%` }} />
      <div className={band} style={{ bottom: 0, height: `${zone.bottom * 100}%` }} />
      {zone.sides ? (
        <>
          <div className="absolute inset-y-0 left-0 border-r border-dashed border-white/70" style={{ width: `${zone.sides * 100}%` }} />
          <div className="absolute inset-y-0 right-0 border-l border-dashed border-white/70" style={{ width: `${zone.sides * 100}%` }} />
        </>
      ) : null}
    </div>
  );
}
