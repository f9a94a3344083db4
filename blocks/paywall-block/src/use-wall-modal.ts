import { useEffect, type RefObject } from "react";
import { WALLED_ATTRIBUTE } from "./paywall.styles";

/**
 * Shows the wall as a modal dialog for as long as it is mounted: the story behind it can be neither read nor
 * reached by keyboard, and it stays up.
 *
 * - `showModal()` puts the dialog in the top layer and makes the rest of the page inert; the page's other
 *   top-level elements are also marked `inert`, so the story stays out of reach where the dialog cannot be
 *   shown modally (older engines), and for assistive technology that ignores modality.
 * - A paywall that can be dismissed is no wall: Escape is refused (`closedby="none"`, and the `cancel` event
 *   prevented where that attribute is unknown), and a dialog closed anyway is shown again. Focus stays usable:
 *   it moves to the wall's heading, and Tab moves through the wall's links.
 * - The page does not scroll behind the wall (the bottom-half wall would otherwise let the story slide into
 *   view above it); the room a scrollbar took stays, so nothing moves sideways.
 * - The root is marked (`data-bs-paywall`) so the story's body is cut to its start (paywall.styles'
 *   WalledStory): however tall the window, no more of it shows around the wall than its first lines.
 */
export function useWallModal(dialogRef: RefObject<HTMLDialogElement | null>): void {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const doc = dialog.ownerDocument;
    const root = doc.documentElement;

    const others = Array.from(doc.body.children).filter(
      (element) => !element.contains(dialog) && !element.hasAttribute("inert"),
    );
    for (const element of others) element.setAttribute("inert", "");
    const { overflow, scrollbarGutter } = root.style;
    // Measured before the page stops scrolling: whether a scrollbar takes room beside the page.
    const scrollbarTakesRoom = (doc.defaultView?.innerWidth ?? 0) > root.clientWidth;
    root.style.overflow = "hidden";
    // The room a scrollbar took stays, so nothing moves sideways. Where scrollbars lie over the page (phones,
    // headless browsers) there is none to keep, and a gutter would be new room that moved the page (CLS).
    if (scrollbarTakesRoom) root.style.scrollbarGutter = "stable";
    root.setAttribute(WALLED_ATTRIBUTE, "");

    const show = () => {
      if (!dialog.open) {
        if (typeof dialog.showModal === "function") dialog.showModal();
        else dialog.setAttribute("open", "");
      }
      // The dialog's label, its heading (tabindex -1): read first, and Tab goes on to the wall's links.
      const label = dialog.getAttribute("aria-labelledby");
      (label ? doc.getElementById(label) : dialog)?.focus();
    };
    const refuse = (event: Event) => event.preventDefault();
    dialog.setAttribute("closedby", "none");
    dialog.addEventListener("cancel", refuse);
    dialog.addEventListener("close", show);
    show();

    return () => {
      dialog.removeEventListener("cancel", refuse);
      dialog.removeEventListener("close", show);
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
      for (const element of others) element.removeAttribute("inert");
      root.style.overflow = overflow;
      root.style.scrollbarGutter = scrollbarGutter;
      root.removeAttribute(WALLED_ATTRIBUTE);
    };
  }, [dialogRef]);
}
