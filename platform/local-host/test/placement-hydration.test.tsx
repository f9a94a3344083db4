import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { defineBlock } from "@broadsheet/kit";
import { toFusionBlock } from "@broadsheet/kit/fusion";
import { createRegistry } from "../src/page/block-registry";
import { createHostState, LocalHostProvider } from "../src/host/host-context";
import { parsePageDefinition } from "../src/page/page-definition";
import { hydratedBlocks, planPage } from "../src/page/page-plan";
import { fixtureBlocks } from "./fixtures/blocks";

/** A feature whose placements differ (as a promo that plays video only where an editor set it to). */
const Probe = defineBlock({
  name: "placement-probe",
  kind: "feature",
  label: "Placement probe",
  hydration: "interaction",
  hydrationFor: (customFields) => (customFields.live === true ? "visible" : "static"),
  render: () => <p>probe</p>,
});

describe("a feature whose hydration differs per placement (hydrationFor)", () => {
  it("is planned per placement: an island where its fields ask, static elsewhere", () => {
    const plan = planPage(
      parsePageDefinition({
        uri: "/test/",
        title: "Test",
        layout: "test-layout",
        sections: {
          main: [
            { type: "feature", name: "placement-probe", customFields: {} },
            { type: "feature", name: "placement-probe", customFields: { live: true } },
          ],
          rail: [],
        },
      }),
      createRegistry([...fixtureBlocks, Probe]),
    );
    expect(plan.sections[0]?.map((block) => block.kind === "feature" && block.hydration)).toEqual([
      "static",
      "visible",
    ]);
    expect(hydratedBlocks(plan).islands).toEqual(new Map([["placement-probe", "visible"]]));
    const staticOnly = { ...plan, sections: [[plan.sections[0]![0]!], []] };
    expect(hydratedBlocks(staticOnly).islands.size).toBe(0);
  });

  it("in Fusion, wraps an island placement in its trigger and keeps a static one's server HTML", () => {
    const entry = toFusionBlock(Probe);
    expect(entry.static).toBe(false);
    const html = (customFields: Record<string, unknown>) =>
      renderToString(
        <LocalHostProvider state={createHostState({})}>{createElement(entry, { customFields })}</LocalHostProvider>,
      );
    expect(html({ live: true })).toMatch(/<bs-island[^>]*data-trigger="visible"/);
    const kept = html({});
    expect(kept).not.toContain("<bs-island");
    expect(kept).toMatch(/<bs-part[^>]*>.*probe/);
  });
});
