import { useEffect, useState } from "react";
import {
  passwordRulesFrom,
  type IdentitySiteProperties,
  type PasswordConfig,
  type PasswordRules,
} from "@broadsheet/arc-client";
import { identity } from "./recovery-sdk";

/*
 * Apart from recovery-sdk.ts, which all three forms share: only the reset form reads the password rules, so the
 * forgot-password and one-time-login islands do not carry arc-client's rules code.
 */

/** "loading" until the identity config is read; null when it could not be (the generic password message). */
export type RulesState = PasswordRules | null | "loading";

/** The password rules of the site's identity config (commerce-and-identity §5). */
export function usePasswordRules(arcSite: string, siteProperties: IdentitySiteProperties): RulesState {
  const [rules, setRules] = useState<RulesState>("loading");
  useEffect(() => {
    let live = true;
    identity(arcSite, siteProperties)
      .then((sdk) => sdk.getConfig())
      .then(
        (config) => {
          const failed = typeof config !== "object" || config === null || "code" in config;
          if (live) setRules(failed ? null : passwordRulesFrom(config as PasswordConfig));
        },
        () => live && setRules(null),
      );
    return () => {
      live = false;
    };
  }, [arcSite, siteProperties]);
  return rules;
}
