/**
 * The reCAPTCHA provider's global, loaded once from the URL the site's edition and host give (captcha.ts) and
 * ready to use. A page that already has it (another form, or its own tag) does not load it again.
 */
import { captchaScriptUrl, type CaptchaScriptOptions } from "./captcha";
import { loadScript } from "./load-script";

export interface RecaptchaApi {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

interface RecaptchaGlobal extends RecaptchaApi {
  enterprise?: RecaptchaApi;
}

function providerApi(enterprise: boolean): RecaptchaApi | null {
  const global = (window as unknown as { grecaptcha?: RecaptchaGlobal }).grecaptcha;
  const api = enterprise ? global?.enterprise : global;
  return api && typeof api.ready === "function" ? api : null;
}

export async function loadRecaptcha(script: CaptchaScriptOptions): Promise<RecaptchaApi> {
  const enterprise = script.enterprise === true;
  if (!providerApi(enterprise)) await loadScript(captchaScriptUrl(script));
  const api = providerApi(enterprise);
  if (!api) throw new Error("The reCAPTCHA script defined no grecaptcha");
  await new Promise<void>((resolve) => api.ready(resolve));
  return api;
}
