import { redirect } from 'next/navigation';
import { currentStaff } from '@bo/lib/current-staff';
import { sectionsFor } from '@bo/lib/sections';

/** The first screen the staff member may open (their own sessions if none). */
export default async function DeskHome() {
  const staff = await currentStaff();
  redirect(sectionsFor(staff.permissions)[0]?.href ?? '/sessions');
}
