'use client';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { ErrorAlert } from './error-text';
import { Modal } from './modal';

/** "Are you sure?" before an action that moves money: what will happen, Cancel (focused) and the action. */
export function ConfirmDialog({
  open,
  title,
  confirmLabel,
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useTranslations('common');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title={title} onClose={close}>
      {() => (
        <>
          <div className="modal-body">{children}</div>
          <ErrorAlert error={error} />
          <div className="modal-actions">
            <button type="button" onClick={close} autoFocus>
              {t('cancel')}
            </button>
            <button type="button" className="primary" onClick={confirm} disabled={busy} aria-busy={busy}>
              {confirmLabel}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
