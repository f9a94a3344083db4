import { ArrowUpIcon, Button } from "@broadsheet/components";

export interface BackToTopLinkProps {
  href: string;
  label: string;
}

/**
 * The control: a link to the main landmark, as the design system's primary button with an arrow. Alone in its
 * module so that the island's server part reaches it, and the Button's code, only for a render in the browser.
 */
export function BackToTopLink({ href, label }: BackToTopLinkProps) {
  return (
    <Button href={href} variant="primary" className="b-back-to-top__link" leadingIcon={<ArrowUpIcon size="1.25em" />}>
      {label}
    </Button>
  );
}
