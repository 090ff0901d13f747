import { AuditTrail } from '@bo/components/audit/audit-trail';
import { DeskScreen, screenMetadata } from '@bo/components/layout/desk-screen';

export const generateMetadata = screenMetadata('audit');

export default function AuditPage() {
  return (
    <DeskScreen screen="audit" permission="audit:read">
      <AuditTrail />
    </DeskScreen>
  );
}
