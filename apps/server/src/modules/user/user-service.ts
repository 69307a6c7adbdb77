import { maskPhone, type UserInfo } from '@slidecraft/contract';
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

  /** Finds the user of a phone or registers a new one. */
  async findOrRegisterByPhone(phone: string): Promise<{ user: UserRow; isNewUser: boolean }> {
    const existing = await this.repo.findByPhone(phone);
    if (existing) return { user: existing, isNewUser: false };
    const name = `用户${phone.slice(-4)}`;
    const { user, created } = await this.repo.insertWithPhone(phone, name);
    return { user, isNewUser: created };
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
