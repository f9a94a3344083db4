import { isRecord } from "@broadsheet/kit";
import type { PaywallStory } from "@broadsheet/arc-client";

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

/**
 * What the paywall script judges, from the page's content (content-and-presentation §3, §7): the identifier,
 * the restriction (`content_restrictions.content_code`), the type and the primary section. Null on a page
 * without a content item (a section front, a search page): there is nothing to wall.
 */
export function paywallStory(globalContent: unknown): PaywallStory | null {
  if (!isRecord(globalContent)) return null;
  const id = text(globalContent._id);
  if (!id) return null;
  const restrictions = isRecord(globalContent.content_restrictions) ? globalContent.content_restrictions : {};
  const taxonomy = isRecord(globalContent.taxonomy) ? globalContent.taxonomy : {};
  const section = isRecord(taxonomy.primary_section) ? taxonomy.primary_section : {};
  return {
    id,
    restriction: text(restrictions.content_code),
    type: text(globalContent.type),
    section: text(section._id),
  };
}
