import type { KindTemplate } from "../kind-template";

/** A static feature (server HTML only), in the shape of hello-world: one phrase, and a field to replace it. */
export const feature: KindTemplate = {
  variant: "static",
  kind: "feature",
  fusionFolder: "features",
  usesComponents: false,
  usesStyle: false,
  usesThemes: false,
  testTools: [],
  phrases: {
    message: {
      en: "Something new is on its way.",
      es: "Algo nuevo está en camino.",
      fr: "Quelque chose de nouveau arrive.",
      de: "Etwas Neues ist unterwegs.",
      ja: "新しいものがまもなく登場します。",
      ko: "새로운 소식이 곧 찾아옵니다.",
      pt: "Algo novo está a caminho.",
      sv: "Något nytt är på väg.",
      nb: "Noe nytt er på vei.",
    },
  },
  readme: ({ folder }) => [
    "A static feature: it renders on the server and ships no JavaScript to readers. It shows one line of text, the",
    `phrase \`${folder}.message\` in the site's language unless the editor writes their own.`,
    "",
    "## Custom fields",
    "",
    "- `message` (text, optional): replaces the phrase; blank text keeps it.",
  ],
  component: ({
    name,
    label,
    component,
    folder,
  }) => `import { defineBlock, defineFields, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";

const fields = defineFields({
  message: text({ label: "Text", description: "Replaces the block's own words; leave empty to keep them" }),
});

/** ${label}: a line of text in the site's language, unless the editor writes their own. No client JavaScript. */
export const ${component} = defineBlock({
  name: "${name}",
  kind: "feature",
  label: "${label}",
  description: "Shows a line of text.",
  fields,
  render: function ${component}View({ customFields }) {
    const phrases = usePhrases();
    const message = customFields.message?.trim() || phrases.t("${folder}.message");
    return <p className="b-${name}">{message}</p>;
  },
});

export type ${component}Fields = CustomFieldsOf<typeof ${component}>;
`,
  test: ({ name, label, component }) => `import { render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import { renderBlock } from "@broadsheet/local-host";
import { ${component} } from "./${name}";

describe("${label}", () => {
  it("is the static feature ${name}: server HTML only", () => {
    expect(${component}.definition.name).toBe("${name}");
    expect(${component}.definition.kind).toBe("feature");
    expect(${component}.static).toBe(true);
  });

  it("says its phrase in the site's language", () => {
    render(renderBlock(${component}));
    expect(screen.getByText("Something new is on its way.")).toHaveClass("b-${name}");
  });

  it("speaks French on a French site", () => {
    render(renderBlock(${component}, { context: { arcSite: "le-quotidien" } }));
    expect(screen.getByText("Quelque chose de nouveau arrive.")).toBeInTheDocument();
  });

  it("says what the editor wrote instead", () => {
    render(renderBlock(${component}, { customFields: { message: "  Written by an editor " } }));
    expect(screen.getByText("Written by an editor")).toBeInTheDocument();
  });

  it.each([
    ["blank text", "   "],
    ["a value that is not text", { words: 3 }],
  ])("keeps its phrase for %s", (_, message) => {
    render(renderBlock(${component}, { customFields: { message } }));
    expect(screen.getByText("Something new is on its way.")).toBeInTheDocument();
  });

  it("has no axe violations", async () => {
    const { container } = render(renderBlock(${component}));
    expect(await axe(container)).toHaveNoViolations();
  });
});
`,
  stories: ({ name, label, component }) => `import type { Meta, StoryObj } from "@storybook/react-vite";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { ${component} } from "./${name}";

const meta = {
  title: "Blocks/${label}",
  ...blockStoryMeta(${component}),
} satisfies Meta<BlockArgs<typeof ${component}>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Edited: Story = { args: { message: "Written by an editor" } };

export const French: Story = { parameters: { host: { arcSite: "le-quotidien" } } };

export const RightToLeft: Story = { parameters: { host: { arcSite: "al-yawm" } } };
`,
};
