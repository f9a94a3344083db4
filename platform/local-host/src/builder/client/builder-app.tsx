import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import type { DraftProblem, OpenedFile, PageFileKind } from "../builder-api";
import type { BuilderApi } from "./api";
import { BlockForm } from "./block-form";
import { blockLabel, ServicesContext, servicesFor, type BuilderServices } from "./builder-context";
import {
  addNode,
  allNodes,
  createNode,
  duplicateNode,
  findNode,
  moveNodeTo,
  newPage,
  readPage,
  removeNode,
  setNodeFields,
  setNodeLocalEdits,
  setPageField,
  withLayout,
  writePage,
  type Container,
  type EditorPage,
} from "./draft-model";
import { editLabel } from "../../host/edit-labels";
import { fieldSpecs } from "./field-schema";
import { applyInlineEdit, featureNodes, type ImagePick, type ReadEdit } from "./inline-edit";
import { historyReducer, startHistory, type History, type HistoryAction } from "./history";
import { PageList } from "./page-list";
import { PageSettings } from "./page-settings";
import { PageTree } from "./page-tree";
import { Palette, type AddTarget } from "./palette";
import { PreviewFrame, type PreviewWidth } from "./preview-frame";
import { SaveReview, type SaveState } from "./save-review";
import { TemplateSave } from "./template-save";

/** How long the builder waits after an edit before checking it and refreshing the preview. */
const SETTLE_MS = 250;

type Screen = { kind: "list" } | { kind: "edit"; file?: string };

function containerValue(container: Container): string {
  return container.kind === "section" ? `section:${container.section}` : `chain:${container.key}`;
}

function parseContainer(value: string): Container | undefined {
  const [kind, rest] = [value.slice(0, value.indexOf(":")), value.slice(value.indexOf(":") + 1)];
  if (kind === "section") return { kind: "section", section: rest };
  if (kind === "chain") return { kind: "chain", key: rest };
  return undefined;
}

