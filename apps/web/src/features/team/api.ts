import {
  ChargeResultSchema,
  EnterpriseProductListSchema,
  H5OrderResultSchema,
  MyTeamSchema,
  TeamInfoSchema,
  TeamInvitationPreviewSchema,
  TeamInvitationSchema,
  TeamProductListSchema,
  type Payment,
} from '@slidecraft/contract';
import * as z from 'zod/mini';
import { api } from '../../shared/http';

const Done = z.object({ done: z.boolean() });
const BASE = '/api/web/team';

/** The caller's team, null outside one. */
export function fetchMyTeam(signal?: AbortSignal) {
  return api.get(`${BASE}/mine`, MyTeamSchema, { signal });
}

/** Creates a team owned by the caller (the form shows the server's refusal). */
export function createTeam(name: string) {
  return api.post(`${BASE}/create`, TeamInfoSchema, { name }, { quiet: true });
}

export function createInvitation() {
  return api.post(`${BASE}/invitation/create`, TeamInvitationSchema);
}

export function revokeInvitation(token: string) {
  return api.post(`${BASE}/invitation/revoke`, Done, { token });
}

/** What an invitation is (quiet: the join page shows a failure itself). */
export function fetchInvitation(token: string, signal?: AbortSignal) {
  return api.get(`${BASE}/invitation`, TeamInvitationPreviewSchema, {
    query: { token },
    signal,
    quiet: true,
  });
}

/** Joins by an invitation; 5000 (full, expired, revoked, in another team) shown by the page. */
export function joinTeam(token: string) {
  return api.post(`${BASE}/join`, TeamInfoSchema, { token }, { quiet: true });
}

export function removeMember(userId: string) {
  return api.post(`${BASE}/member/remove`, Done, { userId });
}

export function leaveTeam() {
  return api.post(`${BASE}/leave`, Done);
}

export function fetchTeamProducts(teamId: string, signal?: AbortSignal) {
  return api.get(`${BASE}/products/listActive`, TeamProductListSchema, {
    query: { teamId },
    signal,
  });
}

/** Opens (or reuses) the order of a team plan and answers its QR. */
export function fetchTeamCharge(
  productId: string,
  teamId: string,
  payment: Payment,
  signal?: AbortSignal,
) {
  return api.get('/api/v8/embed/product/charge', ChargeResultSchema, {
    query: { productId, payment, teamId },
    signal,
  });
}

/** A mobile order of a team plan: the provider's page to go to. */
export function createTeamH5Order(
  productId: string,
  teamId: string,
  payment: Payment,
  callback: string,
) {
  return api.post(
    `/api/web/client/products/H5/createOrder/${encodeURIComponent(productId)}`,
    H5OrderResultSchema,
    { productType: 'team', teamId, payment, callback },
  );
}

export function fetchEnterprise(signal?: AbortSignal) {
  return api.get('/api/v8/embed/enterprise/products', EnterpriseProductListSchema, { signal });
}

export const teamKeys = {
  all: ['team'] as const,
  mine: (userId: string) => ['team', 'mine', userId] as const,
  invitation: (token: string) => ['team', 'invitation', token] as const,
  products: (teamId: string, locale: string) => ['team', 'products', teamId, locale] as const,
  charge: (productId: string, teamId: string, payment: Payment) =>
    ['team', 'charge', productId, teamId, payment] as const,
  enterprise: (locale: string) => ['team', 'enterprise', locale] as const,
};
