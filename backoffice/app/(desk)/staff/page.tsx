import { DeskScreen, screenMetadata } from '@bo/components/layout/desk-screen';
import { StaffList } from '@bo/components/staff/staff-list';

export const generateMetadata = screenMetadata('staff');

export default function StaffPage() {
  return (
    <DeskScreen screen="staff" permission="staff:read">
      <StaffList />
    </DeskScreen>
  );
}
