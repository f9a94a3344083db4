import type { ReactNode } from "react";
import { isRecord } from "@broadsheet/kit";
import { inlineHtml } from "@broadsheet/components";
import { recordsOf } from "../read";

// Deeper nesting is malformed (or a cycle); its lists are left out.
const MAX_DEPTH = 8;

export interface ListElementProps {
  element: Record<string, unknown>;
  depth?: number;
}

/**
 * An ordered or unordered list (unordered unless ANS says ordered). A nested list belongs to the item
 * before it, as HTML requires; one that starts a list gets an item of its own.
 */
export function ListElement({ element, depth = 0 }: ListElementProps) {
  if (depth > MAX_DEPTH) return null;
  const items: { text: ReactNode; nested: ReactNode[] }[] = [];
  recordsOf(element.items).forEach((item, index) => {
    if (item.type === "list") {
      const nested = <ListElement key={index} element={item} depth={depth + 1} />;
      const previous = items.at(-1);
      if (previous) previous.nested.push(nested);
      else items.push({ text: null, nested: [nested] });
      return;
    }
    const text = inlineHtml(item.content);
    if (text !== null) items.push({ text, nested: [] });
  });
  if (items.length === 0) return null;
  const Tag = element.list_type === "ordered" ? "ol" : "ul";
  return (
    <Tag className={`b-article-body__list b-article-body__list--${Tag === "ol" ? "ordered" : "unordered"}`}>
      {items.map((item, index) => (
        <li key={index}>
          {item.text}
          {item.nested}
        </li>
      ))}
    </Tag>
  );
}

export function isList(value: unknown): value is Record<string, unknown> {
  return isRecord(value) && value.type === "list";
}
