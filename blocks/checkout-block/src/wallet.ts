/**
 * Whether checkout offers a wallet (commerce-and-identity §4 "Wallets: offered only if the wallet can pay and not
 * when the country from the entitlements call is IN"): the provider's payment request for the order's total, asked
 * whether Apple Pay or Google Pay can pay, and arc-client's rule with the reader's country.
 */
import { toMinorUnits, walletsOffered, type CardProvider, type WalletRequest } from "@broadsheet/arc-client";

export type WalletName = "Apple Pay" | "Google Pay";

export interface WalletOffer {
  request: WalletRequest;
  /** The wallet that can pay, named as its maker names it. */
  name: WalletName;
}

export interface WalletSheet {
  /** What the sheet shows beside the total. */
  label: string;
  total: number;
  currency: string;
  /** The billing country, the closest the page knows to the merchant's own, which the provider asks for. */
  country: string | null;
}

export async function walletOffer(
  provider: CardProvider,
  sheet: WalletSheet,
  readerCountry: Promise<string | null>,
): Promise<WalletOffer | null> {
  const request = provider.paymentRequest({
    country: sheet.country || "US",
    currency: sheet.currency.toLowerCase(),
    total: { label: sheet.label, amount: toMinorUnits(sheet.total, sheet.currency) },
  });
  const [can, country] = await Promise.all([request.canMakePayment().catch(() => null), readerCountry]);
  const name: WalletName | null = can?.applePay ? "Apple Pay" : can?.googlePay ? "Google Pay" : null;
  return name && walletsOffered({ canPay: true, country }) ? { request, name } : null;
}
