import type { ComponentType, ReactNode } from "react";
import type { IconProps } from "@/components/ui/icons";
import { cn } from "@/lib/utils";

const TONES = {
  warning: { box: "border-amber-300 bg-amber-50 text-amber-950", icon: undefined },
  info: { box: "border-sky-300 bg-sky-50 text-sky-950", icon: undefined },
  neutral: { box: "bg-muted/40", icon: "text-primary" },
} as const;

/** A tone's colours, for a notice shaped otherwise (the strips across the top of every page). */
export const toneColours = (tone: keyof typeof TONES) => TONES[tone].box;

type Props = {
  tone: keyof typeof TONES;
  icon: ComponentType<IconProps>;
  title?: ReactNode;
  /** One action, or a group of them the caller lays out. */
  actions?: ReactNode;
  /**
   * `side` (a page's banner): the icon beside the words, the actions beside them on wider screens, a title
   * as an h2. `stacked` (a notice inside a form): the title's line with the icon, then the words and the
   * actions below.
   */
  layout?: "side" | "stacked";
  role?: "status" | "alert" | "note";
  className?: string;
  children?: ReactNode;
};

/** A notice on a page or in a form: an icon, an optional title, its words and actions, in a tone. */
export function Banner({ tone, icon: Icon, title, actions, layout = "side", role, className, children }: Props) {
  const colours = TONES[tone];
  if (layout === "stacked") {
    return (
      <div role={role} className={cn("grid gap-3 rounded-lg border p-4 text-sm", colours.box, className)}>
        <p className="flex items-center gap-2 font-semibold">
          <Icon className={cn("size-4 shrink-0", colours.icon)} aria-hidden />
          {title}
        </p>
        {children}
        {actions}
      </div>
    );
  }
  return (
    <div role={role} className={cn("flex flex-col gap-3 rounded-lg border p-4 text-sm sm:flex-row sm:items-center sm:justify-between", colours.box, className)}>
      {/* The icon is as tall as the first line: the title's, or the text's. */}
      <div className={cn("flex items-start", title ? "gap-3" : "gap-2")}>
        <Icon className={cn("mt-0.5 shrink-0", title ? "size-5" : "size-4", colours.icon)} aria-hidden />
        <div>
          {title ? <h2 className="text-base font-semibold">{title}</h2> : null}
          {children}
        </div>
      </div>
      {actions}
    </div>
  );
}
