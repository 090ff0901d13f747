/** `script-src 'self' 'sha256-…' …` for the inline scripts of `html` (page-csp.mjs). */
export function pageScriptPolicy(html: string): string;
