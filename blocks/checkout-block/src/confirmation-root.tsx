import type { HTMLAttributes } from "react";
import { serverPart } from "@broadsheet/kit";

// The confirmation's look never changes once rendered: the server writes it into the page, and the island does not
// carry it.
const KeptStyles = serverPart(() => import("./order-confirmation.styles").then((module) => module.ConfirmationStyles));

/**
 * The confirmation's root (`b-order-confirmation`), with its styles as a server part: an empty `display: contents`
 * element after the children, which stay in one slot, so the part keeps its place (and the server's HTML) whichever
 * view the block shows.
 */
export function ConfirmationRoot({ children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div {...rest}>
      {children}
      <KeptStyles />
    </div>
  );
}
