/** A field's hint (before its control) or its error (after it), by the id its control's aria-describedby names. */
export function FieldNote({ id, kind, text }: { id: string; kind: "hint" | "error"; text: string | null | undefined }) {
  return text ? (
    <p className={kind} id={id}>
      {text}
    </p>
  ) : null;
}