/** Whether a problem at `problem` is about the block at `path` itself (not one of its children). */
function isAbout(problem: DraftProblem, path: string): boolean {
  return problem.path === path || (problem.path.startsWith(`${path}.`) && !problem.path.startsWith(`${path}.children`));
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

function Editor({
  services,
  initial,
  file: openedFile,
  onLeave,
}: {
  services: BuilderServices;
  initial: EditorPage;
  file?: string;
  onLeave(): void;
}) {
  const { api, manifest, announce } = services;
  const [history, dispatch] = useReducer(
    historyReducer as (state: History<EditorPage>, action: HistoryAction<EditorPage>) => History<EditorPage>,
    initial,
    startHistory,
  );
  const page = history.present;
  const [file, setFile] = useState(openedFile);
  const [selected, setSelected] = useState<string | undefined>();
  const [target, setTarget] = useState<string>("");
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const [preview, setPreview] = useState<{
    url?: string;
    problem?: string;
    nodes?: Record<string, string>;
    /** The definition the frame's address draws. */
    of?: unknown;
  }>({});
  const [note, setNote] = useState("");
  // The field an image click in the frame asked for, focused once the block's form is drawn.
  const focusField = useRef<string | undefined>(undefined);
  const [width, setWidth] = useState<PreviewWidth>("desktop");
  const [save, setSave] = useState<SaveState>({ step: "idle" });
  const [templating, setTemplating] = useState(false);
  const asked = useRef(0);

  const layout = typeof page.fields.layout === "string" ? page.fields.layout : "";
  const sections = manifest("layout", layout)?.sections ?? Object.keys(page.sections);
  const definition = useMemo(() => writePage(page, sections), [page, sections]);
  const arcSite = typeof page.fields.arcSite === "string" ? page.fields.arcSite : undefined;
  const nodes = allNodes(page);

  // Every edit is checked by the server and shown in the frame, the latest edit winning over slower answers.
  useEffect(() => {
    const ask = ++asked.current;
    const drawing = page;
    const timer = setTimeout(() => {
      void Promise.all([api.check(definition), api.preview(definition)]).then(
        ([check, drawn]) => {
          if (ask !== asked.current) return;
          setProblems(check.problems);
          // The frame's features are those of the page it drew, whatever was edited since.
          if ("url" in drawn) {
            setPreview({ url: drawn.url, nodes: featureNodes(drawing, drawn.features), of: definition });
          } else
            setPreview((shown) => ({ ...shown, problem: "The page cannot be loaded as it is; see its problems." }));
        },
        (error: unknown) => {
          if (ask === asked.current) setPreview({ problem: error instanceof Error ? error.message : String(error) });
        },
      );
    }, SETTLE_MS);
    return () => clearTimeout(timer);
  }, [api, definition, page]);

  const edit = useCallback(
    (update: (state: EditorPage) => EditorPage, group?: string) => {
      setSave((state) => (state.step === "saved" || state.step === "refused" ? { step: "idle" } : state));
      dispatch({ type: "edit", update, ...(group !== undefined ? { group } : {}) });
    },
    [dispatch],
  );

  const undo = useCallback(() => {
    if (!history.past.length) return;
    dispatch({ type: "undo" });
    announce("Undone.");
  }, [history.past.length, announce]);
  const redo = useCallback(() => {
    if (!history.future.length) return;
    dispatch({ type: "redo" });
    announce("Redone.");
  }, [history.future.length, announce]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) undo();
      else if (key === "y" || (key === "z" && event.shiftKey)) redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [undo, redo]);

  useEffect(() => {
    if (!focusField.current) return;
    document.getElementById(focusField.current)?.focus();
    focusField.current = undefined;
  });

  const inFrame = (featureId: string) => {
    const key = preview.nodes?.[featureId];
    return key ? findNode(page, key) : undefined;
  };

  const onInlineEdit = (read: ReadEdit) => {
    if (!read.ok) return setNote(read.reason);
    const found = inFrame(read.edit.featureId);
    if (!found) return setNote("That block is no longer on the page; the edit was not kept.");
    const block = blockLabel(services, found.node.type, found.node.name);
    const what = editLabel(read.edit.path);
    const outcome = applyInlineEdit(page, found.node, manifest(found.node.type, found.node.name), read.edit, what);
    if (outcome.kind === "refused") return setNote(outcome.reason);
    // One undoable step per edit made in place, whatever it changed.
    edit(() => outcome.page);
    setSelected(found.node.key);
    const said =
      outcome.kind === "field"
        ? `${block}: ${outcome.label} set in place; it is the block's ${outcome.label} field.`
        : outcome.cleared
          ? `${block}: ${what} is the story's again.`
          : `${block}: ${what} changed in place, on this page only; the story keeps its own.`;
    setNote(said);
    announce(said);
  };

  const onImagePick = (pick: ImagePick) => {
    const found = inFrame(pick.featureId);
    if (!found) return;
    setSelected(found.node.key);
    const blockManifest = manifest(found.node.type, found.node.name);
    const specs = blockManifest ? fieldSpecs(blockManifest) : [];
    const field = pick.fields.find((key) => specs.some((spec) => spec.key === key));
    if (field) focusField.current = `field-${found.node.key}-${field}`;
    setNote(`${blockLabel(services, found.node.type, found.node.name)}: choose its image in the form.`);
  };

  // A selection or target that an undo took away falls back to the page.
  const selectedNode = selected ? findNode(page, selected) : undefined;
  const targets: AddTarget[] = [
    ...sections.map((section) => ({ value: `section:${section}`, label: `Section ${section}` })),
    ...nodes
      .filter(({ node }) => node.type === "chain")
      .map(({ node, container }) => ({
        value: `chain:${node.key}`,
        label: `${blockLabel(services, "chain", node.name)} in ${container.kind === "section" ? container.section : "a chain"}`,
      })),
  ];
  const chosenTarget = targets.some((option) => option.value === target) ? target : (targets[0]?.value ?? "");

  const select = (key: string | undefined) => {
    setSelected(key);
    const found = key ? findNode(page, key) : undefined;
    if (found) setTarget(found.node.type === "chain" ? `chain:${found.node.key}` : containerValue(found.container));
  };

  const add = (type: "feature" | "chain", name: string) => {
    const container = parseContainer(chosenTarget);
    if (!container) return;
    const node = createNode(type, name);
    edit((state) => addNode(state, container, node));
    setSelected(node.key);
    // A new chain is where the next blocks go, as an editor filling it expects.
    if (type === "chain") setTarget(`chain:${node.key}`);
    const where = targets.find((option) => option.value === chosenTarget)?.label ?? "the page";
    announce(`Added ${blockLabel(services, type, name)} to ${where}.`);
  };

  const nodeProblems = selectedNode ? problems.filter((problem) => isAbout(problem, selectedNode.path)) : [];
  const faulty = new Set(
    nodes.filter(({ path }) => problems.some((problem) => isAbout(problem, path))).map(({ node }) => node.key),
  );
  const pageProblems = problems.filter(
    (problem) =>
      !problem.path.startsWith("page.sections.") ||
      (problem.field === undefined && !nodes.some(({ path }) => isAbout(problem, path))),
  );

  const review = async (dryRun: boolean) => {
    const answer = await api.save({ ...(file ? { file } : {}), definition, dryRun });
    if (!answer.ok) {
      setSave({ step: "refused", problems: answer.problems });
      announce("Not saved: the page has problems.");
      return;
    }
    if (dryRun) {
      setSave({ step: "reviewing", file: answer.file, created: answer.created, diff: answer.diff });
      return;
    }
    setFile(answer.file);
    setSave({ step: "saved", file: answer.file, uri: answer.uri });
    announce(`Saved ${answer.file}.`);
  };

  const title = typeof page.fields.title === "string" && page.fields.title ? page.fields.title : "Untitled page";
  return (
    <>
      <header className="bar">
        <h1>Page builder</h1>
        <span aria-label="Editing">
          {title}
          {file ? ` (${file})` : " (new page)"}
        </span>
        <span className="spacer" />
        <button type="button" onClick={onLeave}>
          All pages
        </button>
        <button type="button" onClick={undo} disabled={!history.past.length}>
          Undo
        </button>
        <button type="button" onClick={redo} disabled={!history.future.length}>
          Redo
        </button>
        <button type="button" aria-pressed={templating} onClick={() => setTemplating((open) => !open)}>
          Save as template
        </button>
        <button type="button" className="primary" onClick={() => void review(true)}>
          Review and save
        </button>
      </header>
      <main className="workspace">
        <div className="structure">
          <section aria-labelledby="tree-heading" className="tree">
            <h2 id="tree-heading">Page structure</h2>
            <button
              id="tree-page-button"
              type="button"
              aria-pressed={!selectedNode}
              onClick={() => setSelected(undefined)}
            >
              Page settings
            </button>
            <PageTree
              page={page}
              sections={sections}
              selected={selectedNode?.node.key}
              faulty={faulty}
              onSelect={select}
              onMove={(key, container, to) => edit((state) => moveNodeTo(state, key, container, to))}
              onDuplicate={(key) => {
                const found = findNode(page, key);
                let copy: string | undefined;
                edit((state) => {
                  const result = duplicateNode(state, key);
                  copy = result.copy;
                  return result.page;
                });
                if (copy) setSelected(copy);
                if (found) announce(`Duplicated ${blockLabel(services, found.node.type, found.node.name)}.`);
              }}
              onRemove={(key) => {
                const found = findNode(page, key);
                edit((state) => removeNode(state, key));
                if (selected === key) setSelected(undefined);
                document.getElementById("tree-page-button")?.focus();
                if (found) announce(`Removed ${blockLabel(services, found.node.type, found.node.name)}.`);
              }}
            />
          </section>
          <Palette targets={targets} target={chosenTarget} onTarget={setTarget} onAdd={add} />
        </div>
        <div>
          {templating ? (
            <TemplateSave
              onSave={(name) => api.saveTemplate({ name, definition })}
              onClose={() => setTemplating(false)}
            />
          ) : null}
          <SaveReview
            state={save}
            blockAt={(path) => {
              const found = nodes.find((candidate) => candidate.path === path);
              return found ? blockLabel(services, found.node.type, found.node.name) : undefined;
            }}
            onSave={() => void review(false)}
            onClose={() => setSave({ step: "idle" })}
          />
          {selectedNode ? (
            <BlockForm
              key={selectedNode.node.key}
              node={selectedNode.node}
              problems={nodeProblems}
              arcSite={arcSite}
              onChange={(customFields, group) =>
                edit((state) => setNodeFields(state, selectedNode.node.key, customFields), group)
              }
              onLocalEdits={(localEdits, group) =>
                edit((state) => setNodeLocalEdits(state, selectedNode.node.key, localEdits), group)
              }
            />
          ) : (
            <PageSettings
              page={page}
              problems={pageProblems}
              onField={(name, value, group) => edit((state) => setPageField(state, name, value), group)}
              onLayout={(next) => edit((state) => withLayout(state, next, manifest("layout", next)?.sections ?? []))}
            />
          )}
        </div>
        <PreviewFrame
          url={preview.url}
          width={width}
          onWidth={setWidth}
          problem={preview.problem}
          stale={preview.of !== definition}
          note={note}
          onEdit={onInlineEdit}
          onImage={onImagePick}
        />
      </main>
    </>
  );
}

