import type { KindTemplate } from "../kind-template";

/** A chain that stacks its blocks under an optional heading, which outranks the blocks' own headings. */
export const chain: KindTemplate = {
  variant: "chain",
  kind: "chain",
  fusionFolder: "chains",
  usesComponents: true,
  usesStyle: true,
  usesThemes: false,
  testTools: [],
  phrases: {
    empty: {
      en: "Drop blocks into this chain. Readers see nothing here until you do.",
      es: "Arrastra bloques a esta cadena. Hasta entonces, los lectores no verán nada aquí.",
      fr: "Déposez des blocs dans cette chaîne. D'ici là, les lecteurs ne voient rien ici.",
      de: "Ziehen Sie Blöcke in diese Kette. Bis dahin sehen Leser hier nichts.",
      ja: "このチェーンにブロックを追加してください。追加するまで、読者にはここに何も表示されません。",
      ko: "이 체인에 블록을 끌어다 놓으세요. 그 전까지 독자에게는 여기에 아무것도 표시되지 않습니다.",
      pt: "Arraste blocos para esta cadeia. Até lá, os leitores não veem nada aqui.",
      sv: "Dra block till den här kedjan. Tills dess ser läsarna ingenting här.",
      nb: "Dra blokker inn i denne kjeden. Til da ser leserne ingenting her.",
    },
  },
  readme: ({ folder }) => [
    "A chain: it lays its blocks out in a vertical `Stack`, under an optional heading. Fusion hydrates chains with",
    "the page (they may hold islands), so a chain has no hydration of its own. With no blocks it renders nothing",
    `for readers, and editors see the phrase \`${folder}.empty\`.`,
    "",
    "## Custom fields",
    "",
    "- `heading` (text, optional): shown above the chain's blocks; their headings then start one level lower.",
  ],
  component: ({ name, label, component, folder }) => `import { useFusionContext } from "fusion:context";
import { Heading, HeadingSection, Stack } from "@broadsheet/components";
import { defineBlock, defineFields, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";

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
    const { isAdmin } = useFusionContext();
    const phrases = usePhrases();
    if (children.length === 0) {
      // Readers get nothing; editors are told the chain is waiting for blocks.
      return isAdmin ? (
        <p role="note" className="b-${name}__note">
          {phrases.t("${folder}.empty")}
        </p>
      ) : null;
    }
    const heading = customFields.heading?.trim();
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
  it("is the chain ${name}", () => {
    expect(${component}.definition.name).toBe("${name}");
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
    render(renderBlock(${component}, { customFields: { heading: "  " }, children: blocks }));
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
  });

  it("renders nothing for readers when it holds no blocks, and tells editors to add some", () => {
    const { container, unmount } = render(renderBlock(${component}, { customFields: { heading: "Latest" } }));
    expect(container).toBeEmptyDOMElement();
    unmount();
    render(renderBlock(${component}, { context: { isAdmin: true, arcSite: "le-quotidien" } }));
    expect(screen.getByRole("note")).toHaveTextContent("Déposez des blocs dans cette chaîne.");
  });

  it("has no axe violations", async () => {
    const { container } = render(renderBlock(${component}, { customFields: { heading: "Latest" }, children: blocks }));
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
    args: { heading: "Latest" },
    children: () => [<p key="first">First block</p>, <p key="second">Second block</p>],
  }),
} satisfies Meta<BlockArgs<typeof ${component}>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutHeading: Story = { args: { heading: "" } };

/** An empty chain in PageBuilder's editor: readers would see nothing. */
export const EmptyInEditor: Story = {
  render: blockStoryRender(${component}),
  parameters: { host: { isAdmin: true } },
};

export const RightToLeft: Story = {
  args: { heading: "الأحدث" },
  parameters: { host: { arcSite: "al-yawm" } },
};
`,
};
