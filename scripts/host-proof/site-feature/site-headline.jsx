/*
 * A feature written the way a site team writes its own: styled-components 6, the site's theme, and one of
 * Broadsheet's blocks restyled with styled(). Copied into the proof's feature pack as
 * components/features/site-headline/default.jsx.
 */
import styled from "styled-components";
import { Headline } from "@broadsheet/headline-block";

const Kicker = styled.p`
  margin: 0 0 0.25rem;
  font: 700 0.8125rem/1.2 ${({ theme }) => theme.fonts.label};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`;

// Our block renders inside a div with the class styled() gives it; its parts are styled through that class.
const SiteHeadlineText = styled(Headline)`
  h1 {
    border-inline-start: 4px solid ${({ theme }) => theme.colors.accent};
    padding-inline-start: 0.75rem;
  }
`;

export default function SiteHeadline({ customFields, id }) {
  return (
    <div className="site-headline">
      <Kicker>{customFields?.kicker || "Site team's kicker"}</Kicker>
      <SiteHeadlineText customFields={{}} id={id} />
    </div>
  );
}

SiteHeadline.label = "Site headline";
SiteHeadline.static = true;
