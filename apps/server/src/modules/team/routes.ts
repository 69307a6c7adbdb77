import {
  EnterpriseDefaultSchema,
  EnterpriseProductListSchema,
  EnterpriseSpecsQuerySchema,
  EnterpriseSpecsSchema,
  MyTeamSchema,
  TeamCreateBodySchema,
  TeamInfoSchema,
  TeamInvitationPreviewSchema,
  TeamInvitationSchema,
  TeamProductListSchema,
  TeamProductsQuerySchema,
  TeamRemoveBodySchema,
  TeamTokenBodySchema,
  envelopeSchema,
} from '@slidecraft/contract';
import * as z from 'zod/mini';
import { authUserId } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { requestLocale } from '../../http/locale.js';
import type { ZodApp } from '../../http/types.js';

const BASE = '/api/web/team';
const Done = envelopeSchema(z.object({ done: z.boolean() }));

/** Teams (authenticated scope): the caller's team, invitations, members, the team plans. */
export async function teamRoutes(app: ZodApp): Promise<void> {
  const { teams, pay } = app.ctx;
  const tags = ['team'];

  app.post(
    `${BASE}/create`,
    {
      schema: {
        tags,
        summary: 'Create a team owned by the caller (5000 when already in one)',
        body: TeamCreateBodySchema,
        response: { 200: envelopeSchema(TeamInfoSchema) },
      },
    },
    async (request) =>
      ok(await teams.create(authUserId(request), request.body.name), requestLocale(request)),
  );

  app.get(
    `${BASE}/mine`,
    {
      schema: {
        tags,
        summary: "The caller's team: members, seats, membership end (null outside a team)",
        response: { 200: envelopeSchema(MyTeamSchema) },
      },
    },
    async (request) => ok({ team: await teams.info(authUserId(request)) }, requestLocale(request)),
  );

  app.post(
    `${BASE}/invitation/create`,
    {
      schema: {
        tags,
        summary: 'A new invitation link, valid 7 days (owner only: 5107)',
        response: { 200: envelopeSchema(TeamInvitationSchema) },
      },
    },
    async (request) => ok(await teams.invite(authUserId(request)), requestLocale(request)),
  );

  app.post(
    `${BASE}/invitation/revoke`,
    {
      schema: {
        tags,
        summary: 'Revoke an invitation link (owner only: 5107)',
        body: TeamTokenBodySchema,
        response: { 200: Done },
      },
    },
    async (request) => {
      await teams.revoke(authUserId(request), request.body.token);
      return ok({ done: true }, requestLocale(request));
    },
  );

  app.get(
    `${BASE}/invitation`,
    {
      schema: {
        tags,
        summary: 'What an invitation link is: team, owner, and whether joining would work',
        querystring: TeamTokenBodySchema,
        response: { 200: envelopeSchema(TeamInvitationPreviewSchema) },
      },
    },
    async (request) => ok(await teams.preview(request.query.token), requestLocale(request)),
  );

  app.post(
    `${BASE}/join`,
    {
      schema: {
        tags,
        summary: 'Join by an invitation link (5000: expired, revoked, team full, in another team)',
        body: TeamTokenBodySchema,
        response: { 200: envelopeSchema(TeamInfoSchema) },
      },
    },
    async (request) =>
      ok(await teams.join(authUserId(request), request.body.token), requestLocale(request)),
  );

  app.post(
    `${BASE}/member/remove`,
    {
      schema: {
        tags,
        summary: 'Remove a member, who loses the team tier (owner only: 5107)',
        body: TeamRemoveBodySchema,
        response: { 200: Done },
      },
    },
    async (request) => {
      await teams.remove(authUserId(request), request.body.userId);
      return ok({ done: true }, requestLocale(request));
    },
  );

  app.post(
    `${BASE}/leave`,
    {
      schema: {
        tags,
        summary: 'Leave the team (members; the owner cannot: 5000)',
        response: { 200: Done },
      },
    },
    async (request) => {
      await teams.leave(authUserId(request));
      return ok({ done: true }, requestLocale(request));
    },
  );

  app.get(
    `${BASE}/products/listActive`,
    {
      schema: {
        tags,
        summary: "Team plans on sale (teamId: the caller's team, else 5107)",
        querystring: TeamProductsQuerySchema,
        response: { 200: envelopeSchema(TeamProductListSchema) },
      },
    },
    async (request) => {
      await teams.memberTeam(authUserId(request), request.query.teamId);
      const locale = requestLocale(request);
      return ok({ items: await pay.teamPlans(locale), payments: pay.payments }, locale);
    },
  );
}

/** Enterprise plans (public): listed with the contact-sales path, never sold online. */
export async function enterpriseRoutes(app: ZodApp): Promise<void> {
  const { pay, config } = app.ctx;
  const tags = ['team'];
  const contact = config.ENTERPRISE_CONTACT;

  app.get(
    '/api/web/enterprises/product/getDefault',
    {
      schema: {
        tags,
        summary: 'The default enterprise plan (selected, else first; null with none) and contact',
        response: { 200: envelopeSchema(EnterpriseDefaultSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const items = await pay.enterprisePlans(locale);
      return ok({ product: items.find((p) => p.select) ?? null, contact }, locale);
    },
  );

  app.get(
    '/api/v8/embed/enterprise/products',
    {
      schema: {
        tags,
        summary: 'Enterprise plans and where to contact sales',
        response: { 200: envelopeSchema(EnterpriseProductListSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      return ok({ items: await pay.enterprisePlans(locale), contact }, locale);
    },
  );

  app.get(
    '/api/v8/embed/product/enterprise/specifications',
    {
      schema: {
        tags,
        summary: "An enterprise plan's specification lines (5204 for anything else)",
        querystring: EnterpriseSpecsQuerySchema,
        response: { 200: envelopeSchema(EnterpriseSpecsSchema) },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const plan = await pay.enterprisePlan(request.query.productId, locale);
      return ok({ productId: plan.id, title: plan.title, specs: plan.specs, contact }, locale);
    },
  );
}
