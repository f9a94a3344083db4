import { render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import { createHostState, LocalHostProvider } from "@broadsheet/local-host";
import { SocialLinks, type SocialLink } from "./index";

const LINKS: SocialLink[] = [
  { site: "twitter", url: "https://twitter.com/thedaily" },
  { site: "facebook", url: "https://www.facebook.com/thedaily" },
  { site: "rss", url: "/arc/outboundfeeds/rss/" },
];

describe("SocialLinks", () => {
  it("links each profile, named for whose it is and the network (twitter's mark and name are X's)", () => {
    const { container } = render(<SocialLinks name="The Daily" links={LINKS} className="extra" />);
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("aria-label"))).toEqual([
      "The Daily on X",
      "The Daily on Facebook",
      "The Daily on RSS",
    ]);
    expect(links.map((link) => link.getAttribute("href"))).toEqual(LINKS.map((link) => link.url));
    expect(links[0]).toHaveClass("c-social-links__link", "c-social-links__link--twitter");
    expect(container.firstElementChild).toHaveClass("c-social-links", "extra");
    // The icons are decoration: the link's name says where it goes.
    expect(container.querySelectorAll("svg[aria-hidden='true']")).toHaveLength(3);
  });

  it("names a link by its network alone when there is no name", () => {
    render(<SocialLinks name="" links={LINKS.slice(0, 1)} />);
    expect(screen.getByRole("link", { name: "X" })).toBeInTheDocument();
  });

  it("speaks the site's language", () => {
    render(
      <LocalHostProvider state={createHostState({ arcSite: "le-quotidien" })}>
        <SocialLinks name="Le Quotidien" links={LINKS.slice(1, 2)} />
      </LocalHostProvider>,
    );
    expect(screen.getByRole("link", { name: "Le Quotidien sur Facebook" })).toBeInTheDocument();
  });

  it("renders nothing without links", () => {
    const { container } = render(<SocialLinks name="The Daily" links={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("has no axe violations", async () => {
    const { container } = render(<SocialLinks name="The Daily" links={LINKS} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
