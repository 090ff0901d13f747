// Site configuration seeded on first start: flags (spec §3), system info, whitelabel modules and the
// server-driven registration fields (spec §5; pattern ids follow the spec's list of 24 patterns).

export const SITE_FLAGS: Record<string, boolean> = {
  MOBILENUMREG3: true,
  USERNAMEREG3: true,
  MOBILENUMPASSREG3: false,
  REGMOBVERF3: false,
  AGENTPOLICY3: false,
  PTSYS3: true,
  MANPLAYREB3: false,
  CHNGPASSVERIF3: false,
  // Agent center menu entries (spec §2 agent center pages).
  enableCt: true,
  salary: true,
  hourSalary: true,
  agentRealtimeSalary: true,
};

export const SETTING_KEYS = {
  systemStatus: 'system.status',
  systemInfo: 'system.info',
  whitelabel: 'system.whitelabel',
  registerFields: 'register.fields',
  menuOrder: 'games.menuOrder',
} as const;

export interface SystemInfo {
  mainDomain: string;
  analytics: { gtagId: string | null };
  imageCDNs: string[];
  launchGameCDNs: string[];
  maintenance: { title: string; info: string };
}

export const SYSTEM_INFO: SystemInfo = {
  mainDomain: 'localhost',
  analytics: { gtagId: null },
  imageCDNs: [],
  launchGameCDNs: [],
  maintenance: {
    title: 'System maintenance',
    info: 'We are upgrading our services. Please come back soon or contact customer service.',
  },
};

export interface WhitelabelNode {
  modId: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
}

const node = (modId: string, enabled = true, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled,
  childrenNodes,
});

export const WHITELABEL: WhitelabelNode[] = [
  node('games', true, ['SPORTS', 'ESPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'BGS', 'COCKFIGHT'].map((t) => node(t))),
  node('promotions', true, [node('rewardCenter'), node('manualRebate', false), node('redEnvelope')]),
  node('pointMall'),
  node('vip'),
  node('referral'),
  node('agent', true, [node('registerCenter'), node('downlineManagement'), node('contracts'), node('transfer')]),
  node('missionLeaderboard'),
  node('winnerBoard'),
  node('chatRoom', false),
  node('liveChat'),
  node('appDownload', true, [node('ios'), node('android'), node('lite', false)]),
  node('feedback'),
  node('helpCenter'),
];

export interface RegisterField {
  name: string;
  enabled: boolean;
  required: boolean;
  /** A regular expression source; a lone '*' accepts anything. */
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
}

const field = (
  name: string,
  enabled: boolean,
  required: boolean,
  acceptedPattern: string,
  patternId: number,
  minLength: number,
  maxLength: number,
): RegisterField => ({ name, enabled, required, acceptedPattern, patternId, minLength, maxLength });

export const REGISTER_FIELDS: RegisterField[] = [
  field('username', true, true, '^[A-Za-z][A-Za-z0-9]*$', 1, 6, 16),
  field('password', true, true, '^[\\x21-\\x7E]+$', 19, 6, 20),
  field('confirmPassword', true, true, '^[\\x21-\\x7E]+$', 19, 6, 20),
  field('mobileNum', true, false, '^[0-9]+$', 6, 9, 10),
  field('payeeName', true, false, '^[\\u0E00-\\u0E7FA-Za-z ]+$', 17, 2, 50),
  field('email', true, false, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 3, 5, 50),
  field('affiliateCode', true, false, '^[A-Za-z0-9]+$', 14, 4, 20),
  field('captcha', true, true, '^[A-Za-z0-9]+$', 14, 4, 4),
  field('verificationCode', false, false, '^[0-9]+$', 6, 4, 6),
  field('paymentPassword', false, false, '^[0-9]+$', 6, 6, 6),
  field('recommenderId', false, false, '^[A-Za-z0-9]+$', 14, 4, 20),
  field('qqNum', false, false, '^[0-9]+$', 6, 5, 12),
  field('line', false, false, '*', 0, 1, 50),
  field('whatsapp', false, false, '^[0-9]+$', 6, 6, 20),
  field('facebook', false, false, '*', 0, 1, 50),
  field('wechat', false, false, '*', 0, 1, 50),
  field('idNumber', false, false, '^[A-Za-z0-9]+$', 14, 6, 20),
];
