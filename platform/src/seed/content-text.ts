// Seeded content text in Thai, English and Chinese; the marquee, the promotions and the home banners
// also in the other 32 languages (content-languages.ts). Other texts fall back to English.
import type { LocalizedText } from '../core/localized';
import { MORE_LANGUAGES } from './content-languages';

const t = (en: string, th: string, zh: string): LocalizedText => ({ ...MORE_LANGUAGES[en], en, th, zh });

export const HOME_BANNERS: LocalizedText[] = [
  t('Welcome bonus 100% on your first deposit', 'โบนัสต้อนรับ 100% สำหรับการฝากครั้งแรก', '首存即享100%欢迎奖金'),
  t('Daily rebate on every slot spin', 'เงินคืนรายวันทุกการหมุนสล็อต', '老虎机每日返水'),
  t('Live casino weekend cashback', 'คืนยอดเสียคาสิโนสดทุกสุดสัปดาห์', '真人娱乐周末返现'),
  t('Sports: enhanced odds every match day', 'กีฬา: ราคาพิเศษทุกวันแข่ง', '体育：比赛日赔率提升'),
  t('Invite friends and earn together', 'ชวนเพื่อนมาเล่น รับรายได้ร่วมกัน', '邀请好友，共享收益'),
];

export const GROUP_BANNERS: Record<'w_login' | 'w_register' | 'w_pagcor' | 'w_leftmenu', LocalizedText> = {
  w_login: t('Log in and play', 'เข้าสู่ระบบแล้วเล่นเลย', '登录即玩'),
  w_register: t('Join in one minute', 'สมัครภายในหนึ่งนาที', '一分钟注册'),
  w_pagcor: t('Gaming licence certificate', 'ใบอนุญาตประกอบกิจการเกม', '博彩牌照证书'),
  w_leftmenu: t('VIP club', 'คลับ VIP', 'VIP俱乐部'),
};

export interface AnnouncementText {
  title: LocalizedText;
  content: LocalizedText;
}

const a = (title: LocalizedText, content: LocalizedText): AnnouncementText => ({ title, content });
const p = (en: string, th: string, zh: string): LocalizedText => Object.fromEntries(Object.entries(t(en, th, zh)).map(([language, text]) => [language, `<p>${text}</p>`]));

/** Bulletins shown as the anonymous popup (execution B): more than 10, so the list paginates. */
export const BULLETINS: AnnouncementText[] = [
  a(t('Scheduled maintenance of PG Soft', 'ปิดปรับปรุง PG Soft ตามกำหนด', 'PG电子例行维护'), p('PG Soft games pause on Tuesday 02:00–04:00.', 'เกม PG Soft จะหยุดให้บริการวันอังคาร 02:00–04:00 น.', 'PG电子游戏将于周二02:00–04:00暂停服务。')),
  a(t('New live tables from Evolution', 'โต๊ะไลฟ์ใหม่จาก Evolution', 'Evolution新增真人桌台'), p('Twelve new baccarat and roulette tables are open.', 'เปิดโต๊ะบาคาร่าและรูเล็ตใหม่ 12 โต๊ะ', '新开12张百家乐和轮盘桌。')),
  a(t('Faster withdrawals', 'ถอนเงินเร็วขึ้น', '提款更快捷'), p('Most withdrawals now arrive within 5 minutes.', 'การถอนส่วนใหญ่เข้าบัญชีภายใน 5 นาที', '大部分提款现可在5分钟内到账。')),
  a(t('Responsible gaming tools', 'เครื่องมือการเล่นอย่างรับผิดชอบ', '负责任博彩工具'), p('Set deposit limits from your account at any time.', 'ตั้งวงเงินฝากได้ตลอดเวลาจากบัญชีของคุณ', '您可随时在账户中设置存款限额。')),
  a(t('Beware of fake websites', 'ระวังเว็บไซต์ปลอม', '谨防假冒网站'), p('Only use our official domains and never share your password.', 'ใช้เฉพาะโดเมนทางการของเรา และอย่าเปิดเผยรหัสผ่าน', '请只使用官方域名，切勿泄露密码。')),
  a(t('Lottery results schedule', 'ตารางประกาศผลหวย', '彩票开奖时间表'), p('Results are published every day at 16:00.', 'ประกาศผลทุกวันเวลา 16:00 น.', '每天16:00公布开奖结果。')),
  a(t('Fishing games tournament', 'ทัวร์นาเมนต์เกมยิงปลา', '捕鱼游戏锦标赛'), p('Top hunters of the week share the prize pool.', 'นักล่าอันดับต้นของสัปดาห์แบ่งเงินรางวัลรวม', '本周顶尖猎手瓜分奖池。')),
  a(t('Card games: new rooms', 'เกมไพ่: ห้องใหม่', '棋牌：新房间'), p('Low-stake rooms are now open for beginners.', 'เปิดห้องเดิมพันต่ำสำหรับมือใหม่แล้ว', '现已为新手开放低注房间。')),
  a(t('E-sports season opener', 'เปิดฤดูกาลอีสปอร์ต', '电竞赛季开幕'), p('Bet on the new season from the first match.', 'เดิมพันฤดูกาลใหม่ได้ตั้งแต่นัดแรก', '从首场比赛开始投注新赛季。')),
  a(t('Customer service hours', 'เวลาทำการฝ่ายบริการลูกค้า', '客服服务时间'), p('Our team answers around the clock, every day.', 'ทีมงานพร้อมให้บริการตลอด 24 ชั่วโมงทุกวัน', '客服团队全天候为您服务。')),
  a(t('Mobile app update', 'อัปเดตแอปมือถือ', '手机应用更新'), p('Download the latest app from the side menu.', 'ดาวน์โหลดแอปเวอร์ชันล่าสุดได้จากเมนูด้านข้าง', '请从侧边菜单下载最新应用。')),
  a(t('Cockfight schedule', 'ตารางไก่ชน', '斗鸡赛程'), p('Live cockfights run daily from noon.', 'ถ่ายทอดสดไก่ชนทุกวันตั้งแต่เที่ยง', '斗鸡直播每天中午开始。')),
];

