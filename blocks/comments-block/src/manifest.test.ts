import { packageManifests } from "@broadsheet/kit";
import * as entry from "./index";

/** What this package tells hosts about its blocks; a changed snapshot is a change every site sees: review it. */
it("describes its blocks to hosts as before", () => {
  expect(packageManifests(entry)).toMatchSnapshot();
});
