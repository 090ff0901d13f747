// What a verification code's text message (and its e-mail) says, in the recipient's language: the
// member's stored one (member-language.ts) or, for a number without an account, the request's.
// Thai, English and Chinese (the site's main languages, spec §1); any other reads English.
import { CODE_POLICY } from './verification-code';

interface CodeTexts {
  code(code: string): string;
  alreadyRegistered: string;
  mailSubject: string;
}

const minutes = CODE_POLICY.ttlMs / 60_000;

const TEXTS: Record<'en' | 'th' | 'zh', CodeTexts> = {
  en: {
    code: (code) => `Royal Bet: your verification code is ${code}. It expires in ${minutes} minutes. Never share it.`,
    alreadyRegistered:
      'Royal Bet: someone asked to register a new account with this number, which already has one. ' +
      'Log in, or reset your password if you forgot it. If this was not you, ignore this message.',
    mailSubject: 'Your Royal Bet verification code',
  },
  th: {
    code: (code) => `Royal Bet: รหัสยืนยันของคุณคือ ${code} ใช้ได้ ${minutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น`,
    alreadyRegistered:
      'Royal Bet: มีผู้ขอสมัครบัญชีใหม่ด้วยหมายเลขนี้ ซึ่งมีบัญชีอยู่แล้ว ' +
      'กรุณาเข้าสู่ระบบ หรือรีเซ็ตรหัสผ่านหากลืม หากไม่ใช่คุณ ไม่ต้องทำอะไร',
    mailSubject: 'รหัสยืนยัน Royal Bet ของคุณ',
  },
  zh: {
    code: (code) => `Royal Bet：您的验证码是 ${code}，${minutes} 分钟内有效。请勿告诉任何人。`,
    alreadyRegistered: 'Royal Bet：有人使用此号码申请注册新账户，但该号码已有账户。请登录，如忘记密码请重置。如非本人操作，请忽略此信息。',
    mailSubject: '您的 Royal Bet 验证码',
  },
};

export function codeTexts(language: string | undefined): CodeTexts {
  const base = language?.split('-')[0];
  return base === 'th' || base === 'zh' ? TEXTS[base] : TEXTS.en;
}
