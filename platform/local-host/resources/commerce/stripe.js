/*
 * Stripe.js stand-in: the preview site's offline replacement for https://js.stripe.com/<train>/stripe.js,
 * written for Broadsheet. It defines `window.Stripe(publishableKey)` with the calls a React checkout makes
 * (through @stripe/stripe-js's loadStripe and @stripe/react-stripe-js): elements() and its card fields,
 * createPaymentMethod, confirmCardPayment, confirmCardSetup, handleCardAction, retrievePaymentIntent,
 * retrieveSetupIntent and paymentRequest. Results and errors have Stripe's shapes.
 *
 * The card fields are real, labelled inputs in the page (Stripe's are iframes), so tests type into them by
 * keyboard. Nothing is decided here: every call goes to the fake provider's endpoints under /__fake-stripe/
 * on the page's own origin (or `window.__fakeStripeOrigin`), which the preview hands to the fake Arc. The
 * field rules below only drive the fields' change events; they follow the fake's card-rules.ts.
 *
 * The 3-D Secure test card (4000 0025 0000 3155) opens an in-page dialog with "Complete authentication"
 * and "Fail authentication"; Escape fails it, as closing Stripe's frame does.
 * Wallets: `window.__fakeStripeWallet = { applePay: true }` (or googlePay) before paymentRequest().
 * canMakePayment() resolves null without it; `{ ..., cancel: true }` makes show() end in "cancel".
 */
