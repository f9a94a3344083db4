/*
 * Sign In With Google stand-in: the preview site's offline replacement for Google Identity Services'
 * client script (accounts.google.com/gsi/client), written for Broadsheet. It answers the calls client code
 * makes on `google.accounts.id`: initialize, renderButton (a real button, "Sign in with Google" by default),
 * prompt (a small One Tap card, or "not displayed"), disableAutoSelect, cancel and revoke; then it calls
 * `window.onGoogleLibraryLoad`, as the real script does. Signing in calls the initialize callback with
 * `{credential, select_by, clientId}`, the credential an UNSIGNED token shaped like Google's ID token (a
 * JWT with alg "none") whose payload names the account: for a fake backend to read, never to trust.
 * Test hooks: `window.__fakeGoogleAccount = {email, name}` chooses the account (default: a sample reader);
 * `window.__fakeGoogleOneTap = "not_displayed"` (or `{displayed: false, reason}`) makes prompt() report
 * that One Tap was not displayed. No network, no third party.
 */
(function () {
  "use strict";
  if (window.google && window.google.accounts && window.google.accounts.id) return;
  var TEXTS = {
    signin_with: "Sign in with Google",
    signup_with: "Sign up with Google",
    continue_with: "Continue with Google",
    signin: "Sign in",
  };
  var THEMES = {
    outline: "background:#fff;color:#1f1f1f;border:1px solid #747775;",
    filled_blue: "background:#1a73e8;color:#fff;border:1px solid #1a73e8;",
    filled_black: "background:#131314;color:#e3e3e3;border:1px solid #8e918f;",
  };
  var HEIGHTS = { large: 40, medium: 32, small: 20 };
  var config = {};
  var autoSelectDisabled = false;
  var card = null;
  var promptListener = null;

  function account() {
    var chosen = window.__fakeGoogleAccount || {};
    var email = chosen.email || "reader@example.com";
    return { email: email, name: chosen.name || "Sample Reader" };
  }

  function base64url(text) {
    var bytes = new TextEncoder().encode(text);
    var binary = "";
    for (var i = 0; i < bytes.length; i += 1) binary += String.fromCharCode(bytes[i]);
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  /** A stable numeric subject per email, as Google's `sub` is per account. */
  function subject(email) {
    var hash = 7;
    for (var i = 0; i < email.length; i += 1) hash = (hash * 31 + email.charCodeAt(i)) % 1000000007;
    return "10" + String(hash).padStart(10, "0");
  }

  function credential() {
    var who = account();
    var now = Math.floor(Date.now() / 1000);
    var names = who.name.split(" ");
    var payload = {
      iss: "https://accounts.google.com",
      aud: config.client_id,
      azp: config.client_id,
      sub: subject(who.email),
      email: who.email,
      email_verified: true,
      name: who.name,
      given_name: names[0],
      family_name: names.slice(1).join(" ") || undefined,
      iat: now,
      exp: now + 3600,
      nonce: config.nonce,
    };
    return base64url(JSON.stringify({ alg: "none", typ: "JWT" })) + "." + base64url(JSON.stringify(payload)) + ".";
  }

  function signIn(selectBy) {
    if (typeof config.callback !== "function") return;
    config.callback({ credential: credential(), select_by: selectBy, clientId: config.client_id });
  }

  function notification(moment, flags) {
    return {
      getMomentType: function () {
        return moment;
      },
      isDisplayMoment: function () {
        return moment === "display";
      },
      isDisplayed: function () {
        return moment === "display" && !flags.notDisplayedReason;
      },
      isNotDisplayed: function () {
        return moment === "display" && Boolean(flags.notDisplayedReason);
      },
      getNotDisplayedReason: function () {
        return flags.notDisplayedReason;
      },
      isSkippedMoment: function () {
        return moment === "skipped";
      },
      getSkippedReason: function () {
        return flags.skippedReason;
      },
      isDismissedMoment: function () {
        return moment === "dismissed";
      },
      getDismissedReason: function () {
        return flags.dismissedReason;
      },
    };
  }

  function closeCard() {
    if (card) card.remove();
    card = null;
  }

  function renderButton(parent, options) {
    if (!parent) throw new Error("renderButton needs a parent element");
    var opts = options || {};
    var label = TEXTS[opts.text] || TEXTS.signin_with;
    var height = HEIGHTS[opts.size] || HEIGHTS.large;
    var icon = opts.type === "icon";
    var button = document.createElement("button");
    button.type = "button";
    button.setAttribute("data-standin", "google-sign-in");
    button.textContent = icon ? "G" : label;
    if (icon) button.setAttribute("aria-label", TEXTS.signin_with);
    var radius = opts.shape === "pill" || opts.shape === "circle" ? height / 2 : opts.shape === "square" ? 0 : 4;
    var width = icon ? height : Math.min(400, Math.max(200, Number(opts.width) || 240));
    button.style.cssText =
      (THEMES[opts.theme] || THEMES.outline) +
      "display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;cursor:pointer;" +
      "font:500 14px/1 system-ui,sans-serif;padding:0 12px;block-size:" +
      height +
      "px;inline-size:" +
      width +
      "px;border-radius:" +
      radius +
      "px;";
    button.addEventListener("click", function () {
      signIn("btn");
    });
    parent.replaceChildren(button);
  }

  function prompt(listener) {
    var notify = typeof listener === "function" ? listener : function () {};
    var hook = window.__fakeGoogleOneTap;
    if (hook === "not_displayed" || (hook && hook.displayed === false)) {
      var reason = (hook && hook.reason) || "opt_out_or_no_session";
      setTimeout(function () {
        notify(notification("display", { notDisplayedReason: reason }));
      }, 0);
      return;
    }
    closeCard();
    promptListener = notify;
    var who = account();
    card = document.createElement("div");
    card.setAttribute("role", "dialog");
    card.setAttribute("aria-label", "Sign in with Google");
    card.setAttribute("data-standin", "google-one-tap");
    card.style.cssText =
      "position:fixed;inset-block-start:16px;inset-inline-end:16px;z-index:2147483647;background:#fff;" +
      "color:#1f1f1f;border:1px solid #dadce0;border-radius:8px;padding:16px;font:14px/1.4 system-ui," +
      "sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.2);display:grid;gap:8px;";
    var title = document.createElement("p");
    title.style.margin = "0";
    title.textContent = "Sign in with Google (offline stand-in)";
    var choose = document.createElement("button");
    choose.type = "button";
    choose.textContent = "Continue as " + who.name;
    choose.addEventListener("click", function () {
      closeCard();
      signIn("user");
      notify(notification("dismissed", { dismissedReason: "credential_returned" }));
    });
    var close = document.createElement("button");
    close.type = "button";
    close.textContent = "Close";
    close.addEventListener("click", function () {
      closeCard();
      notify(notification("skipped", { skippedReason: "user_cancel" }));
    });
    card.appendChild(title);
    card.appendChild(choose);
    card.appendChild(close);
    document.body.appendChild(card);
    setTimeout(function () {
      notify(notification("display", {}));
      // Auto-select signs a returning reader straight in, unless the site turned it off (after sign-out).
      if (config.auto_select && !autoSelectDisabled) {
        closeCard();
        signIn("auto");
        notify(notification("dismissed", { dismissedReason: "credential_returned" }));
      }
    }, 0);
  }

  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.id = {
    initialize: function (options) {
      config = Object.assign({}, options);
    },
    renderButton: renderButton,
    prompt: prompt,
    disableAutoSelect: function () {
      autoSelectDisabled = true;
    },
    cancel: function () {
      if (!card) return;
      closeCard();
      if (promptListener) promptListener(notification("dismissed", { dismissedReason: "cancel_called" }));
    },
    revoke: function (hint, done) {
      setTimeout(function () {
        if (typeof done === "function") done({ successful: true });
      }, 0);
    },
    storeCredential: function (_credential, done) {
      if (typeof done === "function") setTimeout(done, 0);
    },
  };
  if (typeof window.onGoogleLibraryLoad === "function") window.onGoogleLibraryLoad();
})();
