/**
 * A request the fake refuses, thrown from deep in a handler (a bad parameter, an unknown site) and turned
 * into Arc's error answer in one place (handlers/route.ts).
 */
export class FakeArcError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = "FakeArcError";
    this.status = status;
    this.code = code;
  }
}

export function badParameter(name: string, problem: string): FakeArcError {
  return new FakeArcError(400, "bad_parameter", `Parameter "${name}" ${problem}`);
}

export function notFoundError(message: string): FakeArcError {
  return new FakeArcError(404, "not_found", message);
}
