import { DeskScreen, screenMetadata } from '@bo/components/layout/desk-screen';
import { SettingsOverview } from '@bo/components/settings/settings-overview';

export const generateMetadata = screenMetadata('settings');

export default function SettingsPage() {
  return (
    <DeskScreen screen="settings" permission="settings:read" intro="settings">
      <SettingsOverview />
    </DeskScreen>
  );
}
