import type { ReactNode } from "react";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { styled } from "@broadsheet/style";
import { LazyLoad } from "./lazy-load";

const Card = styled.article`
  box-sizing: border-box;
  min-block-size: 12rem;
  padding: var(--bs-space-lg);
  border: 1px solid var(--bs-color-border);
  border-radius: var(--bs-radius-md);
  background: var(--bs-color-surface);
  color: var(--bs-color-text);
  font-family: var(--bs-font-body);

  & h3 {
    margin-block: 0 var(--bs-space-sm);
    font-family: var(--bs-font-heading);
  }
`;

const Skeleton = styled.div`
  box-sizing: border-box;
  min-block-size: 12rem;
  border-radius: var(--bs-radius-md);
  background: var(--bs-color-border);
`;

const Spacer = styled.p`
  min-block-size: 150vh;
  margin: 0;
  color: var(--bs-color-text-muted);
  font-family: var(--bs-font-body);
`;

function StoryCard({ title = "More from the harbour", children }: { title?: string; children?: ReactNode }) {
  return (
    <Card>
      <h3>{title}</h3>
      <p>{children ?? "Loaded when it came within 300 px of the viewport."}</p>
    </Card>
  );
}

const meta = {
  title: "Components/LazyLoad",
  component: LazyLoad,
  args: { placeholderHeight: "12rem", children: <StoryCard /> },
} satisfies Meta<typeof LazyLoad>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In view from the start, so the content replaces its placeholder at once. */
export const Default: Story = {};

/** Far below the fold: the 12rem placeholder holds the space until you scroll within 300 px of it. */
export const BelowTheFold: Story = {
  render: (args) => (
    <>
      <Spacer>Scroll down: the card below loads as it nears the viewport.</Spacer>
      <LazyLoad {...args} />
    </>
  ),
};

/** The placeholder reserves a ratio of the full width instead of a fixed height. */
export const AspectRatioPlaceholder: Story = {
  args: { placeholderHeight: undefined, aspectRatio: "16:9", children: <StoryCard title="A 16:9 slot" /> },
};

/** A custom placeholder (a skeleton of the card); it takes the ref that measures nearness. */
export const CustomPlaceholder: Story = {
  args: { placeholderHeight: undefined, renderPlaceholder: (ref) => <Skeleton ref={ref} /> },
};

/** Lazy loading switched off by the block: the content renders at once, on the server too. */
export const Disabled: Story = {
  args: { enabled: false },
};

/** In the page-builder editor the content always renders, so editors see what they place. */
export const Admin: Story = {
  render: (args) => (
    <>
      <Spacer>In admin mode the card below is rendered from the start.</Spacer>
      <LazyLoad {...args} />
    </>
  ),
  parameters: { host: { isAdmin: true } },
};

/** On a right-to-left site. */
export const RightToLeft: Story = {
  args: { children: <StoryCard title="المزيد من الميناء">يُحمَّل عندما يقترب من نافذة العرض.</StoryCard> },
  parameters: { host: { arcSite: "al-yawm" } },
};
