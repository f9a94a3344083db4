import { useState, useSyncExternalStore, type ReactNode } from "react";

export interface StaticProps {
  id: string;
  className?: string;
  htmlOnly?: boolean;
  children?: ReactNode;
}

const noSubscription = () => () => undefined;

/**
 * Fusion's Static: renders its children on the server and in a render that starts in the browser; while the
 * page hydrates it keeps the server's HTML untouched and never renders the children (an empty innerHTML
 * with suppressHydrationWarning leaves that markup in place). Hydrating means: React is using server
 * snapshots and this element's server HTML is in the document. The answer is kept, so the re-render React
 * makes once hydration is over does not replace the markup.
 */
export default function Static({ id, className, children }: StaticProps) {
  const domId = `fusion-static-enter:${id}`;
  const serverSnapshot = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [keepServerHtml] = useState(
    () => serverSnapshot && typeof document !== "undefined" && document.getElementById(domId) !== null,
  );
  if (!keepServerHtml) {
    return (
      <div id={domId} className={className}>
        {children}
      </div>
    );
  }
  return <div id={domId} className={className} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
}
