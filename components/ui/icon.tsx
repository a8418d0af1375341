import { createElement, type SVGProps } from "react";

/** An icon's drawing, as the `lucide` package exports it: its SVG elements and their attributes. */
export type IconNode = readonly (readonly [tag: string, attributes: Record<string, string | number | undefined>])[];
export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };
export type Icon = (props: IconProps) => React.ReactElement;

const HAS_NAME = /^(aria-|role$|title$)/;

/**
 * A Lucide icon as a plain component: no hook, no context, so a server component renders it as SVG and
 * ships no code for it (lucide-react's Icon is a client component: every icon was a hydrated island).
 * Like lucide-react, it hides itself from screen readers unless it is given a name.
 */
export function icon(name: string, node: IconNode): Icon {
  function LucideIcon({ size = 24, className, children, ...props }: IconProps) {
    const named = Boolean(children) || Object.keys(props).some((key) => HAS_NAME.test(key) && props[key as keyof typeof props] != null);
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: `lucide lucide-${name}${className ? ` ${className}` : ""}`,
        ...(named ? {} : { "aria-hidden": true }),
        ...props,
      },
      ...node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
      children,
    );
  }
  LucideIcon.displayName = name;
  return LucideIcon;
}
