import { DEFAULT_CAMPAIGN } from "@broadsheet/arc-client";
import { usePhrases } from "@broadsheet/kit";
import { wallLinks } from "./links";
import type { PaywallFields } from "./paywall";
import type { PaywallRun } from "./use-paywall-run";
import { PreviewWall, ReaderWall, type WallCopy } from "./wall";

/** In the editor the links lead nowhere that matters; any origin gives the same paths on server and browser. */
const EDITOR_ORIGIN = "https://editor.invalid";

export interface ShownWallProps {
  fields: PaywallFields;
  wall: "regwall" | "paywall";
  /** What the site's paywall script found; null in the editor, which previews a wall without running it. */
  run: PaywallRun | null;
  signedIn: boolean;
  /** The page's path and query: where the editor's preview links lead back to. */
  requestUri: string;
  isAdmin: boolean;
}

/**
 * The wall the paywall decided on: its words (the editor's, else the site language's phrases) and where its
 * links lead. The editor's preview stands in the page; a reader's wall is a dialog over it.
 */
export function ShownWall({ fields, wall, run, signedIn, requestUri, isAdmin }: ShownWallProps) {
  const phrases = usePhrases();
  const words = (value: string | undefined, phrase: string) => value?.trim() || phrases.t(phrase);
  const links = run
    ? wallLinks(fields, run.campaignCode, run.here, run.origin)
    : wallLinks(fields, DEFAULT_CAMPAIGN, requestUri, EDITOR_ORIGIN);
  const login = {
    prompt: words(fields.payLinkPrompt, "paywall-block.link-prompt"),
    text: words(fields.linkText, "paywall-block.link-text"),
    href: links.login,
  };
  const header = fields.registerHeaderText?.trim();
  const copy: WallCopy =
    wall === "regwall"
      ? {
          heading: header || words(fields.registerReasonPrompt, "paywall-block.register-reason"),
          subheading: fields.registerSubHeaderText?.trim(),
          reason: header ? words(fields.registerReasonPrompt, "paywall-block.register-reason") : undefined,
          action: {
            text: words(fields.registerActionText, "paywall-block.register-action"),
            href: links.register,
          },
          login,
        }
      : {
          heading: words(fields.payReasonPrompt, "paywall-block.pay-reason"),
          action: { text: words(fields.payActionText, "paywall-block.pay-action"), href: links.subscribe },
          // A signed-in reader is already logged in (the editor previews the signed-out wording).
          login: signedIn ? undefined : login,
        };
  const kind = wall === "regwall" ? "register" : "pay";
  return isAdmin ? (
    <PreviewWall copy={copy} kind={kind} />
  ) : (
    <ReaderWall copy={copy} mode={fields.displayMode} kind={kind} />
  );
}
