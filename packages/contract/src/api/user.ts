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
});
export type UserInfo = z.infer<typeof UserInfoSchema>;
