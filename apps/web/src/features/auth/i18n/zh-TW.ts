import type { AuthMessages } from './zh-CN';

const auth: AuthMessages = {
  sms: {
    title: '手機驗證碼登入',
    subtitle: '未註冊的手機號碼驗證後將自動建立帳號',
    phonePlaceholder: '請輸入手機號碼',
    codePlaceholder: '請輸入簡訊驗證碼',
    getCode: '取得驗證碼',
    resendIn: '{{seconds}} 秒後重新取得',
    submit: '登入',
    phoneEmpty: '手機號碼不能為空',
    phoneInvalid: '請輸入正確的手機號碼',
    captchaEmpty: '請輸入圖形驗證碼',
    codeInvalid: '請輸入 6 位簡訊驗證碼',
    sent: '傳送成功',
    loginSuccess: '登入成功',
  },
  agreement: {
    text: '我已閱讀並同意<ua>《使用者協議》</ua>和<pp>《隱私權政策》</pp>',
    confirmTitle: '請閱讀並同意以下協議後登入',
    confirmContent: '<ua>《使用者協議》</ua>和<pp>《隱私權政策》</pp>',
    agree: '同意並繼續',
  },
  page: {
    tagline: 'AI 設計投影片，輕編輯，高效率',
    taglineSub: '輸入一個主題，幾分鐘得到結構清晰、版式統一的簡報。',
  },
  session: {
    login: '登入',
    logout: '登出',
    logoutSuccess: '登出成功',
    required: '登入後即可使用工作台',
    requiredHint: '產生的大綱和簡報會儲存在你的帳號下。',
    professional: '專業版',
    basic: '基礎版',
    expiresAt: '{{date}} 到期',
  },
};

export default auth;
