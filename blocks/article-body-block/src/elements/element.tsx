import { CorrectionElement } from "./correction";
import { GalleryElement } from "./gallery";
import { HeaderElement } from "./header";
import { ImageElement } from "./image";
import { ListElement } from "./list";
import { OembedElement } from "./oembed";
import { QuoteElement } from "./quote";
import { CopyrightElement, DividerElement, InterstitialLinkElement, RawHtmlElement } from "./simple";
import { TableElement } from "./table";
import { VideoElement } from "./video";

/** One body element other than a paragraph (paragraphs are counted for the dateline and ads). Unknown types render nothing. */
export function BodyElement({ element }: { element: Record<string, unknown> }) {
  switch (element.type) {
    case "copyright":
      return <CopyrightElement content={element.content} />;
    case "divider":
      return <DividerElement />;
    case "header":
      return <HeaderElement content={element.content} level={element.level} />;
    case "image":
      return <ImageElement element={element} />;
    case "interstitial_link":
      return <InterstitialLinkElement url={element.url} content={element.content} />;
    case "raw_html":
      return <RawHtmlElement content={element.content} />;
    case "list":
      return <ListElement element={element} />;
    case "correction":
      return <CorrectionElement correctionType={element.correction_type} text={element.text} />;
    case "oembed_response":
      return <OembedElement element={element} />;
    case "table":
      return <TableElement element={element} />;
    case "quote":
      return <QuoteElement element={element} />;
    case "video":
      return <VideoElement element={element} />;
    case "gallery":
      return <GalleryElement element={element} />;
    default:
      return null;
  }
}
