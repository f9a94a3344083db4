/**
 * Disqus on the page: `window.disqus_config` set for the thread (page URL and identifier, language, and for a
 * signed-in reader the SSO payload and the public key), then the forum's embed.js loaded once; a thread already
 * loaded is reset with the new config (another reader, another story).
 */
import { loadScript } from "@broadsheet/arc-client";

export interface DisqusThread {
  url: string;
  identifier: string;
  title: string;
  language: string;
  publicKey: string;
  ssoToken?: string;
}

/** What Disqus calls `disqus_config` with (`this`). */
export interface DisqusConfigContext {
  page: {
    url?: string;
    identifier?: string;
    title?: string;
    remote_auth_s3?: string;
    api_key?: string;
  };
  language?: string;
}

export type DisqusConfig = (this: DisqusConfigContext) => void;

interface DisqusWindow {
  disqus_config?: DisqusConfig;
  DISQUS?: { reset?(options: { reload: boolean; config: DisqusConfig }): void };
}

export function disqusConfig(thread: DisqusThread): DisqusConfig {
  return function configure(this: DisqusConfigContext) {
    this.page.url = thread.url;
    this.page.identifier = thread.identifier;
    if (thread.title) this.page.title = thread.title;
    this.page.api_key = thread.publicKey;
    if (thread.ssoToken) this.page.remote_auth_s3 = thread.ssoToken;
    this.language = thread.language;
  };
}

/** Shows the thread in the page's `#disqus_thread`; rejects when the embed script does not load. */
export async function embedDisqus(script: string, thread: DisqusThread): Promise<void> {
  const win = window as unknown as DisqusWindow;
  const config = disqusConfig(thread);
  win.disqus_config = config;
  if (win.DISQUS?.reset) {
    win.DISQUS.reset({ reload: true, config });
    return;
  }
  await loadScript(script, document, { "data-timestamp": String(Date.now()) });
}
