import type { AnnouncementView } from '@/components/announcements/types';
import type { NoticeView } from '@/components/home/notice-bar';
import { announcementDate, noticeDate } from '@/lib/format/dates';
import type { Notice } from '@/contract/announcements';
import type { Announcement } from './announcement';
import { sanitizeHtml } from './sanitize-html';

/** What the browser gets of an announcement: sanitized HTML and the spec's date format. */
export function announcementView(item: Announcement): AnnouncementView {
  return {
    id: item.id,
    title: item.title,
    html: sanitizeHtml(item.content),
    date: announcementDate(item.publishedAt),
    promotionType: item.promotionType,
    execution: item.execution,
    mustSee: item.mustSee,
  };
}

export function noticeView(item: Notice): NoticeView {
  return { id: item.id, title: item.title, html: sanitizeHtml(item.content), date: noticeDate(item.publishedAt) };
}
