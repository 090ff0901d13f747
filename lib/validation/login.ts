import { z } from 'zod';

/** Spec §5: username and password required (trimmed); captcha required once shown. */
export const loginSchema = z.object({
  username: z.string({ error: 'required' }).trim().min(1, 'required').max(64, 'too_long'),
  password: z.string({ error: 'required' }).trim().min(1, 'required').max(128, 'too_long'),
  captcha: z.string().trim().max(16, 'too_long').optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;
