import { styled } from "@broadsheet/style";
import { usePhrases } from "@broadsheet/kit";
import { Attribution, DateTime, formatAuthors, Link } from "@broadsheet/components";
import { useStoryTimeZone } from "./date-zone";

export interface MetaLineProps {
  /** `credits.by` as a story gives it; each entry is read defensively. None: no byline. */
  authors?: readonly unknown[];
  /** ANS `display_date`; "" or none: no date. */
  date?: string;
  className?: string;
}

// The line owns its type: the byline and the date inside it read as one line of the interface face, whatever
// the parts would draw on their own.
const Line = styled.p.withConfig({ componentId: "bs-meta-line" })`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: var(--bs-space-sm);
  margin: 0;
  font-family: var(--bs-font-ui);
  font-size: var(--bs-font-size-meta);
  line-height: var(--bs-line-height-body);
  color: var(--bs-color-text-muted);

  .c-attribution {
    font: inherit;
    color: inherit;
  }
  .c-meta-line__separator {
    color: var(--bs-color-border);
  }
`;

/** "By A, B and C", each author linked to their page when they have one; null without a named author. */
export function Authors({ authors }: { authors: readonly unknown[] }) {
  const phrases = usePhrases();
  const { segments } = formatAuthors(authors, phrases.t("global.and-text"));
  if (segments.length === 0) return null;
  return (
    <Attribution className="c-meta-line__byline">
      {phrases.t("global.by-text")}{" "}
      {segments.map((segment, index) =>
        segment.kind === "text" ? (
          segment.text
        ) : segment.url === undefined ? (
          <span key={index}>{segment.name}</span>
        ) : (
          <Link key={index} href={segment.url} variant="byline">
            {segment.name}
          </Link>
        ),
      )}
    </Attribution>
  );
}

/**
 * A story's meta line: its byline and its date side by side (wrapping on a narrow column), in the site's date
 * format and the story's zone. Nothing when it has neither.
 */
export function MetaLine({ authors = [], date = "", className }: MetaLineProps) {
  const phrases = usePhrases();
  const timeZone = useStoryTimeZone();
  const byline = formatAuthors(authors, phrases.t("global.and-text")).segments.length > 0;
  if (!byline && date === "") return null;
  return (
    <Line className={className ? `c-meta-line ${className}` : "c-meta-line"}>
      {byline ? <Authors authors={authors} /> : null}
      {byline && date !== "" ? (
        // The spaces keep the parts apart in copied text and reader modes; on screen the gap does.
        <>
          {" "}
          <span className="c-meta-line__separator" aria-hidden="true">
            ·
          </span>{" "}
        </>
      ) : null}
      {date !== "" ? <DateTime className="c-meta-line__date" date={date} timeZone={timeZone} /> : null}
    </Line>
  );
}
