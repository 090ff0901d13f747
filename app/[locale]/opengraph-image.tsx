import { ImageResponse } from 'next/og';

export const alt = 'Royal Bet';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

/**
 * The Open Graph image of every page of a locale: the brand on the site's colours. Latin text
 * only, so it renders with the bundled font on hosts without Thai or CJK fonts.
 */
export default function OpenGraphImage() {
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          background: 'linear-gradient(135deg, #0f1220 0%, #2b3150 100%)',
          color: '#f5c542',
        }}
      >
        <div style={{ fontSize: 120, fontWeight: 800 }}>Royal Bet</div>
        <div style={{ fontSize: 44, color: '#f2f3f8', marginTop: 24 }}>Live casino · Slots · Sports · Lottery</div>
        <div style={{ fontSize: 32, color: '#b4b9cf', marginTop: 24 }}>18+</div>
      </div>
    ),
    size,
  );
}
