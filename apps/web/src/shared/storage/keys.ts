/** Every browser-stored value of the web app (spec section 3, browser-stored values). */
export const STORAGE_KEYS = {
  token: 'slidecraft.token',
  locale: 'slidecraft.locale',
  deviceId: 'slidecraft.deviceId',
  generationParams: 'slidecraft.generationParams',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
