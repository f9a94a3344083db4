import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@broadsheet/components";
import { usePhrases } from "@broadsheet/kit";
import { BotChallenge, type BotChallengeHandle, type WalletPaymentMethodEvent } from "@broadsheet/arc-client";
import type { WalletStatus } from "./pay";
import type { WalletOffer } from "./wallet";

export interface WalletButtonProps {
  wallet: WalletOffer;
  /** The editor's wallet title (titleApplePayGooglePay), else the site's wording. */
  title: string;
  challenge: BotChallengeHandle;
  /** Pays with the sheet's payment method; `complete` tells the sheet how it went. */
  onPay: (paymentMethod: string, complete: (status: WalletStatus) => void) => Promise<void>;
  errorOf: (thrown: unknown) => string | null;
}

/**
 * §2 Payment's Apple Pay / Google Pay: the page's own button opens the wallet's sheet (the provider allows this
 * instead of its button element), and the sheet's payment method pays the order at once. A cancelled sheet
 * changes nothing; one payment at a time.
 */
export function WalletButton({ wallet, title, challenge, onPay, errorOf }: WalletButtonProps) {
  const phrases = usePhrases();
  const titleId = useId();
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const busy = useRef(false);
  const latest = useRef({ onPay, errorOf });
  useEffect(() => {
    latest.current = { onPay, errorOf };
  });

  useEffect(() => {
    const { request } = wallet;
    const pay = (event: WalletPaymentMethodEvent) => {
      if (busy.current) {
        event.complete("fail");
        return;
      }
      busy.current = true;
      setPaying(true);
      setError(null);
      latest.current.onPay(event.paymentMethod.id, event.complete).catch((thrown: unknown) => {
        busy.current = false;
        setPaying(false);
        setError(latest.current.errorOf(thrown));
      });
    };
    request.on("paymentmethod", pay);
    return () => {
      request.off("paymentmethod", pay);
    };
  }, [wallet]);

  const open = () => {
    if (busy.current) return;
    if (challenge.missing) {
      challenge.failed(null);
      return;
    }
    // The provider shows the sheet only from the reader's own click, so nothing is awaited before it.
    wallet.request.show();
  };

  return (
    <div className="b-checkout__wallet" role="group" aria-labelledby={titleId}>
      <p id={titleId} className="b-checkout__wallet-title">
        {title}
      </p>
      <Button onClick={open} disabled={paying}>
        {phrases.t("checkout-block.wallet-pay", { wallet: wallet.name })}
      </Button>
      <BotChallenge challenge={challenge} />
      <p role="alert" className="b-checkout__message">
        {error ?? ""}
      </p>
    </div>
  );
}
