import { blockManifest, isBlockComponent } from "@broadsheet/kit";
import * as entry from "./index";

/**
 * What this package tells hosts about its blocks (name, kind, label, fields as JSON Schema, sections,
 * hydration), as Fusion's entries and dist/manifests carry it. A change here is a change every site sees:
 * review the snapshot, then `npx jest <package> -u`.
 */
it("describes its blocks to hosts as before", () => {
  expect(Object.values(entry).filter(isBlockComponent).map(blockManifest)).toMatchSnapshot();
});
