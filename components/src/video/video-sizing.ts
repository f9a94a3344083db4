/*
 * Apart from the player so that a block can name these (a custom field's default) without shipping the player
 * to the browser: a lead art that is an image would otherwise carry it.
 */
export const DEFAULT_VIDEO_RATIO = 16 / 9;
/** Spec §9: the most of the screen's height a video takes, unless the editor says otherwise. */
export const DEFAULT_VIEWPORT_PERCENTAGE = 65;
