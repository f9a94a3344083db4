import { Link } from "@broadsheet/components";

/** A link under the form, as shown: a path of this site and its words. */
export interface ShownLink {
  href: string;
  text: string;
}

/** The terms line under the form: the words around the link, and the link. */
export interface ShownTerms {
  href: string;
  before: string;
  link: string;
  after: string;
}

export interface FormLinksProps {
  links: readonly ShownLink[];
  terms: ShownTerms | null;
}

/**
 * The links under a sign-in form (its neighbouring pages, the terms and privacy page). Data in, HTML out, and the
 * same until an editor changes a field: the forms render it as a server part, so their islands do not carry it.
 */
export function FormLinks({ links, terms }: FormLinksProps) {
  return (
    <>
      {links.length > 0 ? (
        <ul className="b-identity-form__links">
          {links.map((link) => (
            <li key={link.href + link.text}>
              <Link href={link.href}>{link.text}</Link>
            </li>
          ))}
        </ul>
      ) : null}
      {terms ? (
        <p className="b-identity-form__terms">
          {terms.before} <Link href={terms.href}>{terms.link}</Link>
          {terms.after}
        </p>
      ) : null}
    </>
  );
}
