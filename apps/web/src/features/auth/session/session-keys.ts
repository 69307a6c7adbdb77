/** TanStack Query keys of the session. */
export const sessionKeys = {
  all: ['session'] as const,
  user: (token: string | null) => ['session', 'user', token] as const,
  captcha: ['session', 'captcha'] as const,
  loginOptions: ['session', 'login-options'] as const,
};
