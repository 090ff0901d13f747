'use client';

import { useState } from 'react';
import type { SiteLicence } from '@/contract/site-licence';
import { LazyModal } from '@/components/ui/lazy-modal';

interface LicenceButtonProps {
  label: string;
  closeLabel: string;
  title: string;
  licence: NonNullable<SiteLicence>;
  labels: { authority: string; number: string };
}

/** Spec §2 legal licence modal: the operator's licence statement, issuing authority and number (site settings). */
export function LicenceButton({ label, closeLabel, title, licence, labels }: LicenceButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="side-link" onClick={() => setOpen(true)}>
        {label}
      </button>
      {open ? (
        <LazyModal title={title} closeLabel={closeLabel} onClose={() => setOpen(false)}>
          {licence.imageUrl ? (
            // The operator's own image on its own host (img-src allows https: lib/edge/security-headers.ts).
            <img className="licence-image" src={licence.imageUrl} alt={licence.authority} data-testid="licence-image" loading="lazy" decoding="async" />
          ) : null}
          <p data-testid="licence-text">{licence.text}</p>
          <dl className="licence-facts">
            <dt>{labels.authority}</dt>
            <dd data-testid="licence-authority">{licence.authority}</dd>
            <dt>{labels.number}</dt>
            <dd data-testid="licence-number">{licence.number}</dd>
          </dl>
        </LazyModal>
      ) : null}
    </>
  );
}
