import type { ReactNode } from "react";
import { useHostState } from "../host/host-context";

export interface StaticProps {
  id: string;
  className?: string;
  htmlOnly?: boolean;
  children?: ReactNode;
}

/**
 * Renders the children, except while hydrating: then the browser keeps the server's HTML untouched
 * (an empty innerHTML with suppressHydrationWarning leaves that markup in place).
 */
export default function Static({ id, className, children }: StaticProps) {
  const { hydrating } = useHostState();
  const domId = `fusion-static-enter:${id}`;
  if (!hydrating) {
    return (
      <div id={domId} className={className}>
        {children}
      </div>
    );
  }
  return <div id={domId} className={className} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}
