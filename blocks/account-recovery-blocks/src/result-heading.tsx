import { useEffect, useRef } from "react";

export interface ResultHeadingProps {
  children: string;
}

/**
 * The heading of the view that replaces a submitted form. The form held the focus and is gone, so the focus
 * moves here (not into the page's start), and keyboard and screen-reader users continue from the result.
 */
export function ResultHeading({ children }: ResultHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <h2 ref={heading} tabIndex={-1} className="b-account-recovery__headline">
      {children}
    </h2>
  );
}
