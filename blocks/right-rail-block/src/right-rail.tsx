import { useAppContext } from "fusion:context";
import { defineBlock, type CustomFieldsOf } from "@broadsheet/kit";
import { Container, PageRegion, pageRegions, RailLayout, Stack } from "@broadsheet/components";

const SECTIONS = ["navigation", "fullwidth1", "main", "rightrail", "fullwidth2", "footer"] as const;

/** A page with a rail: navigation, a full-width band, the main column with the rail beside it, another band, the footer. */
export const RightRail = defineBlock({
  name: "right-rail",
  kind: "layout",
  label: "Right Rail",
  icon: "layout-right-rail",
  description: "Navigation, full-width bands above and below, the main column with a rail beside it, and a footer.",
  sections: SECTIONS,
  render: function RightRailView({ children }) {
    const { renderables } = useAppContext();
    // Fusion renders every section, empty or not, so only its page records say which hold blocks.
    const sections = renderables.filter((node) => node.collection === "sections");
    const region = pageRegions(SECTIONS, children, sections);
    return (
      <Container className="b-right-rail">
        <Stack className="b-right-rail__page">
          <PageRegion as="header" region={region.navigation} className="b-right-rail__navigation" />
          <RailLayout
            className="b-right-rail__inner"
            classNames={{
              main: "b-right-rail__content",
              top: "b-right-rail__fullwidth1",
              content: "b-right-rail__main",
              rail: "b-right-rail__rightrail",
              bottom: "b-right-rail__fullwidth2",
            }}
            top={region.fullwidth1.content}
            content={region.main.content}
            rail={region.rightrail.content}
            bottom={region.fullwidth2.content}
          />
          <PageRegion as="footer" region={region.footer} className="b-right-rail__footer" />
        </Stack>
      </Container>
    );
  },
});

export type RightRailFields = CustomFieldsOf<typeof RightRail>;
