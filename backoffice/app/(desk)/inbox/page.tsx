import { BroadcastScreen } from '@bo/components/inbox/broadcast-screen';
import { FeedbackList } from '@bo/components/inbox/feedback-list';
import { DeskScreen, screenMetadata } from '@bo/components/layout/desk-screen';
import '@bo/components/content/content.css';

export const generateMetadata = screenMetadata('inbox');

export default function InboxPage() {
  return (
    <DeskScreen screen="inbox" permission="inbox:read" intro="inbox">
      <BroadcastScreen />
      <FeedbackList />
    </DeskScreen>
  );
}
