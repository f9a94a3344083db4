/*
 * Facebook SDK stand-in: the preview site's offline replacement for the Facebook JavaScript SDK
 * (connect.facebook.net/<locale>/sdk.js, Graph API v20.0), written for Broadsheet. It answers the calls
 * client code makes on `FB`: init, getLoginStatus, login, logout, api("/me"), Event.subscribe and
 * XFBML.parse (which draws each `.fb-login-button` as a real button), then calls `window.fbAsyncInit`, as the
 * real SDK does. Logging in connects at once (no pop-up) with an `authResponse` whose `accessToken` is
 * an unsigned JWT-shaped token with the account's `email` claim, the fake Identity API's social credential: for
 * a fake backend to read, never to trust. The session lasts
 * for the browser tab (sessionStorage), as the real one lasts while the reader is signed in to Facebook.
 * Test hooks: `window.__fakeFacebookAccount = {email, name}` chooses the account (default: a sample reader);
 * `window.__fakeFacebookLogin = "cancel"` makes the reader cancel the login dialog (status "unknown").
 * No network, no third party.
 */
(function () {
  "use strict";
  if (window.FB && window.FB.__standIn) return;
  var STORE = "fakeFacebookSession";
  var settings = {};
  var listeners = {};

  function account() {
    var chosen = window.__fakeFacebookAccount || {};
    var email = chosen.email || "reader@example.com";
    return { email: email, name: chosen.name || "Sample Reader" };
  }

  function userId(email) {
    var hash = 11;
    for (var i = 0; i < email.length; i += 1) hash = (hash * 31 + email.charCodeAt(i)) % 1000000007;
    return "1000" + String(hash).padStart(10, "0");
  }

  function random() {
    var bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.prototype.map
      .call(bytes, function (byte) {
        return (byte + 256).toString(16).slice(1);
      })
      .join("");
  }

  function base64url(text) {
    var bytes = new TextEncoder().encode(text);
    var binary = "";
    for (var i = 0; i < bytes.length; i += 1) binary += String.fromCharCode(bytes[i]);
    return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }

  function session() {
    try {
      return JSON.parse(sessionStorage.getItem(STORE) || "null");
    } catch (_error) {
      return null;
    }
  }

  function status() {
    var current = session();
    if (current && current.expiresAt > Date.now()) {
      return {
        status: "connected",
        authResponse: {
          accessToken: current.accessToken,
          userID: current.userID,
          expiresIn: Math.round((current.expiresAt - Date.now()) / 1000),
          signedRequest: "fake." + base64url(JSON.stringify({ user_id: current.userID })),
          graphDomain: "facebook",
          data_access_expiration_time: Math.round(current.expiresAt / 1000) + 7776000,
        },
      };
    }
    return { status: "unknown", authResponse: null };
  }

  function emit(name, response) {
    (listeners[name] || []).slice().forEach(function (listener) {
      listener(response);
    });
  }

  function later(callback, response) {
    setTimeout(function () {
      if (typeof callback === "function") callback(response);
    }, 0);
  }

  // Shaped as the fake Identity API's social credential (an unsigned JWT with an email claim); a real
  // Facebook token is opaque, and no real backend would take this one.
  function accessToken(who) {
    var header = base64url(JSON.stringify({ alg: "none", typ: "JWT" }));
    var claims = base64url(JSON.stringify({ iss: "fake-facebook", email: who.email, sub: userId(who.email) }));
    return header + "." + claims + "." + random();
  }

  function login(callback, _options) {
    if (window.__fakeFacebookLogin === "cancel") {
      later(callback, { status: "unknown", authResponse: null });
      return;
    }
    var who = account();
    sessionStorage.setItem(
      STORE,
      JSON.stringify({
        accessToken: accessToken(who),
        userID: userId(who.email),
        email: who.email,
        name: who.name,
        expiresAt: Date.now() + 3600000,
      }),
    );
    var response = status();
    later(callback, response);
    emit("auth.login", response);
    emit("auth.statusChange", response);
  }

  /** XFBML: each `.fb-login-button` becomes a button that logs in, then runs its data-onlogin handler. */
  function parse(root) {
    var found = (root || document).querySelectorAll(".fb-login-button");
    for (var i = 0; i < found.length; i += 1) {
      var holder = found[i];
      if (holder.getAttribute("data-standin-rendered")) continue;
      holder.setAttribute("data-standin-rendered", "true");
      var button = document.createElement("button");
      button.type = "button";
      button.setAttribute("data-standin", "facebook-login");
      var kind = holder.getAttribute("data-button-type");
      button.textContent = kind === "login_with" ? "Log in with Facebook" : "Continue with Facebook";
      button.style.cssText =
        "background:#0866ff;color:#fff;border:0;border-radius:4px;padding:0 12px;block-size:40px;" +
        "font:600 14px/1 system-ui,sans-serif;cursor:pointer;";
      button.addEventListener("click", onLoginButton(holder.getAttribute("data-onlogin")));
      holder.replaceChildren(button);
    }
  }

  /** data-onlogin names a global function ("checkLogin" or "window.checkLogin()"); it is called, never evaluated. */
  function onLoginButton(handler) {
    return function () {
      login(function (response) {
        var name = (handler || "").replace(/^window\./, "").replace(/\(\);?$/, "");
        if (typeof window[name] === "function") window[name](response);
      });
    };
  }

  window.FB = {
    __standIn: true,
    init: function (options) {
      settings = Object.assign({}, options);
      if (!settings.appId) throw new Error("FB.init needs an appId");
      if (settings.xfbml) setTimeout(parse, 0);
    },
    getLoginStatus: function (callback, _forceRoundtrip) {
      later(callback, status());
    },
    getAuthResponse: function () {
      return status().authResponse;
    },
    login: login,
    logout: function (callback) {
      sessionStorage.removeItem(STORE);
      var response = status();
      later(callback, response);
      emit("auth.logout", response);
      emit("auth.statusChange", response);
    },
    api: function (path, a, b) {
      var callback = [a, b].filter(function (value) {
        return typeof value === "function";
      })[0];
      var current = session();
      if (!/^\/?me\/?$/.test(String(path).split("?")[0]) || !current) {
        later(callback, { error: { message: "An active access token must be used", code: 2500 } });
        return;
      }
      later(callback, { id: current.userID, name: current.name, email: current.email });
    },
    Event: {
      subscribe: function (name, listener) {
        (listeners[name] = listeners[name] || []).push(listener);
      },
      unsubscribe: function (name, listener) {
        listeners[name] = (listeners[name] || []).filter(function (each) {
          return each !== listener;
        });
      },
    },
    XFBML: { parse: parse },
  };
  if (typeof window.fbAsyncInit === "function") window.fbAsyncInit();
})();
