import type { KindTemplate } from "../kind-template";

/** A feature with one text field; blank text is missing data, so it renders nothing. */
export const feature: KindTemplate = {
  kind: "feature",
  fusionFolder: "features",
  usesComponents: false,
  usesStyledComponents: false,
  readme: ({ label }) => [`- \`body\` (text, default "${label}"): the text the block shows; blank text shows nothing.`],
  component: ({
    name,
    label,
    component,
  }) => `import { defineBlock, defineFields, text, type CustomFieldsOf } from "@broadsheet/kit";

const fields = defineFields({
  body: text({ label: "Text", description: "What the block shows", defaultValue: "${label}" }),
});

/** ${label}: shows the editor's text; no client JavaScript. */
export const ${component} = defineBlock({
  name: "${name}",
  kind: "feature",
  label: "${label}",
  description: "Shows the text the editor writes.",
  fields,
  render: function ${component}View({ customFields }) {
    const body = customFields.body.trim();
    if (!body) return null;
    return <p className="b-${name}">{body}</p>;
  },
});

export type ${component}Fields = CustomFieldsOf<typeof ${component}>;
`,
  test: ({ name, label, component }) => `import { render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import { renderBlock } from "@broadsheet/local-host";
import { ${component} } from "./${name}";

describe("${label}", () => {
  it("is a static feature", () => {
    expect(${component}.definition.kind).toBe("feature");
    expect(${component}.static).toBe(true);
  });

  it("shows its default text", () => {
    render(renderBlock(${component}));
    expect(screen.getByText("${label}")).toHaveClass("b-${name}");
  });

  it("shows the text the editor wrote", () => {
    render(renderBlock(${component}, { customFields: { body: "Written by an editor" } }));
    expect(screen.getByText("Written by an editor")).toBeInTheDocument();
  });

  it("renders nothing for blank text", () => {
    const { container } = render(renderBlock(${component}, { customFields: { body: "   " } }));
    expect(container).toBeEmptyDOMElement();
  });

  it("falls back to the default for a value that is not text", () => {
    render(renderBlock(${component}, { customFields: { body: { words: 3 } } }));
    expect(screen.getByText("${label}")).toBeInTheDocument();
  });

  it("has no axe violations", async () => {
    const { container } = render(renderBlock(${component}));
    expect(await axe(container)).toHaveNoViolations();
  });
});
`,
  stories: ({ name, label, component }) => `import type { Meta, StoryObj } from "@storybook/react-vite";
import { ${component} } from "./${name}";

const meta = {
  title: "Blocks/${label}",
  component: ${component},
  args: { customFields: { body: "${label}" } },
} satisfies Meta<typeof ${component}>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Edited: Story = { args: { customFields: { body: "Written by an editor" } } };
`,
};
