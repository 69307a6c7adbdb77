import type { ErrorCodeValue } from './errors.js';
import type { Locale } from './locale.js';

/**
 * The message of every code of the error catalogue (errors.ts), in each supported locale. A
 * module apart from the codes: a web page that uses a code alone does not carry the texts (its
 * JavaScript; docs/decisions.md, "Issue 34: the home page's JavaScript").
 */
type Messages = Record<Locale, string>;

const m = (zhCN: string, zhTW: string, enUS: string): Messages => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
});

export const ERROR_MESSAGES: Record<ErrorCodeValue, Messages> = {
  200: m('成功', '成功', 'Success'),
  401: m('登录已过期，请重新登录', '登入已過期，請重新登入', 'Login expired, please log in again'),
  404: m('请求的资源不存在', '請求的資源不存在', 'The requested resource does not exist'),
  405: m('请求方法不被允许', '請求方法不被允許', 'Request method not allowed'),
  500: m(
    '服务异常，请稍后重试',
    '服務異常，請稍後重試',
    'Server exception, please try again later',
  ),
  5000: m('参数错误', '參數錯誤', 'Invalid parameters'),
  5001: m('人机验证失败，请重试', '人機驗證失敗，請重試', 'Verification failed, please try again'),
  5002: m(
    '图形验证码已过期，请刷新',
    '圖形驗證碼已過期，請重新整理',
    'The captcha has expired, please refresh it',
  ),
  5003: m('验证码错误', '驗證碼錯誤', 'Incorrect verification code'),
  5100: m('用户不存在', '使用者不存在', 'User not found'),
  5101: m('该账号已被禁用', '該帳號已被停用', 'This account has been disabled'),
  5102: m('不支持的账号类型', '不支援的帳號類型', 'Unsupported account type'),
  5103: m('账号不存在', '帳號不存在', 'Account not found'),
  5104: m('账号或密码错误', '帳號或密碼錯誤', 'Incorrect account or password'),
  5105: m('微信授权码错误', '微信授權碼錯誤', 'WeChat authorization code error'),
  5106: m(
    '二维码已过期，请点击刷新',
    'QR 碼已過期，請點擊重新整理',
    'QR code expired, click to refresh',
  ),
  5107: m('没有权限执行此操作', '沒有權限執行此操作', 'You do not have permission to do this'),
  5108: m(
    '该手机号已绑定其他账号',
    '該手機號碼已綁定其他帳號',
    'This phone number is already bound to another account',
  ),
  5109: m('账单已存在', '帳單已存在', 'Billing already exists'),
  5110: m('账单不可用', '帳單不可用', 'Billing is not allowed'),
  5111: m(
    '密码错误次数过多，请 5 分钟后再试',
    '密碼錯誤次數過多，請 5 分鐘後再試',
    'Too many wrong passwords, please try again in 5 minutes',
  ),
  5112: m('账号已注销', '帳號已註銷', 'Account has been logged out'),
  5200: m('订单不存在', '訂單不存在', 'Order not found'),
  5201: m('不支持该支付方式', '不支援該付款方式', 'Payment method not supported'),
  5202: m(
    '获取微信身份失败，请重试',
    '取得微信身分失敗，請重試',
    'Failed to get WeChat identity, please try again',
  ),
  5203: m('价格已存在', '價格已存在', 'Price already exists'),
  5204: m('商品不存在或已下架', '商品不存在或已下架', 'Product not found or no longer available'),
  5205: m('二维码已过期', 'QR 碼已過期', 'QR code expired'),
  5300: m(
    '搜索服务异常，请稍后重试',
    '搜尋服務異常，請稍後重試',
    'Search service error, please try again later',
  ),
  5301: m('模板下载次数已用完', '範本下載次數已用完', 'Download quota reached'),
  5400: m(
    'AI 服务异常，请稍后重试',
    'AI 服務異常，請稍後重試',
    'AI service error, please try again later',
  ),
  5401: m(
    '内容包含敏感词，请修改主题后重试',
    '內容包含敏感詞，請修改主題後重試',
    'The content contains sensitive words, please change the topic and try again',
  ),
  5402: m(
    '服务暂不可用，请稍后重试',
    '服務暫不可用，請稍後重試',
    'Service unavailable, please try again later',
  ),
  5403: m('不支持的文件类型', '不支援的檔案類型', 'Unsupported file type'),
  5404: m('大纲解析失败', '大綱解析失敗', 'Failed to parse the outline'),
  5405: m('大纲内容为空', '大綱內容為空', 'The outline is empty'),
  5406: m(
    '大纲层级过多，最多支持四级',
    '大綱層級過多，最多支援四級',
    'The outline has too many levels (at most four)',
  ),
  5407: m('大纲层级错误', '大綱層級錯誤', 'The outline levels are out of order'),
  5408: m('导入次数已达上限', '匯入次數已達上限', 'Import limit reached'),
  5409: m('思维导图链接无效', '心智圖連結無效', 'Invalid mind-map link'),
  5410: m(
    'AI 点数不足，升级专业版可无限生成',
    'AI 點數不足，升級專業版可無限生成',
    'AI points insufficient, upgrade to professional for unlimited generation',
  ),
  5411: m('已达到会员 AI 使用上限', '已達到會員 AI 使用上限', 'Member AI usage limit reached'),
  5412: m('项目数量已达上限', '專案數量已達上限', 'Project count limit reached'),
  5414: m('请升级专业版后使用', '請升級專業版後使用', 'Please upgrade to professional to use this'),
  5421: m('PPT 页数超出上限', 'PPT 頁數超出上限', 'PPT page count limit exceeded'),
  5422: m(
    '大纲正在填充中，请稍候',
    '大綱正在填充中，請稍候',
    'The outline is being filled, please wait',
  ),
  5427: m(
    '操作过于频繁，请稍后再试',
    '操作過於頻繁，請稍後再試',
    'Operation too frequent, please try again later',
  ),
  5428: m('分享链接不存在', '分享連結不存在', 'Share link not found'),
  5429: m('分享文件不存在', '分享檔案不存在', 'Shared file not found'),
  5430: m(
    '这份 PPT 已在其他窗口修改，请重新加载后继续编辑',
    '這份 PPT 已在其他視窗修改，請重新載入後繼續編輯',
    'This deck was changed in another window. Reload it to continue editing.',
  ),
  5600: m('兑换码无效', '兌換碼無效', 'Invalid redeem code'),
  5601: m(
    '兑换码错误次数过多，请稍后再试',
    '兌換碼錯誤次數過多，請稍後再試',
    'Too many wrong redeem codes, please try again later',
  ),
  5602: m('已超过兑换次数上限', '已超過兌換次數上限', 'Redemption limit exceeded'),
  5603: m('兑换码库存不足', '兌換碼庫存不足', 'Insufficient redeem code stock'),
  5610: m(
    '兑换失败，请检查兑换码',
    '兌換失敗，請檢查兌換碼',
    'Redemption failed, please check the code',
  ),
};

export function errorMessage(code: number, locale: Locale): string {
  const entry = (ERROR_MESSAGES as Record<number, Messages | undefined>)[code];
  return (entry ?? ERROR_MESSAGES[500])[locale];
}

export function isCatalogueCode(code: number): code is ErrorCodeValue {
  return Object.prototype.hasOwnProperty.call(ERROR_MESSAGES, code);
}
