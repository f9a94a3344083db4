/** @jest-environment node */
import { configureSales } from "./sales";

it("never configures Sales during a server render", async () => {
  await expect(configureSales("the-daily", { api: { sales: { origin: "https://sales.example" } } })).rejects.toThrow(
    "Arc Sales is configured only in the browser (site the-daily)",
  );
});
