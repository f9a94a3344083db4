import { useId, type ComponentPropsWithRef, type ReactNode } from "react";
import { css, styled } from "@broadsheet/style";
import { classNames } from "../utils/class-names";

export interface IconProps extends Omit<ComponentPropsWithRef<"svg">, "children" | "title" | "viewBox"> {
  /** Width and height at once: a number of px or any CSS length ("1em" follows the text). `width`/`height` win. */
  size?: number | string;
  /**
   * What the icon means, for when it carries meaning on its own (no visible text beside it). With a title the svg is
   * `role="img"` labelled by it; without one (or an `aria-label`) the icon is decorative and hidden from assistive tech.
   */
  title?: string;
  /**
   * Left/right arrows and chevrons mirror in right-to-left text, because they mean "forward/back in reading order".
   * Set false where the arrow points at something physical (a map, a drawn diagram); the icon then also drops its
   * `c-icon--directional` class, which marks icons that mirror. Other icons ignore it.
   */
  flipInRtl?: boolean;
}

/** What each generated icon module tells the base; not public, so every icon is drawn one way. */
export interface IconBaseProps extends IconProps {
  /** The kebab-case name: the module file and the `c-icon--<name>` class. */
  name: string;
  viewBox: string;
  /** simple-icons marks are filled shapes; lucide symbols are 2px strokes with round ends, as their source draws them. */
  paint: "fill" | "stroke";
  directional?: boolean;
  children: ReactNode;
}

const DEFAULT_SIZE = 24;

/*
 * `[dir="rtl"] &` rather than `:dir(rtl)` because jsdom and some embedded webviews still lack :dir(). The second
 * rule undoes the flip for an ltr island inside an rtl page (an English quote in an Arabic article).
 */
const mirrored = css`
  [dir="rtl"] & {
    transform: scaleX(-1);
  }

  [dir="rtl"] [dir="ltr"] & {
    transform: none;
  }
`;

// flex-shrink: an icon beside text in a flex row must keep its size when the text wraps.
const Svg = styled.svg.withConfig({ componentId: "bs-icon" })<{ $mirrored: boolean }>`
  flex-shrink: 0;

  ${({ $mirrored }) => $mirrored && mirrored}
`;

const PAINT = {
  fill: { fill: "currentColor" },
  stroke: {
    fill: "none",
    stroke: "currentColor",
    strokeWidth: 2,
    strokeLinecap: "round",
    strokeLinejoin: "round",
  },
} as const;

/** The one svg every icon renders: sizing, paint, class names and the decorative/meaningful switch. */
export function Icon({
  name,
  viewBox,
  paint,
  directional = false,
  flipInRtl = true,
  size = DEFAULT_SIZE,
  width,
  height,
  title,
  className,
  children,
  ...rest
}: IconBaseProps) {
  const titleId = useId();
  const mirrors = directional && flipInRtl;
  const hasTitle = title !== undefined && title !== "";
  const labelled = hasTitle || Boolean(rest["aria-label"]) || Boolean(rest["aria-labelledby"]);
  const classes = classNames("c-icon", `c-icon--${name}`, mirrors && "c-icon--directional", className);

  return (
    <Svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={viewBox}
      width={width ?? size}
      height={height ?? size}
      {...PAINT[paint]}
      {...rest}
      $mirrored={mirrors}
      className={classes}
      focusable="false"
      {...(labelled
        ? { role: "img", ...(hasTitle ? { "aria-labelledby": titleId } : {}) }
        : { "aria-hidden": true as const })}
    >
      {hasTitle && <title id={titleId}>{title}</title>}
      {children}
    </Svg>
  );
}
