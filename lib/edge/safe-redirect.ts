// The one check every redirect target passes (after login, OAuth, logout, the proxy's login gate):
// a path on this site and nothing else. Browsers strip tabs and newlines from URLs and read `\` as
// `/`, so `/%09/evil.example` or `/\evil.example` would leave the site: any control character,
// backslash, `//` start or encoded slash refuses the target. Pure: used in the browser and on the server.

const MAX_LENGTH = 2048;
// C0/C1 controls and every kind of whitespace (browsers drop some of them silently).
const CONTROL_OR_SPACE = /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/;
// Encoded slash, backslash, control character or percent sign (a second decoding would reveal one).
const ENCODED_DANGER = /%(?:2f|5c|25|[01][0-9a-f]|7f)/i;
const PROBE_ORIGIN = 'http://same-origin.invalid';

/** `value` when it is a safe same-site path (with its query and fragment), else null. */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (value[0] !== '/' || value[1] === '/' || value.includes('\\')) return null;
  // Encoded slashes matter in the path (a later decoding could make `//host`); the query may hold them.
  const path = value.split(/[?#]/, 1)[0];
  if (CONTROL_OR_SPACE.test(value) || ENCODED_DANGER.test(path)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
