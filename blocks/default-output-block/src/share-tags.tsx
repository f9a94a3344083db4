import type { PageType } from "@broadsheet/kit";
import type { ShareImage } from "./share-image";
import type { ShareText } from "./share-text";

export interface ShareTagsProps {
  pageType: PageType | undefined;
  text: ShareText;
  canonical: string | undefined;
  image: ShareImage | undefined;
  siteName: string | undefined;
  twitterUsername: string | undefined;
}

const OG_TYPES: Partial<Record<PageType, string>> = { article: "article", gallery: "article", video: "video.other" };

/** Open Graph and Twitter card tags; each one only when it has a value, so no tag is ever empty. */
export function ShareTags({ pageType, text, canonical, image, siteName, twitterUsername }: ShareTagsProps) {
  const og: [string, string | number | undefined][] = [
    ["og:title", text.title],
    ["og:description", text.description],
    ["og:type", (pageType && OG_TYPES[pageType]) ?? "website"],
    ["og:url", canonical],
    ["og:site_name", siteName],
    ["og:image", image?.url],
    ["og:image:width", image?.width],
    ["og:image:height", image?.height],
  ];
  const twitter: [string, string | undefined][] = [
    ["twitter:card", "summary_large_image"],
    ["twitter:site", twitterUsername && `@${twitterUsername.replace(/^@/, "")}`],
    ["twitter:title", text.title],
    ["twitter:description", text.description],
    ["twitter:image", image?.url],
  ];
  return (
    <>
      {og.map(([property, content]) =>
        content === undefined ? null : <meta key={property} property={property} content={String(content)} />,
      )}
      {twitter.map(([name, content]) => (content ? <meta key={name} name={name} content={content} /> : null))}
    </>
  );
}
