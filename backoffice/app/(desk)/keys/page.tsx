import { DeskScreen, screenMetadata } from '@bo/components/layout/desk-screen';
import { KeyList } from '@bo/components/roles/key-list';
import '@bo/components/members/members.css';

export const generateMetadata = screenMetadata('keys');

export default function KeysPage() {
  return (
    <DeskScreen screen="keys" permission="keys:manage">
      <KeyList />
    </DeskScreen>
  );
}