export const MEMBER_POPUPS: AnnouncementText[] = [
  a(t('Your weekly rebate is ready', 'เงินคืนรายสัปดาห์ของคุณพร้อมแล้ว', '您的每周返水已到账'), p('Open the reward center to claim it.', 'เปิดศูนย์รางวัลเพื่อรับ', '请打开奖励中心领取。')),
];

export const FIRST_LOGIN_POPUPS: AnnouncementText[] = [
  a(t('Welcome to Royal Bet', 'ยินดีต้อนรับสู่ Royal Bet', '欢迎来到Royal Bet'), p('Make your first deposit to unlock the welcome bonus.', 'ฝากครั้งแรกเพื่อปลดล็อกโบนัสต้อนรับ', '首次存款即可解锁欢迎奖金。')),
];

export const PROMOTIONS: (AnnouncementText & { promotionType: string })[] = [
  // promotionType names the promotion (seed/promotions.ts): "go to promotions" opens it in the reward center.
  { promotionType: 'FIRST10', ...a(t('First deposit bonus 10%', 'โบนัสฝากแรก 10%', '首存奖金10%'), p('Deposit 300 or more the first time and get 10% bonus, up to 1,000.', 'ฝากครั้งแรก 300 ขึ้นไป รับโบนัส 10% สูงสุด 1,000', '首次存款300及以上即可获得10%奖金，最高1,000。')) },
  { promotionType: 'REBATE', ...a(t('Unlimited daily rebate', 'เงินคืนรายวันไม่จำกัด', '无上限每日返水'), p('Get up to 1% back on every slot bet, paid daily.', 'รับเงินคืนสูงสุด 1% ทุกยอดเดิมพันสล็อต จ่ายทุกวัน', '每笔老虎机投注最高返1%，每日派发。')) },
  { promotionType: 'REFERRAL', ...a(t('Invite friends', 'ชวนเพื่อน', '邀请好友'), p('Earn a share of your friends’ turnover for life.', 'รับส่วนแบ่งจากยอดเล่นของเพื่อนตลอดชีพ', '终身获得好友流水分成。')) },
  { promotionType: 'VIP', ...a(t('VIP level-up rewards', 'รางวัลเลื่อนขั้น VIP', 'VIP晋级奖励'), p('Every new VIP level brings a cash reward.', 'ทุกการเลื่อนขั้น VIP รับรางวัลเงินสด', '每升一级VIP即可获得现金奖励。')) },
];

