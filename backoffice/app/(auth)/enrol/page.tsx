import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { EnrolmentForm } from '@bo/components/auth/enrolment-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('enrol'))('title') };
}

export default function EnrolPage() {
  return <EnrolmentForm />;
}
