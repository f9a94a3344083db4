import { useEffect } from "react";
import { useFusionContext } from "fusion:context";
import { styled } from "@broadsheet/style";
import { defineBlock, defineFields, text, type CustomFieldsOf } from "@broadsheet/kit";
import { pageTypeOf, pushTaboola, taboolaSettings } from "./taboola";

const GROUP = "Configure Taboola Widget";

const fields = defineFields({
  placement: text({ label: "Placement", description: "The placement name Taboola gave this widget", group: GROUP }),
  mode: text({ label: "Mode", description: "The widget's mode, from Taboola", group: GROUP }),
  container: text({ label: "Container", description: "The id of the element the widget fills", group: GROUP }),
});

const Placeholder = styled.div.withConfig({ componentId: "bs-ad-taboola-admin" })`
  padding: var(--bs-space-md);
  border: 1px dashed var(--bs-color-border);
  color: var(--bs-color-text-muted);
  font-size: var(--bs-font-size-sm);
  text-align: center;
`;

/**
 * Taboola's recommendations widget. Renders nothing unless the site's publisher id (`taboolaPublisherId`) and
 * the placement, mode and container all exist; in the editor, a placeholder. In the browser it queues the
 * placement (target type 'mix', the page type's category) with a flush and loads Taboola's loader once.
 */
export const AdTaboola = defineBlock({
  name: "ad-taboola",
  kind: "feature",
  label: "Taboola",
  icon: "ads-window",
  description: "Taboola's recommendations widget for one placement.",
  // The loader must run in the browser; the widget sits below the story, so it waits until it is near view.
  hydration: "visible",
  fields,
  render: function AdTaboolaView({ customFields }) {
    const { siteProperties, isAdmin, globalContent, requestUri } = useFusionContext();
    const publisherId = siteProperties.taboolaPublisherId;
    const { placement, mode, container } = customFields;
    const settings = taboolaSettings(publisherId, { placement, mode, container });
    const pageType = pageTypeOf(globalContent, requestUri);
    useEffect(() => {
      const widget = taboolaSettings(publisherId, { placement, mode, container });
      if (widget && !isAdmin) pushTaboola(widget, pageType);
    }, [publisherId, placement, mode, container, isAdmin, pageType]);
    if (!settings) return null;
    if (isAdmin)
      return (
        <Placeholder className="b-ad-taboola b-ad-taboola--admin">
          Taboola: {settings.placement} ({settings.mode})
        </Placeholder>
      );
    return <div className="b-ad-taboola" id={settings.container} />;
  },
});

export type AdTaboolaFields = CustomFieldsOf<typeof AdTaboola>;
