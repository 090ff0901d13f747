import type { DepositMethod } from '@/contract/cashier-deposit';

// Issue #30 "payment logos": each bank and payment method gets a badge of its own, drawn here (the
// bank's colour and its short name; a glyph per method) rather than any bank's logo file, which is
// not ours to ship. Decorative: the bank's or method's name is always written beside it.

/** The banks' house colours and the short name a badge carries. */
const BANK_LOOKS: Record<string, { background: string; ink: string; mark: string }> = {
  KBANK: { background: '#138f2d', ink: '#fff', mark: 'K+' },
  SCB: { background: '#4e2e7f', ink: '#fff', mark: 'SCB' },
  BBL: { background: '#1e4598', ink: '#fff', mark: 'BBL' },
  KTB: { background: '#1ba5e1', ink: '#fff', mark: 'KTB' },
  TTB: { background: '#0050f0', ink: '#fff', mark: 'ttb' },
  BAY: { background: '#fec43b', ink: '#4a3c00', mark: 'BAY' },
  GSB: { background: '#eb198d', ink: '#fff', mark: 'GSB' },
  BAAC: { background: '#4b9b2d', ink: '#fff', mark: 'BAAC' },
  KKP: { background: '#635f98', ink: '#fff', mark: 'KKP' },
  CIMBT: { background: '#ec1c24', ink: '#fff', mark: 'CIMB' },
  UOBT: { background: '#0b3979', ink: '#fff', mark: 'UOB' },
  LHBANK: { background: '#6d6e71', ink: '#fff', mark: 'LH' },
  TISCO: { background: '#12549f', ink: '#fff', mark: 'TISCO' },
  ICBCT: { background: '#c4161c', ink: '#fff', mark: 'ICBC' },
};

/** A bank's badge; an unknown bank gets a neutral one with its code. */
export function BankBadge({ code }: { code: string }) {
  const look = BANK_LOOKS[code] ?? { background: 'var(--bg-raised)', ink: 'var(--text)', mark: code.slice(0, 4) };
  return (
    <span className="pay-badge" style={{ background: look.background, color: look.ink }} data-length={look.mark.length} aria-hidden="true">
      {look.mark}
    </span>
  );
}

const METHOD_GLYPHS: Record<DepositMethod, { background: string; path: string }> = {
  // A bank's front: pediment, columns, base.
  BANK: { background: '#1e4598', path: 'M12 3 3 8v2h18V8zM5 11v6M9.5 11v6M14.5 11v6M19 11v6M3 19h18v2H3z' },
  // A QR finder pattern and dots.
  QR: { background: '#113566', path: 'M3 3h7v7H3zM5 5v3h3V5zM14 3h7v7h-7zM16 5v3h3V5zM3 14h7v7H3zM5 16v3h3v-3zM14 14h3v3h-3zM18 18h3v3h-3zM14 19h2v2h-2zM19 14h2v2h-2z' },
  // Tether's T with its bar.
  USDT: { background: '#26a17b', path: 'M5 4h14v3h-5.5v3.1c3.1.2 5.5.9 5.5 1.9s-2.4 1.7-5.5 1.9V21h-3v-7.1C7.4 13.7 5 13 5 12s2.4-1.7 5.5-1.9V7H5zM10.5 11.1c-2 .2-3.4.5-3.4.9s1.4.7 3.4.9zM13.5 11.1v1.8c2-.2 3.4-.5 3.4-.9s-1.4-.7-3.4-.9z' },
};

/** A payment method's badge (bank transfer, Thai QR, USDT). */
export function MethodBadge({ method }: { method: DepositMethod }) {
  const glyph = METHOD_GLYPHS[method];
  return (
    <span className="pay-badge" style={{ background: glyph.background, color: '#fff' }} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
        <path d={glyph.path} fill="currentColor" fillRule="evenodd" />
      </svg>
    </span>
  );
}
