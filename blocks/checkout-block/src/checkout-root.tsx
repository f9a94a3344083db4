import type { HTMLAttributes } from "react";
import { FormStyles } from "@broadsheet/components";
import { serverPart } from "@broadsheet/kit";

// The checkout's look never changes once rendered: the server writes it into the page, and the island does not carry it.
const KeptStyles = serverPart(() => import("./checkout.styles").then((module) => module.CheckoutStyles));

/**
 * The checkout's root (`b-checkout`), with its styles as a server part: an empty `display: contents` element after
 * the children, which stay in one slot, so the part keeps its place (and the server's HTML) as the cards change.
 */
export function CheckoutRoot({ children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div {...rest}>
      {children}
      <KeptStyles />
      {/* The cards' buttons and fields are drawn only in the browser: their look comes with the page. */}
      <FormStyles />
    </div>
  );
}
