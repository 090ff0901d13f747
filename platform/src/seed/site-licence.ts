// The demo profile's licence entry (spec §2 "legal licence" popup): it says it is a demo and that no
// licence was issued, so the popup can be seen without showing an invented licence as real. The
// production profile has none until the operator sets its own (PUT /admin/licence).
import type { StoredLicence } from '../../../contract/site-licence';

export const DEMO_SITE_LICENCE: StoredLicence = {
  authority: 'Demo site — no licensing authority',
  number: 'none (demo)',
  text: {
    en: 'This is a demo site: no gaming licence was issued for it. An operator’s own licence — authority, number and statement — appears here once it is configured.',
    th: 'นี่คือเว็บไซต์สาธิต: ไม่มีการออกใบอนุญาตการพนันให้เว็บไซต์นี้ ใบอนุญาตของผู้ให้บริการ (หน่วยงาน เลขที่ และคำชี้แจง) จะแสดงที่นี่เมื่อมีการตั้งค่าแล้ว',
    zh: '这是一个演示网站：未获颁任何博彩牌照。运营商配置后，其牌照（发证机构、编号和声明）将显示在此处。',
  },
};
