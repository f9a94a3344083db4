/** @jest-environment node */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadPageFiles, PageFilesError, parsePageFiles } from "../src/server/page-files";
import { createPreview } from "../src/server/preview-server";

const page = (uri: string, title = "A page") =>
  JSON.stringify({ uri, title, layout: "test-layout", sections: { main: [{ type: "feature", name: "x" }] } });

function problems(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PageFilesError);
    return (error as PageFilesError).problems.map((problem) => problem.message);
  }
  throw new Error("expected a PageFilesError");
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "page-files-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("parsePageFiles", () => {
  it("returns the pages in file name order", () => {
    const pages = parsePageFiles([
      { name: "b.json", text: page("/b/") },
      { name: "a.json", text: page("/") },
    ]);
    expect(pages.map((p) => p.uri)).toEqual(["/", "/b/"]);
  });

  it("reads a file that starts with a byte order mark", () => {
    expect(parsePageFiles([{ name: "a.json", text: `\uFEFF${page("/")}` }])).toHaveLength(1);
  });

  it("names every broken file and its field at once", () => {
    expect(
      problems(() =>
        parsePageFiles([
          { name: "good.json", text: page("/") },
          { name: "syntax.json", text: "{ uri: '/' }" },
          {
            name: "fields.json",
            text: JSON.stringify({ uri: "/f/", title: "F", layout: "l", sections: { main: [5] } }),
          },
        ]),
      ),
    ).toEqual([
      "fields.json.sections.main[0] must be an object",
      expect.stringMatching(/^syntax\.json is not valid JSON \(.+\)$/),
    ]);
  });

  it("refuses two files answering one path, trailing slash or not", () => {
    expect(
      problems(() =>
        parsePageFiles([
          { name: "a.json", text: page("/politics/") },
          { name: "b.json", text: page("/politics") },
        ]),
      ),
    ).toEqual(["b.json.uri answers the same path as a.json.uri"]);
  });
});

describe("loadPageFiles", () => {
  it("reads the folder's .json files only", () => {
    writeFileSync(join(dir, "home.json"), page("/"));
    writeFileSync(join(dir, "notes.txt"), "not a page");
    expect(loadPageFiles(dir).map((p) => p.uri)).toEqual(["/"]);
  });

  it("names a file it cannot read along with the broken ones", () => {
    mkdirSync(join(dir, "folder.json"));
    writeFileSync(join(dir, "home.json"), "[]");
    expect(problems(() => loadPageFiles(dir))).toEqual([
      expect.stringMatching(/^folder\.json could not be read \(.*EISDIR/),
      "home.json must be an object",
    ]);
  });
});

describe("createPreview with a broken page file", () => {
  it("refuses to start, naming the file and the field, when one file among good ones is broken", async () => {
    const fixtures = join(__dirname, "fixtures/pages");
    for (const name of readdirSync(fixtures)) copyFileSync(join(fixtures, name), join(dir, name));
    writeFileSync(
      join(dir, "broken.json"),
      JSON.stringify({
        uri: "/broken/",
        title: "Broken",
        layout: "test-layout",
        sections: { main: [{ type: "feature", name: "test-site-name", customFields: "big" }] },
      }),
    );
    const started = createPreview({ pagesDir: dir });
    await expect(started).rejects.toBeInstanceOf(PageFilesError);
    await expect(started).rejects.toThrow(
      `Broken page files in ${dir}:\n  broken.json.sections.main[0].customFields must be an object`,
    );
  });
});
