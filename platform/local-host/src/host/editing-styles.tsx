import { EDIT_LABEL_ATTRIBUTE } from "./edit-labels";

/**
 * How the preview's admin mode shows an editor what can be edited in place: an outline and a label ("Headline —
 * click to edit") on hover and focus, for every element the host's editableContent and searchableField mark.
 * Only CSS, written into admin pages (output-type-parts) and admin stories (Storybook's decorator): readers get
 * neither the rules nor any script, and blocks get it without doing anything but calling the host's functions.
 */

const OUTLINE = "#8a5300";

/**
 * The rules. The label is the element's ::before, placed above its start edge so it covers nothing of what is
 * edited and moves nothing (absolute, on a positioned element); its colours pass contrast on any theme because
 * they bring their own background. An <img> has no ::before, which is why searchableField marks its frame.
 */
export const EDITING_CSS = [
  "[data-content-path],[data-searchable-field]{position:relative}",
  "[data-content-path]{cursor:text}",
  "[data-searchable-field]{cursor:pointer}",
  `[data-content-path]:hover,[data-content-path]:focus,[data-searchable-field]:hover,[data-searchable-field]:focus-within{outline:2px dashed ${OUTLINE};outline-offset:2px}`,
  `[${EDIT_LABEL_ATTRIBUTE}]:hover::before,[${EDIT_LABEL_ATTRIBUTE}]:focus::before,[${EDIT_LABEL_ATTRIBUTE}]:focus-within::before{` +
    `content:attr(${EDIT_LABEL_ATTRIBUTE}) " \\2014  click to edit";position:absolute;inset-block-end:calc(100% + 2px);` +
    `inset-inline-start:-2px;z-index:10;padding:0.125rem 0.375rem;background:${OUTLINE};color:#fff;` +
    "font:600 0.75rem/1.4 system-ui,sans-serif;letter-spacing:normal;text-transform:none;white-space:nowrap;pointer-events:none}",
  `[data-searchable-field][${EDIT_LABEL_ATTRIBUTE}]:hover::before,[data-searchable-field][${EDIT_LABEL_ATTRIBUTE}]:focus-within::before{` +
    `content:attr(${EDIT_LABEL_ATTRIBUTE}) " \\2014  click to replace";inset-block-end:auto;inset-block-start:0}`,
].join("\n");

/** The element's id, so the rules are written once however many pages or stories ask. */
export const EDITING_STYLE_ID = "bs-editing-affordances";

/**
 * The rules as a `<style>` for the head of an admin page or story. Server-written on the preview, so no script
 * carries them; the CSS is the repo's own, never content, hence set as HTML (React would escape the quotes).
 */
export function EditingStyles() {
  return <style id={EDITING_STYLE_ID} dangerouslySetInnerHTML={{ __html: EDITING_CSS }} />;
}
