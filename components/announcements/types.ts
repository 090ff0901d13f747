/** An announcement as the browser receives it: HTML already sanitized, date already formatted. */
export interface AnnouncementView {
  id: number;
  title: string;
  html: string;
  date: string;
  promotionType: string | null;
  execution: 'A' | 'B' | 'F' | null;
  /** An on-load popup the daily rule does not hold back (popup-day.ts). */
  mustSee: boolean;
}
