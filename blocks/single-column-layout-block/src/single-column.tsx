import { defineBlock, type CustomFieldsOf } from "@broadsheet/kit";
import { Container, PageRegion, RailLayout, Stack } from "@broadsheet/components";

const SECTIONS = ["navigation", "fullWidth", "body", "footer"] as const;

/** One column: navigation, a full-width band, the body, the footer. */
export const SingleColumn = defineBlock({
  name: "single-column",
  kind: "layout",
  label: "Single Column",
  icon: "layout-single-column",
  description: "Navigation, a full-width band, the body in one column, and a footer.",
  sections: SECTIONS,
  render: function SingleColumnView({ sections }) {
    return (
      <Container className="b-single-column">
        <Stack className="b-single-column__page">
          <PageRegion as="header" region={sections.navigation} className="b-single-column__navigation" />
          {/* The same page body as the rail layouts, without a rail. */}
          <RailLayout
            className="b-single-column__inner"
            classNames={{
              main: "b-single-column__content",
              top: "b-single-column__fullWidth",
              content: "b-single-column__body",
            }}
            top={sections.fullWidth.content}
            content={sections.body.content}
          />
          <PageRegion as="footer" region={sections.footer} className="b-single-column__footer" />
        </Stack>
      </Container>
    );
  },
});

export type SingleColumnFields = CustomFieldsOf<typeof SingleColumn>;
