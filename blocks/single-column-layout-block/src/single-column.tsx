import { useAppContext } from "fusion:context";
import { defineBlock, type CustomFieldsOf } from "@broadsheet/kit";
import { Container, PageRegion, pageRegions, RailLayout, Stack } from "@broadsheet/components";

const SECTIONS = ["navigation", "fullWidth", "body", "footer"] as const;

/** One column: navigation, a full-width band, the body, the footer. */
export const SingleColumn = defineBlock({
  name: "single-column",
  kind: "layout",
  label: "Single Column",
  icon: "layout-single-column",
  description: "Navigation, a full-width band, the body in one column, and a footer.",
  sections: SECTIONS,
  render: function SingleColumnView({ children }) {
    const { renderables } = useAppContext();
    // Fusion renders every section, empty or not, so only its page records say which hold blocks.
    const sections = renderables.filter((node) => node.collection === "sections");
    const region = pageRegions(SECTIONS, children, sections);
    return (
      <Container className="b-single-column">
        <Stack className="b-single-column__page">
          <PageRegion as="header" region={region.navigation} className="b-single-column__navigation" />
          {/* The same page body as the rail layouts, without a rail. */}
          <RailLayout
            className="b-single-column__inner"
            classNames={{
              main: "b-single-column__content",
              top: "b-single-column__fullWidth",
              content: "b-single-column__body",
            }}
            top={region.fullWidth.content}
            content={region.body.content}
          />
          <PageRegion as="footer" region={region.footer} className="b-single-column__footer" />
        </Stack>
      </Container>
    );
  },
});

export type SingleColumnFields = CustomFieldsOf<typeof SingleColumn>;
