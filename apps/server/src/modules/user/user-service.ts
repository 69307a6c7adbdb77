import {
  AppError,
  ErrorCode,
  accountKind,
  isEmail,
  maskPhone,
  normalizePhone,
  type UserInfo,
} from '@slidecraft/contract';
import type { UserRepo, UserRow } from './user-repo.js';

/** Rights of the professional tier, as shown in the membership modal. */
const PRO_RIGHTS = [
  { icon: 'unlimited', title: '无限次 AI 生成 PPT' },
  { icon: 'template', title: '全部模板免费下载' },
  { icon: 'export', title: '导出 PPTX 与 PDF' },
];

export class UserService {
  constructor(private readonly repo: UserRepo) {}

  findById(id: string): Promise<UserRow | undefined> {
    return this.repo.findById(id);
  }

  findByPhone(phone: string): Promise<UserRow | undefined> {
    return this.repo.findByPhone(phone);
  }

  /** The user of an account name (a phone in any accepted form, or an email), if any. */
  async findByAccountName(name: string): Promise<UserRow | undefined> {
    const canonical = canonicalAccountName(name);
    if (!canonical) return undefined;
    return canonical.includes('@')
      ? this.repo.findByEmail(canonical)
      : this.repo.findByPhone(canonical);
  }

  setPasswordHash(id: string, passwordHash: string): Promise<void> {
    return this.repo.setPasswordHash(id, passwordHash);
  }

  /** Finds the user of a phone or registers a new one. */
  async findOrRegisterByPhone(phone: string): Promise<{ user: UserRow; isNewUser: boolean }> {
    const existing = await this.repo.findByPhone(phone);
    if (existing) return { user: existing, isNewUser: false };
    const name = `用户${phone.slice(-4)}`;
    const { user, created } = await this.repo.insertWithPhone(phone, name);
    return { user, isNewUser: created };
  }

  /** Finds the user of a WeChat openid or registers a new one, with no phone. */
  async findOrRegisterByOpenid(openid: string): Promise<{ user: UserRow; isNewUser: boolean }> {
    const existing = await this.repo.findByOpenid(openid);
    if (existing) return { user: existing, isNewUser: false };
    const { user, created } = await this.repo.insertWithOpenid(
      openid,
      `微信用户${openid.slice(-4)}`,
    );
    return { user, isNewUser: created };
  }

  /** Binds a phone (already proven by SMS) to the user; 5108 when another account holds it. */
  async bindPhone(userId: string, phone: string): Promise<void> {
    const owner = await this.repo.findByPhone(phone);
    if (owner?.id === userId) return;
    if (owner) throw new AppError(ErrorCode.ACCOUNT_BIND_EXISTS);
    if (!(await this.repo.setPhone(userId, phone))) {
      throw new AppError(ErrorCode.ACCOUNT_BIND_EXISTS, 'lost a race for the phone');
    }
  }

  toUserInfo(user: UserRow, nowSeconds = Math.floor(Date.now() / 1000)): UserInfo {
    const isRole = user.memberUntil > nowSeconds;
    const registeredSeconds = Math.floor(user.createdAt.getTime() / 1000);
    return {
      id: user.id,
      name: user.name,
      avatar: user.avatar,
      isRole,
      endAt: user.memberUntil,
      rights: isRole ? PRO_RIGHTS : [],
      isNewRegister: nowSeconds - registeredSeconds < 24 * 3600,
      phone: user.phone ? maskPhone(user.phone) : '',
      isBindPhone: user.phone !== null,
    };
  }
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
