import {
  AppError,
  ErrorCode,
  LAST_LOGIN_METHOD_MESSAGES,
  accountKind,
  isEmail,
  maskPhone,
  normalizePhone,
  type UserInfo,
  type Locale,
} from '@slidecraft/contract';
import { effectiveMemberUntil } from './membership.js';
import { proRights } from './rights.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from './types.js';
import { UserRepo, type LoginKey } from './user-repo.js';

/**
 * 5103 (spec section 8, account not found): the account asks to use or unbind a phone or WeChat
 * it has none of; the message says which, in the caller's language.
 */
function noBoundAccount(kind: 'phone' | 'wechat'): AppError {
  const texts = {
    phone: ['请先绑定手机号', '請先綁定手機號碼', 'please bind a phone number first'],
    wechat: ['账号未绑定微信', '帳號未綁定微信', 'no WeChat account is linked'],
  }[kind];
  return new AppError(ErrorCode.ACCOUNT_NOT_FOUND, `no ${kind} bound`, {
    localizedDetail: { 'zh-CN': texts[0], 'zh-TW': texts[1], 'en-US': texts[2] },
  });
}

/** Rights of the professional tier, as shown in the membership modal. */

export class UserService {
  constructor(private readonly repo: UserRepo) {}

  findById(id: string): Promise<UserRow | undefined> {
    return this.repo.findById(id);
  }

  findByPhone(phone: string): Promise<UserRow | undefined> {
    return this.repo.findBy('phone', phone);
  }

  /** The user of an account name (a phone in any accepted form, or an email), if any. */
  async findByAccountName(name: string): Promise<UserRow | undefined> {
    const canonical = canonicalAccountName(name);
    if (!canonical) return undefined;
    return canonical.includes('@')
      ? this.repo.findByEmail(canonical)
      : this.repo.findBy('phone', canonical);
  }

  /** Disables (with the operator's reason, or none), enables or closes an account (the admin CLI). */
  setStatus(
    id: string,
    status: 'active' | 'forbidden' | 'deleted',
    reason: string | null = null,
  ): Promise<UserRow | undefined> {
    return this.repo.setStatus(id, status, reason);
  }

  /** The phone of each of the users (null: none bound); unknown ids are left out. */
  phonesOf(ids: readonly string[]): Promise<Map<string, string | null>> {
    return this.repo.phonesOf(ids);
  }

  /** Sets the end of a membership (Unix seconds; 0 or a past time for none). */
  setMemberUntil(id: string, memberUntil: number): Promise<void> {
    return this.repo.setMemberUntil(id, memberUntil);
  }

  setPasswordHash(id: string, passwordHash: string): Promise<void> {
    return this.repo.setPasswordHash(id, passwordHash);
  }

  /** Finds the user of a phone or registers a new one. */
  findOrRegisterByPhone(phone: string): Promise<{ user: UserRow; isNewUser: boolean }> {
    return this.findOrRegister('phone', phone, `用户${phone.slice(-4)}`);
  }

  /** Finds the user of a WeChat openid or registers a new one, with no phone. */
  findOrRegisterByOpenid(openid: string): Promise<{ user: UserRow; isNewUser: boolean }> {
    return this.findOrRegister('wechatOpenid', openid, `微信用户${openid.slice(-4)}`);
  }

  /** Finds the user of a Huawei account id (the ID token's sub) or registers one, no phone. */
  findOrRegisterByHuaweiSub(sub: string): Promise<{ user: UserRow; isNewUser: boolean }> {
    return this.findOrRegister('huaweiSub', sub, `华为用户${sub.slice(-4)}`);
  }

  /** The user of a login key, or a new one named `name` (the race's winner when two register). */
  private async findOrRegister(
    column: LoginKey,
    value: string,
    name: string,
  ): Promise<{ user: UserRow; isNewUser: boolean }> {
    const existing = await this.repo.findBy(column, value);
    if (existing) return { user: existing, isNewUser: false };
    const { user, created } = await this.repo.insert(name, { column, value });
    return { user, isNewUser: created };
  }

  /** Binds a phone (already proven by SMS) to the user; 5108 when another account holds it. */
  async bindPhone(userId: string, phone: string): Promise<void> {
    const owner = await this.repo.findBy('phone', phone);
    if (owner?.id === userId) return;
    if (owner) throw new AppError(ErrorCode.ACCOUNT_BIND_EXISTS);
    if (!(await this.repo.setPhone(userId, phone))) {
      throw new AppError(ErrorCode.ACCOUNT_BIND_EXISTS, 'lost a race for the phone');
    }
  }

  /**
   * Links a WeChat openid (proven by a scan or an in-app authorization) to the user, replacing
   * the one linked before; 5108 when another account holds the openid.
   */
  async bindWechat(userId: string, openid: string): Promise<void> {
    const owner = await this.repo.findBy('wechatOpenid', openid);
    if (owner?.id === userId) return;
    if (owner) throw new AppError(ErrorCode.ACCOUNT_BIND_EXISTS, 'wechat bound to another account');
    if (!(await this.repo.setOpenid(userId, openid))) {
      throw new AppError(ErrorCode.ACCOUNT_BIND_EXISTS, 'lost a race for the openid');
    }
  }

