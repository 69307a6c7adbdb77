import { createHash, randomBytes } from 'node:crypto';
import { AppError, ErrorCode, type JssdkConfig } from '@slidecraft/contract';
import type { WechatLoginProvider } from '../../providers/wechat/wechat.js';

const WECHAT_OFF = {
  'zh-CN': '本站未接入微信公众号，无法使用微信分享',
  'zh-TW': '本站未接入微信公眾號，無法使用微信分享',
  'en-US': 'WeChat is not set up on this site, so WeChat sharing is unavailable',
};

/**
 * The JS-SDK signature WeChat documents: sha1 over
 * `jsapi_ticket=...&noncestr=...&timestamp=...&url=...`, the url being the page address
 * without its #fragment.
 */
export function jssdkSignature(input: {
  ticket: string;
  nonceStr: string;
  timestamp: number;
  url: string;
}): string {
  const text = `jsapi_ticket=${input.ticket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${input.url}`;
  return createHash('sha1').update(text).digest('hex');
}

/**
 * What `wx.config` takes for the page `url` (share cards inside WeChat). 5402 with a clear
 * message when WeChat is off, or when WeChat would not give a ticket.
 */
export async function jssdkConfig(
  provider: WechatLoginProvider | null,
  url: string,
  now = Date.now(),
): Promise<JssdkConfig> {
  if (!provider) {
    throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'wechat is off', {
      localizedDetail: WECHAT_OFF,
    });
  }
  const page = url.split('#')[0]!;
  let ticket: string;
  try {
    ticket = await provider.jsapiTicket();
  } catch (error) {
    throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, `wechat jsapi ticket: ${String(error)}`);
  }
  const nonceStr = randomBytes(12).toString('hex');
  const timestamp = Math.floor(now / 1000);
  return {
    appId: provider.appId,
    timestamp,
    nonceStr,
    signature: jssdkSignature({ ticket, nonceStr, timestamp, url: page }),
    dev: provider.name === 'dev',
  };
}
