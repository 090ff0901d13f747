// The operator's gaming licence shown by the portal's licence popup (spec §2 "legal licence"):
// authority, number and the operator's statement per language. Stored in the settings table;
// operators change it with PUT /admin/licence.
import type { StoredLicence } from '../../../../contract/site-licence';

export const LICENCE_SETTING_KEY = 'site.licence';

export const SITE_LICENCE: StoredLicence = {
  authority: 'Philippine Amusement and Gaming Corporation (PAGCOR)',
  number: 'GLH-OGL-2024-0417',
  text: {
    en: 'Royal Bet is operated by Royal Bet Entertainment Ltd. under an offshore gaming licence issued by the Philippine Amusement and Gaming Corporation. Players must be 18 or older; gambling may be restricted where you live.',
    th: 'Royal Bet ดำเนินการโดย Royal Bet Entertainment Ltd. ภายใต้ใบอนุญาตเกมออนไลน์นอกประเทศที่ออกโดย Philippine Amusement and Gaming Corporation ผู้เล่นต้องมีอายุ 18 ปีขึ้นไป การพนันอาจถูกจำกัดในพื้นที่ของคุณ',
    zh: 'Royal Bet 由 Royal Bet Entertainment Ltd. 运营，持有菲律宾娱乐博彩公司（PAGCOR）颁发的离岸博彩牌照。玩家须年满18岁；您所在地区可能限制博彩。',
  },
};
