import type { HTMLAttributes } from "react";
import { serverPart } from "@broadsheet/kit";

// The forms' look never changes once rendered: the server writes it into the page, and the islands do not carry it.
const KeptStyles = serverPart(() => import("./recovery-styles").then((module) => module.RecoveryStyles));

/** The root of each recovery form: its class names say which (`b-account-recovery b-account-recovery--…`). */
export function RecoveryRoot({ children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div {...rest}>
      {children}
      <KeptStyles />
    </div>
  );
}
