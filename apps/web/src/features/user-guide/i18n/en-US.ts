import type { UserGuideMessages } from './zh-CN';

const userGuide: UserGuideMessages = {
  tour: {
    skip: 'Skip the tour',
    prev: 'Back',
    next: 'Next',
    finish: 'Get started',
  },
  codeLogin: {
    howTo: 'How do I scan to log in?',
    title: 'Log in by scanning',
    step1: 'Open WeChat on your phone and tap “+” at the top right',
    step2: 'Choose “Scan” and scan the QR code on this computer',
    step3: 'Confirm on your phone: this computer logs in by itself',
    back: 'Back to the QR code',
    alt: 'Scanning the QR code on the computer with WeChat on a phone',
    huawei: 'One-tap login with a HUAWEI ID',
  },
  protect: {
    blocked: 'Previews are protected: the right-click menu is off',
  },
};

export default userGuide;
