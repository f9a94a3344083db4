import { clearStoryOrigin, readStoryOrigin, rememberStoryOrigin, STORY_ORIGIN_KEY } from "./story-origin";
import { memoryStorage } from "../test-storage";

const ORIGIN = "https://thedaily.example";
const STORY = "/politics/2026/11/20/the-long-read/";

describe("the story a reader left to subscribe", () => {
  it("remembers a same-origin referrer's path and query, without its fragment, and reads it back", () => {
    const storage = memoryStorage();
    rememberStoryOrigin(storage, `${ORIGIN}${STORY}?ref=wall#comments`, ORIGIN);
    expect(storage.getItem(STORY_ORIGIN_KEY)).toBe(`${STORY}?ref=wall`);
    expect(readStoryOrigin(storage, ORIGIN)).toBe(`${STORY}?ref=wall`);
    clearStoryOrigin(storage);
    expect(readStoryOrigin(storage, ORIGIN)).toBeNull();
  });

  it("keeps what it had when the referrer is a step of subscribing or the block's own page", () => {
    const storage = memoryStorage();
    rememberStoryOrigin(storage, `${ORIGIN}${STORY}`, ORIGIN);
    for (const step of ["/checkout/", "/account/login/?redirect=%2Fcheckout%2F", "/offer/?campaign=x", "/subscribe/"]) {
      rememberStoryOrigin(storage, `${ORIGIN}${step}`, ORIGIN, ["/subscribe/"]);
    }
    expect(readStoryOrigin(storage, ORIGIN)).toBe(STORY);
  });

  it.each([
    ["another site", "https://evil.example/politics/"],
    ["no referrer", ""],
    ["a protocol-relative address", "//evil.example/politics/"],
  ])("forgets the old story when the reader came from %s", (_case, referrer) => {
    const storage = memoryStorage();
    rememberStoryOrigin(storage, `${ORIGIN}${STORY}`, ORIGIN);
    rememberStoryOrigin(storage, referrer, ORIGIN);
    expect(readStoryOrigin(storage, ORIGIN)).toBeNull();
  });

  it("never reads back a stored value that leaves the site or is a checkout page", () => {
    const storage = memoryStorage();
    for (const stored of ["https://evil.example/", "//evil.example/x", "javascript:alert(1)", "/checkout/"]) {
      storage.setItem(STORY_ORIGIN_KEY, stored);
      expect(readStoryOrigin(storage, ORIGIN)).toBeNull();
    }
  });

  it("does nothing, and throws nothing, without storage or when storage refuses", () => {
    const refusing = memoryStorage({}, true);
    expect(() => rememberStoryOrigin(refusing, `${ORIGIN}${STORY}`, ORIGIN)).not.toThrow();
    expect(readStoryOrigin(refusing, ORIGIN)).toBeNull();
    expect(readStoryOrigin(null, ORIGIN)).toBeNull();
    expect(() => clearStoryOrigin(refusing)).not.toThrow();
  });
});
