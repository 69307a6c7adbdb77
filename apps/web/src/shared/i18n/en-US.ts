import type { CommonMessages } from './zh-CN';

const common: CommonMessages = {
  appName: 'SlideCraft',
  ok: 'OK',
  cancel: 'Cancel',
  stop: 'Stop',
  loading: 'Loading…',
  retry: 'Retry',
  backHome: 'Back to home',
  pageError: {
    title: 'This page could not open',
    body: 'The connection may have dropped, or the site was just updated. Reload the page to try again.',
    reload: 'Reload the page',
  },
  comingSoon: 'Coming soon',
  buyAiPoints: 'Buy AI points',
  /** The AI box's line of the signed-in user's points. */
  aiRate: {
    basic: 'AI points left: {{remaining}}/{{total}}',
    member: 'AI points left today: {{remaining}}/{{total}}',
  },
  http: {
    serverBusy: 'Server busy, please try again later',
    networkError: 'Network error, please check the network',
    forbiddenTitle: 'This account has been disabled, contact support if in doubt',
    disabledReason: 'Disabled reason: ',
    contactSupport: 'Contact support',
    loggedOutTitle: 'Account has been logged out',
  },
  aiDialog: {
    sensitiveAdvice:
      'Please choose another topic or edit the content, avoiding violence or terrorism, gambling, drugs, pornography and illegal trade.',
    changeTopic: 'Change the topic',
    upgradeTitle: 'A professional feature',
    pointsTitle: 'AI points insufficient',
    upgrade: 'Upgrade to professional',
    noticeTitle: 'Notice',
    gotIt: 'Got it',
  },
  input: {
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    captchaPlaceholder: 'Captcha',
    captchaRefresh: 'Hard to read? Click to refresh',
    captchaLoading: 'Loading captcha',
  },
  /** The phone, captcha and SMS code rows of the forms that send a code: shared/forms. */
  codeForm: {
    phonePlaceholder: 'Phone number',
    codePlaceholder: 'SMS verification code',
    getCode: 'Get verification code',
    resendIn: 'Resend in {{seconds}} s',
    captchaEmpty: 'Please enter the captcha',
    captchaWidgetFailed: 'The security check could not load. Check your network and try again',
    codeInvalid: 'Please enter the 6-digit SMS code',
    sent: 'Sent successfully',
  },
  /** Relative times (spec section 9): shared/relative-time.ts. */
  time: {
    now: 'within 1 minute',
    minutes_one: '{{count}} minute ago',
    minutes_other: '{{count}} minutes ago',
    hours_one: '{{count}} hour ago',
    hours_other: '{{count}} hours ago',
    days_one: '{{count}} day ago',
    days_other: '{{count}} days ago',
    months_one: '{{count}} month ago',
    months_other: '{{count}} months ago',
    years_one: '{{count}} year ago',
    years_other: '{{count}} years ago',
  },
};

export default common;
