import type { ShareMessages } from './zh-CN';

const share: ShareMessages = {
  loading: 'Opening the shared deck…',
  slides_one: '{{count}} slide',
  slides_other: '{{count}} slides',
  present: 'Present',
  slideLabel: 'Slide {{n}}',
  failed: {
    title: 'The deck cannot be opened right now',
    subtitle: 'Something went wrong with the network or the service. Please try again.',
    retry: 'Try again',
  },
  notFound: {
    title: 'This share link does not exist or has been turned off',
    subtitle: 'The link may be mistyped, or its author stopped sharing. Ask them for a new link.',
    home: 'Go to the home page',
  },
  dialog: {
    title: 'Share "{{title}}"',
    hint: 'Anyone with the link can view and present it without signing in; nobody can edit it.',
    copy: 'Copy link',
    copied: 'Link copied',
    copyByHand: 'Could not copy automatically; please copy the link by hand',
    revoke: 'Stop sharing',
    revokeTitle: 'Stop sharing this deck?',
    revokeContent:
      'Links already sent will no longer open. You can share again later with a new link.',
    revoked: 'Sharing stopped',
    allowDownload: 'Let viewers download the PPTX',
    downloadOnHint: 'Anyone with the link can download the PPTX file.',
    downloadOffHint: 'Anyone with the link can only view and present it, not download it.',
    downloadOn: 'Viewers can now download it',
    downloadOff: 'Downloads turned off',
    failed: 'The link was not made; please try again later',
  },
  download: {
    button: 'Download PPTX',
    preparing: 'Preparing the file…',
    progress: 'Downloading {{percent}}%',
    started: 'Download started',
    notAllowed:
      'The author has turned off downloads for this deck. Ask them to allow downloads if you need the file.',
    network: 'The download did not finish. Check your network connection and try again.',
    failed: 'The download failed. Please try again in a moment.',
    retry: 'Try again',
  },
  made: 'Made with SlideCraft',
  makeOwn: 'Make my own',
};
export default share;
