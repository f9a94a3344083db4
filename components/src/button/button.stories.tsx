import type { Meta, StoryObj } from "@storybook/react-vite";
import { Stack } from "../stack/stack";
import { Button, BUTTON_SIZES, BUTTON_VARIANTS } from "./index";

function ArrowIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M3 8h10M9 4l4 4-4 4" />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="7" cy="7" r="4.5" />
      <path d="M10.5 10.5 14 14" />
    </svg>
  );
}

const meta = {
  title: "Components/Button",
  component: Button,
  args: { children: "Subscribe" },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Primary: Story = { args: { variant: "primary" } };

export const Variants: Story = {
  render: () => (
    <Stack direction="horizontal" gap="sm" wrap>
      {BUTTON_VARIANTS.map((variant) => (
        <Button key={variant} variant={variant}>
          {variant}
        </Button>
      ))}
    </Stack>
  ),
};

/** The reverse variants are for buttons on a coloured band. */
export const ReverseOnColour: Story = {
  render: () => (
    <Stack direction="horizontal" gap="sm">
      <div style={{ background: "var(--bs-color-primary)", padding: "var(--bs-space-md)" }}>
        <Button variant="primary-reverse">Subscribe</Button>
      </div>
      <div style={{ background: "var(--bs-color-secondary)", padding: "var(--bs-space-md)" }}>
        <Button variant="secondary-reverse">Sign in</Button>
      </div>
    </Stack>
  ),
};

export const Sizes: Story = {
  render: () => (
    <Stack direction="horizontal" gap="sm" align="center">
      {BUTTON_SIZES.map((size) => (
        <Button key={size} size={size} variant="primary">
          {size}
        </Button>
      ))}
    </Stack>
  ),
};

export const Types: Story = {
  render: () => (
    <form aria-label="Newsletter" onSubmit={(event) => event.preventDefault()}>
      <Stack direction="horizontal" gap="sm">
        <Button type="button">Preview</Button>
        <Button type="reset">Clear</Button>
        <Button type="submit" variant="primary">
          Sign up
        </Button>
      </Stack>
    </form>
  ),
};

export const WithIcons: Story = {
  render: () => (
    <Stack direction="horizontal" gap="sm">
      <Button leadingIcon={<SearchIcon />}>Search</Button>
      <Button variant="primary" trailingIcon={<ArrowIcon />}>
        Continue
      </Button>
    </Stack>
  ),
};

export const IconOnly: Story = {
  args: { children: undefined, leadingIcon: <SearchIcon />, accessibilityLabel: "Search" },
};

export const FullWidth: Story = { args: { variant: "primary", fullWidth: true } };

export const Disabled: Story = {
  render: () => (
    <Stack direction="horizontal" gap="sm">
      <Button disabled>Subscribe</Button>
      <Button variant="primary" disabled>
        Subscribe
      </Button>
      <Button href="/subscribe" disabled>
        Subscribe
      </Button>
    </Stack>
  ),
};

/** With `href` the button is a link; `target="_blank"` adds rel and a note for screen readers. */
export const AsLink: Story = {
  render: () => (
    <Stack direction="horizontal" gap="sm">
      <Button href="/subscribe" variant="primary">
        Subscribe
      </Button>
      <Button href="https://example.com/partner" target="_blank" variant="secondary">
        Partner offer
      </Button>
    </Stack>
  ),
};

/** A script href renders nothing at all: the story is empty on purpose. */
export const UnsafeLink: Story = {
  render: () => <Button href="javascript:alert(1)">Never rendered</Button>,
};

export const RightToLeft: Story = {
  parameters: { host: { arcSite: "al-yawm" } },
  render: () => (
    <Stack direction="horizontal" gap="sm">
      <Button variant="primary" trailingIcon={<ArrowIcon />}>
        اشترك الآن
      </Button>
      <Button leadingIcon={<SearchIcon />}>بحث</Button>
      <Button href="/subscribe" size="small" variant="secondary">
        تسجيل الدخول
      </Button>
    </Stack>
  ),
};
