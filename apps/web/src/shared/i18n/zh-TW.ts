import type { CommonMessages } from './zh-CN';

const common: CommonMessages = {
  appName: 'SlideCraft',
  ok: '確定',
  cancel: '取消',
  stop: '停止',
  loading: '載入中…',
  retry: '重試',
  backHome: '返回首頁',
  pageError: {
    title: '頁面沒能打開',
    body: '可能是網路中斷，或網站剛剛更新了版本。請重新整理頁面再試。',
    reload: '重新整理頁面',
  },
  comingSoon: '敬請期待',
  buyAiPoints: '購買 AI 點數',
  /** The AI box's line of the signed-in user's points. */
  aiRate: {
    basic: 'AI 點數剩餘 {{remaining}}/{{total}}',
    member: '今日 AI 點數剩餘 {{remaining}}/{{total}}',
  },
  http: {
    serverBusy: '伺服器忙碌，請稍後重試',
    networkError: '網路異常，請檢查網路',
    forbiddenTitle: '該帳號已被停用，如有疑問請聯絡客服',
    disabledReason: '停用原因：',
    contactSupport: '聯絡客服',
    loggedOutTitle: '帳號已註銷',
  },
  aiDialog: {
    sensitiveAdvice: '請換一個主題或修改相關內容，避免涉及暴力恐怖、賭博、毒品、色情或違法交易。',
    changeTopic: '修改主題',
    upgradeTitle: '專業版功能',
    pointsTitle: 'AI 點數不足',
    upgrade: '升級專業版',
    noticeTitle: '提示',
    gotIt: '知道了',
  },
  input: {
    showPassword: '顯示密碼',
    hidePassword: '隱藏密碼',
    captchaPlaceholder: '圖形驗證碼',
    captchaRefresh: '看不清？點擊重新整理',
    captchaLoading: '驗證碼載入中',
  },
  /** The phone, captcha and SMS code rows of the forms that send a code: shared/forms. */
  codeForm: {
    phonePlaceholder: '請輸入手機號碼',
    codePlaceholder: '請輸入簡訊驗證碼',
    getCode: '取得驗證碼',
    resendIn: '{{seconds}} 秒後重新取得',
    captchaEmpty: '請輸入圖形驗證碼',
    captchaWidgetFailed: '人機驗證載入失敗，請檢查網路後重試',
    codeInvalid: '請輸入 6 位簡訊驗證碼',
    sent: '傳送成功',
  },
  /** Relative times (spec section 9): shared/relative-time.ts. */
  time: {
    now: '1 分鐘內',
    minutes_one: '{{count}} 分鐘前',
    minutes_other: '{{count}} 分鐘前',
    hours_one: '{{count}} 小時前',
    hours_other: '{{count}} 小時前',
    days_one: '{{count}} 天前',
    days_other: '{{count}} 天前',
    months_one: '{{count}} 個月前',
    months_other: '{{count}} 個月前',
    years_one: '{{count}} 年前',
    years_other: '{{count}} 年前',
  },
};

export default common;
