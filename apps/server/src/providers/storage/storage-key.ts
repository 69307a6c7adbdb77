/** Keys are relative paths of lower-case words: `exports/<record>/<id>.pptx`, `avatars/<user>.jpg`. */
const KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

/** The key itself, or an error for one that could leave its folder or bucket prefix. */
export function checkStorageKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid storage key: ${key}`);
  return key;
}
