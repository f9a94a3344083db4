import { useEffect, useId, useState } from "react";
import type { PageFileKind, PageList as Files } from "../builder-api";
import { useServices } from "./builder-context";

export interface PageListProps {
  onOpen(kind: PageFileKind, file: string): void;
  onCreate(layout: string): void;
}

/** The preview's pages and templates, and a new page from a layout. */
export function PageList({ onOpen, onCreate }: PageListProps) {
  const { api, catalog } = useServices();
  const [files, setFiles] = useState<Files | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const layouts = catalog.blocks.filter((block) => block.kind === "layout");
  const [layout, setLayout] = useState(layouts[0]?.name ?? "");
  const id = useId();
  useEffect(() => {
    api.pages().then(setFiles, (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)));
  }, [api]);

  return (
    <main className="list-page">
      <h1>Page builder</h1>
      <p>
        Build a page from the blocks Fusion would offer, with the fields, content sources and photos of the preview;
        saving writes the page's file, and the preview serves it at once.
      </p>
      <section aria-labelledby={`${id}-new`}>
        <h2 id={`${id}-new`}>New page</h2>
        <form
          className="bar"
          style={{ border: 0 }}
          onSubmit={(event) => {
            event.preventDefault();
            onCreate(layout);
          }}
        >
          <label htmlFor={`${id}-layout`}>Layout</label>
          <select id={`${id}-layout`} value={layout} onChange={(event) => setLayout(event.target.value)}>
            {layouts.map((option) => (
              <option key={option.name} value={option.name}>
                {option.label}
              </option>
            ))}
          </select>
          <button type="submit" className="primary">
            Create page
          </button>
        </form>
      </section>
      {failure ? <p role="alert">The page list could not be read: {failure}</p> : null}
      {files ? (
        <>
          <FileTable title="Pages" kind="page" rows={files.pages} onOpen={onOpen} />
          <FileTable title="Templates" kind="template" rows={files.templates} onOpen={onOpen} />
        </>
      ) : (
        <p>Reading the pages…</p>
      )}
    </main>
  );
}

function FileTable({
  title,
  kind,
  rows,
  onOpen,
}: {
  title: string;
  kind: PageFileKind;
  rows: Files["pages"];
  onOpen: PageListProps["onOpen"];
}) {
  return (
    <section aria-labelledby={`files-${kind}`}>
      <h2 id={`files-${kind}`}>{title}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Title</th>
            <th scope="col">{kind === "page" ? "Address" : "File"}</th>
            <th scope="col">Layout</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.file}>
              <td>{row.title}</td>
              <td>{kind === "page" ? row.uri : row.file}</td>
              <td>{row.layout}</td>
              <td>
                <button type="button" aria-label={`Open ${row.title}`} onClick={() => onOpen(kind, row.file)}>
                  {kind === "page" ? "Open" : "Open as a new page"}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
