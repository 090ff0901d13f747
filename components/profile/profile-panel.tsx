'use client';

import { FormError } from '@/components/auth/form-error';
import { useProfile } from '@/lib/profile/use-profile';
import { AvatarUpload } from './avatar-upload';
import { ContactBinding } from './contact-binding';
import { FundsPasswordForms } from './funds-password-forms';
import { ProfileForm } from './profile-form';

export type ProfileView = 'profile' | 'bind' | 'funds';

/** One security-center page's forms, over the member's profile (GET /api/profile). */
export function ProfilePanel({ view }: { view: ProfileView }) {
  const { data, error } = useProfile();
  if (error) return <FormError code={(error as { code?: string }).code ?? 'generic'} />;
  if (!data) return <p aria-busy="true">…</p>;
  if (view === 'bind') return <ContactBinding profile={data} />;
  if (view === 'funds') return <FundsPasswordForms profile={data} />;
  return (
    <>
      <AvatarUpload version={data.avatar} name={data.nickname || data.account} />
      <ProfileForm profile={data} />
    </>
  );
}
