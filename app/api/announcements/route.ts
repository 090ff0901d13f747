import { NextResponse } from 'next/server';
import { businessDay } from '@/contract/business-time';
import { defineRoute } from '@/lib/bff/define-route';
import { announcementView } from '@/lib/content/announcement-views';
import { languageQuerySchema } from '@/lib/validation/language-query';
import { announcements } from '@/lib/wps/announcements';

/**
 * GET /api/announcements?lang= — the announcement list (spec §2: everything but promotions, for
 * the announcement modal) and the popups (those with an execution A, B or F), HTML sanitized.
 * Asked for by the browser, so cached pages do not carry every announcement's text. `day` is the
 * business day the popups' once-a-day rule counts in (components/announcements/popup-day.ts).
 */
export const GET = defineRoute({ access: 'public', query: languageQuerySchema }, async ({ query }) => {
  // Read fresh: an operator's change must show on the next view (tests/e2e/operator-content.spec.ts).
  const all = await announcements(query.lang, { fresh: true });
  return NextResponse.json(
    {
      bulletins: all.filter((item) => item.type !== 'PR').map(announcementView),
      popups: all.filter((item) => item.execution !== null).map(announcementView),
      day: businessDay(),
    },
    { headers: { 'Cache-Control': 'public, max-age=30, stale-while-revalidate=120' } },
  );
});
