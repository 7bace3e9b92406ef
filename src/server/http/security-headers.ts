// Headers on every response (scripts/start.ts). The Content-Security-Policy allows scripts only with this
// request's nonce ('strict-dynamic' lets them load Next's chunks); Next reads the nonce from the policy we put on
// the request and stamps it on its inline scripts, which works because every page renders per request.
import { randomBytes } from "node:crypto";

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

export function contentSecurityPolicy(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    // Development's fast refresh evaluates code and talks over a websocket.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    // React writes style attributes; a style cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // QR codes are data: URLs.
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function securityHeaders(opts: { nonce: string; dev: boolean; https: boolean }): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(opts.nonce, opts.dev),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    // Table-entry links carry a code in their path: it never leaves the site in a Referer.
    "Referrer-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    // Only once the browser reached us over HTTPS: on a venue's LAN the app runs on plain HTTP.
    ...(opts.https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