export const OTHER_ANNOUNCEMENTS: { type: 'PL' | 'PU' | 'H'; text: AnnouncementText }[] = [
  { type: 'PL', text: a(t('Lottery jackpot rolls over', 'แจ็คพอตหวยทบยอด', '彩票奖池累积'), p('No winner yesterday: today’s jackpot is bigger.', 'เมื่อวานไม่มีผู้ชนะ แจ็คพอตวันนี้จึงใหญ่ขึ้น', '昨日无人中奖，今日奖池更大。')) },
  { type: 'PU', text: a(t('Platform upgrade complete', 'อัปเกรดระบบเสร็จสมบูรณ์', '平台升级完成'), p('Pages now load faster on mobile.', 'หน้าเว็บโหลดเร็วขึ้นบนมือถือ', '手机页面加载更快。')) },
  { type: 'H', text: a(t('Holiday opening hours', 'เวลาทำการช่วงวันหยุด', '节假日服务时间'), p('Deposits and withdrawals run as usual on holidays.', 'ฝากถอนได้ตามปกติในวันหยุด', '节假日存取款照常进行。')) },
];

export const NOTICES: AnnouncementText[] = [
  a(t('Welcome to Royal Bet: play responsibly, adults 18+ only.', 'ยินดีต้อนรับสู่ Royal Bet: เล่นอย่างรับผิดชอบ เฉพาะผู้มีอายุ 18 ปีขึ้นไป', '欢迎来到Royal Bet：理性娱乐，仅限18岁以上。'), p('Gambling can be addictive. Set limits and take breaks.', 'การพนันอาจทำให้เสพติด ควรตั้งขีดจำกัดและพักบ้าง', '博彩可能成瘾，请设定限额并适时休息。')),
  a(t('New slots every week from PG Soft and Pragmatic Play.', 'สล็อตใหม่ทุกสัปดาห์จาก PG Soft และ Pragmatic Play', 'PG电子与Pragmatic Play每周上新老虎机。'), p('Find them in the Slots category.', 'ดูได้ในหมวดสล็อต', '请在老虎机分类中查看。')),
  a(t('Customer service is available 24/7.', 'ฝ่ายบริการลูกค้าพร้อมให้บริการ 24/7', '客服7×24小时在线。'), p('Use the floating button at the bottom of every page.', 'ใช้ปุ่มลอยที่ด้านล่างของทุกหน้า', '请使用每页底部的悬浮按钮。')),
  // More than one page of the notice list (10 per page, spec §9).
  a(t('Deposits by PromptPay QR are credited within minutes.', 'ฝากผ่าน QR พร้อมเพย์ เงินเข้าภายในไม่กี่นาที', 'PromptPay二维码存款数分钟内到账。'), p('Open Deposit and scan the QR code with your banking app.', 'เปิดหน้าฝากเงินแล้วสแกน QR ด้วยแอปธนาคาร', '打开存款页面，用银行App扫描二维码。')),
  a(t('Withdrawals are reviewed every day from 09:00 to 23:00.', 'การถอนเงินได้รับการตรวจสอบทุกวันเวลา 09:00 ถึง 23:00', '每天09:00至23:00审核提款。'), p('Bind a bank card in the Security Center before your first withdrawal.', 'ผูกบัญชีธนาคารในศูนย์ความปลอดภัยก่อนถอนครั้งแรก', '首次提款前请在安全中心绑定银行卡。')),
  a(t('Lottery results are posted right after each draw.', 'ผลหวยประกาศทันทีหลังออกรางวัล', '每期开奖后立即公布彩票结果。'), p('See every draw in the Lottery section.', 'ดูทุกงวดได้ในหมวดหวย', '所有开奖结果请见彩票分类。')),
  a(t('VIP levels now come with a monthly bonus.', 'ระดับ VIP มีโบนัสรายเดือนแล้ว', 'VIP等级现可领取每月奖金。'), p('Check your level and rewards on the VIP page.', 'ดูระดับและรางวัลของคุณได้ที่หน้า VIP', '请在VIP页面查看您的等级和奖励。')),
  a(t('Scheduled maintenance: Sunday 03:00 to 04:00.', 'ปิดปรับปรุงระบบตามกำหนด: วันอาทิตย์ 03:00 ถึง 04:00', '定期维护：周日03:00至04:00。'), p('Games and the cashier are unavailable during maintenance.', 'ระหว่างปิดปรับปรุงจะไม่สามารถเล่นเกมและทำธุรกรรมได้', '维护期间游戏和收银台暂停服务。')),
  a(t('Never share your password or SMS code with anyone.', 'ห้ามเปิดเผยรหัสผ่านหรือรหัส SMS แก่ผู้ใด', '请勿向任何人透露您的密码或短信验证码。'), p('Our staff will never ask you for them.', 'เจ้าหน้าที่ของเราจะไม่ขอข้อมูลเหล่านี้จากคุณ', '我们的工作人员绝不会向您索取这些信息。')),
  a(t('Invite friends and earn a share of their play.', 'ชวนเพื่อนและรับส่วนแบ่งจากการเล่นของเพื่อน', '邀请好友，赚取好友投注分成。'), p('Find your link on the Invite Friends page.', 'ดูลิงก์ของคุณได้ที่หน้าชวนเพื่อน', '请在邀请好友页面获取您的链接。')),
  a(t('Set deposit limits and breaks in Play Responsibly.', 'ตั้งวงเงินฝากและการพักได้ที่หน้าเล่นอย่างรับผิดชอบ', '可在理性娱乐页面设置存款限额和休息。'), p('Limits take effect at once; raising them waits 24 hours.', 'วงเงินมีผลทันที การเพิ่มวงเงินต้องรอ 24 ชั่วโมง', '限额立即生效；提高限额需等待24小时。')),
  a(t('Live baccarat tables are open around the clock.', 'โต๊ะบาคาร่าสดเปิดตลอด 24 ชั่วโมง', '真人百家乐全天候开放。'), p('Join a table from the Live category.', 'เข้าร่วมโต๊ะได้จากหมวดคาสิโนสด', '请从真人分类进入牌桌。')),
];