/** The builder: the page list, or one page being edited. */
export function BuilderApp({ api }: { api: BuilderApi }) {
  const [services, setServices] = useState<BuilderServices | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [screen, setScreen] = useState<Screen>({ kind: "list" });
  const [opened, setOpened] = useState<{ page: EditorPage; file?: string; id: number } | undefined>();
  const [message, setMessage] = useState("");
  const counter = useRef(0);

  useEffect(() => {
    api.catalog().then(
      (catalog) => setServices(servicesFor(api, catalog, (text) => setMessage(text))),
      (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
    );
  }, [api]);

  if (failure)
    return (
      <main>
        <h1>Page builder</h1>
        <p role="alert">The builder could not start: {failure}</p>
      </main>
    );
  if (!services)
    return (
      <main>
        <h1>Page builder</h1>
        <p>Loading the blocks…</p>
      </main>
    );

  const edit = (page: EditorPage, file?: string) => {
    counter.current += 1;
    setOpened({ page, file, id: counter.current });
    setScreen({ kind: "edit", ...(file ? { file } : {}) });
  };
  const open = async (kind: PageFileKind, file: string) => {
    const opened: OpenedFile = await services.api.open(kind, file);
    if (kind === "page") return edit(readPage(opened.definition), file);
    // A template has no address of its own: it becomes a new page, saved under the address given to it.
    let page = readPage(opened.definition);
    page = setPageField(page, "uri", "/new-page/");
    if (!page.fields.title) page = setPageField(page, "title", `New page from ${file.replace(/\.json$/, "")}`);
    edit(page);
  };

  return (
    <ServicesContext.Provider value={services}>
      {screen.kind === "list" || !opened ? (
        <PageList
          onOpen={(kind, file) => void open(kind, file)}
          onCreate={(layout) => edit(newPage(layout, services.manifest("layout", layout)?.sections ?? []))}
        />
      ) : (
        <Editor
          key={opened.id}
          services={services}
          initial={opened.page}
          file={opened.file}
          onLeave={() => setScreen({ kind: "list" })}
        />
      )}
      <footer className="visually-hidden">
        <p role="status">{message}</p>
      </footer>
    </ServicesContext.Provider>
  );
}
