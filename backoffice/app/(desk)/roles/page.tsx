import { DeskScreen, screenMetadata } from '@bo/components/layout/desk-screen';
import { RoleList } from '@bo/components/roles/role-list';
import '@bo/components/members/members.css';

export const generateMetadata = screenMetadata('roles');

export default function RolesPage() {
  return (
    <DeskScreen screen="roles" permission="staff:read">
      <RoleList />
    </DeskScreen>
  );
}
