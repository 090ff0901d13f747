// The content module as other parts of the platform see it: what they may import from it.
// Files that reach no other module first: a load-time use from inside an import cycle finds them ready.
export { LICENCE_SETTING_KEY, SETTING_KEYS, type SystemInfo, type WhitelabelNode } from './queries/site-setting-keys';
export { RESOURCES_SETTING_KEY, readSiteResources, updateSiteResources } from './queries/site-resources';
export { readRegionRules, readSiteFlags, readSystemStatus, writeRegionRules, writeSiteFlag, writeSystemStatus } from './queries/site-settings';
export { listRegionRules, listSiteFlags, setRegionRule, setSiteFlag, setSystemStatus } from './rules/operator-actions';
export { insertAnnouncement, listAllAnnouncements, listAnnouncements, updateAnnouncementEnabled } from './queries/announcements';
export { insertBanner, listAllBanners, updateBannerEnabled } from './queries/banners';
export { insertNotice, listAllNotices, updateNoticeEnabled } from './queries/notices';
export { bannerSubject } from './queries/audit-subjects';
export { announcements, banners, helpArticles, notices } from './schema';
export { adminContentRoutes } from './routes/admin-content';
export { playDemoRounds } from './rules/demo-rounds';
export { addAnnouncement, addBanner, listAnnouncementsForOperator, listBannersForOperator, setAnnouncementEnabled, setBannerEnabled, setVendorEnabled, setVendorNew, type NewAnnouncementInput, type NewBannerInput } from './rules/content-actions';
