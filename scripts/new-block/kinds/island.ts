import type { IslandTrigger } from "@broadsheet/kit";
import type { KindTemplate } from "../kind-template";

/** When each trigger hydrates an island, in the words the scaffold's comments and README use. */
const WHEN: Record<IslandTrigger, string> = {
  idle: "when the browser is next idle (at the latest 2 s after the page)",
  visible: "as it comes within 300px of the viewport",
  interaction:
    "at the first sign a reader reaches for it (pointer, focus, key or touch); a click before then is replayed",
  eager: "with the page",
};

/** Why a block would choose each trigger: the scaffold's comment on `hydration`, to keep or rewrite. */
const WHY: Record<IslandTrigger, string> = {
  idle: "Readers need it soon but not at first paint, so it waits for the page's own work to finish.",
  visible: "Only readers who scroll to it need it, so its code loads as they get near.",
  interaction: "Most readers never use it, so its code loads only for those who reach for it.",
  eager: "It must work the moment the page shows; keep this rare, every reader pays for it.",
};

/**
 * An island feature, in the shape of back-to-top: a keyboard-operable control whose server HTML is the same as
 * the browser's first render, hydrated on its trigger.
 */
export const island: KindTemplate = {
  variant: "island",
  kind: "feature",
  fusionFolder: "features",
  usesComponents: true,
  usesStyle: true,
  usesThemes: false,
  testTools: ["@testing-library/user-event", "react-dom", "storybook"],
  phrases: {
    action: {
      en: "Try it",
      es: "Pruébalo",
      fr: "Essayer",
      de: "Ausprobieren",
      ja: "試してみる",
      ko: "해 보기",
      pt: "Experimentar",
      sv: "Prova",
      nb: "Prøv",
    },
    done: {
      en: "It works.",
      es: "Funciona.",
      fr: "Ça marche.",
      de: "Es funktioniert.",
      ja: "動作しています。",
      ko: "작동합니다.",
      pt: "Funciona.",
      sv: "Det fungerar.",
      nb: "Det fungerer.",
    },
  },
  readme: ({ folder }, { trigger }) => [
    `An island: the server sends a button, and the browser hydrates it ${WHEN[trigger]} (\`hydration: "${trigger}"\`).`,
    `Pressing it (click, Enter or Space) puts \`${folder}.done\` in a status region, which screen readers announce.`,
    "",
    "## Custom fields",
    "",
    `- \`action\` (text, optional): the button's words instead of the phrase \`${folder}.action\`; blank keeps it.`,
  ],
  component: ({ name, label, component, folder }, { trigger }) => `import { useState } from "react";
import { Button } from "@broadsheet/components";
import { defineBlock, defineFields, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";

const fields = defineFields({
  action: text({ label: "Button text", description: "Replaces the button's own words; leave empty to keep them" }),
});

/**
 * ${label}: a button that says it worked. An island: the server sends the button, and the browser hydrates it
 * ${WHEN[trigger]}. The browser's first render must match the server's HTML, so state starts as the server has it
 * and changes only in event handlers and effects (no \`typeof window\`, dates or random numbers in render).
 */
export const ${component} = defineBlock({
  name: "${name}",
  kind: "feature",
  label: "${label}",
  description: "A button that says it worked.",
  // ${WHY[trigger]}
  hydration: "${trigger}",
  fields,
  render: function ${component}View({ customFields }) {
    const phrases = usePhrases();
    const [pressed, setPressed] = useState(false);
    return (
      <div className="b-${name}">
        <Button className="b-${name}__action" onClick={() => setPressed(true)}>
          {customFields.action?.trim() || phrases.t("${folder}.action")}
        </Button>
        {/* In the page from the start, so screen readers announce what appears in it. */}
        <p role="status" className="b-${name}__status">
          {pressed ? phrases.t("${folder}.done") : ""}
        </p>
      </div>
    );
  },
});

export type ${component}Fields = CustomFieldsOf<typeof ${component}>;
`,
  test: ({ name, label, component }, { trigger }) => `import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { axe } from "jest-axe";
import { renderBlock } from "@broadsheet/local-host";
import { ${component} } from "./${name}";

const button = () => screen.getByRole("button", { name: "Try it" });

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("${label}", () => {
  it("is the island feature ${name}, hydrated ${trigger === "eager" ? "with the page" : `on its trigger (${trigger})`}", () => {
    expect(${component}.definition.name).toBe("${name}");
    expect(${component}.definition.kind).toBe("feature");
    expect(${component}.definition.hydration).toBe("${trigger}");
    expect(${component}.static).toBe(false);
  });

  it("hydrates the server's HTML as it is: same nodes, no mismatch", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(renderBlock(${component}));
    document.body.append(container);
    const served = container.querySelector("button");
    const errors = jest.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, renderBlock(${component}));
    });
    expect(container.querySelector("button")).toBe(served);
    expect(errors).not.toHaveBeenCalled();
  });

  it.each(["{Enter}", " "])("is pressed from the keyboard (%s) and says so in its status", async (key) => {
    const user = userEvent.setup();
    render(renderBlock(${component}));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    await user.tab();
    expect(button()).toHaveFocus();
    await user.keyboard(key);
    expect(screen.getByRole("status")).toHaveTextContent("It works.");
  });

  it("says what the editor wrote on the button, and the site's language otherwise", async () => {
    const user = userEvent.setup();
    const { unmount } = render(renderBlock(${component}, { customFields: { action: " Press me " } }));
    expect(screen.getByRole("button", { name: "Press me" })).toBeInTheDocument();
    unmount();
    render(renderBlock(${component}, { context: { arcSite: "le-quotidien" } }));
    await user.click(screen.getByRole("button", { name: "Essayer" }));
    expect(screen.getByRole("status")).toHaveTextContent("Ça marche.");
  });

  it("has no axe violations, before and after it is pressed", async () => {
    const user = userEvent.setup();
    const { container } = render(renderBlock(${component}));
    expect(await axe(container)).toHaveNoViolations();
    await user.click(button());
    expect(await axe(container)).toHaveNoViolations();
  });
});
`,
  stories: ({ name, label, component }) => `import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent } from "storybook/test";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { ${component} } from "./${name}";

const meta = {
  title: "Blocks/${label}",
  ...blockStoryMeta(${component}),
} satisfies Meta<BlockArgs<typeof ${component}>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** After a reader pressed it. */
export const Pressed: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button"));
  },
};

export const Edited: Story = { args: { action: "Press me" } };

export const RightToLeft: Story = { parameters: { host: { arcSite: "al-yawm" } } };
`,
};
