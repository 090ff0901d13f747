import { classifyLink } from './link-policy';

/**
 * Announcement, notice, promotion, help and inbox texts are operator HTML. Before it reaches a page
 * it is reduced by sanitize-html (a maintained parser-based sanitizer, not regular expressions) to
 * what operators really post: text formatting, headings, lists, tables, links and images, with a few
 * inline text styles. Links and image sources go through the one URL policy
 * (`contract/link-policy.ts`): portal paths or https; images only from the portal itself or the
 * hosts in CONTENT_IMAGE_HOSTS. Everything else is dropped or escaped.
 *
 * One rule set for the portal (lib/content/sanitize-html.ts) and the back office's preview, so staff
 * see what members will: the options here, handed to sanitize-html by each program (contract/ itself
 * imports no library but zod).
 */
const TAGS = [
  'p', 'br', 'hr', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark',
  'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote',
  'a', 'img',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col',
];

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}%?\s*(,\s*\d{1,3}%?\s*){2}(,\s*(0|1|0?\.\d+)\s*)?\)$/i, /^[a-z]{3,20}$/i];
const LENGTH = [/^\d{1,4}(\.\d{1,2})?(px|em|rem|%)?$/];

function allowedImage(src: string | undefined, imageHosts: readonly string[]): string | null {
  const link = classifyLink(src);
  if (!link) return null;
  if (link.kind === 'internal') return link.href;
  return imageHosts.includes(new URL(link.href).hostname.toLowerCase()) ? link.href : null;
}

/** sanitize-html's options for operator HTML; `imageHosts` are CONTENT_IMAGE_HOSTS (lower case). */
export function operatorHtmlOptions(imageHosts: readonly string[]) {
  return {
    allowedTags: TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      td: ['colspan', 'rowspan', 'style'],
      th: ['colspan', 'rowspan', 'scope', 'style'],
      col: ['span'],
      '*': ['style'],
    },
    allowedStyles: {
      '*': {
        color: COLOR,
        'background-color': COLOR,
        'text-align': [/^(left|right|center|justify)$/],
        'font-weight': [/^(normal|bold|[1-9]00)$/],
        'font-style': [/^(normal|italic)$/],
        'text-decoration': [/^(none|underline|line-through)$/],
        'font-size': LENGTH,
        width: LENGTH,
      },
    },
    // Schemes are decided by the URL policy in transformTags; this is a second fence.
    allowedSchemes: ['https'],
    allowedSchemesByTag: {},
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard' as const,
    // Content of these is dropped with them (not shown as text).
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'svg', 'math', 'template', 'xmp', 'noembed', 'noframes', 'plaintext'],
    transformTags: {
      a: (tagName: string, attribs: Record<string, string>) => {
        const link = classifyLink(attribs.href);
        const kept: Record<string, string> = {};
        if (attribs.title) kept.title = attribs.title;
        if (!link) return { tagName, attribs: kept };
        kept.href = link.href;
        if (link.kind === 'external') {
          kept.rel = 'noopener noreferrer';
          kept.target = '_blank';
        }
        return { tagName, attribs: kept };
      },
      img: (tagName: string, attribs: Record<string, string>) => {
        const src = allowedImage(attribs.src, imageHosts);
        const kept: Record<string, string> = { loading: 'lazy', alt: attribs.alt ?? '' };
        if (src) kept.src = src;
        for (const size of ['width', 'height'] as const) if (/^\d{1,4}$/.test(attribs[size] ?? '')) kept[size] = attribs[size];
        return { tagName, attribs: kept };
      },
    },
    // An image whose source the policy refused is dropped entirely.
    exclusiveFilter: (frame: { tag: string; attribs: Record<string, string> }) => frame.tag === 'img' && !frame.attribs.src,
  };
}

/** The text of operator HTML (meta descriptions, marquee), for React to escape: never for innerHTML. */
export function htmlToText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
}
