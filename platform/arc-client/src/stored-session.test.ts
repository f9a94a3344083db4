import { IDENTITY_STORAGE_KEYS, storedSessionMayExist } from "./stored-session";

const KEY = IDENTITY_STORAGE_KEYS.userInfo;

function clearCookies(): void {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
});

describe("storedSessionMayExist", () => {
  it("is false for a browser that never signed in", () => {
    expect(storedSessionMayExist(window)).toBe(false);
  });

  it("is false after a logout, which leaves the key holding {}", () => {
    localStorage.setItem(KEY, "{}");
    sessionStorage.setItem(KEY, "{}");
    expect(storedSessionMayExist(window)).toBe(false);
  });

  it.each([
    ["local storage (rememberMe)", () => localStorage.setItem(KEY, JSON.stringify({ uuid: "u", accessToken: "a" }))],
    ["session storage", () => sessionStorage.setItem(KEY, JSON.stringify({ uuid: "u", refreshToken: "r" }))],
    ["a base-domain cookie", () => (document.cookie = `${KEY}=${encodeURIComponent('{"accessToken":"a"}')}; path=/`)],
    [
      "a session base-domain cookie",
      () => (document.cookie = `${KEY}.session=${encodeURIComponent('{"refreshToken":"r"}')}; path=/`),
    ],
    ["an unreadable value (the SDK decides)", () => localStorage.setItem(KEY, "not json")],
  ])("is true with a session in %s", (_where, store) => {
    store();
    expect(storedSessionMayExist(window)).toBe(true);
  });

  it("is false when the stored value holds no token", () => {
    localStorage.setItem(KEY, JSON.stringify({ uuid: "u", accessToken: "" }));
    document.cookie = `other=${encodeURIComponent('{"accessToken":"a"}')}; path=/`;
    expect(storedSessionMayExist(window)).toBe(false);
  });

  it("is true when storage cannot be read (blocked storage), so the SDK is asked", () => {
    const blocked = {
      get localStorage(): Storage {
        throw new DOMException("blocked", "SecurityError");
      },
    } as unknown as Window;
    expect(storedSessionMayExist(blocked)).toBe(true);
  });
});
