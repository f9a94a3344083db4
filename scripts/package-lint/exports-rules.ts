import { isRecord } from "@broadsheet/kit";

const CODE_FILE = /\.(c|m)?jsx?$/;

const normalise = (path: string): string => path.replace(/^\.\//, "").replace(/\/$/, "");

function pathProblems(target: string, where: string): string[] {
  return CODE_FILE.test(target) && !normalise(target).startsWith("dist/")
    ? [`${where} points outside dist: "${target}"`]
    : [];
}

/** Checks one export target: every condition object that resolves to code names its types first. */
function targetProblems(target: unknown, where: string): string[] {
  if (target === null) return [];
  if (typeof target === "string") {
    if (!CODE_FILE.test(target)) return [];
    return [
      `${where} is "${target}" with no "types" condition: wrap it as { "types": …, "default": … }`,
      ...pathProblems(target, where),
    ];
  }
  if (Array.isArray(target)) return target.flatMap((entry, index) => targetProblems(entry, `${where}[${index}]`));
  if (!isRecord(target)) return [`${where} is neither a path nor a condition map`];

  const conditions = Object.keys(target);
  const problems: string[] = [];
  const resolvesToCode = conditions.some((key) => typeof target[key] === "string" && CODE_FILE.test(target[key]));
  if (resolvesToCode && !conditions.includes("types")) problems.push(`${where} has no "types" condition`);
  if (conditions.includes("types") && conditions[0] !== "types") {
    problems.push(`${where}: "types" must be the first condition (order is ${conditions.join(", ")})`);
  }
  for (const key of conditions) {
    const value = target[key];
    // A string beside "types" is covered by it; only nested condition maps need their own.
    if (typeof value === "string") problems.push(...pathProblems(value, `${where}.${key}`));
    else problems.push(...targetProblems(value, `${where}.${key}`));
  }
  return problems;
}

export function exportsProblems(exportsField: unknown): string[] {
  if (exportsField === undefined) return ['no "exports" map'];
  if (!isRecord(exportsField)) return ['"exports" must be a map of subpaths with "types" first in every condition'];
  const keys = Object.keys(exportsField);
  // A map of conditions (no subpaths) is shorthand for the "." entry.
  if (!keys.some((key) => key.startsWith("."))) return targetProblems(exportsField, 'exports["."]');
  const problems = keys.includes(".") ? [] : ['"exports" has no "." entry'];
  for (const subpath of keys) problems.push(...targetProblems(exportsField[subpath], `exports["${subpath}"]`));
  return problems;
}

/**
 * Files a package deliberately exposes outside dist, e.g. kit's "./fusion.d.ts" (the fusion:*
 * declarations consumers reference): string exports that are not code and not package.json.
 */
export function exposedFiles(exportsField: unknown): string[] {
  if (!isRecord(exportsField)) return [];
  return Object.values(exportsField)
    .filter((target): target is string => typeof target === "string" && !CODE_FILE.test(target))
    .map(normalise)
    .filter((file) => file !== "package.json" && !file.startsWith("dist/"));
}
