'use client';

import { useState } from 'react';
import { LazyModal } from '@/components/ui/lazy-modal';

interface LicenceButtonProps {
  label: string;
  closeLabel: string;
  title: string;
  image: string | null;
  text: string;
}

/** Spec §2 legal licence modal, its image from the w_pagcor banner group. */
export function LicenceButton({ label, closeLabel, title, image, text }: LicenceButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="side-link" onClick={() => setOpen(true)}>
        {label}
      </button>
      {open ? (
        <LazyModal title={title} closeLabel={closeLabel} onClose={() => setOpen(false)}>
          {image ? <img className="licence-image" src={image} alt={title} width={1200} height={400} /> : null}
          <p>{text}</p>
        </LazyModal>
      ) : null}
    </>
  );
}
