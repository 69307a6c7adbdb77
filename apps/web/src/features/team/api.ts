import { payApi, teamApi, type Payment, type RouteInput } from '@slidecraft/contract';
import { call, routeKey } from '../../shared/http';
import { ofCalls } from '../membership/api';

/** The caller's team, null outside one. */
export function fetchMyTeam(signal?: AbortSignal) {
  return call(teamApi.myTeam, {}, { signal });
}

/** Creates a team owned by the caller (the form shows the server's refusal). */
export function createTeam(name: string) {
  return call(teamApi.createTeam, { body: { name } }, { quiet: true });
}

export function createInvitation() {
  return call(teamApi.createInvitation);
}

export function revokeInvitation(token: string) {
  return call(teamApi.revokeInvitation, { body: { token } });
}

/** What an invitation is (quiet: the join page shows a failure itself). */
export function fetchInvitation(token: string, signal?: AbortSignal) {
  return call(teamApi.invitation, { query: { token } }, { signal, quiet: true });
}

/** Joins by an invitation; 5000 (full, expired, revoked, in another team) shown by the page. */
export function joinTeam(token: string) {
  return call(teamApi.joinTeam, { body: { token } }, { quiet: true });
}

export function removeMember(userId: string) {
  return call(teamApi.removeMember, { body: { userId } });
}

export function leaveTeam() {
  return call(teamApi.leaveTeam);
}

export function fetchTeamProducts(teamId: string, signal?: AbortSignal) {
  return call(teamApi.teamProducts, { query: { teamId } }, { signal });
}

/** Opens (or reuses) the order of a team plan and answers its QR. */
export function fetchTeamCharge(
  productId: string,
  teamId: string,
  payment: Payment,
  signal?: AbortSignal,
) {
  return call(payApi.charge, { query: { productId, payment, teamId } }, { signal });
}

/** A mobile order of a team plan: the provider's page to go to. */
export function createTeamH5Order(
  productId: string,
  teamId: string,
  payment: Payment,
  callback: string,
) {
  const body = { productType: 'team', teamId, payment, callback } as const;
  return call(payApi.clientH5Order, { params: { productId }, body });
}

export function fetchEnterprise(signal?: AbortSignal) {
  return call(teamApi.enterpriseProducts, {}, { signal });
}

type ChargeInput = RouteInput<typeof payApi.charge>;
type Query = { queryKey: readonly unknown[] };

/** A query filter's predicate: a team plan's charge (the charge call asked with a teamId). */
export const isTeamCharge = (query: Query) =>
  ofCalls(payApi.charge)(query) && !!(query.queryKey[2] as ChargeInput | undefined)?.query?.teamId;

const teamCalls = ofCalls(
  teamApi.myTeam,
  teamApi.invitation,
  teamApi.teamProducts,
  teamApi.enterpriseProducts,
);

/**
 * A query filter's predicate: every team query (the team, its invitations, plans and charges,
 * the enterprise plans), what a change of the team loads again.
 */
export const isTeamQuery = (query: Query) => isTeamCharge(query) || teamCalls(query);

/** The query keys: each call's routeKey, then the user or the locale when the answer depends on it. */
export const teamKeys = {
  mine: (userId: string) => [...routeKey(teamApi.myTeam), userId] as const,
  invitation: (token: string) => routeKey(teamApi.invitation, { query: { token } }),
  products: (teamId: string, locale: string) =>
    [...routeKey(teamApi.teamProducts, { query: { teamId } }), locale] as const,
  charge: (productId: string, teamId: string, payment: Payment) =>
    routeKey(payApi.charge, { query: { productId, payment, teamId } }),
  enterprise: (locale: string) => [...routeKey(teamApi.enterpriseProducts), locale] as const,
};
