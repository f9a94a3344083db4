import { Heading, inlineHtml } from "@broadsheet/components";

export interface HeaderElementProps {
  content: unknown;
  level: unknown;
}

type Level = 1 | 2 | 3 | 4 | 5 | 6;

/** The ANS level, 2 when absent or not a number (spec §3), clamped to the six HTML heading levels. */
export function headerLevel(level: unknown): Level {
  const number = typeof level === "string" && level.trim() !== "" ? Number(level) : level;
  if (typeof number !== "number" || !Number.isFinite(number)) return 2;
  return Math.min(6, Math.max(1, Math.round(number))) as Level;
}

/** A subheading inside the story. */
export function HeaderElement({ content, level }: HeaderElementProps) {
  const text = inlineHtml(content);
  if (text === null) return null;
  return (
    <Heading level={headerLevel(level)} className="b-article-body__header">
      {text}
    </Heading>
  );
}
