/**
 * The site's mark (the crown of app/icon.svg, drawn inline: no request, no layout shift), beside its
 * name in the header; where a phone leaves no room for the name the mark alone stands for the brand
 * and the name stays for screen readers.
 */
export const BRAND_MARK_PATH = 'M12 44 18 20l10 12 4-16 4 16 10-12 6 24z';

export function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 64 64" width="28" height="28" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0f1220" />
      <path d={BRAND_MARK_PATH} fill="#f5c542" />
    </svg>
  );
}
