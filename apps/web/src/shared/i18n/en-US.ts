import type { CommonMessages } from './zh-CN';

const common: CommonMessages = {
  appName: 'SlideCraft',
  ok: 'OK',
  cancel: 'Cancel',
  stop: 'Stop',
  loading: 'Loading…',
  retry: 'Retry',
  backHome: 'Back to home',
  comingSoon: 'Coming soon',
  buyAiPoints: 'Buy AI points',
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
};

export default common;
