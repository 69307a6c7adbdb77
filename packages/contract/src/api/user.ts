import * as z from 'zod/mini';

export const RightSchema = z.object({ icon: z.string(), title: z.string() });

/** GET /api/user/user-info */
export const UserInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string(),
  /** true = professional tier */
  isRole: z.boolean(),
  /** Membership expiry, unix seconds; 0 when never a member. */
  endAt: z.int(),
  rights: z.array(RightSchema),
  isNewRegister: z.boolean(),
  /** Masked bound phone (`138****8000`), '' when none is bound. */
  phone: z.string(),
  isBindPhone: z.boolean(),
  /** The verified email of the account ('' when none); it logs in with the password. */
  email: z.optional(z.string()),
  /** A WeChat account is bound (QR or in-app login). */
  isBindWechat: z.optional(z.boolean()),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;
