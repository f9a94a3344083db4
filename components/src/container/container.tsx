import type { HTMLAttributes } from "react";
import { styled } from "@broadsheet/style";
import { token } from "@broadsheet/themes";
import { classNames } from "../utils/class-names";

export type ContainerProps = HTMLAttributes<HTMLDivElement>;

const StyledContainer = styled.div.withConfig({ componentId: "bs-container" })`
  box-sizing: border-box;
  inline-size: 100%;
  max-inline-size: ${token("size", "page")};
  margin-inline: auto;
  padding-inline: ${token("space", "md")};
`;

/** The page's content column: centred, no wider than the page token, never touching the screen's edges. */
export function Container({ className, ...rest }: ContainerProps) {
  return <StyledContainer className={classNames("c-container", className)} {...rest} />;
}
