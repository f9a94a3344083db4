import type { SiteProperties } from "@broadsheet/kit";

/** The sites the preview, tests and stories run as: one English, one French and one right-to-left. */
export const demoSites: Record<string, SiteProperties> = {
  "the-daily": {
    websiteName: "The Daily Broadsheet",
    websiteDescription:
      "News, analysis and long reads from The Daily Broadsheet: politics, business, the world, science, culture and sport.",
    websiteDomain: "https://www.thedaily.example",
    locale: "en",
    textDirection: "ltr",
    dateLocalization: { language: "en", timeZone: "America/New_York", dateFormat: "%B %d, %Y" },
    resizerURL: "/resizer/v2/",
    fallbackImage: "/pf/resources/fallback.svg",
    primaryLogo: "/pf/resources/logo.svg",
    primaryLogoWidth: 404,
    primaryLogoHeight: 64,
    primaryLogoAlt: "The Daily Broadsheet",
    twitterUsername: "thedaily",
    facebookPage: "https://www.facebook.com/thedaily",
    copyrightText: "© 2026 The Daily Broadsheet",
    galleryCubeClicks: 5,
    // The ads block's server: the preview's offline house stand-in ("gpt" would be Google Publisher Tag).
    adServer: "house",
    // Signed-in readers' Identity segment ("subscriber", "registered") goes with each ad request as `segment`.
    adsSegmentTargeting: true,
    // A demo id: the Taboola block renders (in the editor, its placeholder); no page of the preview places it.
    taboolaPublisherId: "thedaily-demo",
    // The identity providers' scripts from the preview's own offline stand-ins, as a site would name its proxy:
    // the preview asks no other host for them (the stand-in serves reCAPTCHA's api.js and enterprise.js alike).
    identityScripts: {
      googleIdentity: "/pf/resources/identity/gsi-client.js",
      facebookSdk: "/pf/resources/identity/facebook-sdk.js",
      recaptcha: "/pf/resources/identity/recaptcha.js",
    },
    // Subscribe with Google on the offer page, its client (swg.js) from the preview's offline stand-in.
    subscribeWithGoogle: { publicationId: "thedaily.example", script: "/pf/resources/commerce/swg.js" },
    // Disqus comments under stories (the organisation's identity config enables Disqus and holds its public
    // key), Disqus's embed.js from the preview's offline stand-in instead of https://thedaily.disqus.com.
    disqus: { shortname: "thedaily", script: "/pf/resources/comments/disqus-embed.js" },
    api: {
      // The preview mounts the fake Identity, Sales and Retail APIs on its own origin.
      identity: { origin: "/" },
      sales: { origin: "/" },
      retail: { origin: "/", endpoint: "/retail/public/v1/offer/live/" },
      // Arc serves each organisation's paywall script; the preview serves its offline stand-in (ArcP).
      paywall: { script: "/pf/resources/commerce/arcp.js" },
    },
  },
  "le-quotidien": {
    websiteName: "Le Quotidien",
    websiteDescription:
      "L'actualité, les analyses et les grands récits du Quotidien : politique, économie, monde, sciences, culture et sport.",
    websiteDomain: "https://www.lequotidien.example",
    locale: "fr",
    textDirection: "ltr",
    // French writes the day without a leading zero: "6 novembre 2026".
    dateLocalization: {
      language: "fr",
      timeZone: "Europe/Paris",
      dateFormat: "%-d %B %Y",
      // A French paper's time: "20 novembre 2026 à 8 h 05", not the English default's "November 20, 2026 8:05 AM".
      dateTimeFormat: "%-d %B %Y à %-H h %M",
    },
    resizerURL: "/resizer/v2/",
    primaryLogo: "/pf/resources/logo-le-quotidien.svg",
    primaryLogoWidth: 400,
    primaryLogoHeight: 64,
    primaryLogoAlt: "Le Quotidien",
    copyrightText: "© 2026 Le Quotidien",
    adServer: "house",
  },
  "al-yawm": {
    websiteName: "Al Yawm",
    websiteDomain: "https://www.alyawm.example",
    locale: "ar",
    textDirection: "rtl",
    resizerURL: "/resizer/v2/",
    adServer: "house",
  },
};

export const DEMO_SITE = "the-daily";
