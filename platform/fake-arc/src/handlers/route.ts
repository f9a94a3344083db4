import type { PathParams } from "msw";
import { arcError } from "../errors";
import { FakeArcError } from "../fake-arc-error";

export interface RouteRequest {
  request: Request;
  url: URL;
  params: PathParams;
}

/**
 * One handler's answer, with the fake's errors turned into Arc's error body. A bug in the fake answers 500
 * with the error's message rather than throwing inside MSW, where a test would see a network failure.
 */
export function route(answer: (input: RouteRequest) => Response | Promise<Response>) {
  return async ({ request, params }: { request: Request; params: PathParams }): Promise<Response> => {
    try {
      return await answer({ request, url: new URL(request.url), params });
    } catch (error) {
      if (error instanceof FakeArcError) return arcError(error.status, error.code, error.message);
      const message = error instanceof Error ? error.message : String(error);
      return arcError(500, "fake_arc_failure", `The fake Arc failed on ${request.method} ${request.url}: ${message}`);
    }
  };
}

/** A path parameter as one string (MSW gives arrays for repeated wildcards). */
export function pathParam(params: PathParams, name: string): string {
  const value = params[name];
  return Array.isArray(value) ? value.join("/") : typeof value === "string" ? value : "";
}
