import { describe, expect, it } from 'vitest';
import { detectDevice, type DeviceKind } from './device';

const UA = {
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2185A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/1110037 MMWEBSDK/20231002 MMWEBID/2585 MicroMessenger/8.0.43.2480(0x28002B51) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.40(0x1800282a) NetType/WIFI Language/zh_CN',
  alipay:
    'Mozilla/5.0 (Linux; U; Android 10; zh-CN; V1938T Build/QP1A.190711.020) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/69.0.3497.100 UWS/3.22.1.210 Mobile Safari/537.36 AlipayChannelId/5136 UCBS/3.22.1.210_220310112633 NebulaSDK/1.8.100112 Nebula AlipayDefined(nt:WIFI,ws:360|0|3.0) AliApp(AP/10.2.58.8000) AlipayClient/10.2.58.8000 Language/zh-Hans useStatusBar/true',
  huaweiBrowser:
    'Mozilla/5.0 (Linux; Android 10; HarmonyOS; NOH-AN00; HMSCore 6.11.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.0.320 Mobile Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Safari/537.36 OPR/105.0.0.0',
  appShell:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 SlideCraftApp/1.2.0',
};

const kinds = (ua: string, hints?: { maxTouchPoints?: number }) =>
  [...detectDevice(ua, hints)].sort() as DeviceKind[];

describe('detectDevice', () => {
  it.each<[keyof typeof UA, DeviceKind[]]>([
    ['wechatAndroid', ['CHROME', 'MB', 'WECHAT']],
    ['wechatIos', ['IOS', 'MB', 'WECHAT']],
    ['alipay', ['ALIPAY', 'CHROME', 'MB']],
    ['huaweiBrowser', ['CHROME', 'HUAWEI', 'MB']],
    ['edge', ['EDGE', 'PC']],
    ['chromeWindows', ['CHROME', 'PC']],
    ['chromeMac', ['CHROME', 'MAC', 'PC']],
    ['safariMac', ['MAC', 'PC', 'SAFARI']],
    ['iphoneSafari', ['IOS', 'MB', 'SAFARI']],
    ['firefox', ['FIREFOX', 'PC']],
    ['ie11', ['IE', 'PC']],
    ['opera', ['OPERA', 'PC']],
    ['appShell', ['CHROME', 'MB', 'SLIDECRAFT']],
  ])('%s', (name, expected) => {
    expect(kinds(UA[name])).toEqual([...expected].sort());
  });

  it('treats a Mac user agent with a touch screen as an iPad', () => {
    expect(kinds(UA.safariMac, { maxTouchPoints: 5 })).toEqual(['IOS', 'MB', 'SAFARI']);
  });

  it('knows nothing about an empty user agent except that it is not mobile', () => {
    expect(kinds('')).toEqual(['PC']);
  });
});
