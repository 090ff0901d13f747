/** `script-src 'self' 'sha256-…' …` for the inline scripts of each form of a page (page-csp.mjs). */
export function pageScriptPolicy(...htmls: string[]): string;
