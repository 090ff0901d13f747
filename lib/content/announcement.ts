import type { UpstreamAnnouncement } from '@/contract/announcements';

/** An announcement as the portal keeps it: images in sequence order, as portal image paths. */
export interface Announcement extends Omit<UpstreamAnnouncement, 'announcementImages' | 'sequence'> {
  /** Operator HTML; render through lib/content/sanitize-html. */
  content: string;
  images: string[];
}
