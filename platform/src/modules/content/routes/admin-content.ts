// Operator API for public content under /admin (X-Operator-Key, checked by the parent plugin):
// banners, announcements and popups, marquee notices and vendors (on/off, new). Each change asks the
// portal to revalidate the matching tags; announcements and notices name their before and after for
// the audit trail.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { announcementInput, bannerInput, bannerPreviewQuery, enabledInput, noticeInput } from '../../../../../contract/content-admin';
import { recordIdParam } from '../../../../../contract/record-id';
import type { RoutesOptions } from '../../../context';
import { errors, ok } from '../../../core/http/envelope';
import { bannerSvg } from '../rules/banner-art';
import { notifyRevalidate } from '../../../core/http/revalidate';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bodyOrEmpty } from '../../../core/http/route-schemas';
import {
  addAnnouncement,
  addBanner,
  addNotice,
  listAnnouncementsForOperator,
  listBannersForOperator,
  listNoticesForOperator,
  setAnnouncementEnabled,
  setBannerEnabled,
  setNoticeEnabled,
  setVendorEnabled,
  setVendorNew,
} from '../rules/content-actions';
import { auditChange, auditCreated } from '../../../core/admin/admin-audit';
import { bannerSubject } from '../queries/audit-subjects';
import { vendorSubject } from '../../games';
import { bannerTextOf } from '../rules/banner-text';

const idParams = z.object({ id: recordIdParam });
const vendorParams = z.object({ code: z.string().regex(/^[A-Za-z0-9_]{1,32}$/) });

export const adminContentRoutes: FastifyPluginAsync<RoutesOptions> = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/banners', async () => ok(await listBannersForOperator(ctx.db)));

  // The art a banner with this title and link would get, as the portal draws it (nothing is stored).
  app.get('/banners/preview', { schema: { querystring: bannerPreviewQuery } }, async (request) => {
    const { language, title, url } = request.query;
    return ok({ svg: bannerSvg(bannerTextOf('preview', { title: { en: title, [language]: title }, url: url ?? null, kind: 'banner' }, language)) });
  });

  app.post('/banners', { schema: { body: bodyOrEmpty(bannerInput) } }, async (request) => {
    const { value, tags } = await addBanner(ctx.db, request.body);
    await auditCreated(ctx, request, bannerSubject(value.id));
    await notifyRevalidate(ctx.revalidate, tags, request.log);
    return ok(value);
  });

  app.post('/banners/:id', { schema: { params: idParams, body: bodyOrEmpty(enabledInput) } }, async (request) => {
    const { id } = request.params;
    const { enabled } = request.body;
    const changed = await auditChange(ctx, request, bannerSubject(id), () => setBannerEnabled(ctx.db, id, enabled));
    if (!changed) throw errors.notFound(`Unknown banner ${id}`);
    await notifyRevalidate(ctx.revalidate, changed.tags, request.log);
    return ok(changed.value);
  });

  app.get('/announcements', async () => ok(await listAnnouncementsForOperator(ctx.db)));

  app.post('/announcements', { schema: { body: bodyOrEmpty(announcementInput) } }, async (request) => {
    const input = request.body;
    const { value, tags } = await addAnnouncement(ctx.db, input);
    request.audit = { objectType: 'announcement', objectId: String(value.id), before: null, after: { ...value, content: input.content } };
    await notifyRevalidate(ctx.revalidate, tags, request.log);
    return ok(value);
  });

  app.post('/announcements/:id', { schema: { params: idParams, body: bodyOrEmpty(enabledInput) } }, async (request) => {
    const { id } = request.params;
    const changed = await setAnnouncementEnabled(ctx.db, id, request.body.enabled);
    if (!changed) throw errors.notFound(`Unknown announcement ${id}`);
    request.audit = { objectType: 'announcement', objectId: String(id), before: changed.before, after: { enabled: changed.value.enabled } };
    await notifyRevalidate(ctx.revalidate, changed.tags, request.log);
    return ok(changed.value);
  });

  // The marquee's notices (spec §2): the line is the title, the notice window shows the content.
  app.get('/notices', async () => ok(await listNoticesForOperator(ctx.db)));

  app.post('/notices', { schema: { body: bodyOrEmpty(noticeInput) } }, async (request) => {
    const { value, tags } = await addNotice(ctx.db, request.body);
    request.audit = { objectType: 'notice', objectId: String(value.id), before: null, after: value };
    await notifyRevalidate(ctx.revalidate, tags, request.log);
    return ok(value);
  });

  app.post('/notices/:id', { schema: { params: idParams, body: bodyOrEmpty(enabledInput) } }, async (request) => {
    const { id } = request.params;
    const changed = await setNoticeEnabled(ctx.db, id, request.body.enabled);
    if (!changed) throw errors.notFound(`Unknown notice ${id}`);
    request.audit = { objectType: 'notice', objectId: String(id), before: changed.before, after: { enabled: changed.value.enabled } };
    await notifyRevalidate(ctx.revalidate, changed.tags, request.log);
    return ok(changed.value);
  });

  app.post('/vendors/:code', { schema: { params: vendorParams, body: bodyOrEmpty(enabledInput) } }, async (request) => {
    const { code } = request.params;
    const { enabled } = request.body;
    const changed = await auditChange(ctx, request, vendorSubject(code), () => setVendorEnabled(ctx.db, code, enabled));
    if (!changed) throw errors.notFound(`Unknown vendor ${code}`);
    await ctx.cache.menus.invalidate();
    await notifyRevalidate(ctx.revalidate, changed.tags, request.log);
    return ok(changed.value);
  });

  app.post('/vendors/:code/new', { schema: { params: vendorParams, body: bodyOrEmpty(enabledInput) } }, async (request) => {
    const { code } = request.params;
    const { enabled } = request.body;
    const changed = await auditChange(ctx, request, vendorSubject(code), () => setVendorNew(ctx.db, code, enabled));
    if (!changed) throw errors.notFound(`Unknown vendor ${code}`);
    await notifyRevalidate(ctx.revalidate, changed.tags, request.log);
    return ok(changed.value);
  });
};
