import type { KindTemplate } from "../kind-template";

/** A chain that stacks its blocks under an optional heading, which outranks the blocks' own headings. */
export const chain: KindTemplate = {
  kind: "chain",
  fusionFolder: "chains",
  usesComponents: true,
  usesStyledComponents: true,
  readme: () => [
    "- `heading` (text, optional): shown above the chain's blocks; their headings then start one level lower.",
    "",
    "The chain lays its blocks out in a vertical `Stack` and renders nothing when it holds none.",
  ],
  component: ({ name, label, component }) => `import { Heading, HeadingSection, Stack } from "@broadsheet/components";
import { defineBlock, defineFields, text, type CustomFieldsOf } from "@broadsheet/kit";

const fields = defineFields({
  heading: text({ label: "Heading", description: "Shown above the blocks; leave empty for none" }),
});

/** ${label}: the blocks an editor drops in, stacked with even gaps. */
export const ${component} = defineBlock({
  name: "${name}",
  kind: "chain",
  label: "${label}",
  description: "Stacks the blocks an editor drops in, under an optional heading.",
  fields,
  render: function ${component}View({ customFields, children }) {
    if (children.length === 0) return null;
    const { heading } = customFields;
    return (
      <Stack as="section" gap="md" className="b-${name}">
        {heading ? <Heading className="b-${name}__heading">{heading}</Heading> : null}
        {heading ? <HeadingSection>{children}</HeadingSection> : children}
      </Stack>
    );
  },
});

export type ${component}Fields = CustomFieldsOf<typeof ${component}>;
`,
  test: ({ name, label, component }) => `import { render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import { renderBlock } from "@broadsheet/local-host";
import { ${component} } from "./${name}";

const blocks = [<p key="first">First block</p>, <p key="second">Second block</p>];

describe("${label}", () => {
  it("is a chain", () => {
    expect(${component}.definition.kind).toBe("chain");
  });

  it("stacks its blocks in order", () => {
    render(renderBlock(${component}, { children: blocks }));
    const rendered = screen.getAllByText(/block$/);
    expect(rendered.map((element) => element.textContent)).toEqual(["First block", "Second block"]);
    expect(rendered[0]?.parentElement).toHaveClass("b-${name}", "c-stack");
  });

  it("shows the heading the editor wrote above the blocks", () => {
    render(renderBlock(${component}, { customFields: { heading: "Latest" }, children: blocks }));
    expect(screen.getByRole("heading", { level: 2, name: "Latest" })).toHaveClass("b-${name}__heading");
  });

  it("shows no heading when the editor leaves it empty", () => {
    render(renderBlock(${component}, { children: blocks }));
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
  });

  it("renders nothing when it holds no blocks", () => {
    const { container } = render(renderBlock(${component}, { customFields: { heading: "Latest" } }));
    expect(container).toBeEmptyDOMElement();
  });

  it("has no axe violations", async () => {
    const { container } = render(renderBlock(${component}, { customFields: { heading: "Latest" }, children: blocks }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
`,
  stories: ({ name, label, component }) => `import type { Meta, StoryObj } from "@storybook/react-vite";
import { ${component} } from "./${name}";

const meta = {
  title: "Blocks/${label}",
  component: ${component},
  args: {
    customFields: { heading: "Latest" },
    children: [<p key="first">First block</p>, <p key="second">Second block</p>],
  },
} satisfies Meta<typeof ${component}>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutHeading: Story = { args: { customFields: { heading: "" } } };
`,
};