export const HELP_ARTICLES: ({ slug: string } & AnnouncementText)[] = [
  { slug: 'about', ...a(t('About us', 'เกี่ยวกับเรา', '关于我们'), p('Royal Bet brings live casino, slots, sports and lottery together for adult players.', 'Royal Bet รวมคาสิโนสด สล็อต กีฬา และหวย สำหรับผู้เล่นที่เป็นผู้ใหญ่', 'Royal Bet为成年玩家汇集真人娱乐、老虎机、体育和彩票。')) },
  { slug: 'deposit', ...a(t('How to deposit', 'วิธีฝากเงิน', '如何存款'), p('Log in, press Deposit, choose a method and follow the steps. Credits usually arrive within minutes.', 'เข้าสู่ระบบ กดฝากเงิน เลือกช่องทางแล้วทำตามขั้นตอน โดยปกติยอดเข้าภายในไม่กี่นาที', '登录后点击存款，选择方式并按步骤操作，通常几分钟内到账。')) },
  { slug: 'withdraw', ...a(t('How to withdraw', 'วิธีถอนเงิน', '如何提款'), p('Bind a bank card, press Withdraw and enter the amount. Withdrawals are checked and paid out quickly.', 'ผูกบัญชีธนาคาร กดถอนเงินแล้วใส่จำนวน ระบบจะตรวจสอบและจ่ายอย่างรวดเร็ว', '绑定银行卡后点击提款并输入金额，审核后快速出款。')) },
  { slug: 'responsible-gaming', ...a(t('Responsible gaming', 'การเล่นอย่างรับผิดชอบ', '负责任博彩'), p('Only adults 18+ may play. Set limits, never chase losses, and ask customer service for a break if you need one.', 'เฉพาะผู้มีอายุ 18 ปีขึ้นไปเท่านั้น ตั้งขีดจำกัด อย่าไล่ตามการเสีย และติดต่อฝ่ายบริการหากต้องการพัก', '仅限18岁以上成年人。请设定限额，切勿追损，如需暂停请联系客服。')) },
  { slug: 'term', ...a(t('Terms and conditions', 'ข้อกำหนดและเงื่อนไข', '条款与条件'), t('<p>By using this site you confirm you are at least 18 years old and that online gaming is legal where you live.</p><p>One account per person. Bonuses carry turnover requirements shown with each promotion.</p><p>The operator is not responsible for breaches of local gaming laws by users.</p>', '<p>การใช้งานเว็บไซต์นี้ถือว่าคุณยืนยันว่ามีอายุอย่างน้อย 18 ปี และการเล่นเกมออนไลน์ถูกกฎหมายในพื้นที่ของคุณ</p><p>หนึ่งคนต่อหนึ่งบัญชี โบนัสมีเงื่อนไขยอดเทิร์นตามที่แสดงในแต่ละโปรโมชั่น</p><p>ผู้ให้บริการไม่รับผิดชอบต่อการละเมิดกฎหมายการพนันท้องถิ่นโดยผู้ใช้</p>', '<p>使用本网站即表示您确认已年满18岁，且在您所在地区在线博彩合法。</p><p>每人限一个账户。奖金须满足各优惠所示的流水要求。</p><p>运营方不对用户违反当地博彩法律的行为负责。</p>')) },
];
