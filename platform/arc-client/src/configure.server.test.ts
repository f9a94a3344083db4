/**
 * @jest-environment node
 */
import { configureIdentity } from "./configure";
import { identityStore } from "./site-identity-store";

const mockSdkLoaded = jest.fn();
jest.mock("@arc-publishing/sdk-identity", () => {
  mockSdkLoaded();
  return { __esModule: true, default: { options: jest.fn() } };
});

describe("on the server", () => {
  it("never loads or configures the SDK", async () => {
    const properties = { api: { identity: { origin: "https://arc.example.com" } } };
    await expect(configureIdentity("the-daily", properties)).rejects.toThrow(
      "Arc Identity is configured only in the browser (site the-daily)",
    );
    expect(mockSdkLoaded).not.toHaveBeenCalled();
  });

  it("the store is unknown, and creating it loads nothing", () => {
    const store = identityStore("the-daily", { api: { identity: { origin: "https://arc.example.com" } } });
    expect(store.getServerSnapshot()).toEqual({ status: "unknown" });
    expect(store.getSnapshot()).toEqual({ status: "unknown" });
    expect(mockSdkLoaded).not.toHaveBeenCalled();
  });
});
