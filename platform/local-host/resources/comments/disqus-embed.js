/*
 * Disqus stand-in: the preview site's offline replacement for a forum's embed script
 * (https://<shortname>.disqus.com/embed.js), written for Broadsheet. Like the real one it reads the page's
 * `window.disqus_config` function (called with `this.page` and `this.callbacks`; it reads `page.url`,
 * `page.identifier`, `page.title`, `page.remote_auth_s3`, `page.api_key` and `language`), draws the thread into
 * `#disqus_thread` and defines `DISQUS.reset({reload, config})` for a page that changes story or reader. The
 * thread is drawn in the page (the real one is an iframe): a line saying who comments (the single sign-on
 * reader when `remote_auth_s3` is set, with an `api_key`; a guest otherwise), the comments and a labelled form
 * that adds one, in memory, per identifier. Test hooks: `window.__fakeDisqus` records the last config read
 * (`{url, identifier, title, remoteAuth, apiKey, language, loads}`). No network, no third party.
 */
(function () {
  "use strict";
  if (window.DISQUS && window.DISQUS.__standIn) return;
  var threads = {};
  var loads = 0;
  var counter = 0;

  function readConfig(configure) {
    var context = { page: {}, callbacks: { onReady: [] }, language: undefined };
    if (typeof configure === "function") configure.call(context);
    return context;
  }

  /** The SSO reader's name when the payload carries one (base64 JSON, Disqus's message part), else null. */
  function ssoName(remoteAuth) {
    if (typeof remoteAuth !== "string" || remoteAuth === "") return null;
    try {
      var message = JSON.parse(atob(remoteAuth.split(" ")[0]));
      if (message && typeof message.username === "string") return message.username;
    } catch (_error) {
      // An opaque payload (as Arc hands over) still signs the reader in.
    }
    return "";
  }

  function element(tag, text) {
    var node = document.createElement(tag);
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function draw(context) {
    var thread = document.getElementById("disqus_thread");
    if (!thread) return;
    loads += 1;
    counter += 1;
    var page = context.page || {};
    var identifier = String(page.identifier || page.url || location.pathname);
    var signedIn = Boolean(page.remote_auth_s3 && page.api_key);
    var name = signedIn ? ssoName(page.remote_auth_s3) : null;
    window.__fakeDisqus = {
      url: page.url,
      identifier: page.identifier,
      title: page.title,
      remoteAuth: page.remote_auth_s3,
      apiKey: page.api_key,
      language: context.language,
      loads: loads,
    };
    var comments = threads[identifier] || (threads[identifier] = [{ author: "Sample Reader", text: "First!" }]);
    var root = element("div");
    root.setAttribute("data-standin", "disqus");
    root.style.cssText = "display:grid;gap:12px;font:16px/1.5 system-ui,sans-serif;";
    var who = element(
      "p",
      signedIn
        ? "Commenting as " + (name || "your account on this site") + " (single sign-on, offline Disqus stand-in)"
        : "Commenting as a guest (offline Disqus stand-in)",
    );
    who.style.margin = "0";
    var list = element("ol");
    list.setAttribute("aria-label", "Comments");
    list.style.cssText = "margin:0;padding-inline-start:20px;display:grid;gap:8px;";
    function addItem(comment) {
      var item = element("li");
      var author = element("strong", comment.author);
      item.appendChild(author);
      item.appendChild(document.createTextNode(": " + comment.text));
      list.appendChild(item);
    }
    comments.forEach(addItem);
    var form = element("form");
    form.style.cssText = "display:grid;gap:8px;justify-items:start;";
    var fieldId = "fake-disqus-comment-" + counter;
    var label = element("label", "Join the discussion");
    label.htmlFor = fieldId;
    var field = element("textarea");
    field.id = fieldId;
    field.rows = 3;
    field.required = true;
    field.style.cssText = "inline-size:100%;box-sizing:border-box;font:inherit;";
    var post = element("button", "Post comment");
    post.type = "submit";
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var text = field.value.trim();
      if (!text) return;
      var comment = { author: signedIn ? name || "You" : "Guest", text: text };
      comments.push(comment);
      addItem(comment);
      field.value = "";
    });
    form.appendChild(label);
    form.appendChild(field);
    form.appendChild(post);
    root.appendChild(who);
    root.appendChild(list);
    root.appendChild(form);
    thread.replaceChildren(root);
    (context.callbacks.onReady || []).forEach(function (callback) {
      if (typeof callback === "function") callback();
    });
  }

  window.DISQUS = {
    __standIn: true,
    reset: function (options) {
      var opts = options || {};
      draw(readConfig(opts.config || window.disqus_config));
    },
  };
  draw(readConfig(window.disqus_config));
})();
