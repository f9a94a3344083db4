/**
 * Redirect targets an attacker would put in `?redirect=` (or in the stored ArcXP_redirectUrl) to send a reader
 * who just signed in to another site or to script. Exported so every block that redirects (login, social
 * sign-on, one-time login, checkout) tests itself against the same list; each must land on a same-origin page.
 * Written for a site at https://news.example.com.
 */
export const HOSTILE_REDIRECTS: readonly string[] = [
  // Protocol-relative and slash runs.
  "//evil.com",
  "//evil.com/account/",
  "///evil.com",
  "////evil.com",
  // Other hosts, schemes and ports.
  "https://evil.com/",
  "http://news.example.com/",
  "https://news.example.com.evil.com/",
  "https://news.example.com:8443/",
  "https:evil.com",
  "https:/evil.com",
  "ftp://evil.com/",
  // Script and data.
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  // Backslashes, which browsers read as slashes.
  "/\\evil.com",
  "\\\\evil.com",
  "\\/evil.com",
  "/\\/evil.com",
  // Whitespace and control characters inside the slashes.
  "/\t/evil.com",
  "/\n/evil.com",
  "/\r/evil.com",
  // Encoded and mixed-case forms.
  "HTTPS://EVIL.COM/",
  "//EVIL.com",
  "%2F%2Fevil.com",
  "/%2F%2Fevil.com",
  "/%5Cevil.com",
  "%2F%5Cevil.com",
  "https%3A%2F%2Fevil.com",
  // Userinfo tricks: the host is what follows the last "@".
  "https://news.example.com@evil.com/",
  "https://news.example.com:443@evil.com/",
  "//news.example.com@evil.com",
  "https://evil.com#@news.example.com/",
  "https://evil.com?@news.example.com/",
  "https://evil.com\\@news.example.com/",
];
