import type { KindTemplate } from "../kind-template";

/**
 * A content-driven static feature, in the shape of related-story: a contentConfig field, useContent through
 * kit's useContentState with a filter, a typed reader for content of any shape, and the four states.
 */
export const content: KindTemplate = {
  variant: "content",
  kind: "feature",
  fusionFolder: "features",
  usesComponents: false,
  usesStyle: false,
  usesThemes: false,
  testTools: ["@broadsheet/content-sources-block", "fast-check"],
  phrases: {
    choose: {
      en: "Choose a story in this block's settings.",
      es: "Elige una noticia en los ajustes de este bloque.",
      fr: "Choisissez un article dans les réglages de ce bloc.",
      de: "Wählen Sie in den Einstellungen dieses Blocks einen Artikel.",
      ja: "このブロックの設定で記事を選んでください。",
      ko: "이 블록의 설정에서 기사를 선택하세요.",
      pt: "Escolha uma notícia nas definições deste bloco.",
      sv: "Välj en artikel i blockets inställningar.",
      nb: "Velg en sak i innstillingene for denne blokken.",
    },
    loading: {
      en: "Loading…",
      es: "Cargando…",
      fr: "Chargement…",
      de: "Wird geladen …",
      ja: "読み込み中…",
      ko: "불러오는 중…",
      pt: "A carregar…",
      sv: "Laddar …",
      nb: "Laster inn …",
    },
    nothing: {
      en: "Nothing to show: the story could not be loaded or has no headline.",
      es: "No hay nada que mostrar: no se ha podido cargar la noticia o no tiene titular.",
      fr: "Rien à afficher : l'article n'a pas pu être chargé ou n'a pas de titre.",
      de: "Nichts anzuzeigen: Der Artikel konnte nicht geladen werden oder hat keine Überschrift.",
      ja: "表示するものがありません。記事を読み込めなかったか、見出しがありません。",
      ko: "표시할 내용이 없습니다. 기사를 불러올 수 없거나 제목이 없습니다.",
      pt: "Nada para mostrar: não foi possível carregar a notícia ou não tem título.",
      sv: "Inget att visa: artikeln kunde inte laddas eller saknar rubrik.",
      nb: "Ingenting å vise: saken kunne ikke lastes inn eller mangler tittel.",
    },
  },
  readme: () => [
    "A static, content-driven feature: it shows the headline of a story the editor picks, from whichever",
    "`ans-item` content source they choose. Server HTML only; the server waits for the content.",
    "",
    "- No story chosen: nothing for readers; a note for editors (admin mode).",
    "- Loading (a render that starts in the browser): the same paragraph, `aria-busy`, saying it is loading.",
    "- The source answered nothing or failed, or the story has no headline: nothing for readers; a note for editors.",
    "- Content of any shape: read by `headlineOf`, which never throws.",
    "",
    "## Custom fields",
    "",
    "- `content` (contentConfig, schema `ans-item`): the story.",
  ],
  component: ({ name, label, component, folder }) => `import { useFusionContext } from "fusion:context";
import {
  contentConfig,
  defineBlock,
  defineFields,
  isRecord,
  useContentState,
  usePhrases,
  type CustomFieldsOf,
} from "@broadsheet/kit";

/** Only what the block shows, so the host sends (and caches) no more of the story than that. */
export const FILTER = "{ headlines { basic } }";

const fields = defineFields({
  content: contentConfig({ label: "Story", description: "The story the block shows", schemas: ["ans-item"] }),
});

/** The story's headline, or "" when it has none a reader could see. Content may have any shape. */
export function headlineOf(content: unknown): string {
  const headlines = isRecord(content) ? content.headlines : undefined;
  const basic = isRecord(headlines) ? headlines.basic : undefined;
  return typeof basic === "string" ? basic.trim() : "";
}

/** What editors see where readers see nothing, so they can tell an empty slot from a broken one. */
function EditorNote({ text }: { text: string }) {
  const { isAdmin } = useFusionContext();
  return isAdmin ? (
    <p role="note" className="b-${name}__note">
      {text}
    </p>
  ) : null;
}

/** ${label}: the headline of a story the editor picks. No client JavaScript. */
export const ${component} = defineBlock({
  name: "${name}",
  kind: "feature",
  label: "${label}",
  description: "Shows the headline of a story the editor picks.",
  fields,
  render: function ${component}View({ customFields }) {
    const phrases = usePhrases();
    const state = useContentState(customFields.content, FILTER);
    if (state.status === "unset") return <EditorNote text={phrases.t("${folder}.choose")} />;
    if (state.status === "loading") {
      // The headline's own element, so nothing moves when the story lands.
      return (
        <p className="b-${name} b-${name}--loading" aria-busy="true">
          {phrases.t("${folder}.loading")}
        </p>
      );
    }
    const headline = state.status === "ready" ? headlineOf(state.content) : "";
    if (headline === "") return <EditorNote text={phrases.t("${folder}.nothing")} />;
    return <p className="b-${name}">{headline}</p>;
  },
});

export type ${component}Fields = CustomFieldsOf<typeof ${component}>;
`,
  test: ({ name, label, component }) => `import { act, cleanup, render, screen } from "@testing-library/react";
import { axe } from "jest-axe";
import fc from "fast-check";
import { CONTENT_WAIT_MS } from "@broadsheet/kit";
import { renderBlock, type RenderBlockOptions } from "@broadsheet/local-host";
import { ${component}, headlineOf } from "./${name}";

const STORY = { headlines: { basic: "Council approves the new bridge" } };
/** Custom fields choosing a story, as PageBuilder saves a contentConfig field. */
const CHOSEN = { content: { contentService: "story-source", contentConfigValues: { id: "bridge" } } };

function renderWith(answer: (query: Record<string, unknown>) => unknown, options: RenderBlockOptions = {}) {
  return render(renderBlock(${component}, { customFields: CHOSEN, content: { "story-source": answer }, ...options }));
}

/** Lets a fetched answer land and its re-render commit. */
const landed = () => act(async () => undefined);

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe("${label}", () => {
  it("is a static feature with a story picked from ans-item sources", () => {
    expect(${component}.definition.name).toBe("${name}");
    expect(${component}.static).toBe(true);
    expect(${component}.definition.fields.fields.content.settings).toEqual({ schemas: ["ans-item"] });
  });

  it("shows the headline of the story, from the source and query the editor chose", async () => {
    const answer = jest.fn(() => STORY);
    renderWith(answer);
    expect(await screen.findByText("Council approves the new bridge")).toHaveClass("b-${name}");
    expect(answer).toHaveBeenCalledWith({ id: "bridge" });
  });

  it("shows readers nothing before a story is chosen, and tells editors to choose one", async () => {
    const { container, unmount } = render(renderBlock(${component}));
    await landed();
    expect(container).toBeEmptyDOMElement();
    unmount();
    render(renderBlock(${component}, { context: { isAdmin: true } }));
    expect(screen.getByRole("note")).toHaveTextContent("Choose a story in this block's settings.");
  });

  it("holds its place while the story is on its way (a render that starts in the browser)", () => {
    renderWith(() => new Promise(() => undefined));
    expect(screen.getByText("Loading…")).toHaveAttribute("aria-busy", "true");
  });

  describe("when the source answers nothing or fails", () => {
    beforeEach(() => jest.useFakeTimers());
    const waitOut = () =>
      act(async () => {
        jest.advanceTimersByTime(CONTENT_WAIT_MS);
      });

    it("shows readers nothing once it has waited", async () => {
      const { container } = renderWith(() => null);
      await landed();
      await waitOut();
      expect(container).toBeEmptyDOMElement();
    });

    it("tells editors, for a failing source too (which the host logs)", async () => {
      jest.spyOn(console, "error").mockImplementation(() => undefined);
      renderWith(
        () => {
          throw new Error("content API down");
        },
        { context: { isAdmin: true } },
      );
      await landed();
      await waitOut();
      expect(screen.getByRole("note")).toHaveTextContent("Nothing to show");
    });
  });

  it("reads a headline from content of any shape, never throwing", () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.record({ headlines: fc.oneof(fc.anything(), fc.record({ basic: fc.anything() })) })), (story) => {
        expect(typeof headlineOf(story)).toBe("string");
      }),
    );
  });

  it("renders a headline or nothing for content of any shape", async () => {
    await fc.assert(
      fc.asyncProperty(fc.record({ headlines: fc.oneof(fc.anything(), fc.record({ basic: fc.anything() })) }), async (story) => {
        try {
          const { container } = renderWith(() => story, { errorBoundary: false });
          await landed();
          expect(container.textContent).toBe(headlineOf(story));
        } finally {
          cleanup();
        }
      }),
      { numRuns: 50 },
    );
  });

  it("has no axe violations", async () => {
    const { container } = renderWith(() => STORY);
    await screen.findByText("Council approves the new bridge");
    expect(await axe(container)).toHaveNoViolations();
  });
});
`,
  stories: ({ name, label, component }) => `import type { Meta, StoryObj } from "@storybook/react-vite";
import { CONTENT_WAIT_MS } from "@broadsheet/kit";
import { contentApi } from "@broadsheet/content-sources-block";
import { blockStoryMeta, type BlockArgs } from "../../../.storybook/block-story";
import { ${component} } from "./${name}";

/** The long read, chosen through the content API source as an editor would. */
const THE_LONG_READ = {
  content: {
    contentService: "content-api",
    contentConfigValues: { website_url: "/politics/2026/11/20/the-long-read/" },
  },
};

/** The real content API source: in Storybook and under jest it reads the fake Arc's corpus. */
const CONTENT_API = { "content-api": contentApi };

const meta = {
  title: "Blocks/${label}",
  ...blockStoryMeta(${component}, { args: THE_LONG_READ }),
  parameters: { host: { content: CONTENT_API } },
} satisfies Meta<BlockArgs<typeof ${component}>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NotChosenInEditor: Story = {
  args: { content: undefined },
  parameters: { host: { isAdmin: true, content: CONTENT_API } },
};

/** A render that starts in the browser, the story still on its way. */
export const Loading: Story = {
  parameters: { host: { content: { "content-api": () => new Promise(() => undefined) } } },
};

/** The source answered nothing: after waiting, editors see a note (readers see nothing). */
export const NothingInEditor: Story = {
  parameters: { host: { isAdmin: true, content: { "content-api": () => null } } },
  play: async ({ canvas }) => {
    await canvas.findByRole("note", undefined, { timeout: CONTENT_WAIT_MS + 1000 });
  },
};
`,
};
