import type { ReactNode } from "react";
import { Heading, HeadingSection } from "@broadsheet/components";
import { usePhrases } from "@broadsheet/kit";
import { subscriptionStatus } from "@broadsheet/arc-client";
import { LoadError } from "./load-error";
import { Panel } from "./panel.styles";
import { SAMPLE_SUBSCRIPTIONS } from "./sample";
import { loadSubscriptions, type SubscriptionView } from "./subscription-data";
import { useLoad } from "./use-load";
import type { Reader } from "./use-reader";

export interface ActiveSubscriptionsProps {
  reader: Reader;
  /** The block's modifier class (`b-subscriptions--<name>`) and title phrase. */
  name: string;
  title: string;
  /** Said when the reader has no active subscription. */
  empty: string;
  /** One active subscription's part of the block; `reload` reads the list again (after a change). */
  children: (subscription: SubscriptionView, reload: () => void) => ReactNode;
}

/**
 * The frame of the blocks that act on each of the reader's active subscriptions (sharing, plan changes): the
 * listed subscriptions (§4) whose status is Active, each a card of the block's own, under the block's title;
 * a load error with retry; the editor's sample.
 */
export function ActiveSubscriptions({ reader, name, title, empty, children }: ActiveSubscriptionsProps) {
  const phrases = usePhrases();
  const { loaded, reload } = useLoad("subscriptions", reader.signedIn, async () =>
    loadSubscriptions(await reader.sales()),
  );
  const all = reader.isAdmin ? SAMPLE_SUBSCRIPTIONS : loaded.data;
  const heading = <Heading className="b-subscriptions__title">{title}</Heading>;
  const className = `b-subscriptions b-subscriptions--${name}`;
  if (all === null) {
    return (
      <Panel className={className} aria-busy={loaded.status !== "error"}>
        {heading}
        {loaded.status === "error" ? (
          <LoadError message={phrases.t("subscription-blocks.load-error")} onRetry={reload} />
        ) : null}
      </Panel>
    );
  }
  const active = all.filter((subscription) => subscriptionStatus(subscription.status) === "Active");
  return (
    <Panel className={className} aria-busy={!reader.isAdmin && loaded.status === "loading"}>
      {heading}
      {active.length === 0 ? (
        <p className="b-subscriptions__empty">{empty}</p>
      ) : (
        <HeadingSection>
          <ul className="b-subscriptions__list">
            {active.map((subscription) => (
              <li key={subscription.subscriptionID} className="b-subscriptions__card">
                <Heading className="b-subscriptions__product">
                  {subscription.productName || phrases.t("subscription-blocks.subscription")}
                </Heading>
                {children(subscription, reload)}
              </li>
            ))}
          </ul>
        </HeadingSection>
      )}
    </Panel>
  );
}
