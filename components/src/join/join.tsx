import { Children, Fragment, isValidElement, type HTMLAttributes, type ReactNode } from "react";
import { hasContent } from "./has-content";
import { Separator } from "./separator";
import { classNames } from "../utils/class-names";

export interface JoinProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * What goes between items: text, or an element such as `<Separator glyph="|" />`. The default reads " · ",
   * with the dot hidden from screen readers.
   */
  separator?: ReactNode;
}

/** Its non-empty children in a row with a separator between each two, so no stray separators remain. */
export function Join({ separator = <Separator />, className, children, ...rest }: JoinProps) {
  const items = Children.toArray(children).filter(hasContent);
  if (items.length === 0) return null;
  return (
    <span {...rest} className={classNames("c-join", className)}>
      {items.map((item, index) => (
        <Fragment key={isValidElement(item) ? item.key : index}>
          {index > 0 && <span className="c-join__separator">{separator}</span>}
          {item}
        </Fragment>
      ))}
    </span>
  );
}
