// The local vendor's HTML: the slot page (bet selector, spin button, reels, result, balance) and
// its error page. The vendor's own texts, in English, Thai, Chinese and Arabic (right to left; others
// read English).
// Everything dynamic is escaped; the one inline script runs under a CSP nonce.
import { BET_LEVELS, REEL_WEIGHTS, THREE_OF_A_KIND, TWO_CHERRIES, returnToPlayer } from './slot-machine';

const TEXT = {
  en: {
    rg_loss_limit: 'This bet would take you over your {period} loss limit of {limit}. Left: {remaining}.',
    rg_wager_limit: 'This bet would take you over your {period} wager limit of {limit}. Left: {remaining}.',
    rg_session_limit: 'Your session time limit of {limit} minutes is reached. Take a break.',
    rg_excluded: 'You are taking a break from play: games are closed for your account until it ends.',
    day: 'daily',
    week: 'weekly',
    month: 'monthly',
    bet: 'Bet',
    spin: 'Spin',
    balance: 'Balance',
    ready: 'Choose a bet and spin.',
    spinning: 'Spinning…',
    win: 'You win {amount}!',
    noWin: 'No win this time.',
    jackpot: 'JACKPOT! Three diamonds take the pool: {amount} is yours.',
    insufficient_balance: 'Insufficient balance for this bet. Choose a smaller bet or deposit.',
    game_session_invalid: 'This game session has ended. Go back and open the game again.',
    game_maintenance: 'Game maintenance: this game is closed for now.',
    system_maintenance: 'System maintenance: we are upgrading our service. Please come back shortly.',
    region_blocked: 'Access restricted: our service is not available in your region.',
    in_need_true_account: 'A real account is needed to play.',
    validation_failed: 'This bet is not allowed.',
    network: 'Network link is abnormal, please try again.',
    error: 'Something went wrong, please try again.',
    paytable: 'Paytable',
    twoCherries: 'Any two cherries',
    rtp: 'Return to player {rtp}%',
    ticket_invalid: 'This game link is not valid. Go back and open the game again.',
    ticket_expired: 'This game link has expired. Go back and open the game again.',
    ticket_used: 'This game link was already used. Go back and open the game again.',
    fair: 'Provably fair: every spin is HMAC-SHA256(seed, spin id). Seed hash:',
    reveal: 'End session and reveal seed',
    revealing: 'Session ended. The seed is revealed in a few seconds…',
    verified: 'Verified: the seed matches its hash and gives the reels of all {count} spins.',
    notVerified: 'Check failed: the seed does not give these spins.',
    seed: 'Seed',
    standIn: 'Stand-in: “{name}” is not run on this site. This is our own three-reel slot, played with your real balance.',
  },
  th: {
    rg_loss_limit: 'เดิมพันนี้จะเกินวงเงินขาดทุน{period}ของคุณ {limit} เหลือ {remaining}',
    rg_wager_limit: 'เดิมพันนี้จะเกินวงเงินเดิมพัน{period}ของคุณ {limit} เหลือ {remaining}',
    rg_session_limit: 'ครบเวลาเล่นต่อเซสชัน {limit} นาทีแล้ว โปรดพักก่อน',
    rg_excluded: 'คุณกำลังพักการเล่น บัญชีของคุณเล่นเกมไม่ได้จนกว่าจะครบกำหนด',
    day: 'รายวัน',
    week: 'รายสัปดาห์',
    month: 'รายเดือน',
    bet: 'เดิมพัน',
    spin: 'หมุน',
    balance: 'ยอดเงิน',
    ready: 'เลือกเดิมพันแล้วกดหมุน',
    spinning: 'กำลังหมุน…',
    win: 'คุณชนะ {amount}!',
    noWin: 'รอบนี้ไม่ชนะ',
    jackpot: 'แจ็กพอต! เพชรสามเม็ดรับเงินรางวัลทั้งกอง {amount} เป็นของคุณ',
    insufficient_balance: 'ยอดเงินไม่พอสำหรับเดิมพันนี้ เลือกเดิมพันที่น้อยลงหรือฝากเงิน',
    game_session_invalid: 'เซสชันเกมนี้สิ้นสุดแล้ว กลับไปแล้วเปิดเกมอีกครั้ง',
    game_maintenance: 'เกมปิดปรับปรุงชั่วคราว',
    system_maintenance: 'ปิดปรับปรุงระบบ: เรากำลังปรับปรุงบริการ กรุณากลับมาใหม่ในอีกสักครู่',
    region_blocked: 'จำกัดการเข้าถึง: บริการของเราไม่เปิดให้ใช้งานในภูมิภาคของคุณ',
    in_need_true_account: 'ต้องใช้บัญชีจริงเพื่อเล่น',
    validation_failed: 'ไม่อนุญาตเดิมพันนี้',
    network: 'การเชื่อมต่อเครือข่ายผิดปกติ โปรดลองอีกครั้ง',
    error: 'เกิดข้อผิดพลาด โปรดลองอีกครั้ง',
    paytable: 'ตารางจ่ายเงิน',
    twoCherries: 'เชอร์รี่สองลูก',
    rtp: 'อัตราการจ่ายคืนผู้เล่น {rtp}%',
    ticket_invalid: 'ลิงก์เกมไม่ถูกต้อง กลับไปแล้วเปิดเกมอีกครั้ง',
    ticket_expired: 'ลิงก์เกมหมดอายุ กลับไปแล้วเปิดเกมอีกครั้ง',
    ticket_used: 'ลิงก์เกมนี้ถูกใช้ไปแล้ว กลับไปแล้วเปิดเกมอีกครั้ง',
    fair: 'ตรวจสอบความยุติธรรมได้: ทุกการหมุนคือ HMAC-SHA256(ซีด, รหัสการหมุน) แฮชของซีด:',
    reveal: 'จบเซสชันและเปิดเผยซีด',
    revealing: 'จบเซสชันแล้ว ซีดจะถูกเปิดเผยในอีกไม่กี่วินาที…',
    verified: 'ตรวจสอบแล้ว: ซีดตรงกับแฮชและให้ผลวงล้อของทั้ง {count} การหมุน',
    notVerified: 'ตรวจสอบไม่ผ่าน: ซีดไม่ให้ผลการหมุนเหล่านี้',
    seed: 'ซีด',
    standIn: 'เกมทดแทน: เว็บไซต์นี้ไม่มีเกม “{name}” นี่คือสล็อตสามวงล้อของเราเอง เล่นด้วยยอดเงินจริงของคุณ',
  },
  zh: {
    rg_loss_limit: '此投注将超过您的{period}亏损限额 {limit}，剩余 {remaining}。',
    rg_wager_limit: '此投注将超过您的{period}投注限额 {limit}，剩余 {remaining}。',
    rg_session_limit: '已达到每次游戏时长限制 {limit} 分钟，请休息一下。',
    rg_excluded: '您正在暂停游戏：在期满之前，您的账户无法进行游戏。',
    day: '每日',
    week: '每周',
    month: '每月',
    bet: '投注',
    spin: '旋转',
    balance: '余额',
    ready: '选择投注额后旋转。',
    spinning: '旋转中…',
    win: '您赢得 {amount}！',
    noWin: '本局未中奖。',
    jackpot: '头奖！三颗钻石赢得整个奖池：{amount} 归您所有。',
    insufficient_balance: '余额不足，请选择较小的投注额或充值。',
    game_session_invalid: '游戏会话已结束，请返回并重新打开游戏。',
    game_maintenance: '游戏维护中，暂时关闭。',
    system_maintenance: '系统维护：我们正在升级服务，请稍后再来。',
    region_blocked: '访问受限：您所在的地区无法使用本服务。',
    in_need_true_account: '需要真实账户才能游戏。',
    validation_failed: '不允许此投注额。',
    network: '网络连接异常，请重试。',
    error: '出错了，请重试。',
    paytable: '赔付表',
    twoCherries: '任意两个樱桃',
    rtp: '返还率 {rtp}%',
    ticket_invalid: '游戏链接无效，请返回并重新打开游戏。',
    ticket_expired: '游戏链接已过期，请返回并重新打开游戏。',
    ticket_used: '游戏链接已被使用，请返回并重新打开游戏。',
    fair: '可证公平：每次旋转均为 HMAC-SHA256(种子, 旋转编号)。种子哈希：',
    reveal: '结束会话并公开种子',
    revealing: '会话已结束，种子将在几秒后公开…',
    verified: '验证通过：种子与哈希一致，并生成全部 {count} 次旋转的结果。',
    notVerified: '验证失败：种子无法生成这些旋转结果。',
    seed: '种子',
    standIn: '替代游戏：本站不运营“{name}”。这是我们自己的三轴老虎机，使用您的真实余额游玩。',
  },
  ar: {
    rg_loss_limit: 'هذا الرهان سيتجاوز حد الخسارة {period} البالغ {limit}. المتبقي: {remaining}.',
    rg_wager_limit: 'هذا الرهان سيتجاوز حد الرهان {period} البالغ {limit}. المتبقي: {remaining}.',
    rg_session_limit: 'بلغت حد وقت الجلسة البالغ {limit} دقيقة. خذ استراحة.',
    rg_excluded: 'أنت في استراحة من اللعب: الألعاب مغلقة لحسابك حتى تنتهي.',
    day: 'اليومي',
    week: 'الأسبوعي',
    month: 'الشهري',
    bet: 'الرهان',
    spin: 'دوران',
    balance: 'الرصيد',
    ready: 'اختر رهانك ثم أدر البكرات.',
    spinning: 'جارٍ الدوران…',
    win: 'ربحت {amount}!',
    noWin: 'لا ربح هذه المرة.',
    jackpot: 'الجائزة الكبرى! ثلاث ماسات تربح الحصيلة كلها: {amount} لك.',
    insufficient_balance: 'الرصيد غير كافٍ لهذا الرهان. اختر رهانًا أصغر أو قم بالإيداع.',
    game_session_invalid: 'انتهت جلسة اللعبة هذه. ارجع وافتح اللعبة مرة أخرى.',
    game_maintenance: 'اللعبة قيد الصيانة: هذه اللعبة مغلقة حاليًا.',
    system_maintenance: 'صيانة النظام: نقوم بتحديث خدمتنا. يرجى العودة بعد قليل.',
    region_blocked: 'الوصول مقيّد: خدمتنا غير متاحة في منطقتك.',
    in_need_true_account: 'تحتاج إلى حساب حقيقي للعب.',
    validation_failed: 'هذا الرهان غير مسموح.',
    network: 'اتصال الشبكة غير طبيعي، يرجى المحاولة مرة أخرى.',
    error: 'حدث خطأ ما، يرجى المحاولة مرة أخرى.',
    paytable: 'جدول المدفوعات',
    twoCherries: 'أي كرزتين',
    rtp: 'نسبة العائد للاعب {rtp}%',
    ticket_invalid: 'رابط اللعبة هذا غير صالح. ارجع وافتح اللعبة مرة أخرى.',
    ticket_expired: 'انتهت صلاحية رابط اللعبة هذا. ارجع وافتح اللعبة مرة أخرى.',
    ticket_used: 'تم استخدام رابط اللعبة هذا من قبل. ارجع وافتح اللعبة مرة أخرى.',
    fair: 'عادلة بشكل قابل للإثبات: كل دوران هو HMAC-SHA256(البذرة، معرّف الدوران). تجزئة البذرة:',
    reveal: 'إنهاء الجلسة وكشف البذرة',
    revealing: 'انتهت الجلسة. ستُكشف البذرة خلال ثوانٍ…',
    verified: 'تم التحقق: البذرة تطابق تجزئتها وتعطي بكرات جميع الدورات الـ {count}.',
    notVerified: 'فشل التحقق: البذرة لا تعطي هذه الدورات.',
    seed: 'البذرة',
    standIn: 'لعبة بديلة: «{name}» غير متوفرة على هذا الموقع. هذه آلة السلوت الخاصة بنا ذات البكرات الثلاث، وتُلعب برصيدك الحقيقي.',
  },
};

