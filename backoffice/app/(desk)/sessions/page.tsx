import { DeskScreen, screenMetadata } from '@bo/components/layout/desk-screen';
import { OwnSessions } from '@bo/components/sessions/own-sessions';

export const generateMetadata = screenMetadata('sessions');

export default function SessionsPage() {
  return (
    <DeskScreen screen="sessions" intro="sessions">
      <OwnSessions />
    </DeskScreen>
  );
}
