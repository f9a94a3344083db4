import { useEffect, useId, type ReactNode } from "react";
import { Button, Heading } from "@broadsheet/components";
import { usePhrases } from "@broadsheet/kit";

export type CardState = "open" | "done" | "waiting";

export interface CheckoutCardProps {
  number: number;
  title: string;
  state: CardState;
  /** What a completed card shows instead of its form. */
  summary?: ReactNode;
  /** The Edit control of a completed card; none where the card cannot be edited. */
  onEdit?: (() => void) | null;
  /**
   * The reader moved between cards (Continue, Edit): the card that opens takes focus on its heading, where the
   * control they pressed has gone, so a keyboard or screen-reader user goes on from the new step, not the page's top.
   */
  takeFocus?: boolean;
  children?: ReactNode;
}

/** One numbered card of §2's four: open (its form), done (a summary and Edit) or waiting (its title alone). */
export function CheckoutCard({ number, title, state, summary, onEdit, takeFocus, children }: CheckoutCardProps) {
  const phrases = usePhrases();
  const headingId = useId();
  useEffect(() => {
    if (state === "open" && takeFocus) document.getElementById(headingId)?.focus();
  }, [state, takeFocus, headingId]);
  return (
    <li
      className={`b-checkout__card b-checkout__card--${state}`}
      data-state={state}
      aria-labelledby={headingId}
      aria-current={state === "open" ? "step" : undefined}
    >
      <div className="b-checkout__card-head">
        <Heading id={headingId} className="b-checkout__card-title" tabIndex={-1}>
          <span className="b-checkout__card-number">{number}</span> {title}
        </Heading>
        {state === "done" && onEdit ? (
          <Button variant="secondary" size="small" onClick={onEdit}>
            {phrases.t("checkout-block.edit", { card: title })}
          </Button>
        ) : null}
      </div>
      {state === "done" && summary ? <div className="b-checkout__summary">{summary}</div> : null}
      {state === "open" ? children : null}
    </li>
  );
}
