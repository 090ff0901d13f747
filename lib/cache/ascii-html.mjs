// Rewrites an HTML document so that every character outside ASCII is escaped, without changing
// what a browser parses: `&#x…;` references in markup and attribute values, `\u…` escapes inside
// <script> (valid in JS strings, templates, regexes and JSON alike), CSS escapes inside <style>.
//
// Why: Node sends a JavaScript string that holds any non-Latin-1 character (Thai, Chinese, an
// emoji) through a slow UTF-16 → UTF-8 conversion on every response, and an ASCII one by a fast
// copy (the Thai home page: 80–150 µs against about 17 µs). The page cache escapes each page once
// (page-cache-handler.mjs) instead of Node converting it on every request.

const RAW_TEXT = /(<(script|style)\b[^>]*>)([\s\S]*?)(<\/\2\s*>)/gi;
const NON_ASCII_CODE_POINT = /[^\x00-\x7F]/gu;
const NON_ASCII_CODE_UNIT = /[^\x00-\x7F]/g;

const hex = (value, width) => value.toString(16).padStart(width, '0');

function escapeMarkup(text) {
  return text.replace(NON_ASCII_CODE_POINT, (char) => `&#x${hex(char.codePointAt(0), 1)};`);
}

function escapeScript(text) {
  return text.replace(NON_ASCII_CODE_UNIT, (unit) => `\\u${hex(unit.charCodeAt(0), 4)}`);
}

function escapeStyle(text) {
  return text.replace(NON_ASCII_CODE_POINT, (char) => `\\${hex(char.codePointAt(0), 6)}`);
}

/** True when the string holds only ASCII, i.e. Node can send it without re-encoding. */
export function isAscii(text) {
  return !/[^\x00-\x7F]/.test(text);
}

/**
 * The same document in ASCII only; ASCII input is returned as it is. V8 keeps the wide (two-byte)
 * representation of pieces cut from a wide string even when they hold ASCII only, so the result
 * is copied once through a Buffer into a flat one-byte string, the form Node writes fastest.
 */
export function asciiHtml(html) {
  if (isAscii(html)) return html;
  const parts = [];
  let last = 0;
  for (const match of html.matchAll(RAW_TEXT)) {
    const [whole, open, tag, body, close] = match;
    parts.push(escapeMarkup(html.slice(last, match.index)), escapeMarkup(open));
    parts.push(tag.toLowerCase() === 'script' ? escapeScript(body) : escapeStyle(body), close);
    last = match.index + whole.length;
  }
  parts.push(escapeMarkup(html.slice(last)));
  return Buffer.from(parts.join(''), 'latin1').toString('latin1');
}

const MARKUP_REFERENCE = /&#x([0-9a-f]+);/gi;
// A backslash pair first, so an escaped backslash followed by `u…` stays as it is.
const SCRIPT_ESCAPE = /\\(?:u([0-9a-fA-F]{4})|[\s\S])/g;
const STYLE_ESCAPE = /\\(?:([0-9a-fA-F]{6})|[\s\S])/g;

const wide = (hexDigits) => parseInt(hexDigits, 16) > 0x7f;

/**
 * The document asciiHtml was given, from what it returned: every escape of a character outside
 * ASCII turned back into the character (a page the cache wrote escaped, read back from disk or a
 * shared tier). Escapes of ASCII characters are left alone (`&#x27;` from React, `\u003c` from
 * Next's flight data); each reversed escape means the same character where it stands, so even an
 * escape that was in the document before is read the same.
 */
export function unescapedHtml(ascii) {
  const parts = [];
  let last = 0;
  const markup = (text) => text.replace(MARKUP_REFERENCE, (reference, digits) => (wide(digits) ? String.fromCodePoint(parseInt(digits, 16)) : reference));
  const raw = (text, tag) =>
    tag.toLowerCase() === 'script'
      ? text.replace(SCRIPT_ESCAPE, (escape, digits) => (digits && wide(digits) ? String.fromCharCode(parseInt(digits, 16)) : escape))
      : text.replace(STYLE_ESCAPE, (escape, digits) => (digits && wide(digits) ? String.fromCodePoint(parseInt(digits, 16)) : escape));
  for (const match of ascii.matchAll(RAW_TEXT)) {
    const [whole, open, tag, body, close] = match;
    parts.push(markup(ascii.slice(last, match.index)), markup(open), raw(body, tag), close);
    last = match.index + whole.length;
  }
  parts.push(markup(ascii.slice(last)));
  return parts.join('');
}
