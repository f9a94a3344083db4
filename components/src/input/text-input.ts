import { TextControl } from "./text-control";

/**
 * The text, email or password field alone: what `Input` renders for those types, without the select and
 * radio-group code (its own module, so a bundle of an island with text fields only leaves them out).
 */
export const TextInput = TextControl;
