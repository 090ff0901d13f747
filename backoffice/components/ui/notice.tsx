'use client';

/** The outcome of the last action, read out by screen readers (a live region that is always there). */
export function Notice({ text, tone = 'ok' }: { text: string | null; tone?: 'ok' | 'wait' }) {
  return (
    <p role="status" className={text ? `alert alert-${tone}` : 'visually-hidden'}>
      {text ?? ''}
    </p>
  );
}
