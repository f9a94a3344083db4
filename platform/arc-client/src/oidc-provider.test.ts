import { oidcProviderRequest } from "./oidc-provider";

describe("oidcProviderRequest", () => {
  it("is the whole query when an OIDC client asked Arc to sign the reader in", () => {
    expect(
      oidcProviderRequest(
        "https://news.example.com/account/login/?client_id=app&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&response_type=code&state=s1&code_challenge=c",
      ),
    ).toEqual({
      client_id: "app",
      redirect_uri: "https://app.example/cb",
      response_type: "code",
      state: "s1",
      code_challenge: "c",
    });
  });

  it.each([
    "https://news.example.com/account/login/",
    "https://news.example.com/account/login/?redirect=%2Fcheckout%2F",
    "https://news.example.com/account/login/?client_id=app&response_type=code",
    "https://news.example.com/account/login/?client_id=&redirect_uri=https%3A%2F%2Fapp.example%2F&response_type=code",
    "not a url",
  ])("is null for %s", (href) => {
    expect(oidcProviderRequest(href)).toBeNull();
  });
});
