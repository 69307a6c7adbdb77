const auth = {
  sms: {
    title: '手机验证码登录',
    subtitle: '未注册的手机号验证后将自动创建账号',
    phonePlaceholder: '请输入手机号',
    codePlaceholder: '请输入短信验证码',
    getCode: '获取验证码',
    resendIn: '{{seconds}} 秒后重新获取',
    submit: '登录',
    phoneEmpty: '手机号不能为空',
    phoneInvalid: '请输入正确的手机号',
    captchaEmpty: '请输入图形验证码',
    codeInvalid: '请输入 6 位短信验证码',
    sent: '发送成功',
    loginSuccess: '登录成功',
  },
  agreement: {
    text: '我已阅读并同意<ua>《用户协议》</ua>和<pp>《隐私政策》</pp>',
    confirmTitle: '请阅读并同意以下协议后登录',
    confirmContent: '<ua>《用户协议》</ua>和<pp>《隐私政策》</pp>',
    agree: '同意并继续',
  },
  page: {
    tagline: 'AI 设计幻灯片，轻编辑，高效率',
    taglineSub: '输入一个主题，几分钟得到结构清晰、版式统一的演示文稿。',
  },
  session: {
    login: '登录',
    logout: '退出登录',
    logoutSuccess: '退出登录成功',
    required: '登录后即可使用工作台',
    requiredHint: '生成的大纲和演示文稿会保存在你的账号下。',
    professional: '专业版',
    basic: '基础版',
    expiresAt: '{{date}} 到期',
  },
};

export default auth;
export type AuthMessages = typeof auth;
