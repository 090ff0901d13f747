// Relative: next.config.ts loads this file, where the @/ alias does not resolve.
export { LOCALES } from '../../contract/languages';

const RTL: readonly string[] = ['ar', 'fa', 'ur'];

export function directionOf(locale: string): 'rtl' | 'ltr' {
  return RTL.includes(locale) ? 'rtl' : 'ltr';
}
