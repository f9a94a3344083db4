import { Children, type HTMLAttributes, type ReactNode } from "react";
import { styled } from "styled-components";
import { spaceVar } from "../stack/stack";
import { classNames } from "../utils/class-names";

/** One region of a page: what it shows, and how many items (blocks) that is. */
export interface RegionContent {
  /** `null` when the region holds nothing, so callers can pass it straight on as an optional slot. */
  content: ReactNode;
  size: number;
}

/** A host's record of one region: only the number of its items is read. */
export interface CountedRegion {
  children: readonly unknown[];
}

/**
 * Names a page's regions and sizes them. A host that renders every region (even an empty one) as a
 * wrapper element cannot be counted from the React tree, so its own records (`counted`, one per
 * region in order) win; with none at all (a bare render, a story) the content itself is counted.
 */
export function pageRegions<const N extends string>(
  names: readonly N[],
  content: readonly ReactNode[],
  counted: readonly CountedRegion[] = [],
): Record<N, RegionContent> {
  const regions = {} as Record<N, RegionContent>;
  names.forEach((name, index) => {
    const node = content[index];
    const size = counted.length > 0 ? (counted[index]?.children.length ?? 0) : Children.toArray(node).length;
    regions[name] = { content: size > 0 ? node : null, size };
  });
  return regions;
}

export interface PageRegionProps extends Omit<HTMLAttributes<HTMLElement>, "children"> {
  /** The element: a landmark (header, footer, aside) or a plain wrapper. */
  as?: "div" | "section" | "header" | "footer" | "aside";
  region: RegionContent;
}

const StyledRegion = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${spaceVar("md")};
  min-inline-size: 0;
`;

/** Wraps a page region's items; an empty region renders no wrapper at all, so it takes no space. */
export function PageRegion({ as = "div", region, className, ...rest }: PageRegionProps) {
  if (region.size < 1) return null;
  return (
    <StyledRegion as={as} className={classNames("c-page-region", className)} {...rest}>
      {region.content}
    </StyledRegion>
  );
}
