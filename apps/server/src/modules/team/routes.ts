import { teamApi } from '@slidecraft/contract';
import { authUserId } from '../../http/authenticate.js';
import { requestLocale } from '../../http/locale.js';
import { serve } from '../../http/route.js';
import type { ZodApp } from '../../http/types.js';
import type { AppConfig } from '../../config.js';
import type { PayService } from '../pay/pay-service.js';
import type { TeamService } from './team-service.js';

export interface TeamRoutesNeeds {
  pay: PayService;
  teams: TeamService;
}

/** Teams (authenticated scope): the caller's team, invitations, members, the team plans. */
export async function teamRoutes(app: ZodApp, needs: TeamRoutesNeeds): Promise<void> {
  const { teams, pay } = needs;
  const done = { done: true };

  serve(app, teamApi.createTeam, ({ body }, request) =>
    teams.create(authUserId(request), body.name),
  );
  serve(app, teamApi.myTeam, async (_input, request) => ({
    team: await teams.info(authUserId(request)),
  }));
  serve(app, teamApi.createInvitation, (_input, request) => teams.invite(authUserId(request)));
  serve(app, teamApi.revokeInvitation, async ({ body }, request) => {
    await teams.revoke(authUserId(request), body.token);
    return done;
  });
  serve(app, teamApi.invitation, ({ query }) => teams.preview(query.token));
  serve(app, teamApi.joinTeam, ({ body }, request) => teams.join(authUserId(request), body.token));
  serve(app, teamApi.removeMember, async ({ body }, request) => {
    await teams.remove(authUserId(request), body.userId);
    return done;
  });
  serve(app, teamApi.leaveTeam, async (_input, request) => {
    await teams.leave(authUserId(request));
    return done;
  });
  serve(app, teamApi.teamProducts, async ({ query }, request) => {
    await teams.memberTeam(authUserId(request), query.teamId);
    return { items: await pay.teamPlans(requestLocale(request)), payments: pay.payments };
  });
}

export interface EnterpriseRoutesNeeds {
  config: AppConfig;
  pay: PayService;
}

/** Enterprise plans (public): listed with the contact-sales path, never sold online. */
export async function enterpriseRoutes(app: ZodApp, needs: EnterpriseRoutesNeeds): Promise<void> {
  const { pay, config } = needs;
  const contact = config.ENTERPRISE_CONTACT;

  serve(app, teamApi.enterpriseDefault, async (_input, request) => {
    const items = await pay.enterprisePlans(requestLocale(request));
    return { product: items.find((p) => p.select) ?? null, contact };
  });
  serve(app, teamApi.enterpriseProducts, async (_input, request) => ({
    items: await pay.enterprisePlans(requestLocale(request)),
    contact,
  }));
  serve(app, teamApi.enterpriseSpecs, async ({ query }, request) => {
    const plan = await pay.enterprisePlan(query.productId, requestLocale(request));
    return { productId: plan.id, title: plan.title, specs: plan.specs, contact };
  });
}
