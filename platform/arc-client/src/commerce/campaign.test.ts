import { campaignFrom, withCampaign } from "./campaign";

describe("a campaign on the site's links", () => {
  it("takes the address's campaign over the field, and 'default' without either", () => {
    expect(campaignFrom("?campaign=spring", "uk")).toBe("spring");
    expect(campaignFrom("?campaign=%20", "uk")).toBe("uk");
    expect(campaignFrom("", " uk ")).toBe("uk");
    expect(campaignFrom("", "")).toBe("default");
    expect(campaignFrom("?other=1", undefined)).toBe("default");
  });

  it("carries a campaign that is not the default on links, keeping their query and fragment", () => {
    expect(withCampaign("/checkout/", "default")).toBe("/checkout/");
    expect(withCampaign("/checkout/", "spring sale")).toBe("/checkout/?campaign=spring%20sale");
    expect(withCampaign("/checkout/?step=1#top", "uk")).toBe("/checkout/?step=1&campaign=uk#top");
  });
});
