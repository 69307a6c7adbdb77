import * as z from 'zod/mini';
import { PAYMENTS } from './pay.js';
import { isCleanText } from '../validators.js';

/**
 * Teams and enterprise plans (spec sections 1, 3, 6 and 7; issue 14 item 6). A team's owner
 * buys team plans for it (orders with productType team and the teamId); every member has the
 * professional tier while the team's membership lasts, without losing a personal membership.
 * Members join by an invitation link (valid 7 days, revocable). Enterprise plans are not sold
 * online: their listings carry a contact-sales path.
 */

/** How long an invitation link lets users join. */
export const TEAM_INVITATION_TTL_SECONDS = 7 * 24 * 3600;
/** Longest team name, in characters (the create form says so in its message). */
export const TEAM_NAME_MAX = 30;

const teamId = z.string().check(z.regex(/^[0-9a-f-]{36}$/));
/** base64url of 16 random bytes. */
const invitationToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/));

/** POST /api/web/team/create */
export const TeamCreateBodySchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'team name cannot be empty'),
      z.maxLength(TEAM_NAME_MAX),
      z.refine(isCleanText, { message: 'control characters' }),
    ),
});

const TeamMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  avatar: z.string(),
  role: z.enum(['owner', 'member']),
  /** ISO 8601. */
  joinedAt: z.string(),
});

export const TeamInvitationSchema = z.object({
  token: z.string(),
  /** The page that opens the invitation: `/team/join?token=...`. */
  path: z.string(),
  /** ISO 8601. */
  expiresAt: z.string(),
});
export type TeamInvitation = z.infer<typeof TeamInvitationSchema>;

/** The caller's team (GET /api/web/team/mine answers null outside a team). */
export const TeamInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  ownerId: z.string(),
  /** The caller owns it: may invite, remove members and buy plans. */
  isOwner: z.boolean(),
  /** Seats, the owner's included. */
  seats: z.int(),
  /** The team's membership end, unix seconds (0 until a plan is paid). */
  memberUntil: z.int(),
  members: z.array(TeamMemberSchema),
  /** Live invitation links (the owner's view; empty for members). */
  invitations: z.array(TeamInvitationSchema),
});
export type TeamInfo = z.infer<typeof TeamInfoSchema>;
export const MyTeamSchema = z.object({ team: z.nullable(TeamInfoSchema) });

/** POST /api/web/team/invitation/revoke, POST /api/web/team/join, GET /api/web/team/invitation */
export const TeamTokenBodySchema = z.object({ token: invitationToken });

/** GET /api/web/team/invitation?token: what the invitation page shows before joining. */
export const TeamInvitationPreviewSchema = z.object({
  teamName: z.string(),
  ownerName: z.string(),
  /** ISO 8601. */
  expiresAt: z.string(),
  /** 'valid', or why joining would be refused. */
  state: z.enum(['valid', 'expired', 'revoked', 'full']),
});

/** POST /api/web/team/member/remove */
export const TeamRemoveBodySchema = z.object({ userId: teamId });

/** GET /api/web/team/products/listActive?teamId */
export const TeamProductsQuerySchema = z.object({ teamId });

/** A team plan on sale. */
const TeamProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  price: z.object({ currency: z.string(), pay: z.int(), original: z.int() }),
  tip: z.string(),
  description: z.string(),
  badge: z.string(),
  /** Seats the team has once paid (the owner's included). */
  seats: z.int(),
  /** Days of membership for every member; null for a lifetime plan. */
  durationDays: z.nullable(z.int()),
  select: z.boolean(),
});
export type TeamProduct = z.infer<typeof TeamProductSchema>;
export const TeamProductListSchema = z.object({
  items: z.array(TeamProductSchema),
  payments: z.array(z.enum(PAYMENTS)),
});

/** What revoking an invitation, removing a member and leaving answer. */
export const TeamDoneSchema = z.object({ done: z.boolean() });

/** POST /api/web/client/products/H5/createOrder/{productId} */
export const ClientH5OrderParamsSchema = z.object({
  productId: z.string().check(z.regex(/^[a-z0-9-]{1,64}$/)),
});
export const ClientH5OrderBodySchema = z.object({
  /** 'team' (with teamId) buys a team plan for the caller's team; 'svip' a membership plan. */
  productType: z._default(z.enum(['svip', 'team']), 'svip'),
  teamId: z.optional(teamId),
  callback: z.string().check(z.maxLength(2048)),
  payment: z._default(z.enum(PAYMENTS), 'wechat'),
  promoCode: z.optional(z.string().check(z.maxLength(64))),
});

/** An enterprise plan: listed with the contact-sales path, never bought online. */
const EnterpriseProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** A reference price in fen (0: on request). */
  price: z.object({ currency: z.string(), pay: z.int(), original: z.int() }),
  tip: z.string(),
  description: z.string(),
  badge: z.string(),
  /** The plan's specification lines. */
  specs: z.array(z.string()),
  select: z.boolean(),
});
export type EnterpriseProduct = z.infer<typeof EnterpriseProductSchema>;
/** Where to contact sales: a mailto:, tel: or https: link (ENTERPRISE_CONTACT). */
const contact = z.string();
export const EnterpriseProductListSchema = z.object({
  items: z.array(EnterpriseProductSchema),
  contact,
});
/** GET /api/web/enterprises/product/getDefault: the selected (else first) plan, null with none. */
export const EnterpriseDefaultSchema = z.object({
  product: z.nullable(EnterpriseProductSchema),
  contact,
});
/** GET /api/v8/embed/product/enterprise/specifications?productId */
export const EnterpriseSpecsQuerySchema = z.object({
  productId: z.string().check(z.regex(/^[a-z0-9-]{1,64}$/)),
});
export const EnterpriseSpecsSchema = z.object({
  productId: z.string(),
  title: z.string(),
  specs: z.array(z.string()),
  contact,
});
