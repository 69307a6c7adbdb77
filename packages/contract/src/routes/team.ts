import {
  EnterpriseDefaultSchema,
  EnterpriseProductListSchema,
  EnterpriseSpecsQuerySchema,
  EnterpriseSpecsSchema,
  MyTeamSchema,
  TeamCreateBodySchema,
  TeamDoneSchema,
  TeamInfoSchema,
  TeamInvitationPreviewSchema,
  TeamInvitationSchema,
  TeamProductListSchema,
  TeamProductsQuerySchema,
  TeamRemoveBodySchema,
  TeamTokenBodySchema,
} from '../api/team.js';
import { defineRoute } from './route.js';

/**
 * Teams (signed in): the caller's team, invitations, members, the team plans; and the
 * enterprise plans (public), listed with the contact-sales path, never sold online.
 */

const tags = ['team'];

export const createTeam = defineRoute({
  method: 'POST',
  path: '/api/web/team/create',
  access: 'user',
  tags,
  summary: 'Creates a team owned by the caller (5000 when already in one)',
  body: TeamCreateBodySchema,
  response: TeamInfoSchema,
  errors: [],
});

export const myTeam = defineRoute({
  method: 'GET',
  path: '/api/web/team/mine',
  access: 'user',
  tags,
  summary: "The caller's team: members, seats, membership end (null outside a team)",
  response: MyTeamSchema,
  errors: [],
});

export const createInvitation = defineRoute({
  method: 'POST',
  path: '/api/web/team/invitation/create',
  access: 'user',
  tags,
  summary: 'A new invitation link, valid 7 days (the owner only)',
  response: TeamInvitationSchema,
  errors: [5107],
});

export const revokeInvitation = defineRoute({
  method: 'POST',
  path: '/api/web/team/invitation/revoke',
  access: 'user',
  tags,
  summary: 'Revokes an invitation link (the owner only)',
  body: TeamTokenBodySchema,
  response: TeamDoneSchema,
  errors: [5107],
});

export const invitation = defineRoute({
  method: 'GET',
  path: '/api/web/team/invitation',
  access: 'user',
  tags,
  summary: 'What an invitation link is: team, owner, and whether joining would work',
  query: TeamTokenBodySchema,
  response: TeamInvitationPreviewSchema,
  errors: [],
});

export const joinTeam = defineRoute({
  method: 'POST',
  path: '/api/web/team/join',
  access: 'user',
  tags,
  summary: 'Joins by an invitation link (5000: expired, revoked, team full, in another team)',
  body: TeamTokenBodySchema,
  response: TeamInfoSchema,
  errors: [],
});

export const removeMember = defineRoute({
  method: 'POST',
  path: '/api/web/team/member/remove',
  access: 'user',
  tags,
  summary: 'Removes a member, who loses the team tier (the owner only)',
  body: TeamRemoveBodySchema,
  response: TeamDoneSchema,
  errors: [5100, 5107],
});

export const leaveTeam = defineRoute({
  method: 'POST',
  path: '/api/web/team/leave',
  access: 'user',
  tags,
  summary: 'Leaves the team (members; the owner cannot: 5000)',
  response: TeamDoneSchema,
  errors: [],
});

export const teamProducts = defineRoute({
  method: 'GET',
  path: '/api/web/team/products/listActive',
  access: 'user',
  tags,
  summary: "Team plans on sale and the payment methods on offer (teamId: the caller's team)",
  query: TeamProductsQuerySchema,
  response: TeamProductListSchema,
  errors: [5107],
});

export const enterpriseDefault = defineRoute({
  method: 'GET',
  path: '/api/web/enterprises/product/getDefault',
  access: 'public',
  tags,
  summary: 'The default enterprise plan (selected, else first; null with none) and contact',
  response: EnterpriseDefaultSchema,
  errors: [],
});

export const enterpriseProducts = defineRoute({
  method: 'GET',
  path: '/api/v8/embed/enterprise/products',
  access: 'public',
  tags,
  summary: 'Enterprise plans and where to contact sales',
  response: EnterpriseProductListSchema,
  errors: [],
});

export const enterpriseSpecs = defineRoute({
  method: 'GET',
  path: '/api/v8/embed/product/enterprise/specifications',
  access: 'public',
  tags,
  summary: "An enterprise plan's specification lines",
  query: EnterpriseSpecsQuerySchema,
  response: EnterpriseSpecsSchema,
  errors: [5204],
});
