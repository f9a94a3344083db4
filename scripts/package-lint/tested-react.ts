/**
 * The oldest React CI tests, in one place: every package's react (and react-dom) peer range starts here, the
 * package lint refuses a range that starts lower, and the host proof installs exactly this version and renders.
 * 19.2 because arc-client uses useEffectEvent, which React 19.2 added. Raise it when code needs a newer React,
 * and the host proof then tests the new floor.
 */
export const TESTED_REACT_FLOOR = "19.2.0";

/** The peer range of react and react-dom in every package. */
export const REACT_PEER_RANGE = `^${TESTED_REACT_FLOOR}`;

/**
 * The range of the optional @types/react peer, for packages whose declarations use React's types: the 19 types
 * our declarations compile against; they use nothing newer than 19.0's.
 */
export const TYPES_REACT_PEER_RANGE = "^19.0.0";
