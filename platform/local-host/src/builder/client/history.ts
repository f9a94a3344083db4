/** Undo and redo over whole states: every edit is a new state, and typing into one field is one step. */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The last edit's group (a field being typed into); the next edit of the same group replaces it. */
  group?: string;
}

export type HistoryAction<T> =
  | { type: "edit"; update: (state: T) => T; group?: string }
  | { type: "undo" }
  | { type: "redo" }
  | { type: "reset"; state: T };

/** Enough to undo a whole session of editing one page; older steps are dropped. */
const MAX_STEPS = 200;

export function startHistory<T>(state: T): History<T> {
  return { past: [], present: state, future: [] };
}

export function historyReducer<T>(history: History<T>, action: HistoryAction<T>): History<T> {
  switch (action.type) {
    case "reset":
      return startHistory(action.state);
    case "undo": {
      const previous = history.past[history.past.length - 1];
      if (previous === undefined) return history;
      return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
    }
    case "redo": {
      const [next, ...future] = history.future;
      if (next === undefined) return history;
      return { past: [...history.past, history.present], present: next, future };
    }
    case "edit": {
      const present = action.update(history.present);
      if (present === history.present) return history;
      if (action.group !== undefined && action.group === history.group) return { ...history, present, future: [] };
      return {
        past: [...history.past, history.present].slice(-MAX_STEPS),
        present,
        future: [],
        ...(action.group !== undefined ? { group: action.group } : {}),
      };
    }
  }
}
