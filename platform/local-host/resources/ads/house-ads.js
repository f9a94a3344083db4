/*
 * House ads: the preview site's offline stand-in for an ad server's tag (Broadsheet's own, written for the
 * demo sites). It answers the same small interface the ads block uses with Google Publisher Tag (a `cmd`
 * queue, defineSlot, pubads().refresh, destroySlots …) and fills each refreshed slot, after a short pretend
 * network delay, with a house creative drawn as inline SVG at one of the slot's sizes: the demo site's name
 * (the script's `site` query parameter) over a simple graphic. No network, no third party.
 */
(function () {
  "use strict";
  var SVG = "http://www.w3.org/2000/svg";
  var PALETTES = [
    ["#12355b", "#f2c14e", "#ffffff"],
    ["#2b4162", "#e26d5c", "#ffffff"],
    ["#1f4e3d", "#9bc53d", "#ffffff"],
    ["#4a1942", "#f4a259", "#ffffff"],
  ];
  var current = document.currentScript && document.currentScript.src;
  var site = (current && new URL(current, location.href).searchParams.get("site")) || "Broadsheet";
  var slots = [];
  var listeners = [];
  var initialLoad = true;

  function element(name, attributes) {
    var node = document.createElementNS(SVG, name);
    for (var key in attributes) node.setAttribute(key, String(attributes[key]));
    return node;
  }

  /** The widest of the slot's sizes that fits its element; the narrowest when none does. */
  function chooseSize(sizes, available) {
    var sorted = sizes.slice().sort(function (a, b) {
      return b[0] * b[1] - a[0] * a[1];
    });
    for (var i = 0; i < sorted.length; i += 1) if (sorted[i][0] <= available) return sorted[i];
    return sorted[sorted.length - 1];
  }

  function creative(width, height, seed, segment) {
    var colours = PALETTES[seed % PALETTES.length];
    var svg = element("svg", {
      xmlns: SVG,
      width: width,
      height: height,
      viewBox: "0 0 " + width + " " + height,
      role: "img",
      "aria-label": site + " (house advertisement)",
    });
    svg.style.display = "block";
    svg.style.maxWidth = "100%";
    svg.style.height = "auto";
    svg.appendChild(element("rect", { width: width, height: height, fill: colours[0] }));
    // The graphic: three overlapping discs of the accent colour off to the inline end.
    var r = Math.min(width, height) * 0.45;
    for (var d = 0; d < 3; d += 1) {
      svg.appendChild(
        element("circle", {
          cx: width - r * (0.6 + d * 0.7),
          cy: height * (0.3 + d * 0.2),
          r: r * (1 - d * 0.25),
          fill: colours[1],
          "fill-opacity": 0.35 + d * 0.2,
        }),
      );
    }
    var tall = height > width;
    var size = Math.max(10, Math.min(height * (tall ? 0.09 : 0.34), (width / Math.max(site.length, 8)) * 1.3));
    var name = element("text", {
      x: tall ? width / 2 : Math.min(width * 0.06, 24),
      y: tall ? height * 0.42 : height / 2 + size * 0.1,
      fill: colours[2],
      "font-family": "Georgia, serif",
      "font-weight": "bold",
      "font-size": size,
      "text-anchor": tall ? "middle" : "start",
      "dominant-baseline": "middle",
    });
    name.textContent = site;
    svg.appendChild(name);
    if (height >= 60) {
      var line = element("text", {
        x: tall ? width / 2 : Math.min(width * 0.06, 24),
        y: tall ? height * 0.42 + size * 1.4 : height / 2 + size * 1.1,
        fill: colours[2],
        "font-family": "system-ui, sans-serif",
        "font-size": Math.max(9, size * 0.45),
        "text-anchor": tall ? "middle" : "start",
        "dominant-baseline": "middle",
      });
      line.textContent = callToAction(segment) + " · " + width + "×" + height;
      svg.appendChild(line);
    }
    return svg;
  }

  // The house ad speaks the page's language, as a real campaign runs one creative per edition. A slot targeted
  // at the reader's segment (the ads block's `segment`, where the site allows it) shows subscribers a creative of
  // their own instead of the offer they already took.
  var CALLS_TO_ACTION = { en: "Subscribe today", fr: "Abonnez-vous" };
  var SUBSCRIBER_CALLS = { en: "Thank you for subscribing", fr: "Merci de votre abonnement" };
  function callToAction(segment) {
    var lang = (document.documentElement.getAttribute("lang") || "en").slice(0, 2).toLowerCase();
    var calls = segment === "subscriber" ? SUBSCRIBER_CALLS : CALLS_TO_ACTION;
    return calls[lang] || calls.en;
  }

  function render(slot) {
    var target = document.getElementById(slot.id);
    if (!target || slot.destroyed) return;
    var size = slot.outOfPage ? null : chooseSize(slot.sizes, target.clientWidth || slot.sizes[0][0]);
    target.textContent = "";
    if (size) target.appendChild(creative(size[0], size[1], slot.seed, slot.targeting.segment));
    target.setAttribute("data-house-ad", size ? size[0] + "x" + size[1] : "1x1");
    listeners.forEach(function (listener) {
      listener({ slot: slot, isEmpty: !size, size: size });
    });
  }

  function Slot(path, sizes, id, outOfPage) {
    this.path = path;
    this.sizes = sizes;
    this.id = id;
    this.outOfPage = outOfPage;
    this.targeting = {};
    this.seed = slots.length;
    this.destroyed = false;
  }
  Slot.prototype.setTargeting = function (key, value) {
    this.targeting[key] = value;
    return this;
  };
  Slot.prototype.addService = function () {
    return this;
  };
  Slot.prototype.getSlotElementId = function () {
    return this.id;
  };

  var pubads = {
    enableSingleRequest: function () {},
    disableInitialLoad: function () {
      initialLoad = false;
    },
    setTargeting: function () {
      return pubads;
    },
    addEventListener: function (type, listener) {
      if (type === "slotRenderEnded") listeners.push(listener);
      return pubads;
    },
    refresh: function (which) {
      (which || slots).forEach(function (slot) {
        // A pretend network round trip, so the page sees the ad arrive later, as it would.
        setTimeout(
          function () {
            render(slot);
          },
          80 + Math.floor(Math.random() * 120),
        );
      });
    },
  };

  function define(path, sizes, id, outOfPage) {
    for (var i = 0; i < slots.length; i += 1) if (slots[i].id === id) return null;
    var slot = new Slot(path, sizes, id, outOfPage);
    slots.push(slot);
    return slot;
  }

  var queued = (window.googletag && window.googletag.cmd) || [];
  var tag = {
    apiReady: true,
    cmd: {
      push: function () {
        for (var i = 0; i < arguments.length; i += 1) {
          try {
            arguments[i]();
          } catch (error) {
            console.error("House ads:", error);
          }
        }
      },
    },
    pubads: function () {
      return pubads;
    },
    enableServices: function () {},
    defineSlot: function (path, sizes, id) {
      return define(path, sizes, id, false);
    },
    defineOutOfPageSlot: function (path, id) {
      return define(path, [[1, 1]], id, true);
    },
    display: function (id) {
      if (!initialLoad) return;
      slots.forEach(function (slot) {
        if (slot.id === id) pubads.refresh([slot]);
      });
    },
    destroySlots: function (which) {
      var gone = which || slots.slice();
      slots = slots.filter(function (slot) {
        return gone.indexOf(slot) === -1;
      });
      gone.forEach(function (slot) {
        slot.destroyed = true;
        var target = document.getElementById(slot.id);
        if (target) {
          target.textContent = "";
          target.removeAttribute("data-house-ad");
        }
      });
      return true;
    },
  };
  window.googletag = tag;
  tag.cmd.push.apply(tag.cmd, queued);
})();
