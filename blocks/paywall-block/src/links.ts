import {
  DEFAULT_LOGIN_URL,
  DEFAULT_OFFER_URL,
  DEFAULT_SIGN_UP_URL,
  loginUrlWithRedirect,
  sitePath,
  withCampaign,
} from "@broadsheet/arc-client";

export interface WallLinkFields {
  payActionUrl: string;
  registerActionUrl: string;
  linkUrl: string;
}

export interface WallLinks {
  /** The offer page, with the triggered rule's campaign unless it is the default. */
  subscribe: string;
  /** Sign-up, then back to the story. */
  register: string;
  /** Login, then back to the story. */
  login: string;
}

/**
 * Where the wall's actions go. `here` is the story's path and query, `origin` the site's: sign-up and login
 * carry it as their redirect, so the reader comes back to the story; an editor's link to another site is
 * never followed (sitePath), the default page is used instead.
 */
export function wallLinks(fields: WallLinkFields, campaign: string, here: string, origin: string): WallLinks {
  return {
    subscribe: withCampaign(sitePath(fields.payActionUrl, DEFAULT_OFFER_URL), campaign),
    register: loginUrlWithRedirect(here, origin, sitePath(fields.registerActionUrl, DEFAULT_SIGN_UP_URL)),
    login: loginUrlWithRedirect(here, origin, sitePath(fields.linkUrl, DEFAULT_LOGIN_URL)),
  };
}
