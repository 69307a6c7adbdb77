import type { UserGuideMessages } from './zh-CN';

const userGuide: UserGuideMessages = {
  tour: {
    skip: 'Skip the tour',
    prev: 'Back',
    next: 'Next',
    finish: 'Get started',
  },
  protect: {
    blocked: 'Previews are protected: the right-click menu is off',
  },
};

export default userGuide;
