// The security center's login history and active sessions ("sign out elsewhere"): what the member
// sees of their own logins. A session is named by a short prefix of its token's hash, never the token.
import { z } from 'zod';

export const loginRecord = z.object({ ip: z.string(), success: z.boolean(), at: z.string() });
export const loginHistoryAnswer = z.array(loginRecord);
export type LoginRecord = z.infer<typeof loginRecord>;

export const activeSession = z.object({ id: z.string(), ip: z.string(), device: z.string(), createdAt: z.string(), current: z.boolean() });
export const activeSessionsAnswer = z.array(activeSession);
export type ActiveSession = z.infer<typeof activeSession>;

export const revokeOthersAnswer = z.object({ revoked: z.number().int().min(0) });
