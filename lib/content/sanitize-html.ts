/**
 * Announcement, notice and help texts are operator HTML. Before it reaches a page it is reduced to
 * a small allowlist: formatting tags without attributes, and links to http(s) or portal paths.
 * Everything else is escaped, so a mistaken or hostile entry cannot run script in the portal.
 */
const ALLOWED = new Set(['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'span', 'a']);
const VOID = new Set(['br']);

function escapeText(text: string): string {
  return text.replace(/&(?![a-zA-Z]{2,8};|#\d{1,6};)/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function safeHref(attributes: string): string | undefined {
  const match = /\bhref\s*=\s*("([^"]*)"|'([^']*)')/i.exec(attributes);
  const href = (match?.[2] ?? match?.[3] ?? '').trim();
  if (/^https?:\/\//i.test(href) || (/^\/(?!\/)/.test(href))) return href.replace(/"/g, '&quot;');
  return undefined;
}

export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  const open: string[] = [];
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^<>]*)>/g;
  let last = 0;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    out.push(escapeText(html.slice(last, match.index)));
    last = tag.lastIndex;
    const [, closing, rawName, attributes] = match;
    const name = rawName.toLowerCase();
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      // Close anything left open inside it, so the output is always well nested.
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    if (VOID.has(name)) {
      out.push(`<${name}>`);
      continue;
    }
    if (name === 'a') {
      const href = safeHref(attributes);
      out.push(href ? `<a href="${href}" rel="noopener noreferrer">` : '<a>');
    } else {
      out.push(`<${name}>`);
    }
    open.push(name);
  }
  out.push(escapeText(html.slice(last)));
  while (open.length) out.push(`</${open.pop()}>`);
  return out.join('');
}

/** The text of operator HTML (meta descriptions, marquee). */
export function htmlToText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
}
