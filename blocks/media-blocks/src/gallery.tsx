import { useFusionContext } from "fusion:context";
import {
  boolean,
  contentConfig,
  defineBlock,
  defineFields,
  useContentState,
  withFeature,
  type CustomFieldsOf,
} from "@broadsheet/kit";
import { GalleryView } from "./gallery-view";
import { MEDIA_FILTER } from "./media-content";
import { readGallery } from "./media-text";

const fields = defineFields({
  galleryContentConfig: contentConfig({
    label: "Gallery",
    description: "The gallery to show, when it is not the page's own",
    schemas: ["ans-item"],
  }),
  inheritGlobalContent: boolean({
    label: "Use the page's gallery",
    description: "Show the gallery the page is about (a gallery page); off to show the one chosen above",
    defaultValue: true,
  }),
  hideTitle: boolean({ label: "Hide image titles", defaultValue: false }),
  hideCaption: boolean({ label: "Hide captions", defaultValue: false }),
  hideCredits: boolean({ label: "Hide credits", defaultValue: false }),
  lazyLoad: boolean({
    label: "Lazy load",
    description: "Load the images of slides after the first only as the reader nears them",
    defaultValue: true,
  }),
});

/**
 * A gallery carousel: slides of captioned photos with previous/next, an 'N of M' counter, autoplay and full
 * screen, and an interstitial ad slot every `galleryCubeClicks` moves. An island hydrated on `interaction`:
 * the server HTML already shows slide 1 with its controls, so nothing needs code until the reader reaches for
 * one (pointer, focus, key or touch); a click that arrives first is replayed once it has hydrated.
 */
export const Gallery = defineBlock({
  name: "gallery",
  kind: "feature",
  label: "Gallery",
  icon: "image",
  description: "A carousel of a gallery's photos, with autoplay and full screen.",
  hydration: "interaction",
  fields,
  render: function GalleryBlock({ customFields }) {
    const { globalContent, isAdmin } = useFusionContext();
    const inherit = customFields.inheritGlobalContent !== false;
    const state = useContentState(
      inherit ? undefined : withFeature(customFields.galleryContentConfig, "gallery"),
      MEDIA_FILTER,
    );
    const gallery = readGallery(inherit ? globalContent : state.status === "ready" ? state.content : null);
    if (!gallery) return null;
    return (
      <GalleryView
        className="b-gallery"
        gallery={gallery}
        // Spec: lazy loading is off in the page builder's editor, where editors need to see every slide.
        lazyLoad={customFields.lazyLoad !== false && !isAdmin}
        hideTitle={customFields.hideTitle}
        hideCaption={customFields.hideCaption}
        hideCredits={customFields.hideCredits}
      />
    );
  },
});

export type GalleryFields = CustomFieldsOf<typeof Gallery>;
