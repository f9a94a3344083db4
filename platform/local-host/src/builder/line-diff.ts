import type { DiffLine } from "./builder-api";

/**
 * The lines an edit removes and adds, in order, by longest common subsequence. Page files are a few hundred
 * lines at most, so the quadratic table is small; past the limit the diff is the whole old file out and the
 * whole new one in, which is still true, only longer.
 */
const MAX_CELLS = 4_000_000;

export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before === "" ? [] : before.replace(/\n$/, "").split("\n");
  const b = after === "" ? [] : after.replace(/\n$/, "").split("\n");
  if (a.length * b.length > MAX_CELLS) {
    return [...a.map((text) => ({ op: "-" as const, text })), ...b.map((text) => ({ op: "+" as const, text }))];
  }
  // common[i][j]: the longest common subsequence of a[i..] and b[j..].
  const common = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      const row = common[i] as Uint32Array;
      const below = common[i + 1] as Uint32Array;
      row[j] = a[i] === b[j] ? (below[j + 1] ?? 0) + 1 : Math.max(below[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      lines.push({ op: " ", text: a[i] ?? "" });
      i += 1;
      j += 1;
    } else if ((common[i + 1]?.[j] ?? 0) >= (common[i]?.[j + 1] ?? 0)) {
      lines.push({ op: "-", text: a[i] ?? "" });
      i += 1;
    } else {
      lines.push({ op: "+", text: b[j] ?? "" });
      j += 1;
    }
  }
  for (; i < a.length; i += 1) lines.push({ op: "-", text: a[i] ?? "" });
  for (; j < b.length; j += 1) lines.push({ op: "+", text: b[j] ?? "" });
  return lines;
}

/** Only the changed lines and `context` lines either side of each, as a review shows them. */
export function changedHunks(lines: readonly DiffLine[], context = 3): DiffLine[] {
  const keep = new Set<number>();
  lines.forEach((line, index) => {
    if (line.op === " ") return;
    for (let k = Math.max(0, index - context); k <= Math.min(lines.length - 1, index + context); k += 1) keep.add(k);
  });
  const shown: DiffLine[] = [];
  let last = -1;
  // "…" stands for the unchanged lines left out, before, between and after the changes.
  for (const index of [...keep].sort((x, y) => x - y)) {
    if (index > last + 1) shown.push({ op: " ", text: "…" });
    const line = lines[index];
    if (line) shown.push(line);
    last = index;
  }
  if (last >= 0 && last < lines.length - 1) shown.push({ op: " ", text: "…" });
  return shown;
}