export type VendorText = (typeof TEXT)['en'];
export type TicketProblem = 'ticket_invalid' | 'ticket_expired' | 'ticket_used' | 'game_maintenance' | 'in_need_true_account' | 'system_maintenance' | 'region_blocked';

export function vendorText(language: string): VendorText {
  const base = language.toLowerCase().split('-')[0] as keyof typeof TEXT;
  return TEXT[base] ?? TEXT.en;
}

const face = (body: string) => `<svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">${body}</svg>`;

/** Each symbol drawn as SVG (not an emoji: a device without an emoji font would show empty boxes). */
export const SYMBOL_FACES: Record<string, string> = {
  CHERRY: face(
    '<path d="M22 40Q30 18 44 10M42 40Q40 22 44 10" stroke="#3a8f2e" stroke-width="4" fill="none" stroke-linecap="round"/><path d="M44 10q10-2 14 6q-10 2-14-6z" fill="#4caf50"/><circle cx="20" cy="44" r="12" fill="#d7263d"/><circle cx="42" cy="46" r="12" fill="#e63950"/><circle cx="16" cy="40" r="3" fill="#fff" opacity=".6"/><circle cx="38" cy="42" r="3" fill="#fff" opacity=".6"/>',
  ),
  LEMON: face(
    '<ellipse cx="32" cy="34" rx="24" ry="17" fill="#f7d83b" transform="rotate(-20 32 34)"/><path d="M12 44l-5 4M52 24l5-4" stroke="#e0b800" stroke-width="5" stroke-linecap="round"/><ellipse cx="26" cy="28" rx="8" ry="4" fill="#fff" opacity=".45" transform="rotate(-20 26 28)"/>',
  ),
  BELL: face(
    '<path d="M32 8c-12 0-18 10-18 22v10l-6 8h48l-6-8V30c0-12-6-22-18-22z" fill="#f5b301" stroke="#b07d00" stroke-width="2"/><circle cx="32" cy="52" r="6" fill="#b07d00"/><rect x="29" y="3" width="6" height="7" rx="3" fill="#b07d00"/>',
  ),
  STAR: face('<polygon points="32,5 39.6,23.5 59.5,25 44.3,38 49,57.5 32,47 15,57.5 19.7,38 4.5,25 24.4,23.5" fill="#ffd23f" stroke="#d99a00" stroke-width="2" stroke-linejoin="round"/>'),
  SEVEN: face('<path d="M14 10h38v8c-10 10-16 22-18 38H22c2-16 8-28 17-36H14z" fill="#e0263c" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>'),
  DIAMOND: face(
    '<polygon points="18,10 46,10 58,24 32,56 6,24" fill="#5ad1f5" stroke="#1b8fb8" stroke-width="2" stroke-linejoin="round"/><polygon points="6,24 58,24 32,56" fill="#2bb3e0"/><polyline points="18,10 24,24 32,10 40,24 46,10" fill="none" stroke="#1b8fb8" stroke-width="2"/>',
  ),
  BLANK: face('<rect x="16" y="29" width="32" height="6" rx="3" fill="#3a4060"/>'),
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** JSON inside a <script> element: no `<` so nothing can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.4 system-ui,sans-serif;background:#151a2e;color:#f4f5fb;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{width:min(560px,100%);padding:16px;text-align:center}h1{font-size:1.3rem;margin:0 0 12px}
.reels{display:flex;gap:10px;justify-content:center;margin:12px 0}.reel{width:96px;height:96px;border-radius:12px;background:#0b0e1a;border:2px solid #e5b84b;display:flex;align-items:center;justify-content:center}.reel svg{width:68px;height:68px}td svg{width:22px;height:22px;vertical-align:middle}
.row{display:flex;gap:12px;justify-content:center;align-items:center;flex-wrap:wrap;margin:10px 0}
select,button{font:inherit;padding:8px 14px;border-radius:8px;border:1px solid #e5b84b;background:#0b0e1a;color:inherit}
button{background:#e5b84b;color:#151a2e;font-weight:700;min-width:120px}button:disabled{opacity:.6}
.stand-in{margin:0 auto 8px;max-width:460px;font-size:.9rem;opacity:.9}.result{min-height:1.5em;font-weight:600}.jackpot{margin:10px 0;padding:12px;border-radius:12px;background:linear-gradient(90deg,#e5b84b,#ffe08a,#e5b84b);color:#151a2e;font-weight:800;font-size:1.15rem}.result.win{color:#7be08a}.result.error{color:#ff8a8a}
details{margin-top:14px;text-align:left;font-size:.9rem;opacity:.9}table{margin:6px auto;border-collapse:collapse}td{padding:2px 10px}
.error-page{max-width:460px;padding:24px;text-align:center}
.fair{margin-top:14px;font-size:.85rem;text-align:left}.fair code{overflow-wrap:anywhere}.fair button{min-width:0;background:#0b0e1a;color:inherit}`;

const RTL_LANGUAGES = new Set(['ar']);

function page(language: string, title: string, body: string, nonce?: string, script?: string): string {
  return `<!doctype html><html lang="${escapeHtml(language)}" dir="${RTL_LANGUAGES.has(language.toLowerCase().split('-')[0]) ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${body}${script && nonce ? `<script nonce="${nonce}">${script}</script>` : ''}</body></html>`;
}

export function errorPage(language: string, problem: TicketProblem): string {
  const text = vendorText(language);
  return page(language, text[problem], `<main class="error-page" role="alert" data-testid="game-error">${escapeHtml(text[problem])}</main>`);
}

export interface SlotPageInput {
  language: string;
  gameName: string;
  balance: string;
  currencySymbol: string;
  minBet: string;
  playToken: string;
  nonce: string;
  /** The session seed's sha256, shown before any spin (provably fair). */
  seedHash?: string;
  /** The game is a stand-in for a game of another kind (games.stand_in): the page says so under its name. */
  standIn?: boolean;
}

/** Bet levels at or above the game's minimum bet (at least the smallest level). */
export function betLevelsFor(minBet: string): string[] {
  const levels = BET_LEVELS.filter((level) => Number(level) >= Number(minBet));
  return levels.length > 0 ? levels : [BET_LEVELS[BET_LEVELS.length - 1]];
}

export function slotPage(input: SlotPageInput): string {
  const text = vendorText(input.language);
  const rtp = (returnToPlayer() * 100).toFixed(2);
  const bets = betLevelsFor(input.minBet);
  const paytable = Object.entries(THREE_OF_A_KIND)
    .map(([symbol, multiplier]) => `<tr><td>${SYMBOL_FACES[symbol].repeat(3)}</td><td>× ${multiplier}</td></tr>`)
    .join('');
  const body = `<main>
<h1>${escapeHtml(input.gameName)}</h1>
${input.standIn ? `<p class="stand-in" role="note" data-testid="stand-in">${escapeHtml(text.standIn.replace('{name}', () => input.gameName))}</p>\n` : ''}<div class="reels" role="img" aria-label="reels" data-testid="reels">${['', '', ''].map(() => `<span class="reel" data-symbol="SEVEN">${SYMBOL_FACES.SEVEN}</span>`).join('')}</div>
<p id="result" class="result" role="status" aria-live="polite" data-testid="result">${escapeHtml(text.ready)}</p>
<p id="jackpot" class="jackpot" role="alert" data-testid="jackpot" hidden></p>
<div class="row">
<label>${escapeHtml(text.bet)} <select id="bet" data-testid="bet">${bets.map((bet) => `<option value="${bet}">${escapeHtml(input.currencySymbol)} ${bet}</option>`).join('')}</select></label>
<button id="spin" type="button" data-testid="spin">${escapeHtml(text.spin)}</button>
</div>
<p>${escapeHtml(text.balance)}: <output id="balance" data-testid="balance">${escapeHtml(input.balance)}</output></p>
<details><summary>${escapeHtml(text.paytable)}</summary><table>${paytable}<tr><td>${escapeHtml(text.twoCherries)}</td><td>× ${TWO_CHERRIES}</td></tr></table>
<p>${escapeHtml(text.rtp.replace('{rtp}', rtp))}</p></details>
${
    input.seedHash
      ? `<section class="fair"><p>${escapeHtml(text.fair)} <code data-testid="seed-hash">${escapeHtml(input.seedHash)}</code></p>
<button id="reveal" type="button" data-testid="reveal">${escapeHtml(text.reveal)}</button>
<p id="fair-result" role="status" aria-live="polite" data-testid="fair-result"></p><p><code id="seed" data-testid="seed"></code></p></section>`
      : ''
  }
</main><script type="application/json" id="config">${scriptJson({
    token: input.playToken,
    currency: input.currencySymbol,
    text,
    faces: SYMBOL_FACES,
    symbols: Object.keys(REEL_WEIGHTS),
    weights: Object.values(REEL_WEIGHTS),
    seedHash: input.seedHash ?? null,
  })}</script>`;
  return page(input.language, input.gameName, body, input.nonce, CLIENT_SCRIPT);
}

// Each spin has its own id; a network failure retries the same id once, which the platform
// settles at most once. After every settled spin the parent page (the portal) is told to refresh
// its balance; the message carries no data.
const CLIENT_SCRIPT = `(() => {
const config = JSON.parse(document.getElementById('config').textContent);
const t = config.text;
const spin = document.getElementById('spin'), bet = document.getElementById('bet');
const result = document.getElementById('result'), balance = document.getElementById('balance');
const jackpot = document.getElementById('jackpot');
const money = (value) => Number(value).toLocaleString((document.documentElement.lang || 'en') + '-u-nu-latn', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const reels = document.querySelectorAll('.reel');
const show = (message, kind) => { result.textContent = message; result.className = 'result' + (kind ? ' ' + kind : ''); };
async function send(spinId) {
  // The spin id is the bet's idempotency key; as Idempotency-Key it lets the load balancer resend it.
  const response = await fetch('spin', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Play-Token': config.token, 'Idempotency-Key': spinId },
    body: JSON.stringify({ spinId, bet: bet.value }) });
  return response.json();
}
spin.addEventListener('click', async () => {
  spin.disabled = true; show(t.spinning); jackpot.hidden = true;
  const spinId = crypto.randomUUID();
  let answer;
  try { answer = await send(spinId); } catch { try { answer = await send(spinId); } catch { show(t.network, 'error'); spin.disabled = false; return; } }
  if (answer.success) {
    const round = answer.value;
    round.reels.forEach((symbol, i) => { reels[i].innerHTML = config.faces[symbol] || ''; reels[i].dataset.symbol = symbol; });
    balance.textContent = round.balance;
    if (Number(round.win) > 0) show(t.win.replace('{amount}', round.win), 'win'); else show(t.noWin);
    // A jackpot win (three diamonds): the pool paid to this spin, on top of the line win.
    jackpot.hidden = !round.jackpot;
    jackpot.textContent = round.jackpot ? t.jackpot.replace('{amount}', config.currency + ' ' + money(round.jackpot)) : '';
    if (window.parent !== window) window.parent.postMessage({ type: 'local-vendor:round' }, '*');
  } else {
    const v = answer.value || {};
    const text = (t[answer.code] || t.error).replace('{period}', t[v.period] || '').replace('{limit}', v.limit || '').replace('{remaining}', v.remaining || '');
    show(text, 'error');
  }
  spin.disabled = false;
});
// Provably fair: end the session, wait until the seed is revealed, then check the hash and
// recompute every spin's reels here (HMAC-SHA256(seed, spin id), bytes modulo 32 on the reel strip).
const reveal = document.getElementById('reveal');
if (reveal) {
  const fair = document.getElementById('fair-result');
  const enc = new TextEncoder();
  const hex = (buf) => Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');
  const symbolAt = (stop) => { let rest = stop; for (let i = 0; i < config.symbols.length; i++) { if (rest < config.weights[i]) return config.symbols[i]; rest -= config.weights[i]; } };
  async function check(seed, rounds) {
    if (hex(await crypto.subtle.digest('SHA-256', enc.encode(seed))) !== config.seedHash) return false;
    const key = await crypto.subtle.importKey('raw', enc.encode(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    for (const round of rounds) {
      const bytes = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(round.spinId)));
      const reels = [0, 1, 2].map((i) => symbolAt(bytes[i] % 32));
      if (reels.join() !== round.reels.join()) return false;
    }
    return true;
  }
  async function fetchSeed() {
    const answer = await (await fetch('seed', { headers: { 'X-Play-Token': config.token } })).json();
    if (!answer.success) { setTimeout(fetchSeed, answer.value && answer.value.revealAt ? Math.max(500, Date.parse(answer.value.revealAt) - Date.now() + 300) : 2000); return; }
    const { seed, rounds } = answer.value;
    document.getElementById('seed').textContent = t.seed + ': ' + seed;
    const ok = await check(seed, rounds);
    fair.textContent = ok ? t.verified.replace('{count}', rounds.length) : t.notVerified;
    fair.className = 'result ' + (ok ? 'win' : 'error');
  }
  reveal.addEventListener('click', async () => {
    reveal.disabled = true; spin.disabled = true;
    try {
      const answer = await (await fetch('reveal', { method: 'POST', headers: { 'X-Play-Token': config.token } })).json();
      if (!answer.success) { fair.textContent = t[answer.code] || t.error; reveal.disabled = false; return; }
      fair.textContent = t.revealing;
      setTimeout(fetchSeed, Math.max(500, Date.parse(answer.value.revealAt) - Date.now() + 300));
    } catch { fair.textContent = t.network; reveal.disabled = false; }
  });
}
})();`;
