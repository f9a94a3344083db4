import { HttpResponse } from "msw";

/** Arc's error body: what every failing fake answer carries, so sources read one shape. */
export interface ArcErrorBody {
  httpStatus: number;
  code: string;
  message: string;
}

export function arcErrorBody(status: number, code: string, message: string): ArcErrorBody {
  return { httpStatus: status, code, message };
}

export function arcError(status: number, code: string, message: string): HttpResponse<ArcErrorBody> {
  return HttpResponse.json(arcErrorBody(status, code, message), { status });
}
