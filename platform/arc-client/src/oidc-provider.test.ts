import { oidcProviderHandOff, oidcRedirectUri } from "./oidc-provider";

const LOGIN = "https://news.example.com/account/login/";

/** A login page address asking to hand the reader to `client` at `redirectUri` (encoded as a client would). */
function authorize(redirectUri: string, client = "app", extra = "&state=s1"): string {
  return `${LOGIN}?client_id=${encodeURIComponent(client)}&redirect_uri=${encodeURIComponent(redirectUri)}&response_type=code${extra}`;
}

describe("oidcProviderHandOff", () => {
  it("is the authorization request, ready for the reader to confirm, when the return address is https", () => {
    expect(
      oidcProviderHandOff(
        `${LOGIN}?client_id=app&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&response_type=code&state=s1&code_challenge=c`,
      ),
    ).toEqual({
      status: "ready",
      clientId: "app",
      destination: "app.example",
      request: {
        client_id: "app",
        redirect_uri: "https://app.example/cb",
        response_type: "code",
        state: "s1",
        code_challenge: "c",
      },
    });
  });

  it("reads a path-only requestUri, as Fusion gives it", () => {
    expect(
      oidcProviderHandOff("/account/login/?client_id=app&redirect_uri=https://app.example/cb&response_type=code"),
    ).toMatchObject({ status: "ready", clientId: "app", destination: "app.example" });
  });

  it("forwards only the authorization request's parameters, not the site's own", () => {
    const handOff = oidcProviderHandOff(authorize("https://app.example/cb", "app", "&redirect=%2Fevil&utm_source=x"));
    expect(handOff).toMatchObject({ status: "ready" });
    expect(handOff?.status === "ready" && Object.keys(handOff.request)).toEqual([
      "client_id",
      "redirect_uri",
      "response_type",
    ]);
  });

  it.each([
    "https://news.example.com/account/login/",
    "https://news.example.com/account/login/?redirect=%2Fcheckout%2F",
    "https://news.example.com/account/login/?client_id=app&response_type=code",
    "https://news.example.com/account/login/?client_id=&redirect_uri=https%3A%2F%2Fapp.example%2F&response_type=code",
    "https://news.example.com/account/login/?client_id=app&redirect_uri=https%3A%2F%2Fapp.example%2F",
  ])("is null (no hand-off) for %s", (href) => {
    expect(oidcProviderHandOff(href)).toBeNull();
  });

  it.each([
    // The reported attack, as typed in the address bar.
    `${LOGIN}?client_id=x&redirect_uri=javascript:alert(document.domain)//&response_type=code`,
    // Parameters given twice: which one the server reads is anyone's guess.
    `${LOGIN}?client_id=app&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&redirect_uri=https%3A%2F%2Fevil.example%2F&response_type=code`,
    `${LOGIN}?client_id=app&client_id=evil&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&response_type=code`,
    `${LOGIN}?client_id=app&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&response_type=code&state=a&state=b`,
  ])("refuses %s", (href) => {
    expect(oidcProviderHandOff(href)).toEqual({ status: "refused" });
  });

  it.each(["Your bank: confirm your account", "app\u202Eppa", "app<script>", "a".repeat(129), "app\n"])(
    "refuses a client id that is not a plain token: %j",
    (client) => {
      expect(oidcProviderHandOff(authorize("https://app.example/cb", client))).toEqual({ status: "refused" });
    },
  );
});

/** Return addresses the hand-off must never send a reader to (each refused before any SDK call). */
const HOSTILE_REDIRECT_URIS: readonly string[] = [
  // Script, documents and local things.
  "javascript:alert(document.domain)//",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "JAVASCRIPT:alert(1)",
  " javascript:alert(1)",
  "\tjavascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  "java\rscript:alert(1)",
  "javascript\u0000:alert(1)",
  "javascript://app.example/%0aalert(1)",
  "javascript:https://app.example/",
  "data:text/html,<script>alert(1)</script>",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "vbscript:msgbox(1)",
  "VBScript:msgbox(1)",
  "blob:https://news.example.com/0b7d6c1e-5a43-4e1f-9a55-2f1d8c3e7a01",
  "file:///etc/passwd",
  "filesystem:https://news.example.com/temporary/x",
  "ftp://app.example/cb",
  "ws://app.example/cb",
  "wss://app.example/cb",
  "intent://app.example/#Intent;scheme=https;end",
  "myapp://callback",
  "mailto:evil@example.test",
  // Encoded once more than the query decodes.
  "javascript%3Aalert(1)",
  "%6Aavascript:alert(1)",
  "https%3A%2F%2Fapp.example%2Fcb",
  "&#106;avascript:alert(1)",
  // Relative, protocol-relative and malformed.
  "/account/",
  "cb",
  "//evil.example",
  "//evil.example/cb",
  "///evil.example",
  "https:evil.example",
  "https:/evil.example",
  "https:/\\evil.example",
  "https:\\\\evil.example",
  "https://\\evil.example",
  "https:///evil.example",
  "https://",
  "https://[::1",
  "https://evil example/",
  // Whitespace anywhere, which parsers drop or trim.
  " https://app.example/cb",
  "https://app.example/cb ",
  "https://app.ex\tample/cb",
  "https://app.example/c\nb",
  "https://app.example/cb\u00a0",
  // Credentials: the host is what follows the "@", and the reader sees the part before.
  "https://user:pass@evil.example/",
  "https://news.example.com@evil.example/",
  "https://news.example.com:@evil.example/",
  "https://:pass@evil.example/",
  "http://localhost@evil.example/",
  // Plain http off the reader's machine.
  "http://app.example/cb",
  "HTTP://APP.EXAMPLE/cb",
  "http://localhost.evil.example/cb",
  "http://127.0.0.1.evil.example/cb",
  "http://evil.localhost/cb",
  "http://10.0.0.1/cb",
  "http://[::ffff:7f00:1]/cb",
];

describe("oidcRedirectUri", () => {
  it.each([
    ["https://app.example/cb", "app.example"],
    ["https://app.example:8443/oidc/callback?x=1", "app.example:8443"],
    ["HTTPS://APP.EXAMPLE/cb", "app.example"],
    ["https://app.example/cb#@news.example.com", "app.example"],
    ["http://localhost:4000/cb", "localhost:4000"],
    ["http://127.0.0.1:8080/cb", "127.0.0.1:8080"],
    ["http://[::1]:8080/cb", "[::1]:8080"],
  ])("accepts %j (host %s)", (value, host) => {
    expect(oidcRedirectUri(value)?.host).toBe(host);
  });

  it.each(HOSTILE_REDIRECT_URIS.map((value) => [value]))("refuses %j", (value) => {
    expect(oidcRedirectUri(value)).toBeNull();
  });

  it.each(HOSTILE_REDIRECT_URIS.map((value) => [value]))("a login page asking for %j is refused", (value) => {
    expect(oidcProviderHandOff(authorize(value))).toEqual({ status: "refused" });
  });
});
