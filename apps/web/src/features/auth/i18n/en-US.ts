import type { AuthMessages } from './zh-CN';

const auth: AuthMessages = {
  sms: {
    title: 'Log in with SMS code',
    subtitle: 'An account is created automatically for a new phone number',
    phonePlaceholder: 'Phone number',
    codePlaceholder: 'SMS verification code',
    getCode: 'Get verification code',
    resendIn: 'Resend in {{seconds}} s',
    submit: 'Log in',
    phoneEmpty: 'Phone number cannot be empty',
    phoneInvalid: 'Please enter a correct phone number',
    captchaEmpty: 'Please enter the captcha',
    codeInvalid: 'Please enter the 6-digit SMS code',
    sent: 'Sent successfully',
    loginSuccess: 'Logged in',
  },
  agreement: {
    text: 'I have read and agree to the <ua>User Agreement</ua> and <pp>Privacy Policy</pp>',
    confirmTitle: 'Read and agree to the following agreements before login',
    confirmContent: '<ua>User Agreement</ua> and <pp>Privacy Policy</pp>',
    agree: 'Agree and continue',
  },
  page: {
    tagline: 'AI-designed slides, light editing, high efficiency',
    taglineSub: 'Enter a topic and get a well-structured, consistently styled deck in minutes.',
  },
  session: {
    login: 'Log in',
    logout: 'Log out',
    logoutSuccess: 'Logged out successfully',
    required: 'Log in to use the workspace',
    requiredHint: 'Your outlines and decks are kept in your account.',
    professional: 'Professional',
    basic: 'Basic',
    expiresAt: 'Expires {{date}}',
  },
};

export default auth;
