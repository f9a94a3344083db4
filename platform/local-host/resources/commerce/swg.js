/*
 * Subscribe with Google stand-in: the preview site's offline replacement for Google's swg.js
 * (https://news.google.com/swg/js/v1/swg.js), written for Broadsheet. It answers the calls a page makes on the
 * `subscriptions` object that `(self.SWG = self.SWG || []).push(callback)` hands over: init, configure,
 * setOnPaymentResponse, setOnEntitlementsResponse, setOnLoginRequest, getEntitlements, subscribe(sku),
 * showOffers, attachButton and reset. subscribe and showOffers open a small modal dialog (the purchase); confirming
 * it calls the payment-response callback with a promise of a response shaped like Google's: `purchaseData`
 * (`raw`, a JSON string with `orderId`, `packageName`, `productId`, `purchaseTime`, `purchaseState`,
 * `purchaseToken`, `autoRenewing`; and a `signature`), `userData` (`idToken`, an UNSIGNED token shaped like
 * Google's ID token whose payload names the account; `data`; `email`), `productType` and `complete()`.
 * Test hooks: `window.__fakeGoogleAccount = {email, name}` chooses the account (shared with the Sign In With
 * Google stand-in); `window.__fakeSwgPurchase = "cancel"` makes the purchase close without buying;
 * `window.__fakeSwg` records `{publicationId, completed}`. No network, no third party.
 */
(function () {
  "use strict";
  if (window.SWG && !Array.isArray(window.SWG)) return;
  var queued = Array.isArray(window.SWG) ? window.SWG : [];
  var state = { publicationId: null, completed: 0 };
  var onPayment = null;
  var dialog = null;
  var opener = null;

  function account() {
    var chosen = window.__fakeGoogleAccount || {};
    return { email: chosen.email || "reader@example.com", name: chosen.name || "Sample Reader" };
  }

  function base64url(text) {
    var bytes = new TextEncoder().encode(text);
    var binary = "";
    for (var i = 0; i < bytes.length; i += 1) binary += String.fromCharCode(bytes[i]);
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  function random() {
    var bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.prototype.map
      .call(bytes, function (byte) {
        return byte.toString(16).padStart(2, "0");
      })
      .join("");
  }

  function idToken(who) {
    var now = Math.floor(Date.now() / 1000);
    var payload = { iss: "https://accounts.google.com", sub: "swg-" + who.email, email: who.email, name: who.name };
    payload.email_verified = true;
    payload.iat = now;
    payload.exp = now + 3600;
    return base64url(JSON.stringify({ alg: "none", typ: "JWT" })) + "." + base64url(JSON.stringify(payload)) + ".";
  }

  function response(sku) {
    var who = account();
    var purchase = {
      orderId: "GPA.fake-" + random(),
      packageName: state.publicationId,
      productId: sku || state.publicationId + ":basic",
      purchaseTime: Date.now(),
      purchaseState: 0,
      purchaseToken: "fake-swg-purchase." + random(),
      autoRenewing: true,
    };
    var raw = JSON.stringify(purchase);
    var names = who.name.split(" ");
    return {
      raw: raw,
      purchaseData: { raw: raw, signature: "fake-signature" },
      userData: {
        idToken: idToken(who),
        data: { email: who.email, name: who.name, given_name: names[0], family_name: names.slice(1).join(" ") },
        email: who.email,
      },
      entitlements: null,
      productType: "SUBSCRIPTION",
      complete: function () {
        state.completed += 1;
        return Promise.resolve();
      },
    };
  }

  function close() {
    if (dialog) dialog.remove();
    dialog = null;
    if (opener && typeof opener.focus === "function" && document.contains(opener)) opener.focus();
    opener = null;
  }

  function purchase(sku) {
    if (!state.publicationId) throw new Error("SwG: init(publicationId) must come first");
    close();
    opener = document.activeElement;
    var who = account();
    dialog = document.createElement("div");
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("aria-modal", "true");
    dialog.setAttribute("aria-labelledby", "fake-swg-title");
    dialog.setAttribute("data-standin", "subscribe-with-google");
    dialog.style.cssText =
      "position:fixed;inset:0;margin:auto;block-size:fit-content;inline-size:min(22rem,90vw);z-index:2147483647;" +
      "background:#fff;color:#1f1f1f;border:1px solid #5f6368;border-radius:8px;padding:16px;display:grid;gap:8px;" +
      "font:14px/1.4 system-ui,sans-serif;box-shadow:0 2px 12px rgba(0,0,0,.3);";
    var title = document.createElement("h2");
    title.id = "fake-swg-title";
    title.style.cssText = "margin:0;font-size:16px;";
    title.textContent = "Subscribe with Google (offline stand-in)";
    var what = document.createElement("p");
    what.style.margin = "0";
    what.textContent = (sku || "The publication's subscription") + ", paid with " + who.email;
    var buy = document.createElement("button");
    buy.type = "button";
    buy.textContent = "Subscribe";
    buy.addEventListener("click", function () {
      var answer = response(sku);
      close();
      if (window.__fakeSwgPurchase === "cancel") return;
      if (typeof onPayment === "function") onPayment(Promise.resolve(answer));
    });
    var cancel = document.createElement("button");
    cancel.type = "button";
    cancel.textContent = "Cancel";
    cancel.addEventListener("click", close);
    dialog.addEventListener("keydown", function (event) {
      if (event.key === "Escape") close();
    });
    dialog.appendChild(title);
    dialog.appendChild(what);
    dialog.appendChild(buy);
    dialog.appendChild(cancel);
    document.body.appendChild(dialog);
    buy.focus();
  }

  var subscriptions = {
    init: function (publicationId) {
      if (typeof publicationId !== "string" || publicationId === "")
        throw new Error("SwG: a publication id is required");
      state.publicationId = publicationId;
    },
    configure: function () {
      return Promise.resolve();
    },
    setOnPaymentResponse: function (callback) {
      onPayment = callback;
    },
    setOnEntitlementsResponse: function () {},
    setOnLoginRequest: function () {},
    getEntitlements: function () {
      return Promise.resolve({
        entitlements: [],
        enablesThis: function () {
          return false;
        },
      });
    },
    subscribe: function (sku) {
      purchase(typeof sku === "string" ? sku : "");
    },
    showOffers: function () {
      purchase("");
    },
    attachButton: function (button, _options, callback) {
      button.addEventListener("click", function () {
        if (typeof callback === "function") callback();
      });
    },
    reset: function () {
      close();
      onPayment = null;
    },
  };

  window.__fakeSwg = state;
  function run(callback) {
    if (typeof callback === "function") callback(subscriptions);
  }
  window.SWG = { push: run };
  queued.forEach(run);
})();
