import { escapeHtml } from "../server/html";
import { BUILDER_API } from "./builder-api";
import { BUILDER_SCRIPT } from "./builder-bundle";

/** The builder's styles: plain, high-contrast, the system's fonts; a tool, not a page of the site. */
const CSS = `
:root{color-scheme:light;--ink:#1b1b1b;--muted:#555;--line:#c9c9c9;--soft:#f4f4f2;--accent:#0b57d0;--bad:#b3261e;--good:#146c2e}
*{box-sizing:border-box}
body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:#fff}
button,input,select,textarea{font:inherit;color:inherit}
button{cursor:pointer;border:1px solid var(--line);background:#fff;border-radius:4px;padding:.25rem .6rem}
button:hover{background:var(--soft)}
button[aria-pressed=true]{background:var(--accent);color:#fff;border-color:var(--accent)}
button.primary{background:var(--accent);color:#fff;border-color:var(--accent)}
button:disabled{opacity:.55;cursor:default}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
input,select,textarea{border:1px solid #767676;border-radius:4px;padding:.3rem .45rem;background:#fff;max-width:100%}
input[aria-invalid=true],select[aria-invalid=true],textarea[aria-invalid=true]{border-color:var(--bad);border-width:2px}
h1{font-size:1.15rem;margin:0}
h2{font-size:1rem;margin:.2rem 0 .5rem}
h3{font-size:.95rem;margin:.6rem 0 .3rem}
.bar{display:flex;gap:.6rem;align-items:center;flex-wrap:wrap;padding:.5rem 1rem;border-bottom:1px solid var(--line);background:var(--soft)}
.bar .spacer{flex:1}
.workspace{display:grid;grid-template-columns:minmax(15rem,19rem) minmax(16rem,21rem) minmax(0,1fr);height:calc(100vh - 3.2rem)}
.workspace>*{overflow:auto;padding:.75rem 1rem;border-right:1px solid var(--line)}
.workspace>:last-child{border-right:0;background:var(--soft)}
.workspace>.structure{display:flex;flex-direction:column;overflow:hidden;padding:0}
.structure>*{overflow:auto;padding:.75rem 1rem}
.structure>.tree{flex:0 1 auto;max-height:55%;border-bottom:2px solid var(--line)}
.structure>.palette{flex:1 1 0}
ul.plain{list-style:none;margin:0;padding:0}
.tree-item{display:flex;align-items:center;gap:.3rem;margin:.15rem 0;padding:.15rem .25rem;border:1px solid transparent;border-radius:4px;background:#fff}
.tree-item[data-selected=true]{border-color:var(--accent);background:#e8f0fe}
.tree-item[data-over=true],.empty[data-over=true]{outline:2px dashed var(--accent);outline-offset:1px}
.tree-item .name{flex:1;text-align:left;border:0;background:none;padding:.15rem .2rem;min-width:0;overflow-wrap:anywhere}
.tree-item .name[aria-pressed=true]{background:none;color:var(--ink);font-weight:600}
.tree-item .handle{cursor:grab;touch-action:none;padding:.15rem .35rem}
.tree-item .tools{display:flex;gap:.15rem}
.tree-item .tools button{padding:.05rem .35rem;font-size:.8rem}
.tree-item .flag{color:var(--bad);font-weight:700}
.children{margin-left:1.1rem;padding-left:.5rem;border-left:2px solid var(--line)}
.section{margin:.5rem 0 .8rem}
.section h3{font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;color:var(--muted)}
.empty{color:var(--muted);font-style:italic;margin:.2rem 0}
.palette li{display:flex;gap:.4rem;align-items:flex-start;padding:.3rem 0;border-bottom:1px solid #eee}
.palette .icon{flex:none;width:1.5rem;height:1.5rem;margin-top:.1rem;color:var(--muted)}
.palette .what{flex:1;min-width:0}
.palette .what p{margin:0;color:var(--muted);font-size:.85rem}
.kind{display:inline-block;white-space:nowrap;font-size:.75rem;border:1px solid var(--line);border-radius:999px;padding:0 .4rem;color:var(--muted)}
.field{margin:.6rem 0;display:flex;flex-direction:column;gap:.2rem}
.field.check{flex-direction:row;flex-wrap:wrap;align-items:center;gap:.2rem .4rem}
.field.check .hint,.field.check .error{flex-basis:100%;padding-left:1.6rem}
.field .hint{color:var(--muted);font-size:.85rem;margin:0}
.field .error,.problems{color:var(--bad);font-size:.9rem;margin:0}
ul.problems{margin:.3rem 0 .6rem}
.required{color:var(--bad)}
fieldset{border:1px solid var(--line);border-radius:6px;margin:.6rem 0;padding:.3rem .7rem .6rem}
legend{font-weight:600;padding:0 .3rem}
.photos{display:grid;grid-template-columns:repeat(auto-fill,minmax(5.5rem,1fr));gap:.3rem;max-height:14rem;overflow:auto}
.photos button{padding:2px;line-height:0}
.photos img{width:100%;height:auto;display:block}
.photos button[aria-pressed=true]{outline:3px solid var(--accent)}
.result{background:var(--soft);border:1px solid var(--line);border-radius:4px;padding:.4rem .6rem;font-size:.9rem;white-space:pre-wrap;overflow-wrap:anywhere}
.preview-bar{background:none;border:0;padding:0 0 .5rem}
.preview>.hint{color:var(--muted);font-size:.85rem;margin:0 0 .4rem}
.note{margin:0 0 .5rem;padding:.3rem .6rem;border-inline-start:4px solid var(--accent);background:#fff;font-size:.9rem}
.frame-wrap{overflow:auto;max-width:100%}
.frame-box{margin:0 auto;overflow:hidden}
iframe{display:block;border:1px solid var(--line);background:#fff;height:calc(100vh - 10rem);width:100%}
iframe.phone{width:390px;margin:0 auto}
.diff{font:13px/1.35 ui-monospace,monospace;white-space:pre-wrap;background:#fff;border:1px solid var(--line);padding:.3rem;margin:.4rem 0}
.diff .add{background:#e6ffec;color:#0a3d1b}
.diff .del{background:#ffebe9;color:#5c0b08}
.status{color:var(--good)}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.list-page{max-width:60rem;margin:0 auto;padding:1rem}
.list-page table{border-collapse:collapse;width:100%}
.list-page td,.list-page th{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #e3e3e3}
`;

/** The builder's one document: its app mounts in #builder, with the API's address. */
export function builderDocument(nonce: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>Page builder — Broadsheet preview</title><style>${CSS}</style></head>` +
    `<body><div id="builder" data-api="${escapeHtml(BUILDER_API)}"><p>Loading the page builder…</p></div>` +
    `<script type="module" src="${escapeHtml(BUILDER_SCRIPT)}" nonce="${escapeHtml(nonce)}"></script>` +
    `</body></html>`
  );
}
