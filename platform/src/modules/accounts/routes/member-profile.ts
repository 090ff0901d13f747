// The profile and security center (token; trial accounts refused): profile fields, the avatar
// (spec §7 "Member icon", /wps/member/info/icon), the member's language (PUT /wps/member/language,
// spec §4), binding a mobile number or e-mail with codes, and resetting the funds password by a code. Answers are the member's own: never cached.
import { refuseTrial } from '../http/refuse-trial';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import {
  AVATAR_BODY_MAX,
  avatarUploadSchema,
  bindCodeSchema,
  bindContactSchema,
  fundsResetCodeSchema,
  fundsResetSchema,
  profileUpdateSchema,
} from '../../../../../contract/profile';
import { memberLanguageBody } from '../../../../../contract/member-language';
import type { RoutesOptions } from '../../../context';
import { bindContact, resetFundsPassword, sendContactCode, sendFundsResetCode } from '../rules/contact-binding';
import { ok } from '../../../core/http/envelope';
import { avatarOf, parseWithCodes, readProfile, updateProfile, uploadAvatar } from '../rules/member-profile';
import { storeLanguage } from '../rules/member-language';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clientOf } from '../http/client-of';
import { decryptBody } from '../../../core/http/require-encrypted-body';
import { requireSession, sessionOf } from '../http/require-session';

const anyObject = z.record(z.string(), z.unknown());

export const memberProfileRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const member = [requireSession(ctx.db), refuseTrial];
  const memberIdOf = (request: Parameters<typeof sessionOf>[0]) => sessionOf(request).memberId;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  app.get('/wps/member/profile', { preHandler: member }, async (request) => ok(await readProfile(ctx.db, memberIdOf(request))));

  app.put('/wps/member/profile', { preHandler: member }, async (request) =>
    ok(await updateProfile(ctx.db, memberIdOf(request), parseWithCodes(profileUpdateSchema, request.body))),
  );

  /** The member switched language: inbox and text messages are written in it from now on. */
  app.put('/wps/member/language', { schema: { body: memberLanguageBody }, preHandler: member }, async (request) => {
    const { language } = request.body;
    await storeLanguage(ctx.db, memberIdOf(request), language);
    return ok({ language });
  });

  app.get('/wps/member/info/icon', { preHandler: member }, async (request) => ok(await avatarOf(ctx.db, memberIdOf(request))));

  app.put('/wps/member/info/icon', { preHandler: member, bodyLimit: AVATAR_BODY_MAX }, async (request) => {
    const { image } = parseWithCodes(avatarUploadSchema, request.body);
    return ok(await uploadAvatar(ctx.db, memberIdOf(request), image));
  });

  app.post('/wps/member/contact/code', { preHandler: member }, async (request) =>
    ok(await sendContactCode(ctx.accounts, memberIdOf(request), parseWithCodes(bindCodeSchema, request.body), clientOf(request).ip)),
  );

  app.post('/wps/member/contact/bind', { schema: { body: anyObject }, preValidation: decryptBody(ctx.cipher), preHandler: member }, async (request) =>
    ok(await bindContact(ctx.accounts, memberIdOf(request), parseWithCodes(bindContactSchema, request.body))),
  );

  app.post('/wps/member/paymentPassword/reset/code', { preHandler: member }, async (request) => {
    const { channel } = parseWithCodes(fundsResetCodeSchema, request.body);
    return ok(await sendFundsResetCode(ctx.accounts, memberIdOf(request), channel, clientOf(request).ip));
  });

  app.post('/wps/member/paymentPassword/reset', { schema: { body: anyObject }, preValidation: decryptBody(ctx.cipher), preHandler: member }, async (request) => {
    const input = parseWithCodes(fundsResetSchema, request.body);
    await resetFundsPassword(ctx.accounts, memberIdOf(request), input);
    return ok({ hasFundsPassword: true });
  });
};
