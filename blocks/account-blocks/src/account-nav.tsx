import { useFusionContext } from "fusion:context";
import { styled } from "@broadsheet/style";
import { defineBlock, defineFields, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { Link } from "@broadsheet/components";
import { DEFAULT_LOGGED_IN_PAGE, sameOriginPath } from "@broadsheet/arc-client";

/** The page of the subscription blocks (profile, change, sharing, gift, order history). */
export const DEFAULT_SUBSCRIPTIONS_URL = "/account/subscriptions/";

/** Fields' links are checked as paths of a site; the origin only anchors relative ones. */
const SITE_FOR_LINKS = "https://site.invalid";

const fields = defineFields({
  profileURL: text({
    label: "Profile page",
    description: "Email, password and connected accounts (pages of this site only)",
    defaultValue: DEFAULT_LOGGED_IN_PAGE,
  }),
  subscriptionsURL: text({
    label: "Subscriptions page",
    description: "Subscriptions, their payment methods and the order history (pages of this site only)",
    defaultValue: DEFAULT_SUBSCRIPTIONS_URL,
  }),
  ordersURL: text({
    label: "Orders page",
    description: "Only for a site whose order history has a page of its own; empty for none",
    defaultValue: "",
  }),
});

const Nav = styled.nav.withConfig({ componentId: "bs-account-nav" })`
  .b-account-nav__list {
    display: flex;
    flex-wrap: wrap;
    gap: var(--bs-space-xs) var(--bs-space-md);
    margin: 0;
    padding: 0 0 var(--bs-space-sm);
    border-block-end: 1px solid var(--bs-color-border);
    list-style: none;
  }
  .b-account-nav__list [aria-current="page"] {
    font-weight: var(--bs-font-weight-bold);
  }
`;

/** A path without its query or fragment and with one trailing slash, so `/account` and `/account/?x` match. */
function pageOf(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? "";
  return bare.endsWith("/") ? bare : `${bare}/`;
}

/**
 * The account pages' own navigation: profile, subscriptions (where each subscription's card updates its payment
 * method, which needs that subscription's paymentMethodID, so payment has no link of its own) and, where a site
 * has one, an orders page. The page being shown is marked current. Static: links only.
 */
export const AccountNav = defineBlock({
  name: "account-nav",
  kind: "feature",
  label: "Account navigation",
  description: "Links between the reader's account pages.",
  fields,
  render: function AccountNavView({ customFields }) {
    const { requestUri } = useFusionContext();
    const phrases = usePhrases();
    const here = pageOf(requestUri ?? "");
    const links = [
      { href: customFields.profileURL, phrase: "account-blocks.nav-profile" },
      { href: customFields.subscriptionsURL, phrase: "account-blocks.nav-subscriptions" },
      { href: customFields.ordersURL, phrase: "account-blocks.nav-orders" },
    ].flatMap((link) => {
      // Only this site's pages: a field holding another site's address or a script shows no link.
      const href = sameOriginPath(link.href, SITE_FOR_LINKS);
      return href ? [{ ...link, href }] : [];
    });
    if (links.length === 0) return null;
    return (
      <Nav className="b-account-nav" aria-label={phrases.t("account-blocks.nav-label")}>
        <ul className="b-account-nav__list">
          {links.map((link) => (
            <li key={link.phrase}>
              <Link href={link.href} variant="nav" aria-current={pageOf(link.href) === here ? "page" : undefined}>
                {phrases.t(link.phrase)}
              </Link>
            </li>
          ))}
        </ul>
      </Nav>
    );
  },
});

export type AccountNavFields = CustomFieldsOf<typeof AccountNav>;
