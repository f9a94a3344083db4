import type { KindTemplate } from "../kind-template";

/** A layout with a main column and a rail beside it on wide screens, below it on narrow ones. */
export const layout: KindTemplate = {
  variant: "layout",
  kind: "layout",
  fusionFolder: "layouts",
  usesComponents: false,
  usesStyle: true,
  usesThemes: true,
  testTools: [],
  phrases: {
    "rail-label": {
      en: "Related",
      es: "Relacionado",
      fr: "À lire aussi",
      de: "Mehr zum Thema",
      ja: "関連記事",
      ko: "관련 기사",
      pt: "Relacionado",
      sv: "Relaterat",
      nb: "Relatert",
    },
  },
  readme: ({ folder }) => [
    'A layout: `main` (in `<main id="main">`, the target of the page\'s skip link) and `rail` (an `<aside>` beside',
    "it from 48rem, below it on small screens; left out when the section holds no blocks). Fusion hydrates layouts",
    "with the page, so a layout has no hydration of its own.",
    "",
    "## Custom fields",
    "",
    `- \`railLabel\` (text, optional): what screen readers call the rail, instead of the phrase \`${folder}.rail-label\`.`,
  ],
  component: ({
    name,
    label,
    component,
    folder,
  }) => `import { defineBlock, defineFields, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { styled } from "@broadsheet/style";
import { media } from "@broadsheet/themes";

const fields = defineFields({
  railLabel: text({ label: "Rail label", description: "What screen readers call the rail; leave empty for the default" }),
});

// A fixed componentId: the server and the browser load different modules, and counted ids would differ.
const Columns = styled.div.withConfig({ componentId: "bs-${name}-columns" })\`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--bs-space-lg);

  \${media.desktop} {
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
  render: function ${component}View({ customFields, sections }) {
    const phrases = usePhrases();
    return (
      <Columns className="b-${name}">
        {/* The id is the target of the page's skip link and of Back to Top. */}
        <main id="main" className="b-${name}__main">
          {sections.main.content}
        </main>
        {/* Sizes come from the host's page records: Fusion renders a wrapper even for an empty section. */}
        {sections.rail.size > 0 ? (
          <aside className="b-${name}__rail" aria-label={customFields.railLabel?.trim() || phrases.t("${folder}.rail-label")}>
            {sections.rail.content}
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
import type { Renderable } from "@broadsheet/kit";
import { renderBlock } from "@broadsheet/local-host";
import { ${component} } from "./${name}";

const main = <p>Lead story</p>;
const rail = <p>Most read</p>;

describe("${label}", () => {
  it("is the layout ${name} with the sections main and rail", () => {
    expect(${component}.definition.name).toBe("${name}");
    expect(${component}.definition.kind).toBe("layout");
    expect(${component}.sections).toEqual(["main", "rail"]);
  });

  it("renders each section in its place, the main one in the skip link's target", () => {
    render(renderBlock(${component}, { children: [main, rail] }));
    expect(within(screen.getByRole("main")).getByText("Lead story")).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");
    expect(within(screen.getByRole("complementary", { name: "Related" })).getByText("Most read")).toBeInTheDocument();
    expect(screen.getByRole("main").parentElement).toHaveClass("b-${name}");
  });

  it("names the rail as the editor says, and in the site's language otherwise", () => {
    const { unmount } = render(
      renderBlock(${component}, { customFields: { railLabel: "More news" }, children: [main, rail] }),
    );
    expect(screen.getByRole("complementary", { name: "More news" })).toHaveTextContent("Most read");
    unmount();
    render(renderBlock(${component}, { children: [main, rail], context: { arcSite: "le-quotidien" } }));
    expect(screen.getByRole("complementary", { name: "À lire aussi" })).toBeInTheDocument();
  });

  it("leaves an empty rail out", () => {
    render(renderBlock(${component}, { children: [main, undefined] }));
    expect(screen.getByRole("main")).toHaveTextContent("Lead story");
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
  });

  it("counts a section's blocks from the host's page records, as Fusion gives them", () => {
    // Fusion passes an element for every section, empty or not: only the records say the rail is empty.
    const renderables: Renderable[] = ["main", "rail"].map((section, index) => ({
      collection: "sections",
      props: { id: index },
      children: section === "main" ? [{ collection: "features", props: { id: "lead" }, children: [] }] : [],
    }));
    render(renderBlock(${component}, { children: [main, <div key="rail" />], context: { renderables } }));
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
  });

  it("has no axe violations", async () => {
    const { container } = render(renderBlock(${component}, { children: [main, rail] }));
    expect(await axe(container)).toHaveNoViolations();
  });
});
`,
  stories: ({ name, label, component }) => `import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoryMeta, blockStoryRender, type BlockArgs } from "../../../.storybook/block-story";
import { ${component} } from "./${name}";

const meta = {
  title: "Blocks/${label}",
  ...blockStoryMeta(${component}, {
    children: () => [<p key="main">The main section</p>, <p key="rail">The rail</p>],
  }),
} satisfies Meta<BlockArgs<typeof ${component}>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const EmptyRail: Story = {
  render: blockStoryRender(${component}, () => [<p key="main">The main section</p>, undefined]),
};

/** On a right-to-left site the rail is on the left. */
export const RightToLeft: Story = {
  render: blockStoryRender(${component}, () => [<p key="main">القسم الرئيسي</p>, <p key="rail">الشريط</p>]),
  parameters: { host: { arcSite: "al-yawm" } },
};
`,
};
