import { renderToStaticMarkup } from "react-dom/server";
import { useContent } from "fusion:content";
import { useFusionContext } from "fusion:context";
import { blockManifest, defineBlock, defineFields, text } from "@broadsheet/kit";
import { allNodes, readPage, writePage } from "../src/builder/client/draft-model";
import { historyReducer, startHistory } from "../src/builder/client/history";
import {
  applyInlineEdit,
  featureNodes,
  overrideField,
  readInlineEdit,
  watchPreview,
  type ImagePick,
  type ReadEdit,
} from "../src/builder/client/inline-edit";
import { FeatureMarker } from "../src/host/feature-marker";
import { BlockInstanceProvider, createHostState, LocalHostProvider } from "../src/host/host-context";
import { withLocalEdits } from "../src/host/local-edits";

/** A manual-promo-like block: its own headline and overline fields, a hidden one, and a link that is no text. */
const OwnText = defineBlock({
  name: "own-text",
  kind: "feature",
  label: "Own text",
  fields: defineFields({
    headline: text({ label: "Headline" }),
    overline: text({ label: "Overline", hidden: true }),
  }),
  render: () => null,
});

/** A content-promo-like block: it shows its story's text and has no field of its own for it. */
const StoryText = defineBlock({ name: "story-text", kind: "feature", label: "Story text", render: () => null });

const SAVED = {
  uri: "/x/",
  title: "X",
  layout: "single-column",
  sections: {
    body: [
      { type: "feature", name: "own-text", customFields: { headline: "Old" } },
      { type: "chain", name: "single-chain", children: [{ type: "feature", name: "story-text" }] },
    ],
  },
};

describe("where an edit made in place is written", () => {
  it("maps a content path to the block's own text field, when it has a visible one", () => {
    expect(overrideField(blockManifest(OwnText), "headlines.basic")).toEqual({ key: "headline", label: "Headline" });
    // A hidden field is not the editor's to fill; a block without the field keeps the edit on the feature.
    expect(overrideField(blockManifest(OwnText), "label.basic.text")).toBeUndefined();
    expect(overrideField(blockManifest(StoryText), "headlines.basic")).toBeUndefined();
    expect(overrideField(undefined, "headlines.basic")).toBeUndefined();
  });

  it("writes a field, or the feature's in-place edits, each as one undoable step, and saves them", () => {
    const page = readPage(SAVED);
    const [own, , story] = allNodes(page);
    if (!own || !story) throw new Error("the page has its blocks");
    const toField = applyInlineEdit(
      page,
      own.node,
      blockManifest(OwnText),
      { featureId: "a", path: "headlines.basic", text: "New" },
      "Headline",
    );
    expect(toField).toMatchObject({ kind: "field", field: "headline" });
    if (toField.kind !== "field") throw new Error("a field");
    expect(allNodes(toField.page)[0]?.node.customFields).toEqual({ headline: "New" });

    let history = startHistory(page);
    const local = applyInlineEdit(
      page,
      story.node,
      blockManifest(StoryText),
      { featureId: "b", path: "headlines.basic", text: "Typed" },
      "Headline",
    );
    if (local.kind !== "local") throw new Error("a local edit");
    history = historyReducer(history, { type: "edit", update: () => local.page });
    const written = writePage(history.present, ["body"]) as { sections: { body: { children?: unknown[] }[] } };
    expect(written.sections.body[1]?.children?.[0]).toEqual({
      type: "feature",
      name: "story-text",
      localEdits: { "headlines.basic": "Typed" },
    });
    expect(historyReducer(history, { type: "undo" }).present).toBe(page);

    // Emptied, the text is the story's again, and the file keeps no empty object.
    const cleared = applyInlineEdit(
      local.page,
      allNodes(local.page)[2]?.node ?? story.node,
      undefined,
      { featureId: "b", path: "headlines.basic", text: "" },
      "Headline",
    );
    if (cleared.kind !== "local") throw new Error("a local edit");
    expect(cleared.cleared).toBe(true);
    expect(JSON.stringify(writePage(cleared.page, ["body"]))).toBe(JSON.stringify(SAVED));
    expect(
      applyInlineEdit(page, allNodes(page)[1]!.node, undefined, { featureId: "c", path: "x", text: "y" }, "X"),
    ).toMatchObject({ kind: "refused" });
  });

  it("finds the builder's block of each feature the server placed", () => {
    const page = readPage(SAVED);
    const keys = allNodes(page).map(({ node }) => node.key);
    expect(
      featureNodes(page, {
        "body-0-0": "page.sections.body[0]",
        "body-0-1-0": "page.sections.body[1].children[0]",
        gone: "page.sections.body[9]",
      }),
    ).toEqual({ "body-0-0": keys[0], "body-0-1-0": keys[2] });
  });
});

