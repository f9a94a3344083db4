import type { StoredApproval } from "./fake-payment-provider";

/** The fake's own HTML: every value that came from a request or a store goes through here. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function formatAmount(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(amount);
  } catch {
    // An unknown currency code would throw; the amount still reads.
    return `${amount.toFixed(2)} ${currency}`;
  }
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f5f7fa; color: #1a1a1a; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  form { margin-top: 1rem; }
  button { font: inherit; width: 100%; padding: .75rem; border-radius: 999px; border: 2px solid #003087; cursor: pointer; }
  .approve { background: #003087; color: #fff; }
  .cancel { background: #fff; color: #003087; }
  button:focus-visible { outline: 3px solid #d4600f; outline-offset: 2px; }
`;

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body><main>${body}</main></body></html>`
  );
}

/** The approval page: the order and amount, and two real buttons posting the token back to the fake. */
export function approvalPage(approval: StoredApproval, actionBase: string): string {
  const amount = formatAmount(approval.amount, approval.currency);
  const token = `<input type="hidden" name="token" value="${escapeHtml(approval.token)}">`;
  if (approval.status !== "created") {
    return page(
      "PayPal (fake): payment already handled",
      `<h1>This payment was already ${approval.status}</h1>` +
        `<p><a href="${escapeHtml(approval.returnUrl)}">Return to the site</a></p>`,
    );
  }
  return page(
    "PayPal (fake): approve your payment",
    `<h1>Pay with PayPal</h1>` +
      `<p>This is the preview's stand-in for PayPal's approval page. No money moves.</p>` +
      `<dl><dt>Order</dt><dd>${escapeHtml(approval.orderNumber)}</dd>` +
      `<dt>Amount</dt><dd>${escapeHtml(amount)} ${escapeHtml(approval.currency)}</dd></dl>` +
      `<form method="post" action="${escapeHtml(actionBase)}/approve">${token}` +
      `<button type="submit" class="approve">Approve payment of ${escapeHtml(amount)}</button></form>` +
      `<form method="post" action="${escapeHtml(actionBase)}/cancel">${token}` +
      `<button type="submit" class="cancel">Cancel and return to the site</button></form>`,
  );
}

export function missingApprovalPage(): string {
  return page(
    "PayPal (fake): payment not found",
    `<h1>This payment was not found</h1><p>The link may be old, or the fake was reset since it was made.</p>`,
  );
}
