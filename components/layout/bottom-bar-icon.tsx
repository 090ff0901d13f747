/** A bottom-bar line icon: a CSS mask (app/globals.css), so pages carry no SVG markup for it. */
export function BottomBarIcon({ name }: { name: 'home' | 'gift' | 'deposit' | 'account' | 'games' }) {
  return <span className={`bottom-bar-icon icon-${name}`} aria-hidden="true" />;
}
