import { useId, useRef } from "react";
import { createPortal } from "react-dom";
import { Button, Heading, Link } from "@broadsheet/components";
import { Panel, Preview, WalledStory, WallDialog } from "./paywall.styles";
import { useWallModal } from "./use-wall-modal";

/** What a wall says and where it leads, in the site's language or the editor's words. */
export interface WallCopy {
  heading: string;
  subheading?: string | undefined;
  reason?: string | undefined;
  action: { text: string; href: string };
  /** "Already a subscriber? Log In.": absent for a signed-in reader. */
  login?: { prompt: string; text: string; href: string } | undefined;
}

export type DisplayMode = "bottomHalf" | "full" | "modal";

const MODE_CLASS: Record<DisplayMode, string> = {
  bottomHalf: "b-paywall--bottom-half",
  full: "b-paywall--full",
  modal: "b-paywall--modal",
};

function WallPanel({ copy, headingId }: { copy: WallCopy; headingId: string }) {
  return (
    <Panel className="b-paywall__panel">
      <Heading id={headingId} level={2} className="b-paywall__heading" tabIndex={-1}>
        {copy.heading}
      </Heading>
      {copy.subheading ? <p className="b-paywall__subheading">{copy.subheading}</p> : null}
      {copy.reason ? <p className="b-paywall__reason">{copy.reason}</p> : null}
      <Button href={copy.action.href} variant="primary" size="large" className="b-paywall__action">
        {copy.action.text}
      </Button>
      {copy.login ? (
        <p className="b-paywall__login">
          {copy.login.prompt}{" "}
          <Link href={copy.login.href} className="b-paywall__login-link">
            {copy.login.text}
          </Link>
        </p>
      ) : null}
    </Panel>
  );
}

/** The wall a reader meets: a modal dialog over the page, in the display mode's place. Browser only. */
export function ReaderWall({ copy, mode, kind }: { copy: WallCopy; mode: DisplayMode; kind: string }) {
  const headingId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useWallModal(dialog);
  // A direct child of the body, so every other part of the page can be made inert without the wall.
  return createPortal(
    <WallDialog
      ref={dialog}
      className={`b-paywall b-paywall--${kind} ${MODE_CLASS[mode]}`}
      aria-labelledby={headingId}
      aria-modal="true"
    >
      <WalledStory />
      <div className="b-paywall__scrim" aria-hidden="true" />
      <WallPanel copy={copy} headingId={headingId} />
    </WallDialog>,
    document.body,
  );
}

/** The editor's preview of a wall: in the page's flow, so the page around it stays editable. */
export function PreviewWall({ copy, kind }: { copy: WallCopy; kind: string }) {
  const headingId = useId();
  return (
    <Preview className={`b-paywall b-paywall--${kind} b-paywall--preview`} aria-labelledby={headingId}>
      <WallPanel copy={copy} headingId={headingId} />
    </Preview>
  );
}
