import type { ShareMessages } from './zh-CN';

const share: ShareMessages = {
  loading: 'Opening the shared deck…',
  slides: '{{count}} slides',
  present: 'Present',
  slideLabel: 'Slide {{n}}',
  notFound: {
    title: 'This share link does not exist or has been turned off',
    subtitle: 'The link may be mistyped, or its author stopped sharing. Ask them for a new link.',
    home: 'Go to the home page',
  },
  made: 'Made with SlideCraft',
  makeOwn: 'Make my own',
};
export default share;
