import type { KindTemplate } from "../kind-template";

/** A layout with a main column and a rail beside it on wide screens, below it on narrow ones. */
export const layout: KindTemplate = {
  kind: "layout",
  fusionFolder: "layouts",
  usesComponents: false,
  usesStyledComponents: true,
  readme: () => [
    '- `railLabel` (text, default "Related"): what screen readers call the rail.',
    "",
    "Sections, in order: `main` (the page's main content) and `rail` (beside it from 48rem, below it on small",
    "screens; left out when empty).",
  ],
  component: ({ name, label, component }) => `import { styled } from "styled-components";
import { defineBlock, defineFields, text, type CustomFieldsOf } from "@broadsheet/kit";

const fields = defineFields({
  railLabel: text({ label: "Rail label", description: "What screen readers call the rail", defaultValue: "Related" }),
});

const Columns = styled.div\`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--bs-space-lg, 1.5rem);

  @media (min-width: 48rem) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
\`;

/** ${label}: the page's main content with a rail beside it. */
export const ${component} = defineBlock({
  name: "${name}",
  kind: "layout",
  label: "${label}",
  description: "Main content with a rail beside it on wide screens.",
  sections: ["main", "rail"],
  fields,
  render: function ${component}View({ customFields, children }) {
    const [main, rail] = children;
    return (
      <Columns className="b-${name}">
        <main className="b-${name}__main">{main}</main>
        {rail ? (
          <aside className="b-${name}__rail" aria-label={customFields.railLabel}>
            {rail}
          </aside>
        ) : null}
      </Columns>
    );
  },
});

export type ${component}Fields = CustomFieldsOf<typeof ${component}>;
`,
  test: ({ name, label, component }) => `import { render, screen, within } from "@testing-library/react";
import { axe } from "jest-axe";
import { renderBlock } from "@broadsheet/local-host";
import { ${component} } from "./${name}";

const main = <p>Lead story</p>;
const rail = <p>Most read</p>;

describe("${label}", () => {
  it("is a layout with the sections main and rail", () => {
    expect(${component}.definition.kind).toBe("layout");
    expect(${component}.sections).toEqual(["main", "rail"]);
  });

  it("renders each section in its place", () => {
    render(renderBlock(${component}, { children: [main, rail] }));
    expect(within(screen.getByRole("main")).getByText("Lead story")).toBeInTheDocument();
    expect(within(screen.getByRole("complementary", { name: "Related" })).getByText("Most read")).toBeInTheDocument();
    expect(screen.getByRole("main").parentElement).toHaveClass("b-${name}");
  });

  it("names the rail as the editor says", () => {
    render(renderBlock(${component}, { customFields: { railLabel: "More news" }, children: [main, rail] }));
    expect(screen.getByRole("complementary", { name: "More news" })).toHaveTextContent("Most read");
  });

  it("leaves an empty rail out", () => {
    render(renderBlock(${component}, { children: [main, undefined] }));
    expect(screen.getByRole("main")).toHaveTextContent("Lead story");
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
  });

  it("has no axe violations", async () => {
    const { container } = render(renderBlock(${component}, { children: [main, rail] }));
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
    customFields: { railLabel: "Related" },
    children: [<p key="main">The main section</p>, <p key="rail">The rail</p>],
  },
} satisfies Meta<typeof ${component}>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const EmptyRail: Story = { args: { children: [<p key="main">The main section</p>, undefined] } };
`,
};
