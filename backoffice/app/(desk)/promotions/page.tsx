import { DeskScreen, screenMetadata } from '@bo/components/layout/desk-screen';
import { PromotionDesk } from '@bo/components/promotions/promotion-desk';
import '@bo/components/promotions/promotions.css';

export const generateMetadata = screenMetadata('promotions');

export default function PromotionsPage() {
  return (
    <DeskScreen screen="promotions" permission="promotions:read" intro="promotions">
      <PromotionDesk />
    </DeskScreen>
  );
}
