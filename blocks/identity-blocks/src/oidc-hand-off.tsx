import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useFusionContext } from "fusion:context";
import { styled } from "@broadsheet/style";
import { Button } from "@broadsheet/components";
import { usePhrases } from "@broadsheet/kit";
import { configureIdentity, oidcProviderHandOff, type OidcProviderHandOff } from "@broadsheet/arc-client";

const Root = styled.div.withConfig({ componentId: "bs-oidc-hand-off" })`
  display: grid;
  gap: var(--bs-space-md);
  font-family: var(--bs-font-body);
  color: var(--bs-color-text);
  inline-size: min(100%, 28rem);
  margin-inline: auto;
  .b-oidc-hand-off__text {
    margin: 0;
  }
  .b-oidc-hand-off__text:focus-visible {
    outline: 2px solid var(--bs-color-focus);
    outline-offset: 2px;
  }
  .b-oidc-hand-off__refused {
    margin: 0;
    padding: var(--bs-space-sm) var(--bs-space-md);
    border-inline-start: 4px solid var(--bs-color-danger);
    background: var(--bs-color-danger-surface);
    color: var(--bs-color-text);
  }
`;

export interface OidcHandOffProps {
  handOff: OidcProviderHandOff;
  /** Whether the reader is signed in: only then is there anything to hand over. */
  signedIn: boolean;
  /** The login form, for a reader not signed in yet. */
  children: ReactNode;
}

/**
 * The login page when an OIDC client sent the reader (commerce-and-identity §2): a request the page will not
 * follow is refused in words and never reaches the SDK; a safe one names the client and where the reader will
 * be sent, and goes ahead only when the reader presses the button. A page that continued by itself would hand
 * a signed-in reader's account to whoever wrote the link.
 */
export function OidcHandOff({ handOff, signedIn, children }: OidcHandOffProps) {
  const { arcSite, siteProperties } = useFusionContext();
  const phrases = usePhrases();
  const [state, setState] = useState<"idle" | "busy" | "refused">("idle");
  const text = useRef<HTMLParagraphElement>(null);
  const wasSignedIn = useRef(signedIn);

  // The form the reader just used is gone: the question takes its place and the focus, not the button, so a
  // held or repeated Enter from the login cannot answer it.
  useEffect(() => {
    if (signedIn && !wasSignedIn.current) text.current?.focus();
    wasSignedIn.current = signedIn;
  }, [signedIn]);

  const proceed = useCallback(async () => {
    if (handOff.status !== "ready") return;
    setState("busy");
    try {
      const Identity = await configureIdentity(arcSite, siteProperties);
      // The SDK sends the browser to the address the server answers with.
      await Identity.loginWithArcIdentityAsOIDCProvider({ ...handOff.request });
    } catch {
      // The server knows the registered clients and their addresses; a refusal there reads as one here.
      setState("refused");
    }
  }, [arcSite, siteProperties, handOff]);

  if (handOff.status === "refused") {
    return (
      <Root className="b-oidc-hand-off">
        <p className="b-oidc-hand-off__refused" role="alert">
          {phrases.t("identity-blocks.oidc-refused")}
        </p>
      </Root>
    );
  }

  const { clientId: client, destination } = handOff;
  return (
    <Root className="b-oidc-hand-off">
      <p className="b-oidc-hand-off__text" ref={text} tabIndex={-1}>
        {phrases.t("identity-blocks.oidc-consent", { client, destination })}
      </p>
      {signedIn ? (
        state === "refused" ? (
          <p className="b-oidc-hand-off__refused" role="alert">
            {phrases.t("identity-blocks.oidc-refused")}
          </p>
        ) : (
          <Button variant="primary" disabled={state === "busy"} onClick={() => void proceed()}>
            {phrases.t("identity-blocks.oidc-continue", { client })}
          </Button>
        )
      ) : (
        children
      )}
    </Root>
  );
}

export interface OidcHandOffAtProps extends Omit<OidcHandOffProps, "handOff"> {
  /** The login page's address (Fusion's requestUri), which carries an authorization request. */
  address: string;
}

/**
 * The hand-off for the request in the login page's address: what login.tsx loads when the address carries one,
 * so that the checks of the request (arc-client's oidcProviderHandOff) load with it, not with every login form.
 */
export function OidcHandOffAt({ address, signedIn, children }: OidcHandOffAtProps) {
  const handOff = useMemo(() => oidcProviderHandOff(address), [address]);
  if (handOff === null) return children;
  return (
    <OidcHandOff handOff={handOff} signedIn={signedIn}>
      {children}
    </OidcHandOff>
  );
}
