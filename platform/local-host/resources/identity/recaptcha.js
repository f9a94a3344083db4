/*
 * reCAPTCHA stand-in: the preview site's offline replacement for the bot-challenge provider's script
 * (api.js, or enterprise.js for the enterprise edition), written for Broadsheet. It answers the calls client
 * code makes on `grecaptcha` and `grecaptcha.enterprise`: render, reset, getResponse, execute (a v2 widget,
 * or v3's execute(siteKey, {action})) and ready; and it honours the script URL's `onload` and
 * `render=explicit|onload|<site key>` parameters, as the real script does. The v2 widget is a labelled
 * checkbox, "I'm not a robot"; checking it solves the challenge at once. Tokens are not secrets: they are
 * `fake-recaptcha-v2.<random>` and `fake-recaptcha-v3.<action>.<random>`, for a fake backend to accept.
 * Test hook: grecaptcha.__expire(widgetId) expires a solved widget now (the real token lasts two minutes).
 * No network, no third party.
 */
(function () {
  "use strict";
  if (window.grecaptcha && window.grecaptcha.__standIn) return;
  var TOKEN_LIFETIME = 120000;
  var script = document.currentScript && document.currentScript.src;
  var query = script ? new URL(script, location.href).searchParams : new URLSearchParams();
  var renderMode = query.get("render") || "onload";
  var widgets = [];
  var readyQueue = [];
  var loaded = false;

  function random() {
    var bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.prototype.map
      .call(bytes, function (byte) {
        return (byte + 256).toString(16).slice(1);
      })
      .join("");
  }

  /** A callback given as a function, or by the name of a global function (the data-callback way). */
  function call(callback, argument) {
    var target = typeof callback === "string" ? window[callback] : callback;
    if (typeof target === "function") target(argument);
  }

  function widgetFor(id) {
    var widget = widgets[id === undefined ? 0 : id];
    if (!widget) throw new Error("Invalid reCAPTCHA client id: " + id);
    return widget;
  }

  function expire(widget) {
    clearTimeout(widget.timer);
    if (!widget.token) return;
    widget.token = "";
    if (widget.box) widget.box.checked = false;
    call(widget.params["expired-callback"]);
  }

  function solve(widget) {
    clearTimeout(widget.timer);
    widget.token = "fake-recaptcha-v2." + random();
    if (widget.box) widget.box.checked = true;
    widget.timer = setTimeout(function () {
      expire(widget);
    }, TOKEN_LIFETIME);
    call(widget.params.callback, widget.token);
  }

  /** The checkbox a reader meets (nothing visible for an invisible widget, which `execute` solves). */
  function drawCheckbox(widget, container) {
    var dark = widget.params.theme === "dark";
    var label = document.createElement("label");
    label.setAttribute("data-standin", "recaptcha");
    label.style.cssText =
      "display:inline-flex;align-items:center;gap:.75em;padding:.9em 1em;border:1px solid #c4c4c4;" +
      "border-radius:3px;font:14px/1.2 system-ui,sans-serif;cursor:pointer;" +
      (dark ? "background:#222;color:#fff;" : "background:#f9f9f9;color:#000;") +
      (widget.params.size === "compact" ? "flex-direction:column;" : "min-inline-size:16em;");
    var box = document.createElement("input");
    box.type = "checkbox";
    box.style.cssText = "inline-size:1.5em;block-size:1.5em;margin:0;";
    if (widget.params.tabindex !== undefined) box.tabIndex = Number(widget.params.tabindex);
    box.addEventListener("change", function () {
      if (box.checked) solve(widget);
      else widget.token = "";
    });
    var text = document.createElement("span");
    text.textContent = "I'm not a robot";
    var note = document.createElement("small");
    note.textContent = "(offline stand-in)";
    note.style.opacity = "0.7";
    label.appendChild(box);
    label.appendChild(text);
    label.appendChild(note);
    container.appendChild(label);
    widget.box = box;
  }

  function render(container, params) {
    var element = typeof container === "string" ? document.getElementById(container) : container;
    if (!element) throw new Error("reCAPTCHA placeholder element must be an element or id");
    var options = params || {};
    // Parameters may also come from the element's data-* attributes, as with automatic rendering.
    ["sitekey", "callback", "expired-callback", "error-callback", "size", "theme", "tabindex"].forEach(function (key) {
      var value = element.getAttribute("data-" + key);
      if (options[key] === undefined && value !== null) options[key] = value;
    });
    if (!options.sitekey) throw new Error("Missing required parameters: sitekey");
    var widget = { id: widgets.length, params: options, token: "", timer: 0, box: null };
    widgets.push(widget);
    if (options.size !== "invisible") drawCheckbox(widget, element);
    return widget.id;
  }

  function execute(idOrSiteKey, options) {
    // v3 (and enterprise): execute(siteKey, {action}) resolves a token for that action.
    if (typeof idOrSiteKey === "string" || (options && typeof options === "object")) {
      var action = (options && options.action) || "default";
      return Promise.resolve("fake-recaptcha-v3." + action + "." + random());
    }
    // v2: an invisible widget (or a checkbox) is solved on request; the reader sees no challenge.
    solve(widgetFor(idOrSiteKey));
    return undefined;
  }

  function ready(callback) {
    if (loaded) setTimeout(callback, 0);
    else readyQueue.push(callback);
  }

  var api = {
    render: render,
    execute: execute,
    ready: ready,
    reset: function (id) {
      var widget = widgetFor(id);
      clearTimeout(widget.timer);
      widget.token = "";
      if (widget.box) widget.box.checked = false;
    },
    getResponse: function (id) {
      return widgetFor(id).token;
    },
    __standIn: true,
    __expire: function (id) {
      expire(widgetFor(id));
    },
  };
  var grecaptcha = Object.assign({}, api);
  grecaptcha.enterprise = Object.assign({}, api);
  window.grecaptcha = grecaptcha;

  // As the real script, which fetches its main part first, this finishes after the script's load event:
  // react-async-script (react-google-recaptcha's loader) refuses an onload callback that comes earlier.
  setTimeout(function () {
    loaded = true;
    readyQueue.splice(0).forEach(function (callback) {
      callback();
    });
    // render=onload (the default) draws every .g-recaptcha element; render=explicit leaves that to the page.
    if (renderMode === "onload") {
      var found = document.querySelectorAll(".g-recaptcha");
      for (var i = 0; i < found.length; i += 1) render(found[i], {});
    }
    var onload = query.get("onload");
    if (onload) call(onload);
  }, 0);
})();
