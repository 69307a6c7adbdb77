/** Shared strings (ui kit, http client). The zh-CN file is the source of the key types. */
const common = {
  appName: 'SlideCraft',
  ok: '确定',
  cancel: '取消',
  stop: '停止',
  loading: '加载中…',
  retry: '重试',
  backHome: '返回首页',
  /** A page that failed to open (its code did not load, or it broke while drawing). */
  pageError: {
    title: '页面没能打开',
    body: '可能是网络中断，或网站刚刚更新了版本。请刷新页面再试。',
    reload: '刷新页面',
  },
  comingSoon: '敬请期待',
  buyAiPoints: '购买 AI 点数',
  /** The AI box's line of the signed-in user's points. */
  aiRate: {
    basic: 'AI 点数剩余 {{remaining}}/{{total}}',
    member: '今日 AI 点数剩余 {{remaining}}/{{total}}',
  },
  http: {
    serverBusy: '服务繁忙，请稍后重试',
    networkError: '网络异常，请检查网络',
    forbiddenTitle: '该账号已被禁用，如有疑问请联系客服',
    disabledReason: '禁用原因：',
    contactSupport: '联系客服',
    loggedOutTitle: '账号已注销',
  },
  aiDialog: {
    sensitiveAdvice: '请换一个主题或修改相关内容，避免涉及暴力恐怖、赌博、毒品、色情或违法交易。',
    changeTopic: '修改主题',
    upgradeTitle: '专业版功能',
    pointsTitle: 'AI 点数不足',
    upgrade: '升级专业版',
    noticeTitle: '提示',
    gotIt: '知道了',
  },
  input: {
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
    captchaPlaceholder: '图形验证码',
    captchaRefresh: '看不清？点击刷新',
    captchaLoading: '验证码加载中',
  },
  /** The phone, captcha and SMS code rows of the forms that send a code: shared/forms. */
  codeForm: {
    phonePlaceholder: '请输入手机号',
    codePlaceholder: '请输入短信验证码',
    getCode: '获取验证码',
    resendIn: '{{seconds}} 秒后重新获取',
    captchaEmpty: '请输入图形验证码',
    captchaWidgetFailed: '人机验证加载失败，请检查网络后重试',
    codeInvalid: '请输入 6 位短信验证码',
    sent: '发送成功',
  },
  /** Relative times (spec section 9): shared/relative-time.ts. */
  time: {
    now: '1 分钟内',
    minutes_one: '{{count}} 分钟前',
    minutes_other: '{{count}} 分钟前',
    hours_one: '{{count}} 小时前',
    hours_other: '{{count}} 小时前',
    days_one: '{{count}} 天前',
    days_other: '{{count}} 天前',
    months_one: '{{count}} 个月前',
    months_other: '{{count}} 个月前',
    years_one: '{{count}} 年前',
    years_other: '{{count}} 年前',
  },
};

export default common;
export type CommonMessages = typeof common;
