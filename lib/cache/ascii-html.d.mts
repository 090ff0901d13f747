/** True when the string holds only ASCII. */
export function isAscii(text: string): boolean;
/** The same HTML document with every non-ASCII character escaped (see ascii-html.mjs). */
export function asciiHtml(html: string): string;
/** The document asciiHtml was given, from what it returned (see ascii-html.mjs). */
export function unescapedHtml(ascii: string): string;
