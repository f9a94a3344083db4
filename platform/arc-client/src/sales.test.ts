import { apiOrigin, ArcConfigError } from "./api-origin";
import { configureIdentity, resetArcClient } from "./configure";
import { configureSales, resetSales, salesFromModule } from "./sales";

const site = "the-daily";
const PROPERTIES = {
  api: { identity: { origin: "https://identity.example/" }, sales: { origin: "https://sales.example/" } },
};

afterEach(() => {
  resetArcClient();
  resetSales();
});

describe("configureSales", () => {
  it("hands Sales the configured Identity and the sales origin, and leaves Identity's origin alone", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const Sales = await configureSales(site, PROPERTIES);
    const Identity = await configureIdentity(site, PROPERTIES);
    expect(Sales.apiOrigin).toBe("https://sales.example");
    expect(Sales._Identity).toBe(Identity);
    expect(Identity.apiOrigin).toBe("https://identity.example");
    // "No Identity provided to Sales.options" would mean Identity's origin was overwritten.
    expect(warn).not.toHaveBeenCalledWith(expect.stringContaining("No Identity provided"));
    expect(await configureSales(site, PROPERTIES)).toBe(Sales);
    warn.mockRestore();
  });

  it("fails loudly, naming the property, when the sales origin is missing or bad", async () => {
    await expect(configureSales(site, { api: { identity: { origin: "https://identity.example" } } })).rejects.toEqual(
      new ArcConfigError("api.sales.origin is not set for site the-daily", "api.sales.origin", site),
    );
    await expect(
      configureSales(site, { api: { identity: { origin: "/" }, sales: { origin: "ftp://x" } } }),
    ).rejects.toThrow('api.sales.origin for site the-daily is not an http(s) URL: "ftp://x"');
  });

  it("reads '/' as the page's origin, as Identity does", () => {
    expect(apiOrigin("sales", site, { api: { sales: { origin: "/" } } }, "http://127.0.0.1:3000/")).toBe(
      "http://127.0.0.1:3000",
    );
  });
});

describe("salesFromModule", () => {
  it("finds Sales in a bundle's default or Node's namespace over CommonJS, and refuses anything else", () => {
    const Sales = { options: () => undefined, getCart: () => undefined };
    expect(salesFromModule(Sales)).toBe(Sales);
    expect(salesFromModule({ default: { default: Sales } })).toBe(Sales);
    expect(() => salesFromModule({ default: {} })).toThrow("@arc-publishing/sdk-sales has no Sales export");
  });
});
