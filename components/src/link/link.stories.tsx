import type { Meta, StoryObj } from "@storybook/react-vite";
import { Link } from "./index";

const meta = {
  title: "Components/Link",
  component: Link,
  args: { href: "/politics/", children: "Politics" },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A relative link stays in the tab. */
export const Internal: Story = {};

/** An http(s) link opens a new tab, and says so to screen readers. */
export const External: Story = { args: { href: "https://example.com/report", children: "Read the full report" } };

export const ExternalInSameTab: Story = {
  args: { href: "https://example.com/report", children: "Read the full report", openInNewTab: false },
};

export const InternalInNewTab: Story = { args: { href: "/print/", children: "Print edition", openInNewTab: true } };

/** A script href is never rendered: the text stays, without a link. */
export const UnsafeHref: Story = { args: { href: "javascript:alert(1)", children: "Not a link" } };

export const InText: Story = {
  render: () => (
    <p>
      The council published <Link href="https://example.com/minutes">its minutes</Link> and a{" "}
      <Link href="/politics/bridge-vote/">summary of the vote</Link>.
    </p>
  ),
};

export const RightToLeft: Story = {
  parameters: { host: { arcSite: "al-yawm" } },
  render: () => (
    <p>
      نشر المجلس <Link href="https://example.com/minutes">محضر الجلسة</Link> و
      <Link href="/politics/">ملخص التصويت</Link>.
    </p>
  ),
};

/** Each kind of link as it is drawn: only running text underlines at rest; tab through to see the focus ring. */
export const Variants: Story = {
  render: () => (
    <div>
      <h3>
        <Link href="/politics/story/" variant="headline">
          A headline that links to its story
        </Link>
      </h3>
      <p>
        By{" "}
        <Link href="/author/jane-okafor/" variant="byline">
          Jane Okafor
        </Link>
      </p>
      <nav aria-label="Sections">
        <Link href="/politics/" variant="nav">
          Politics
        </Link>
      </nav>
      <p>
        The council published <Link href="/politics/minutes/">its minutes</Link> on Tuesday.
      </p>
    </div>
  ),
};
