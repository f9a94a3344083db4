import { http, HttpResponse, type RequestHandler } from "msw";
import { route } from "../handlers/route";
import type { FakePaymentProvider, StoredApproval } from "./fake-payment-provider";
import { approvalPage, missingApprovalPage } from "./paypal-page";

/** Where the fake plays PayPal's approval page (`approvalUrl` of an approval). */
export const FAKE_PAYPAL_PREFIX = "/__fake-paypal/";

/** Who approved, as PayPal's return carries it beside the token. */
export const FAKE_PAYER_ID = "FAKEPAYER0001";

function html(body: string, status = 200): Response {
  return new HttpResponse(body, { status, headers: { "content-type": "text/html; charset=utf-8" } });
}

/** Only a web address may be a redirect target: never `javascript:` or the like, whatever Sales was given. */
function returnTo(approval: StoredApproval, token?: string): Response {
  const base = "http://return.invalid";
  const target = new URL(approval.returnUrl, base);
  if (target.protocol !== "http:" && target.protocol !== "https:") return html(missingApprovalPage(), 400);
  if (token) {
    target.searchParams.set("token", token);
    target.searchParams.set("PayerID", FAKE_PAYER_ID);
  }
  // A root-relative return URL stays relative, so the browser keeps the origin it is on.
  const location = target.origin === base ? `${target.pathname}${target.search}${target.hash}` : target.toString();
  return new HttpResponse(null, { status: 303, headers: { location } });
}

async function formToken(request: Request): Promise<string> {
  return new URLSearchParams(await request.text()).get("token") ?? "";
}

export function payPalHandlers(origin: string, provider: FakePaymentProvider): RequestHandler[] {
  const page = `${origin}${FAKE_PAYPAL_PREFIX}checkoutnow`;
  // Root-relative, so the forms post back to whichever origin served the page.
  const actionBase = `${FAKE_PAYPAL_PREFIX}checkoutnow`;
  return [
    http.get(
      page,
      route(({ url }) => {
        const approval = provider.storedApproval(url.searchParams.get("token") ?? "");
        return approval ? html(approvalPage(approval, actionBase)) : html(missingApprovalPage(), 404);
      }),
    ),
    http.post(
      `${page}/approve`,
      route(async ({ request }) => {
        const token = await formToken(request);
        const approval = provider.approvePayPal(token);
        return approval ? returnTo(approval, token) : html(missingApprovalPage(), 404);
      }),
    ),
    http.post(
      `${page}/cancel`,
      route(async ({ request }) => {
        const approval = provider.cancelPayPal(await formToken(request));
        return approval ? returnTo(approval) : html(missingApprovalPage(), 404);
      }),
    ),
  ];
}