(function () {
  "use strict";
  if (window.Stripe && window.Stripe.__standIn) return;

  // loadStripe warns when a test key meets a Stripe.js of another release train than it expects.
  var RELEASE_TRAIN = "endive";

  function apiBase() {
    return (window.__fakeStripeOrigin || "") + "/__fake-stripe/v1";
  }

  async function api(method, path, body) {
    var response;
    try {
      response = await fetch(apiBase() + path, {
        method: method,
        headers: body ? { "content-type": "application/json" } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
    } catch (_error) {
      return { error: { type: "api_connection_error", message: "The request to Stripe could not be made." } };
    }
    var json = await response.json().catch(() => {
      return { error: { type: "api_error", message: "Stripe answered with something that is not JSON." } };
    });
    return json;
  }

  // ---- Card rules (for change events only; the fake provider decides) ----

  function digits(value) {
    return String(value || "").replace(/\D/g, "");
  }

  function brandOf(number) {
    var d = digits(number);
    var four = Number(d.slice(0, 4));
    if (/^4/.test(d)) return "visa";
    if (/^3[47]/.test(d)) return "amex";
    if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(d)) return "mastercard";
    if (/^(6011|65|64[4-9])/.test(d)) return "discover";
    if (/^(36|38|30[0-5])/.test(d)) return "diners";
    if (d.length >= 4 && four >= 3528 && four <= 3589) return "jcb";
    if (/^62/.test(d)) return "unionpay";
    return "unknown";
  }

  function numberLength(brand) {
    return brand === "amex" ? 15 : brand === "diners" ? 14 : 16;
  }

  function luhn(d) {
    var sum = 0;
    for (var i = 0; i < d.length; i++) {
      var n = Number(d[d.length - 1 - i]);
      if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
      sum += n;
    }
    return sum % 10 === 0;
  }

  function problem(code, message) {
    return { type: "validation_error", code: code, message: message };
  }

  var RULES = {
    cardNumber: {
      autocomplete: "cc-number",
      label: "Card number",
      placeholder: "1234 1234 1234 1234",
      format: (value) => {
        var d = digits(value);
        var brand = brandOf(d);
        d = d.slice(0, numberLength(brand));
        // Amex and Diners group 4-6-5 / 4-6-4; the rest in fours.
        var groups = brand === "amex" || brand === "diners" ? [4, 6, 5] : [4, 4, 4, 4];
        var parts = [];
        var at = 0;
        for (var g = 0; g < groups.length && at < d.length; g++) {
          parts.push(d.slice(at, at + groups[g]));
          at += groups[g];
        }
        return parts.join(" ");
      },
      check: (value, final) => {
        var d = digits(value);
        if (d.length < numberLength(brandOf(d))) {
          return final ? problem("incomplete_number", "Your card number is incomplete.") : null;
        }
        return luhn(d) ? null : problem("invalid_number", "Your card number is invalid.");
      },
      complete: (value) => {
        var d = digits(value);
        return d.length === numberLength(brandOf(d)) && luhn(d);
      },
    },
    cardExpiry: {
      autocomplete: "cc-exp",
      label: "Expiration date (MM / YY)",
      placeholder: "MM / YY",
      format: (value) => {
        var d = digits(value).slice(0, 4);
        // A first digit above 1 can only be a one-digit month.
        if (d.length === 1 && Number(d) > 1) d = "0" + d;
        return d.length > 2 ? d.slice(0, 2) + " / " + d.slice(2) : d;
      },
      check: (value, final) => {
        var d = digits(value);
        if (d.length < 4) {
          return final ? problem("incomplete_expiry", "Your card's expiration date is incomplete.") : null;
        }
        var month = Number(d.slice(0, 2));
        var year = 2000 + Number(d.slice(2, 4));
        var now = new Date();
        if (month < 1 || month > 12) return problem("invalid_expiry_month", "Your card's expiration date is invalid.");
        if (year < now.getUTCFullYear()) {
          return problem("invalid_expiry_year_past", "Your card's expiration year is in the past.");
        }
        if (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1) {
          return problem("invalid_expiry_month_past", "Your card's expiration date is in the past.");
        }
        return null;
      },
      complete: (value) => {
        return digits(value).length === 4 && !RULES.cardExpiry.check(value, true);
      },
    },
    cardCvc: {
      autocomplete: "cc-csc",
      label: "Security code (CVC)",
      placeholder: "CVC",
      format: (value) => {
        return digits(value).slice(0, 4);
      },
      check: (value, final) => {
        return final && digits(value).length < 3
          ? problem("incomplete_cvc", "Your card's security code is incomplete.")
          : null;
      },
      complete: (value) => {
        return digits(value).length >= 3;
      },
    },
    postalCode: {
      autocomplete: "postal-code",
      label: "ZIP or postal code",
      placeholder: "ZIP",
      format: (value) => {
        return String(value).slice(0, 10);
      },
      check: (value, final) => {
        return final && String(value).trim() === ""
          ? problem("incomplete_zip", "Your postal code is incomplete.")
          : null;
      },
      complete: (value) => {
        return String(value).trim() !== "";
      },
    },
  };

  // ---- Elements ----

  var uid = 0;
  function nextId(prefix) {
    uid += 1;
    return "__fake-stripe-" + prefix + "-" + uid;
  }

  function Emitter() {
    this.handlers = {};
  }
  Emitter.prototype.on = function (event, handler) {
    (this.handlers[event] = this.handlers[event] || []).push(handler);
    return this;
  };
  Emitter.prototype.off = function (event, handler) {
    var list = this.handlers[event] || [];
    this.handlers[event] = handler
      ? list.filter((one) => {
          return one !== handler;
        })
      : [];
    return this;
  };
  Emitter.prototype.once = function (event, handler) {
    const wrapped = (payload) => {
      this.off(event, wrapped);
      handler(payload);
    };
    return this.on(event, wrapped);
  };
  Emitter.prototype.emit = function (event, payload) {
    (this.handlers[event] || []).slice().forEach((handler) => {
      handler(payload);
    });
  };

  /** The inputs each element type draws: a split field draws one, `card` draws them all. */
  function partsOf(type, options) {
    if (type === "card") {
      return ["cardNumber", "cardExpiry", "cardCvc"].concat(options.hidePostalCode ? [] : ["postalCode"]);
    }
    return [type];
  }

  function Element(group, type, options) {
    Emitter.call(this);
    this.group = group;
    this.elementType = type;
    this.options = Object.assign({}, options);
    this.node = null;
    this.inputs = {};
    this.lastError = null;
    this.destroyed = false;
  }
  Element.prototype = Object.create(Emitter.prototype);

  Element.prototype.value = function (part) {
    var input = this.inputs[part];
    return input ? input.value : "";
  };

  Element.prototype.state = function (final) {
    var parts = Object.keys(this.inputs);
    var error = null;
    var complete = true;
    var empty = true;
    parts.forEach((part) => {
      var rules = RULES[part];
      var value = this.value(part);
      if (value !== "") empty = false;
      if (!rules.complete(value)) complete = false;
      // An untouched field has nothing to complain about yet.
      var found = value === "" && !final ? null : rules.check(value, final);
      if (!error && found) error = found;
    });
    var event = { elementType: this.elementType, empty: empty, complete: complete, error: error || undefined };
    if (this.elementType === "card" || this.elementType === "cardNumber") {
      event.brand = brandOf(this.value("cardNumber"));
    }
    if (this.elementType === "card") event.value = { postalCode: this.value("postalCode") };
    return event;
  };

  Element.prototype.report = function (final) {
    var event = this.state(final);
    this.lastError = event.error || null;
    Object.keys(this.inputs).forEach((part) => {
      var value = this.value(part);
      var wrong = value === "" && !final ? null : RULES[part].check(value, final);
      this.inputs[part].setAttribute("aria-invalid", wrong ? "true" : "false");
    });
    this.node.classList.toggle("StripeElement--empty", event.empty);
    this.node.classList.toggle("StripeElement--complete", event.complete);
    this.node.classList.toggle("StripeElement--invalid", Boolean(event.error));
    this.emit("change", event);
  };

  Element.prototype.mount = function (target) {
    if (this.destroyed) throw new Error("This Element has already been destroyed. Please create a new one.");
    var node = typeof target === "string" ? document.querySelector(target) : target;
    if (!node || !(node instanceof HTMLElement)) {
      throw new Error("The selector you specified (" + String(target) + ") applies to no DOM elements.");
    }
    this.node = node;
    node.classList.add("StripeElement", "StripeElement--empty");
    if (this.elementType === "paymentRequestButton") {
      this.mountPaymentRequestButton(node);
    } else {
      this.mountFields(node);
    }
    setTimeout(() => {
      this.emit("ready", { elementType: this.elementType });
    }, 0);
  };

  /** The page's own `<label for>` the mount node's id, if it has one, names the first input. */
  function pageLabelFor(node) {
    if (!node.id) return null;
    var label = document.querySelector('label[for="' + CSS.escape(node.id) + '"]');
    if (!label) return null;
    if (!label.id) label.id = nextId("label");
    return label.id;
  }

  Element.prototype.mountFields = function (node) {
    var parts = partsOf(this.elementType, this.options);
    var holder = document.createElement("div");
    holder.className = "__fake-stripe-fields";
    holder.style.display = "flex";
    holder.style.gap = "0.5em";
    if (parts.length > 1) {
      holder.setAttribute("role", "group");
      holder.setAttribute("aria-label", "Credit or debit card");
    }
    var pageLabel = pageLabelFor(node);
    parts.forEach((part, index) => {
      var rules = RULES[part];
      var input = document.createElement("input");
      input.type = "text";
      input.id = nextId(part);
      input.name = part;
      input.autocomplete = rules.autocomplete;
      input.inputMode = part === "postalCode" ? "text" : "numeric";
      input.placeholder = (parts.length === 1 && this.options.placeholder) || rules.placeholder;
      input.disabled = Boolean(this.options.disabled);
      input.style.flex = part === "cardNumber" ? "3 1 10em" : "1 1 4em";
      input.style.minWidth = "0";
      input.style.font = "inherit";
      input.style.border = "0";
      input.style.background = "transparent";
      input.style.color = "inherit";
      if (pageLabel && index === 0 && parts.length === 1) {
        input.setAttribute("aria-labelledby", pageLabel);
      } else {
        input.setAttribute("aria-label", rules.label);
      }
      input.addEventListener("input", () => {
        input.value = rules.format(input.value);
        this.report(false);
      });
      input.addEventListener("focus", () => {
        node.classList.add("StripeElement--focus");
        this.emit("focus", { elementType: this.elementType });
      });
      input.addEventListener("blur", () => {
        node.classList.remove("StripeElement--focus");
        this.emit("blur", { elementType: this.elementType });
        // Stripe names an incomplete field only once the reader leaves it.
        if (input.value !== "") this.report(true);
      });
      input.addEventListener("keydown", (event) => {
        if (event.key === "Escape") this.emit("escape", { elementType: this.elementType });
      });
      this.inputs[part] = input;
      holder.appendChild(input);
    });
    node.appendChild(holder);
    this.holder = holder;
  };

  Element.prototype.mountPaymentRequestButton = function (node) {
    var request = this.options.paymentRequest;
    var button = document.createElement("button");
    button.type = "button";
    button.className = "__fake-stripe-wallet-button";
    var wallet = window.__fakeStripeWallet || {};
    button.textContent = wallet.applePay ? "Pay with Apple Pay" : wallet.googlePay ? "Pay with Google Pay" : "Pay now";
    button.addEventListener("click", (event) => {
      var allowed = true;
      this.emit("click", {
        elementType: "paymentRequestButton",
        preventDefault: () => {
          allowed = false;
        },
      });
      event.preventDefault();
      if (allowed && request) request.show();
    });
    node.appendChild(button);
    this.holder = button;
  };

  Element.prototype.update = function (options) {
    Object.assign(this.options, options);
    Object.keys(this.inputs).forEach((part) => {
      var input = this.inputs[part];
      if ("disabled" in options) input.disabled = Boolean(options.disabled);
      if (options.placeholder && Object.keys(this.inputs).length === 1) input.placeholder = options.placeholder;
    });
  };

  Element.prototype.focus = function () {
    var first = this.inputs[Object.keys(this.inputs)[0]];
    if (first) first.focus();
  };

  Element.prototype.blur = function () {
    var active = document.activeElement;
    if (active && this.holder && this.holder.contains(active)) active.blur();
  };

  Element.prototype.clear = function () {
    Object.keys(this.inputs).forEach((part) => {
      this.inputs[part].value = "";
    });
    if (this.node) this.report(false);
  };

  Element.prototype.unmount = function () {
    if (this.holder) this.holder.remove();
    if (this.node) {
      this.node.classList.remove(
        "StripeElement",
        "StripeElement--empty",
        "StripeElement--focus",
        "StripeElement--complete",
        "StripeElement--invalid",
      );
    }
    this.holder = null;
    this.node = null;
    this.inputs = {};
  };

  Element.prototype.destroy = function () {
    this.unmount();
    this.destroyed = true;
    this.group.forget(this);
  };

  function Elements(stripe, options) {
    this.stripe = stripe;
    this.options = Object.assign({}, options);
    this.created = {};
  }
  Elements.prototype.create = function (type, options) {
    var known = ["card", "cardNumber", "cardExpiry", "cardCvc", "paymentRequestButton"];
    if (known.indexOf(type) === -1) throw new Error("The stand-in does not support the " + type + " Element.");
    if (this.created[type]) throw new Error("Can only create one Element of type " + type + ".");
    var element = new Element(this, type, options || {});
    this.created[type] = element;
    return element;
  };
  Elements.prototype.getElement = function (type) {
    return this.created[type] || null;
  };
  Elements.prototype.forget = function (element) {
    if (this.created[element.elementType] === element) delete this.created[element.elementType];
  };
  Elements.prototype.update = function (options) {
    Object.assign(this.options, options);
  };
  Elements.prototype.fetchUpdates = function () {
    return Promise.resolve({});
  };

  // ---- 3-D Secure ----

  function formatAmount(intent) {
    if (typeof intent.amount !== "number") return "";
    try {
      return new Intl.NumberFormat("en-US", { style: "currency", currency: intent.currency }).format(
        intent.amount / 100,
      );
    } catch (_error) {
      return intent.amount / 100 + " " + intent.currency;
    }
  }

  /** Resolves "complete" or "fail": a modal dialog, focus kept inside it, the page behind inert. */
  function askToAuthenticate(intent) {
    return new Promise((resolve) => {
      var previous = document.activeElement;
      var behind = Array.prototype.filter.call(document.body.children, (child) => {
        return !child.inert;
      });
      var backdrop = document.createElement("div");
      backdrop.className = "__fake-stripe-3ds";
      backdrop.style.cssText =
        "position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;" +
        "background:rgba(0,0,0,.55);font:16px/1.5 system-ui,sans-serif;";
      var dialog = document.createElement("div");
      dialog.setAttribute("role", "dialog");
      dialog.setAttribute("aria-modal", "true");
      dialog.style.cssText = "background:#fff;color:#1a1a1a;padding:1.5em;border-radius:8px;max-width:26em;";
      var title = document.createElement("h2");
      title.id = nextId("3ds-title");
      title.textContent = "Authenticate this payment";
      title.style.marginTop = "0";
      var text = document.createElement("p");
      text.id = nextId("3ds-text");
      var amount = formatAmount(intent);
      text.textContent =
        (intent.object === "setup_intent"
          ? "Your bank asks you to confirm saving this card."
          : "Your bank asks you to confirm a payment" + (amount ? " of " + amount : "") + ".") +
        " This is the preview's test page: no bank is contacted.";
      dialog.setAttribute("aria-labelledby", title.id);
      dialog.setAttribute("aria-describedby", text.id);
      var complete = document.createElement("button");
      complete.type = "button";
      complete.textContent = "Complete authentication";
      var fail = document.createElement("button");
      fail.type = "button";
      fail.textContent = "Fail authentication";
      fail.style.marginLeft = "0.5em";
      dialog.append(title, text, complete, fail);
      backdrop.appendChild(dialog);

      function finish(outcome) {
        backdrop.remove();
        behind.forEach((child) => {
          child.inert = false;
        });
        if (previous && typeof previous.focus === "function") previous.focus();
        resolve(outcome);
      }
      complete.addEventListener("click", () => {
        finish("complete");
      });
      fail.addEventListener("click", () => {
        finish("fail");
      });
      dialog.addEventListener("keydown", (event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          finish("fail");
        } else if (event.key === "Tab") {
          // Two buttons: Tab and Shift+Tab go from one to the other and never leave the dialog.
          event.preventDefault();
          (document.activeElement === complete ? fail : complete).focus();
        }
      });
      behind.forEach((child) => {
        child.inert = true;
      });
      document.body.appendChild(backdrop);
      complete.focus();
    });
  }

  // ---- Intents ----

  function idOf(clientSecret) {
    return String(clientSecret || "").split("_secret_")[0];
  }

  function integrationError(message) {
    return { error: { type: "invalid_request_error", code: "parameter_invalid_empty", message: message } };
  }

  function Stripe(publishableKey, options) {
    if (!(this instanceof Stripe)) return new Stripe(publishableKey, options);
    if (typeof publishableKey !== "string" || !/^pk_/.test(publishableKey)) {
      throw new Error("Invalid value for Stripe(): apiKey should be a publishable key (pk_…).");
    }
    this._apiKey = publishableKey;
    this._options = Object.assign({}, options);
    this._wrappers = [];
    this._appInfo = null;
    this._elements = [];
  }
  Stripe.version = RELEASE_TRAIN;
  Stripe.__standIn = true;

  Stripe.prototype._registerWrapper = function (wrapper) {
    this._wrappers.push(wrapper);
  };
  Stripe.prototype.registerAppInfo = function (info) {
    this._appInfo = info;
  };

  Stripe.prototype.elements = function (options) {
    var group = new Elements(this, options);
    this._elements.push(group);
    return group;
  };

  /** The card's fields from a `card` element, or from the split elements of the same group. */
  function cardValues(element) {
    var group = element.group;
    var source = (part) => {
      if (element.inputs[part]) return element.value(part);
      var split = group.getElement(part);
      return split ? split.value(part) : "";
    };
    var expiry = digits(source("cardExpiry"));
    return {
      number: digits(source("cardNumber")),
      exp_month: expiry.slice(0, 2),
      exp_year: expiry.length === 4 ? "20" + expiry.slice(2) : "",
      cvc: digits(source("cardCvc")),
      postal: source("postalCode"),
    };
  }

  Stripe.prototype.createPaymentMethod = async function (first, second, third) {
    // Both forms: ({type, card, billing_details}) and the older ("card", element, {billing_details}).
    var data = typeof first === "string" ? Object.assign({ type: first, card: second }, third) : first || {};
    if (data.type !== "card") return integrationError("The stand-in only makes card payment methods.");
    var element = data.card || data.element;
    if (!(element instanceof Element) || !element.node) {
      return integrationError("A mounted card Element is required to create a card payment method.");
    }
    var card = cardValues(element);
    var billing = Object.assign({}, data.billing_details);
    if (card.postal) billing.address = Object.assign({}, billing.address, { postal_code: card.postal });
    var answer = await api("POST", "/payment_methods", {
      type: "card",
      card: { number: card.number, exp_month: card.exp_month, exp_year: card.exp_year, cvc: card.cvc },
      billing_details: billing,
    });
    return answer.error ? { error: answer.error } : { paymentMethod: answer };
  };

  Stripe.prototype.createToken = async function () {
    return { error: { type: "invalid_request_error", message: "The stand-in makes payment methods, not tokens." } };
  };

  /** A payment method id from confirm's data: an id, or card details to make one from first. */
  async function paymentMethodOf(stripe, data) {
    var method = data && data.payment_method;
    if (typeof method === "string") return { id: method };
    if (method && method.card) {
      var made = await stripe.createPaymentMethod({
        type: "card",
        card: method.card,
        billing_details: method.billing_details,
      });
      return made.error ? { error: made.error } : { id: made.paymentMethod.id };
    }
    return { error: integrationError("A payment_method is required to confirm.").error };
  }

  function shaped(kind, answer) {
    var key = kind === "payment_intents" ? "paymentIntent" : "setupIntent";
    if (answer.error) return { error: answer.error };
    var result = {};
    result[key] = answer;
    return result;
  }

  async function authenticate(kind, intent) {
    var outcome = await askToAuthenticate(intent);
    return shaped(
      kind,
      await api("POST", "/three_d_secure/authenticate", { client_secret: intent.client_secret, outcome: outcome }),
    );
  }

  async function confirm(stripe, kind, clientSecret, data, options) {
    var method = await paymentMethodOf(stripe, data);
    if (method.error) return { error: method.error };
    var answer = await api("POST", "/" + kind + "/" + encodeURIComponent(idOf(clientSecret)) + "/confirm", {
      client_secret: clientSecret,
      payment_method: method.id,
    });
    var handleActions = !options || options.handleActions !== false;
    if (!answer.error && answer.status === "requires_action" && handleActions) return authenticate(kind, answer);
    return shaped(kind, answer);
  }

  Stripe.prototype.confirmCardPayment = function (clientSecret, data, options) {
    return confirm(this, "payment_intents", clientSecret, data, options);
  };
  Stripe.prototype.confirmCardSetup = function (clientSecret, data, options) {
    return confirm(this, "setup_intents", clientSecret, data, options);
  };

  function retrieve(kind, clientSecret) {
    var path = "/" + kind + "/" + encodeURIComponent(idOf(clientSecret));
    return api("GET", path + "?client_secret=" + encodeURIComponent(clientSecret)).then((answer) => {
      return shaped(kind, answer);
    });
  }
  Stripe.prototype.retrievePaymentIntent = function (clientSecret) {
    return retrieve("payment_intents", clientSecret);
  };
  Stripe.prototype.retrieveSetupIntent = function (clientSecret) {
    return retrieve("setup_intents", clientSecret);
  };

  /** The 3-D Secure step of an intent confirmed with handleActions: false. */
  Stripe.prototype.handleCardAction = async function (clientSecret) {
    var kind = idOf(clientSecret).indexOf("seti_") === 0 ? "setup_intents" : "payment_intents";
    var current = await retrieve(kind, clientSecret);
    var intent = current.paymentIntent || current.setupIntent;
    if (!intent || intent.status !== "requires_action") return current;
    return authenticate(kind, intent);
  };
  Stripe.prototype.handleNextAction = function (options) {
    return this.handleCardAction(options && options.clientSecret);
  };

  // ---- Wallets ----

  function PaymentRequest(stripe, options) {
    Emitter.call(this);
    this.stripe = stripe;
    this.options = Object.assign({}, options);
    this.showing = false;
  }
  PaymentRequest.prototype = Object.create(Emitter.prototype);

  PaymentRequest.prototype.canMakePayment = function () {
    var wallet = window.__fakeStripeWallet;
    if (!wallet) return Promise.resolve(null);
    return Promise.resolve({ applePay: Boolean(wallet.applePay), googlePay: Boolean(wallet.googlePay), link: false });
  };
  PaymentRequest.prototype.update = function (options) {
    Object.assign(this.options, options);
  };
  PaymentRequest.prototype.isShowing = function () {
    return this.showing;
  };
  PaymentRequest.prototype.abort = function () {
    if (!this.showing) return;
    this.showing = false;
    this.emit("cancel", {});
  };

  /** The wallet's sheet, paid at once with the wallet's test card (4242…), as a browser's sheet would. */
  PaymentRequest.prototype.show = function () {
    var wallet = window.__fakeStripeWallet;
    if (!wallet) throw new Error("No wallet can pay in this browser (set window.__fakeStripeWallet).");
    this.showing = true;
    setTimeout(async () => {
      if (wallet.cancel) return this.abort();
      var made = await api("POST", "/payment_methods", {
        type: "card",
        card: {
          number: "4242424242424242",
          exp_month: "12",
          exp_year: String(new Date().getUTCFullYear() + 2),
          cvc: "123",
        },
        billing_details: {
          name: wallet.payerName || "Wallet Reader",
          email: wallet.payerEmail || "wallet@example.test",
        },
      });
      if (made.error) return this.abort();
      this.emit("paymentmethod", {
        paymentMethod: made,
        walletName: wallet.applePay ? "applePay" : "googlePay",
        payerName: made.billing_details.name,
        payerEmail: made.billing_details.email,
        complete: (status) => {
          this.showing = false;
          this.completed = status;
        },
      });
    }, 0);
  };

  Stripe.prototype.paymentRequest = function (options) {
    return new PaymentRequest(this, options);
  };

  window.Stripe = Stripe;
})();
