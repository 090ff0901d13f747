/** The line icons' drawings, on a 24-unit grid, stroked in the text's colour. */
const PATHS = {
  home: 'M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-6h3v6h5V9.5',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-1.5-3-5-3-5-1s3 1 5 1c2 0 5 1 5-1s-3.5-2-5 1',
  deposit: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8v8M8 12h8',
  account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.5-6 8-6s8 2 8 6',
  games: 'M7 7h10a5 5 0 0 1 0 10c-1.6 0-2.6-.8-3.4-2h-3.2c-.8 1.2-1.8 2-3.4 2A5 5 0 0 1 7 7zM7 10v4M5 12h4M16 11h.01M18 13h.01',
} as const;

/**
 * A bottom-bar line icon, drawn inline by the server. Not a CSS mask image: the browser builds a
 * whole SVG document for each image, in the page's first style pass (about 11 ms apiece,
 * unthrottled, in Lighthouse's Chromium: docs/measurements.md).
 */
export function BottomBarIcon({ name }: { name: keyof typeof PATHS }) {
  return (
    <svg
      className="bottom-bar-icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
