/** Only same-site paths may be a post-login target: never `//host` or `https://…` (open redirect). */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  return next;
}
