import { styled } from "@broadsheet/style";
import { defineBlock, type CustomFieldsOf, type SectionContent } from "@broadsheet/kit";
import { Container, PageRegion, RailLayout, Stack, spaceVar } from "@broadsheet/components";

const SECTIONS = [
  "navigation",
  "fullwidth1",
  "main-1",
  "main-2",
  "rightrail-top",
  "rightrail-middle",
  "rightrail-bottom",
  "fullwidth2",
  "footer",
] as const;

const BLOCK = "b-right-rail-advanced";

/** An area holding a single block has nothing to space out, so it drops its gap and padding. */
const FULL_AREA = 2;

const Root = styled(Stack).withConfig({ componentId: "bs-right-rail-advanced-root" })`
  .${BLOCK}__interior, .${BLOCK}__rail {
    padding-block: ${spaceVar("sm")};
  }

  .${BLOCK}__interior--empty, .${BLOCK}__rail--empty {
    gap: 0;
    padding: 0;
  }
`;

function areaSize(...regions: SectionContent[]): number {
  return regions.reduce((total, section) => total + section.size, 0);
}

function areaClass(area: "interior" | "rail", size: number): string {
  return size < FULL_AREA ? `${BLOCK}__${area} ${BLOCK}__${area}--empty` : `${BLOCK}__${area}`;
}

/**
 * The right rail with more places to put blocks: two main sections, and a rail in three parts, between
 * full-width bands, under navigation and above the footer.
 */
export const RightRailAdvanced = defineBlock({
  name: "right-rail-advanced",
  kind: "layout",
  label: "Right Rail Advanced",
  icon: "layout-right-rail",
  description: "Navigation, full-width bands, two main sections beside a rail in three parts, and a footer.",
  sections: SECTIONS,
  render: function RightRailAdvancedView({ sections }) {
    const interiorSize = areaSize(sections["main-1"], sections["main-2"]);
    const railSize = areaSize(sections["rightrail-top"], sections["rightrail-middle"], sections["rightrail-bottom"]);

    const interior = interiorSize > 0 && (
      <>
        <PageRegion region={sections["main-1"]} className={`${BLOCK}__main-1`} />
        <PageRegion region={sections["main-2"]} className={`${BLOCK}__main-2`} />
      </>
    );
    const rail = railSize > 0 && (
      <>
        <PageRegion region={sections["rightrail-top"]} className={`${BLOCK}__rightrail-top`} />
        <PageRegion region={sections["rightrail-middle"]} className={`${BLOCK}__rightrail-middle`} />
        <PageRegion region={sections["rightrail-bottom"]} className={`${BLOCK}__rightrail-bottom`} />
      </>
    );

    return (
      <Container className={BLOCK}>
        <Root className={`${BLOCK}__page`}>
          <PageRegion as="header" region={sections.navigation} className={`${BLOCK}__navigation`} />
          <RailLayout
            className={`${BLOCK}__inner`}
            classNames={{
              main: `${BLOCK}__content`,
              top: `${BLOCK}__fullwidth1`,
              content: areaClass("interior", interiorSize),
              rail: areaClass("rail", railSize),
              bottom: `${BLOCK}__fullwidth2`,
            }}
            top={sections.fullwidth1.content}
            content={interior}
            rail={rail}
            bottom={sections.fullwidth2.content}
          />
          <PageRegion as="footer" region={sections.footer} className={`${BLOCK}__footer`} />
        </Root>
      </Container>
    );
  },
});

export type RightRailAdvancedFields = CustomFieldsOf<typeof RightRailAdvanced>;
