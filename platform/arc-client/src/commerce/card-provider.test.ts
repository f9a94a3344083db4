import { CardProviderUnavailable, loadCardProvider, resetCardProviders } from "./card-provider";

describe("loadCardProvider", () => {
  afterEach(() => resetCardProviders());

  it("loads once per key, refuses an empty key and a provider that cannot run", async () => {
    const stripe = { elements: jest.fn() };
    const loader = jest.fn(async () => stripe as never);
    await expect(loadCardProvider(" pk_test_1 ", loader)).resolves.toBe(stripe);
    await expect(loadCardProvider("pk_test_1", loader)).resolves.toBe(stripe);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith("pk_test_1");
    await expect(loadCardProvider("  ", loader)).rejects.toThrow(CardProviderUnavailable);
    await expect(loadCardProvider("pk_test_2", async () => null)).rejects.toThrow(CardProviderUnavailable);
  });

  it("tries again after a failed load", async () => {
    const stripe = { elements: jest.fn() };
    const loader = jest.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(stripe);
    await expect(loadCardProvider("pk_test_3", loader)).rejects.toThrow("offline");
    await expect(loadCardProvider("pk_test_3", loader)).resolves.toBe(stripe);
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
