import { usePhrases } from "@broadsheet/kit";
import { textOf } from "../read";

export interface CorrectionElementProps {
  correctionType: unknown;
  text: unknown;
}

/** A correction or a clarification, labelled as which; anything but "clarification" is a correction. */
export function CorrectionElement({ correctionType, text }: CorrectionElementProps) {
  const phrases = usePhrases();
  const body = textOf(text);
  if (body === "") return null;
  const kind = correctionType === "clarification" ? "clarification" : "correction";
  return (
    <div className={`b-article-body__correction b-article-body__correction--${kind}`}>
      <p>
        <strong className="b-article-body__correction-label">{phrases.t(`article-body-block.${kind}`)}</strong> {body}
      </p>
    </div>
  );
}
