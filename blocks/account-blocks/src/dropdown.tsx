import { useEffect, useId, useRef, useState, type MouseEvent } from "react";

export interface DropdownItem {
  href: string;
  label: string;
  /** Runs instead of following the link once the island is hydrated (the link still works before). */
  onSelect?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export interface DropdownProps {
  label: string;
  items: readonly DropdownItem[];
  className?: string;
  /**
   * On a phone, a person drawn in place of the words, where the header's bar has no room for them beside the
   * logo; the words stay the button's name (visually hidden there) and show on desktop. The person is drawn by the
   * kept styles (account-header-styles.ts), so the island carries no icon code for it.
   */
  compact?: boolean;
}

/**
 * A disclosure button and its list of links (not an ARIA menu: links in a list are what they are). Enter or Space
 * on the button opens it; Escape closes it and gives focus back to the button; a click elsewhere closes it.
 */
export function Dropdown({ label, items, className, compact = false }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: globalThis.MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    // Escape closes it wherever focus is, and focus goes back to the button that opened it.
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("click", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={root} className={`b-account-dropdown${className ? ` ${className}` : ""}`}>
      <button
        ref={button}
        type="button"
        className={`b-account-dropdown__toggle${compact ? " b-account-dropdown__toggle--icon" : ""}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        {compact ? <span aria-hidden="true" className="b-account-dropdown__icon" /> : null}
        <span className="b-account-dropdown__label">{label}</span>
        <span aria-hidden="true" className="b-account-dropdown__chevron" />
      </button>
      <ul id={listId} className="b-account-dropdown__list" hidden={!open}>
        {items.map((item) => (
          <li key={item.label}>
            <a
              href={item.href}
              className="b-account-dropdown__link"
              onClick={(event) => {
                setOpen(false);
                item.onSelect?.(event);
              }}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
