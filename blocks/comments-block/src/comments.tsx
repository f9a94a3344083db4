import { useEffect, useId, useState } from "react";
import { useFusionContext } from "fusion:context";
import { defineBlock, defineFields, serverPart, text, usePhrases, type CustomFieldsOf } from "@broadsheet/kit";
import { blockIdentityStore, useIdentity } from "@broadsheet/arc-client";
import { readerDisqusAccess } from "./disqus-access";
import { embedDisqus } from "./disqus-embed";
import { disqusSettings } from "./disqus-settings";
import { storyThread, threadUrl } from "./story-thread";

const fields = defineFields({
  heading: text({
    label: "Heading",
    description: "The heading above the comments; leave empty for “Comments” in the site's language",
  }),
});

// The heading and the block's look never change once rendered: the browser keeps the server's HTML, and the island's
// code is only what finds out whether Disqus is on and loads it.
const KeptHeading = serverPart(() => import("./comments-heading").then((module) => module.CommentsHeading));

/** off: no comments here (the site, the organisation or the page has none); failed: Disqus did not load. */
type Phase = "waiting" | "shown" | "off" | "failed";

/**
 * Comments: the story's Disqus thread, with the reader signed in to Disqus through Arc Identity's single
 * sign-on (the identity config's `disqus`, `getThirdPartyTokens('DISQUS')`). The server sends the heading and a
 * box of the thread's size; the island hydrates as it comes near the viewport, asks Identity whether Disqus is
 * on, and loads Disqus's embed script (from the site's `disqus.script`, else Disqus's own address) with the
 * story's address and id. When the site names no Disqus forum, the organisation has Disqus off, or the page is
 * not a story, it says that comments are off.
 */
export const Comments = defineBlock({
  name: "comments",
  kind: "feature",
  label: "Comments",
  icon: "conversation-chat-1",
  description: "The story's Disqus comments, signed in with the reader's account.",
  // Under the story: only readers who scroll to it need Disqus, so its code (and Disqus's) loads as they get near.
  hydration: "visible",
  fields,
  render: function CommentsView({ customFields }) {
    const { arcSite, siteProperties, globalContent, isAdmin } = useFusionContext();
    const phrases = usePhrases();
    const headingId = useId();
    const settings = disqusSettings(siteProperties.disqus);
    const thread = storyThread(globalContent);
    const identity = useIdentity(blockIdentityStore(arcSite, siteProperties, isAdmin));
    const possible = settings !== null && thread !== null;
    const [phase, setPhase] = useState<Phase>(possible ? "waiting" : "off");
    const signedIn = identity.status === "signed-in" ? identity.uuid : null;
    const script = settings?.script;
    const { identifier, path, title } = thread ?? {};

    useEffect(() => {
      // The editor shows where the thread goes and loads nothing; the reader's state is known before Disqus loads.
      if (!script || !identifier || isAdmin || identity.status === "unknown") return undefined;
      let live = true;
      readerDisqusAccess(arcSite, siteProperties)
        .then(async (access) => {
          if (!live) return;
          if (!access.enabled) {
            setPhase("off");
            return;
          }
          setPhase("shown");
          await embedDisqus(script, {
            url: threadUrl(path ?? "", siteProperties.websiteDomain, window.location),
            identifier,
            title: title ?? "",
            language: siteProperties.locale ?? "en",
            publicKey: access.publicKey,
            ...(access.ssoToken ? { ssoToken: access.ssoToken } : {}),
          });
        })
        .catch((error: unknown) => {
          console.warn("[comments-block] Disqus could not be loaded", error);
          if (live) setPhase("failed");
        });
      return () => {
        live = false;
      };
      // The thread is the story's and the reader's: another story or another reader (signedIn) loads it again.
    }, [arcSite, siteProperties, isAdmin, identity.status, signedIn, script, identifier, path, title]);

    const heading = customFields.heading?.trim() || phrases.t("comments-block.heading");
    const line =
      phase === "off"
        ? phrases.t("comments-block.off")
        : phase === "failed"
          ? phrases.t("comments-block.unavailable")
          : isAdmin
            ? phrases.t("comments-block.editor")
            : null;
    return (
      <section className="b-comments" aria-labelledby={headingId}>
        <KeptHeading id={headingId} text={heading} />
        {line ? <p className="b-comments__message">{line}</p> : null}
        {possible && phase !== "off" && phase !== "failed" ? (
          // Disqus draws the thread here; the box keeps its room while it loads.
          <div id="disqus_thread" className="b-comments__thread" aria-busy={phase === "waiting" && !isAdmin} />
        ) : null}
      </section>
    );
  },
});

export type CommentsFields = CustomFieldsOf<typeof Comments>;
