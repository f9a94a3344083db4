import { defineBlock, type CustomFieldsOf } from "@broadsheet/kit";
import { Container, PageRegion, RailLayout, Stack } from "@broadsheet/components";

const SECTIONS = ["navigation", "fullwidth1", "main", "rightrail", "fullwidth2", "footer"] as const;

/** A page with a rail: navigation, a full-width band, the main column with the rail beside it, another band, the footer. */
export const RightRail = defineBlock({
  name: "right-rail",
  kind: "layout",
  label: "Right Rail",
  icon: "layout-right-rail",
  description: "Navigation, full-width bands above and below, the main column with a rail beside it, and a footer.",
  sections: SECTIONS,
  render: function RightRailView({ sections }) {
    return (
      <Container className="b-right-rail">
        <Stack className="b-right-rail__page">
          <PageRegion as="header" region={sections.navigation} className="b-right-rail__navigation" />
          <RailLayout
            className="b-right-rail__inner"
            classNames={{
              main: "b-right-rail__content",
              top: "b-right-rail__fullwidth1",
              content: "b-right-rail__main",
              rail: "b-right-rail__rightrail",
              bottom: "b-right-rail__fullwidth2",
            }}
            top={sections.fullwidth1.content}
            content={sections.main.content}
            rail={sections.rightrail.content}
            bottom={sections.fullwidth2.content}
          />
          <PageRegion as="footer" region={sections.footer} className="b-right-rail__footer" />
        </Stack>
      </Container>
    );
  },
});

export type RightRailFields = CustomFieldsOf<typeof RightRail>;
