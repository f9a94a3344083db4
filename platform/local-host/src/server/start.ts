/** `npm start`: the preview site on PORT (default 3000). */
import { installDemoHost } from "../node/install-demo-host";
import { createPreview, listen } from "./preview-server";

async function main(): Promise<void> {
  installDemoHost();

  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "127.0.0.1";
  // Content answers are kept for their sources' ttl, as Fusion keeps them, so a page pays for its content calls
  // once per ttl rather than on every request.
  const preview = await createPreview({ contentCache: true });
  await listen(preview, port, host);
  console.log(`Broadsheet preview on http://${host === "0.0.0.0" ? "localhost" : host}:${port}/`);
  // Page paths and titles are data, kept out of the format string.
  for (const page of preview.pages) console.log("  %s  %s", page.uri, page.title);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
