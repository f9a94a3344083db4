export * from "./errors";
export * from "./phrases";
export * from "./login-errors";
export * from "./redirect";
export * from "./password-rules";
export * from "./captcha";
export * from "./identity-store";
export * from "./configure";
