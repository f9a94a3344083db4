import getProperties from "fusion:properties";
import { defineBlock, isPageType, usePhrases } from "@broadsheet/kit";
import { FontFaces, ThemeStyles } from "@broadsheet/themes";
import { canonicalUrl } from "./canonical-url";
import { text } from "./read-content";
import { useShareImage } from "./share-image";
import { ShareTags } from "./share-tags";
import { shareText } from "./share-text";

/** The skip link stays out of sight until a keyboard user reaches it. */
const SKIP_LINK_CSS =
  ".bs-skip-link{position:absolute;inset-inline-start:-100vw}" +
  ".bs-skip-link:focus{inset-inline-start:1rem;top:1rem;z-index:1000;padding:.5rem 1rem;background:#fff;color:#00437a}";

/**
 * The whole document around a page, as Fusion's `default` output type: language and direction from the
 * site, title, description, keywords, canonical link, Open Graph and Twitter card from the global content
 * and the page's metadata (its `page-type` chooses how), the collected styles, a skip link to `#main`, the
 * page, then the hydration state and scripts. The theme's tokens are written here, since Fusion's parts have none. Every value from content goes through React, which escapes it.
 */
export const DefaultOutput = defineBlock({
  name: "default",
  kind: "output-type",
  label: "Default document",
  description: "The HTML document every page is written in: head, sharing metadata, styles and scripts.",
  contentSources: ["signing-service"],
  render: function DefaultOutputView({
    arcSite,
    globalContent,
    requestUri,
    contextPath,
    deployment,
    metaValue,
    Styles,
    Libs,
    Fusion,
    children,
  }) {
    const properties = getProperties(arcSite);
    const phrases = usePhrases();
    const pageTypeValue = metaValue("page-type");
    const pageType = isPageType(pageTypeValue) ? pageTypeValue : undefined;
    const own = shareText(pageType, globalContent, metaValue);
    // Every page says what it is to a search engine: the site's own description where the page has none.
    const words = { ...own, description: own.description ?? text(properties.websiteDescription) };
    const siteName = text(properties.websiteName);
    const title = words.title ?? siteName;
    const canonical = canonicalUrl({ pageType, globalContent, requestUri, websiteDomain: properties.websiteDomain });
    const image = useShareImage(globalContent, properties);
    return (
      <html lang={text(properties.locale) ?? "en"} dir={properties.textDirection === "rtl" ? "rtl" : "ltr"}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          {title ? <title>{title}</title> : null}
          {words.description ? <meta name="description" content={words.description} /> : null}
          {words.keywords ? <meta name="keywords" content={words.keywords} /> : null}
          {canonical ? <link rel="canonical" href={canonical} /> : null}
          <ShareTags
            pageType={pageType}
            text={{ ...words, title }}
            canonical={canonical}
            image={image}
            siteName={siteName}
            twitterUsername={text(properties.twitterUsername)}
          />
          {/* The web fonts, from the bundle's resources/fonts/ (copied there from @broadsheet/themes' dist/fonts),
              where Fusion serves them; deployment() adds the cache-busting parameter of each deploy. */}
          <FontFaces base={(file) => deployment(`${contextPath}/resources/fonts/${file}`)} />
          {/* The tokens every block styles itself with: Fusion's CssLinks (what Styles is there) has no theme. */}
          <ThemeStyles />
          <Styles />
          {/* A constant of this file, never content. */}
          <style dangerouslySetInnerHTML={{ __html: SKIP_LINK_CSS }} />
          <Libs />
        </head>
        <body>
          <a className="bs-skip-link" href="#main">
            {phrases.t("global.skip-to-main")}
          </a>
          <div id="fusion-app">{children}</div>
          <Fusion />
        </body>
      </html>
    );
  },
});