  /** The owner of a (lower-cased) email, if any. */
  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.repo.findByEmail(email);
  }

  /** Sets a verified email; 5108 when another account holds it. */
  async setEmail(userId: string, email: string): Promise<void> {
    const owner = await this.repo.findByEmail(email);
    if (owner?.id === userId) return;
    if (owner) throw new AppError(ErrorCode.ACCOUNT_BIND_EXISTS, 'email bound to another account');
    if (!(await this.repo.setEmail(userId, email))) {
      throw new AppError(ErrorCode.ACCOUNT_BIND_EXISTS, 'lost a race for the email');
    }
  }

  /** Records the user's campaign when none is recorded yet (see UserRepo.setCampaignOnce). */
  recordCampaign(
    userId: string,
    campaign: string,
  ): Promise<{ campaign: string; recorded: boolean }> {
    return this.repo.setCampaignOnce(userId, campaign);
  }

  /**
   * Ways the account can log in: the phone (SMS), WeChat, email + password, and any third-party
   * link (`huawei*` columns, added with Huawei login) that is set.
   */
  loginMethods(user: UserRow): Array<'phone' | 'wechat' | 'email' | 'third-party'> {
    const methods: Array<'phone' | 'wechat' | 'email' | 'third-party'> = [];
    if (user.phone) methods.push('phone');
    if (user.wechatOpenid) methods.push('wechat');
    if (user.email && user.passwordHash) methods.push('email');
    const thirdParty = Object.entries(user).some(
      ([column, value]) => /^huawei/i.test(column) && typeof value === 'string' && value !== '',
    );
    if (thirdParty) methods.push('third-party');
    return methods;
  }

  /** Refuses (5107) to remove `method` when it is the account's last way to log in. */
  assertNotLast(user: UserRow, method: 'phone' | 'wechat'): void {
    const others = this.loginMethods(user).filter((m) => m !== method);
    if (others.length === 0) {
      throw new AppError(ErrorCode.NO_USER_PERMISSION, 'last login method', {
        localizedDetail: LAST_LOGIN_METHOD_MESSAGES,
      });
    }
  }

  /** The bound phone of the user; 5103 (account not found) when none is bound. */
  async boundPhone(userId: string): Promise<string> {
    const user = await this.repo.findById(userId);
    if (!user?.phone) throw noBoundAccount('phone');
    return user.phone;
  }

  /** Unbinds the phone (the SMS code is checked by the caller first). */
  async unbindPhone(userId: string, phone: string): Promise<void> {
    const user = await this.repo.findById(userId);
    if (!user || user.phone !== phone) throw noBoundAccount('phone');
    this.assertNotLast(user, 'phone');
    if (!(await this.repo.clearPhone(userId, phone))) {
      throw new AppError(ErrorCode.PARAMS_ERROR, 'the phone changed meanwhile', { expose: true });
    }
  }

  /** Unlinks WeChat; 5103 when none is linked, 5107 when it is the last way to log in. */
  async unbindWechat(userId: string): Promise<void> {
    const user = await this.repo.findById(userId);
    if (!user?.wechatOpenid) throw noBoundAccount('wechat');
    this.assertNotLast(user, 'wechat');
    await this.repo.clearOpenid(userId);
  }

  updateProfile(userId: string, fields: { name?: string; avatar?: string }): Promise<void> {
    return this.repo.updateProfile(userId, fields);
  }

  toUserInfo(
    user: UserRow,
    locale: Locale = 'zh-CN',
    nowSeconds = Math.floor(Date.now() / 1000),
  ): UserInfo {
    // A personal membership or the user's team's (whichever ends later).
    const endAt = effectiveMemberUntil(user);
    const isRole = endAt > nowSeconds;
    const registeredSeconds = Math.floor(user.createdAt.getTime() / 1000);
    return {
      id: user.id,
      name: user.name,
      avatar: user.avatar,
      isRole,
      endAt,
      rights: isRole ? proRights(locale) : [],
      isNewRegister: nowSeconds - registeredSeconds < 24 * 3600,
      phone: user.phone ? maskPhone(user.phone) : '',
      isBindPhone: user.phone !== null,
      email: user.email ?? '',
      isBindWechat: user.wechatOpenid !== null,
    };
  }
}

/**
 * The users over the database alone, no cache to tell of changes (the admin CLI, which tells
 * the running servers itself).
 */
export function userServiceOver(db: Db): UserService {
  return new UserService(new UserRepo(db));
}

/**
 * The stored form of an account name (spec section 5: an email when it has an at sign after the
 * first character, else a phone): `+86-13800138000` or a lower-cased email; null when invalid.
 */
export function canonicalAccountName(name: string): string | null {
  const trimmed = name.trim();
  if (accountKind(trimmed) === 'email') return isEmail(trimmed) ? trimmed.toLowerCase() : null;
  return normalizePhone(trimmed);
}
