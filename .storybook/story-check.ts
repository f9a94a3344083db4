import { format } from "node:util";
import { act } from "@testing-library/react";
import type { composeStory } from "@storybook/react";
import type { RunOptions } from "axe-core";
import { axe } from "jest-axe";
import { brokenPictures } from "./story-pictures";

export type ComposedStory = ReturnType<typeof composeStory>;

/** Story-level axe settings, in the shape the Storybook a11y addon reads them. */
export interface A11yParameters {
  test?: "off" | "todo" | "error";
  options?: RunOptions;
  config?: { rules?: { id: string; enabled?: boolean }[] };
}

function axeOptions(a11y: A11yParameters): RunOptions {
  const rules: NonNullable<RunOptions["rules"]> = { ...a11y.options?.rules };
  for (const rule of a11y.config?.rules ?? []) {
    if (rule.enabled !== undefined) rules[rule.id] = { enabled: rule.enabled };
  }
  return { ...a11y.options, rules };
}

/** Lets content requests resolve and their re-renders land before the DOM is checked. */
async function settle(): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  }
}

/**
 * Renders a composed story the way Storybook does (loaders, beforeEach, decorators, play), then
 * fails if it threw, logged an error it did not declare, has axe violations, or shows a picture
 * Storybook would not load (story-pictures.ts). A story that shows
 * a logged failure on purpose lists it in `parameters.expectedConsoleErrors` (substrings): each must
 * be logged, and nothing else may be. `parameters.a11y.test` "off" or "todo"
 * skips axe, as it does in the Storybook UI. Returns the canvas, still attached, for further checks.
 */
export async function checkStory(Story: ComposedStory): Promise<HTMLElement> {
  const errors: string[] = [];
  const spy = jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(format(...args));
  });
  const canvasElement = document.body.appendChild(document.createElement("div"));
  try {
    await Story.run({ canvasElement });
    await settle();
  } finally {
    spy.mockRestore();
  }
  const expected: string[] = Story.parameters.expectedConsoleErrors ?? [];
  expect(errors.filter((error) => !expected.some((text) => error.includes(text)))).toEqual([]);
  for (const text of expected) expect(errors.some((error) => error.includes(text))).toBe(true);

  const a11y: A11yParameters = Story.parameters.a11y ?? {};
  if (a11y.test !== "off" && a11y.test !== "todo") {
    expect(await axe(canvasElement, axeOptions(a11y))).toHaveNoViolations();
  }
  expect(await brokenPictures(canvasElement)).toEqual([]);
  return canvasElement;
}
