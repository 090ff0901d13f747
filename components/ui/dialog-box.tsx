'use client';

import { useEffect, useId } from 'react';
import { dialog, type DialogRequest } from '@/lib/ui/dialog-store';

const ICONS = { info: 'ℹ', warning: '⚠', success: '✓' } as const;

/** The generic dialog a component requested (lib/ui/dialog-store), shown by dialog-host.tsx. */
export function DialogBox({ request, confirmLabel }: { request: DialogRequest; confirmLabel: string }) {
  const titleId = useId();

  useEffect(() => {
    if (!request.timeoutMs) return;
    const timer = window.setTimeout(dialog.close, request.timeoutMs);
    return () => window.clearTimeout(timer);
  }, [request]);

  const buttons = request.buttons?.length ? request.buttons : [{ label: confirmLabel }];
  return (
    <div className="modal-backdrop" onClick={dialog.close}>
      <div className="modal dialog" role="alertdialog" aria-modal="true" aria-labelledby={titleId} onClick={(event) => event.stopPropagation()}>
        {request.icon ? <div className={`dialog-icon ${request.icon}`} aria-hidden="true">{ICONS[request.icon]}</div> : null}
        <h2 id={titleId}>{request.title}</h2>
        <div className="dialog-body" dangerouslySetInnerHTML={{ __html: request.html }} />
        <div className="actions">
          {buttons.map((button) => (
            <button
              key={button.label}
              type="button"
              className="btn btn-primary"
              autoFocus
              onClick={() => {
                dialog.close();
                button.onClick?.();
              }}
            >
              {button.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
