import { DeskScreen, screenMetadata } from '@bo/components/layout/desk-screen';
import { MallDesk } from '@bo/components/mall/mall-desk';
import '@bo/components/promotions/promotions.css';

export const generateMetadata = screenMetadata('mall');

export default function MallPage() {
  return (
    <DeskScreen screen="mall" permission="mall:read" intro="mall">
      <MallDesk />
    </DeskScreen>
  );
}
