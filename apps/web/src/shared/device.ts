import { APP_SHELL_UA_TOKEN } from '@slidecraft/contract';

/** Device kinds of spec section 3; SLIDECRAFT is the product's own app shell. */
export const DEVICE_KINDS = [
  'MB',
  'PC',
  'MAC',
  'EDGE',
  'OPERA',
  'CHROME',
  'FIREFOX',
  'SAFARI',
  'IE',
  'WECHAT',
  'ALIPAY',
  'IOS',
  'SLIDECRAFT',
  'HUAWEI',
] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export interface DeviceHints {
  /** navigator.maxTouchPoints: iPadOS Safari sends a desktop Mac user agent. */
  maxTouchPoints?: number;
}

const MOBILE =
  /Mobi|Android|iPhone|iPad|iPod|HarmonyOS|OpenHarmony|Windows Phone|IEMobile|BlackBerry|Opera Mini/i;
const IOS = /iPhone|iPad|iPod/;

/** The browser family: exactly one of these, checked in this order, or none. */
const BROWSERS: [DeviceKind, RegExp][] = [
  ['IE', /MSIE |Trident\//],
  ['EDGE', /Edg(?:e|A|iOS)?\//],
  ['OPERA', /OPR\/|OPT\/|Opera/],
  ['FIREFOX', /Firefox\/|FxiOS\//],
  ['CHROME', /Chrome\/|CriOS\//],
  ['SAFARI', /Version\/[\d.]+.*Safari\//],
];

/** Everything a user agent string says about the device, browser and host app. */
export function detectDevice(userAgent: string, hints: DeviceHints = {}): ReadonlySet<DeviceKind> {
  const ua = userAgent;
  const kinds = new Set<DeviceKind>();
  const ipadAsMac = /Macintosh/.test(ua) && (hints.maxTouchPoints ?? 0) > 1;
  const ios = IOS.test(ua) || ipadAsMac;

  kinds.add(MOBILE.test(ua) || ipadAsMac ? 'MB' : 'PC');
  if (ios) kinds.add('IOS');
  else if (/Macintosh|Mac OS X/.test(ua)) kinds.add('MAC');

  const browser = BROWSERS.find(([, pattern]) => pattern.test(ua));
  if (browser) kinds.add(browser[0]);

  if (/MicroMessenger/i.test(ua)) kinds.add('WECHAT');
  if (/AlipayClient/i.test(ua)) kinds.add('ALIPAY');
  if (ua.includes(APP_SHELL_UA_TOKEN)) kinds.add('SLIDECRAFT');
  if (/HUAWEI|HuaweiBrowser|HarmonyOS|OpenHarmony|HMSCore/i.test(ua)) kinds.add('HUAWEI');
  return kinds;
}

let cached: ReadonlySet<DeviceKind> | null = null;

/** The kinds of the running browser (computed once). */
export function currentDevice(): ReadonlySet<DeviceKind> {
  if (!cached) {
    const nav = typeof navigator === 'undefined' ? undefined : navigator;
    cached = detectDevice(nav?.userAgent ?? '', { maxTouchPoints: nav?.maxTouchPoints });
  }
  return cached;
}

export function isDevice(kind: DeviceKind): boolean {
  return currentDevice().has(kind);
}
