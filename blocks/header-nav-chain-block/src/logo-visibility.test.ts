import { isLogoShown, type LogoInputs } from "./logo-visibility";

const desktop: LogoInputs = { scrollY: 0, width: 1024, mastheadLogo: true, sinceMount: 5000, shown: false };

describe("isLogoShown (spec §4 Header, §9 constants)", () => {
  it("always shows the logo below 768 px wide", () => {
    expect(isLogoShown({ ...desktop, width: 767 })).toBe(true);
    expect(isLogoShown({ ...desktop, width: 320, scrollY: 0, shown: false })).toBe(true);
    expect(isLogoShown({ ...desktop, width: Number.NaN })).toBe(true);
  });

  it("treats 768 px as desktop", () => {
    expect(isLogoShown({ ...desktop, width: 768 })).toBe(false);
  });

  it("on desktop with a masthead logo, shows it once scrolled more than 150 px", () => {
    expect(isLogoShown({ ...desktop, scrollY: 150 })).toBe(false);
    expect(isLogoShown({ ...desktop, scrollY: 151 })).toBe(true);
  });

  it("hides it below 30 px, and between 30 and 150 px keeps it as it is", () => {
    expect(isLogoShown({ ...desktop, scrollY: 29, shown: true })).toBe(false);
    expect(isLogoShown({ ...desktop, scrollY: 30, shown: true })).toBe(true);
    expect(isLogoShown({ ...desktop, scrollY: 100, shown: true })).toBe(true);
    expect(isLogoShown({ ...desktop, scrollY: 100, shown: false })).toBe(false);
    expect(isLogoShown({ ...desktop, scrollY: 150, shown: false })).toBe(false);
  });

  it("shows it when the masthead logo is still absent after 1000 ms, and before that leaves it as it is", () => {
    const absent = { ...desktop, mastheadLogo: false };
    expect(isLogoShown({ ...absent, sinceMount: 999, shown: false })).toBe(false);
    expect(isLogoShown({ ...absent, sinceMount: 999, shown: true })).toBe(true);
    expect(isLogoShown({ ...absent, sinceMount: 1000 })).toBe(true);
    expect(isLogoShown({ ...absent, sinceMount: 60000, scrollY: 0 })).toBe(true);
  });

  it("with a masthead logo, time alone never shows it", () => {
    expect(isLogoShown({ ...desktop, sinceMount: 60000 })).toBe(false);
  });
});
