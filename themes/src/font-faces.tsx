import { fontFaceStylesheet, fontUrl, PRELOAD_FONT_FILES, type FontUrl } from "./fonts";

export interface FontFacesProps {
  /** Where the font files are served: a base URL ending in "/", or a function of a file's name. */
  base: FontUrl;
}

/**
 * The web fonts for the head: a preload of the body text's regular Latin face (the one every story needs first;
 * `crossorigin` because fonts are always fetched in CORS mode, or the preload would be fetched twice), then the
 * @font-face rules.
 */
export function FontFaces({ base }: FontFacesProps) {
  return (
    <>
      {PRELOAD_FONT_FILES.map((file) => (
        <link key={file} rel="preload" as="font" type="font/woff2" href={fontUrl(base, file)} crossOrigin="" />
      ))}
      <style data-bs-fonts="">{fontFaceStylesheet(base)}</style>
    </>
  );
}