/** An admin render's markup as the frame has it: features marked, editable texts and an image. */
function frameDocument(): Document {
  document.body.innerHTML = `
    <bs-feature data-feature-id="promo-1" style="display:contents">
      <h2 contenteditable="true" data-content-path="headlines.basic"><a href="/story/">Old <i>headline</i></a></h2>
      <a href="/story/"><img alt="" data-searchable-field="imageOverrideURL imageOverrideId"></a>
    </bs-feature>
    <bs-feature data-feature-id="list-1" style="display:contents">
      <p contenteditable="true" data-content-path="headlines.basic">One</p>
      <p contenteditable="true" data-content-path="headlines.basic">Two</p>
    </bs-feature>
    <p contenteditable="true" data-content-path="headlines.basic" id="loose">Loose</p>`;
  return document;
}

describe("reading what an editor did in the frame", () => {
  it("reads the text only, never markup, and refuses texts it cannot place", () => {
    const doc = frameDocument();
    const heading = doc.querySelector("h2")!;
    heading.innerHTML = "<b>New</b>\n  headline <img src=x onerror=alert(1)>";
    expect(readInlineEdit(heading)).toEqual({
      ok: true,
      edit: { featureId: "promo-1", path: "headlines.basic", text: "New headline" },
    });
    expect(readInlineEdit(doc.querySelector("[data-feature-id=list-1] p")!)).toMatchObject({ ok: false });
    expect(readInlineEdit(doc.getElementById("loose")!)).toMatchObject({ ok: false });
    expect(readInlineEdit(doc.body)).toBeUndefined();
  });

  it("reports an edit once on blur or Enter, nothing when unchanged, and puts the text back on Escape", () => {
    const doc = frameDocument();
    const edits: ReadEdit[] = [];
    const images: ImagePick[] = [];
    const stop = watchPreview(doc, { onEdit: (edit) => edits.push(edit), onImage: (pick) => images.push(pick) });
    const heading = doc.querySelector("h2")!;

    heading.focus();
    heading.blur();
    expect(edits).toEqual([]);

    heading.focus();
    heading.textContent = "Typed over";
    const enter = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    heading.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(edits).toEqual([{ ok: true, edit: { featureId: "promo-1", path: "headlines.basic", text: "Typed over" } }]);

    heading.focus();
    heading.textContent = "Never kept";
    heading.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(heading.textContent).toBe("Typed over");
    expect(edits).toHaveLength(1);

    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    doc.querySelector("img")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(images).toEqual([{ featureId: "promo-1", fields: ["imageOverrideURL", "imageOverrideId"] }]);

    stop();
    heading.focus();
    heading.textContent = "After stop";
    heading.blur();
    expect(edits).toHaveLength(1);
  });
});

describe("in-place edits on the rendered page", () => {
  it("lays edits over a copy of the content, leaving the original and what is no object alone", () => {
    const story = { headlines: { basic: "Story" }, description: { basic: "Text" } };
    const edited = withLocalEdits(story, {
      "headlines.basic": "Typed",
      "label.basic.text": "Over",
      "a.__proto__.b": "x",
    });
    expect(edited).toEqual({
      headlines: { basic: "Typed" },
      description: { basic: "Text" },
      label: { basic: { text: "Over" } },
    });
    expect(story.headlines.basic).toBe("Story");
    expect(edited.description).toBe(story.description);
    expect(({} as Record<string, unknown>).b).toBeUndefined();
    expect(withLocalEdits(story, undefined)).toBe(story);
    expect(withLocalEdits(null, { "headlines.basic": "x" })).toBeNull();
    expect(withLocalEdits([story], { "headlines.basic": "x" })).toEqual([story]);
  });

  function Reads() {
    const { globalContent } = useFusionContext<{ headlines: { basic: string } }>();
    const item = useContent<{ headlines: { basic: string } }>({ source: "story", query: {} });
    return (
      <p>
        {globalContent?.headlines.basic} / {item?.headlines.basic ?? "none"}
      </p>
    );
  }

  it("gives a feature its edits and marks it in admin mode only", () => {
    const markup = (isAdmin: boolean, localEdits?: Record<string, string>) =>
      renderToStaticMarkup(
        <LocalHostProvider state={createHostState({ isAdmin, globalContent: { headlines: { basic: "Story" } } })}>
          <BlockInstanceProvider instance={{ id: "f-1", ...(localEdits ? { localEdits } : {}) }}>
            <FeatureMarker id="f-1">
              <Reads />
            </FeatureMarker>
          </BlockInstanceProvider>
          <Reads />
        </LocalHostProvider>,
      );
    const admin = markup(true, { "headlines.basic": "Typed" });
    expect(admin).toContain(
      '<bs-feature style="display:contents" data-feature-id="f-1"><p>Typed / none</p></bs-feature>',
    );
    // Another feature of the same page reads the story's own text.
    expect(admin).toContain("<p>Story / none</p>");
    expect(markup(false)).not.toContain("data-feature-id");
  });
});
