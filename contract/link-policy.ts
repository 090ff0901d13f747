// The one URL policy for operator links (banners, announcement and help HTML): a link is either a
// path on this portal or an https URL elsewhere, and nothing in between. A path must not be
// readable by a browser as another host: `//evil.example`, `/\evil.example`, `/%2F/evil.example`,
// `/%5Cevil`, control characters or whitespace (browsers drop tabs and newlines: `/\t/evil`) are
// refused, as is every scheme but https (javascript:, data:, vbscript:, http:).

export type LinkTarget = { kind: 'internal'; href: string } | { kind: 'external'; href: string };

const MAX_LENGTH = 2000;

function hasUnsafeCharacters(url: string): boolean {
  // Whitespace and C0/C1 controls anywhere; a backslash anywhere (browsers read it as a slash).
  return /[\s\u0000-\u001F\u007F-\u009F\\]/.test(url);
}

/** The portal path `url` names, or null. */
function internalPath(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  // An encoded slash or backslash right after the first slash becomes `//host` once decoded.
  let decoded = url;
  for (let round = 0; round < 3; round += 1) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return null;
    }
  }
  if (decoded.startsWith('//') || hasUnsafeCharacters(decoded)) return null;
  // What a browser would resolve it to must stay on the same origin.
  const base = 'https://portal.invalid';
  try {
    if (new URL(url, base).origin !== base) return null;
  } catch {
    return null;
  }
  return url;
}

/** The kind and href of an operator link, or null when the policy refuses it. */
export function classifyLink(raw: string | null | undefined): LinkTarget | null {
  if (typeof raw !== 'string') return null;
  const url = raw.trim();
  if (url === '' || url.length > MAX_LENGTH || hasUnsafeCharacters(url)) return null;
  if (url.startsWith('/')) {
    const path = internalPath(url);
    return path ? { kind: 'internal', href: path } : null;
  }
  if (!/^https:\/\//i.test(url)) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' || !parsed.hostname || parsed.username || parsed.password) return null;
    return { kind: 'external', href: parsed.href };
  } catch {
    return null;
  }
}
