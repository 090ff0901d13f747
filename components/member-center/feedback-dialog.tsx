'use client';

import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import { FeedbackForm } from './feedback-form';
import { MemberCenterMessages } from './member-center-messages';

function Dialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations('memberCenter.feedback');
  return (
    <Modal title={t('title')} closeLabel={t('close')} onClose={onClose}>
      <FeedbackForm onDone={onClose} />
    </Modal>
  );
}

/** The feedback modal (spec §2 modals): close button, no close on an outside click. */
export function FeedbackDialog({ onClose }: { onClose: () => void }) {
  return (
    <MemberCenterMessages>
      <Dialog onClose={onClose} />
    </MemberCenterMessages>
  );
}
