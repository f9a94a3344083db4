/*
 * Paywall stand-in: the preview's offline replacement for Arc's per-site paywall script (p.min.js), written
 * for Broadsheet. It defines `window.ArcP` with `run(options)` and `_rules`, which a paywall block reads.
 *
 * run({ contentIdentifier, contentRestriction, contentType, section, Identity, apiOrigin, paywallFunction })
 * counts the story against each rule's meter (localStorage "ArcP.meter": distinct stories per period; a
 * story read again is free), and the first rule whose budget is spent and whose entitlement the reader
 * lacks triggers: it calls paywallFunction(rule.cc) (the campaign code) and the promise resolves
 * `{ triggered: { id, name, wall, campaignCode }, meter }`; else `{ triggered: null, meter }`.
 *
 * A rule: { id, name, cc, budget, periodDays, match: { contentType?, section?, contentRestriction? },
 *   c: [true], e: [false] | [true] | ["SKU", …] }.
 * `e: [false]` asks only for registration (a signed-in reader has it), so with its one condition true it is
 * a registration wall, as the spec reads a triggered rule; `e: [true]` asks for any subscription and a list
 * of SKUs for one of those: payment walls. `match` lists what the rule covers (absent: everything);
 * contentRestriction "free" is never walled.
 * The reader's subscriptions: `window.__fakeArcPEntitlements` (SKUs) when set, else
 * GET {apiOrigin}/sales/public/v1/entitlements with the reader's token (its `skus`), else none.
 * Rules: `window.__fakeArcPRules` before run() replaces the defaults below: a premium story (contentRestriction
 * "premium") is walled for payment from the first read, with the campaign "premium"; other stories are metered,
 * a registration wall after 3 a month, a payment wall after 5. ArcP.reset() empties the meter.
 */
(function () {
  "use strict";
  if (window.ArcP && window.ArcP.__standIn) return;
  var METER_KEY = "ArcP.meter";
  var DAY = 86400000;

  var DEFAULT_RULES = [
    // Premium stories are for subscribers from the first one, and offer the premium campaign.
    {
      id: 3,
      name: "Premium stories",
      cc: "premium",
      budget: 0,
      periodDays: 30,
      match: { contentRestriction: ["premium"] },
      c: [true],
      e: [true],
    },
    { id: 1, name: "Registration wall", cc: "default", budget: 3, periodDays: 30, c: [true], e: [false] },
    { id: 2, name: "Payment wall", cc: "default", budget: 5, periodDays: 30, c: [true], e: [true] },
  ];

  function readMeter() {
    try {
      var meter = JSON.parse(localStorage.getItem(METER_KEY) || "{}");
      return meter && typeof meter === "object" ? meter : {};
    } catch (_error) {
      return {};
    }
  }

  function covers(rule, options) {
    var match = rule.match || {};
    return ["contentType", "section", "contentRestriction"].every(function (field) {
      var allowed = match[field];
      return !Array.isArray(allowed) || allowed.indexOf(options[field]) !== -1;
    });
  }

  async function signedIn(Identity) {
    if (!Identity || typeof Identity.isLoggedIn !== "function") return false;
    try {
      return Boolean(await Identity.isLoggedIn());
    } catch (_error) {
      return false;
    }
  }

  async function subscriptions(options, loggedIn) {
    if (Array.isArray(window.__fakeArcPEntitlements)) return window.__fakeArcPEntitlements;
    if (!loggedIn || !options.apiOrigin) return [];
    try {
      var token = options.Identity.userIdentity && options.Identity.userIdentity.accessToken;
      var response = await fetch(options.apiOrigin + "/sales/public/v1/entitlements", {
        headers: token ? { Authorization: token } : {},
        credentials: "include",
      });
      if (!response.ok) return [];
      var body = await response.json();
      return (Array.isArray(body.skus) ? body.skus : []).map(function (one) {
        return typeof one === "string" ? one : one && one.sku;
      });
    } catch (_error) {
      return [];
    }
  }

  function entitled(rule, loggedIn, skus) {
    var needs = rule.e || [true];
    if (needs.length === 1 && needs[0] === false) return loggedIn;
    if (needs.length === 1 && needs[0] === true) return skus.length > 0;
    return needs.some(function (sku) {
      return skus.indexOf(sku) !== -1;
    });
  }

  var ArcP = {
    __standIn: true,
    _rules: Array.isArray(window.__fakeArcPRules) ? window.__fakeArcPRules : DEFAULT_RULES,

    run: async function (options) {
      options = options || {};
      if (Array.isArray(window.__fakeArcPRules)) ArcP._rules = window.__fakeArcPRules;
      var now = Date.now();
      var meter = readMeter();
      var loggedIn = await signedIn(options.Identity);
      var skus = await subscriptions(options, loggedIn);
      var story = String(options.contentIdentifier || "");
      var triggered = null;
      var counted = [];
      if (options.contentRestriction !== "free" && story) {
        ArcP._rules.forEach(function (rule) {
          if (!covers(rule, options)) return;
          var key = String(rule.id);
          var kept = meter[key];
          if (!kept || now - kept.start > (rule.periodDays || 30) * DAY) kept = { start: now, ids: [] };
          var read = kept.ids.indexOf(story) !== -1;
          if (!read) {
            kept.ids.push(story);
            counted.push(kept);
          }
          meter[key] = kept;
          var over = !read && kept.ids.length > (rule.budget || 0);
          if (!triggered && over && !entitled(rule, loggedIn, skus)) {
            var registration =
              (rule.c || []).length === 1 && rule.c[0] === true && rule.e.length === 1 && rule.e[0] === false;
            triggered = {
              id: rule.id,
              name: rule.name,
              wall: registration ? "registration" : "payment",
              campaignCode: rule.cc || "default",
            };
          }
        });
      }
      // A walled story is not read, so it stays counted by no rule's meter.
      if (triggered) {
        counted.forEach(function (kept) {
          kept.ids.pop();
        });
      }
      try {
        localStorage.setItem(METER_KEY, JSON.stringify(meter));
      } catch (_error) {
        // Storage refused (private mode, quota): the meter simply does not persist.
      }
      if (triggered && typeof options.paywallFunction === "function") options.paywallFunction(triggered.campaignCode);
      return { triggered: triggered, meter: meter };
    },

    reset: function () {
      localStorage.removeItem(METER_KEY);
    },
  };

  window.ArcP = ArcP;
})();
