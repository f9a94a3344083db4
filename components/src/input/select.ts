import { SelectControl } from "./select-control";

/**
 * The labelled select alone, with its message beside it as TextInput has: what `Input` renders for
 * `type="select"`, in its own module so an island with selects and text fields only leaves the radio group out.
 */
export const Select = SelectControl;
