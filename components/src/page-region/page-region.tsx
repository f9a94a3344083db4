import type { HTMLAttributes } from "react";
import { styled } from "@broadsheet/style";
import type { SectionContent } from "@broadsheet/kit";
import { spaceVar } from "../stack/stack";
import { classNames } from "../utils/class-names";

export interface PageRegionProps extends Omit<HTMLAttributes<HTMLElement>, "children"> {
  /** The element: a landmark (header, footer, aside) or a plain wrapper. */
  as?: "div" | "section" | "header" | "footer" | "aside";
  /** A layout section as defineBlock hands it to the layout: its blocks and how many there are. */
  region: SectionContent;
}

const StyledRegion = styled.div.withConfig({ componentId: "bs-page-region" })`
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
