import type { OutputTypeParts } from "@broadsheet/kit";
import { ThemeStyles } from "@broadsheet/themes";
import { translate } from "../host/phrase-registry";
import { getSiteProperties } from "../host/site-registry";

/** The skip link stays out of sight until a keyboard user reaches it. */
const SKIP_LINK_CSS =
  ".bs-skip-link{position:absolute;inset-inline-start:-100vw}" +
  ".bs-skip-link:focus{inset-inline-start:1rem;top:1rem;z-index:1000;padding:.5rem 1rem;background:#fff;color:#00437a}";

/**
 * The document the local host writes when no output type named `default` is installed (tests of the page
 * renderer, a repo without the output-type package): language, title, styles, skip link, page and scripts.
 */
export function MinimalOutputType({ arcSite, metaValue, MetaTags, Styles, Libs, Fusion, children }: OutputTypeParts) {
  const properties = getSiteProperties(arcSite);
  const lang = properties.locale || "en";
  return (
    <html lang={lang} dir={properties.textDirection === "rtl" ? "rtl" : "ltr"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="data:," />
        <title>{metaValue("title")}</title>
        <MetaTags />
        <ThemeStyles />
        <Styles />
        <style dangerouslySetInnerHTML={{ __html: SKIP_LINK_CSS }} />
        <Libs />
      </head>
      <body>
        <a className="bs-skip-link" href="#main">
          {translate(lang, "global.skip-to-main")}
        </a>
        <div id="fusion-app">{children}</div>
        <Fusion />
      </body>
    </html>
  );
}
