import 'server-only';
import { z } from 'zod';
import { announcementRow, bannerRow, enabledAnswer, noticeRow, type AnnouncementInput, type BannerInput, type BannerPreviewQuery, type NoticeInput } from '../../../contract/content-admin';
import { adminCall, segment } from './admin-fetch';

// Banners (content:read to list; content:publish to add or switch one, the platform checks it).
// Each change asks the portal to refresh its cached pages (the platform's revalidation hook).

export async function listBanners(token: string) {
  return (await adminCall({ method: 'GET', path: '/banners', token }, z.array(bannerRow))).value;
}

export async function addBanner(token: string, input: BannerInput) {
  return (await adminCall({ method: 'POST', path: '/banners', token, body: input }, bannerRow)).value;
}

export async function setBannerEnabled(token: string, id: number, enabled: boolean) {
  return (await adminCall({ method: 'POST', path: `/banners/${segment(id)}`, token, body: { enabled } }, z.object({ id: z.number().int(), groupName: z.string(), enabled: z.boolean() }))).value;
}

export async function previewBanner(token: string, query: BannerPreviewQuery) {
  return (await adminCall({ method: 'GET', path: '/banners/preview', token, query: { ...query } }, z.object({ svg: z.string() }))).value;
}

// Announcements and popups, and the marquee's notices (the same permissions as banners).

export async function listAnnouncements(token: string) {
  return (await adminCall({ method: 'GET', path: '/announcements', token }, z.array(announcementRow))).value;
}

export async function addAnnouncement(token: string, input: AnnouncementInput) {
  return (await adminCall({ method: 'POST', path: '/announcements', token, body: input }, announcementRow)).value;
}

export async function setAnnouncementEnabled(token: string, id: number, enabled: boolean) {
  return (await adminCall({ method: 'POST', path: `/announcements/${segment(id)}`, token, body: { enabled } }, enabledAnswer)).value;
}

export async function listNotices(token: string) {
  return (await adminCall({ method: 'GET', path: '/notices', token }, z.array(noticeRow))).value;
}

export async function addNotice(token: string, input: NoticeInput) {
  return (await adminCall({ method: 'POST', path: '/notices', token, body: input }, noticeRow)).value;
}

export async function setNoticeEnabled(token: string, id: number, enabled: boolean) {
  return (await adminCall({ method: 'POST', path: `/notices/${segment(id)}`, token, body: { enabled } }, enabledAnswer)).value;
}
