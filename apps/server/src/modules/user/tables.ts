import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, uuidPrimaryKey } from '../../db/columns.js';

export const users = pgTable(
  'users',
  {
    id: uuidPrimaryKey(),
    /** Stored form `+86-13800138000`; null for accounts without a bound phone. */
    phone: text('phone').unique(),
    /** Lower-cased; an alternative account name for password login. */
    email: text('email').unique(),
    /** WeChat Official Account openid of a user who logged in by QR; null otherwise. */
    wechatOpenid: text('wechat_openid').unique(),
    /** Huawei account id (the ID token's sub) of a user who logged in with Huawei; null otherwise. */
    huaweiSub: text('huawei_sub').unique(),
    /** argon2id PHC string; null until a password is set. */
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    avatar: text('avatar').notNull().default(''),
    /** 'active' | 'forbidden' | 'deleted' */
    status: text('status').notNull().default('active'),
    /** Why an operator disabled the account (shown with 5101); null when none was given. */
    disabledReason: text('disabled_reason'),
    /** Professional membership expiry, unix seconds; 0 = never a member. */
    memberUntil: bigint('member_until', { mode: 'number' }).notNull().default(0),
    /** AI points bought in packs and not used yet (spent after the tier's allowance). */
    aiPackPoints: bigint('ai_pack_points', { mode: 'number' }).notNull().default(0),
    /**
     * The membership end of the user's team (unix seconds) while the user is in it, else 0; kept
     * apart from `memberUntil`, so leaving a team never touches a personal membership. The tier
     * comes from the later of the two (effectiveMemberUntil).
     */
    teamMemberUntil: bigint('team_member_until', { mode: 'number' }).notNull().default(0),
    /** The first campaign the user reported (GET /api/user/utm-trace); null when none. */
    utmCampaign: text('utm_campaign'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('users_email_lower', sql`${t.email} = lower(${t.email})`)],
);
