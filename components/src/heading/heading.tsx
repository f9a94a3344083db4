import { createContext, useContext, type HTMLAttributes, type ReactNode } from "react";
import { styled } from "@broadsheet/style";
import { classNames } from "../utils/class-names";

type Level = 1 | 2 | 3 | 4 | 5 | 6;

// Level 1 belongs to the page title (the headline block sets it explicitly), so sections start at 2.
const LevelContext = createContext<Level>(2);

function clamp(level: number): Level {
  return Math.min(6, Math.max(1, Math.round(level))) as Level;
}

export interface HeadingSectionProps {
  children?: ReactNode;
  /** Start this section at a level instead of one below the enclosing section. */
  level?: Level;
}

/** Headings inside are one level below the heading that introduced the section. */
export function HeadingSection({ children, level }: HeadingSectionProps) {
  const parent = useContext(LevelContext);
  return <LevelContext.Provider value={level ?? clamp(parent + 1)}>{children}</LevelContext.Provider>;
}

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Overrides the level the enclosing HeadingSection gives. */
  level?: Level;
}

const StyledHeading = styled.h2.withConfig({ componentId: "bs-heading" })`
  margin: 0;
  font-family: var(--bs-font-heading);
  font-weight: var(--bs-font-weight-bold);
  color: var(--bs-color-text);
  line-height: var(--bs-line-height-tight);

  /* Level 1 is the page's title: the story page's headline size. */
  &.c-heading--1 {
    font-size: var(--bs-font-size-headline-page);
  }
  &.c-heading--2 {
    font-size: var(--bs-font-size-2xl);
  }
  &.c-heading--3 {
    font-size: var(--bs-font-size-xl);
  }
  &.c-heading--4,
  &.c-heading--5,
  &.c-heading--6 {
    font-size: var(--bs-font-size-lg);
  }
`;

/** A heading whose level follows the document outline (HeadingSection), so blocks never hard-code h1–h6. */
export function Heading({ level, className, ...rest }: HeadingProps) {
  const outline = useContext(LevelContext);
  const resolved = clamp(level ?? outline);
  return (
    <StyledHeading
      as={`h${resolved}`}
      className={classNames("c-heading", `c-heading--${resolved}`, className)}
      {...rest}
    />
  );
}
