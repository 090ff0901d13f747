'use client';

import { useSWRConfig } from 'swr';
import { useRouter } from '@/lib/i18n/client-navigation';
import { BALANCE_KEY } from '@/lib/ui/balance-stream';

/** Back to the page the game was opened from (home when the game was the first page), with a fresh balance. */
export function GameBackButton({ label }: { label: string }) {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const back = () => {
    void mutate(BALANCE_KEY);
    if (window.history.length > 1) router.back();
    else router.push('/');
  };
  return (
    <button type="button" className="btn btn-icon" onClick={back} aria-label={label} title={label} data-testid="game-back">
      <span aria-hidden="true">←</span>
    </button>
  );
}
