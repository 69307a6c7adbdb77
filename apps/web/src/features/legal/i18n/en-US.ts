import type { LegalMessages } from './zh-CN';

const legal: LegalMessages = {
  updated: 'Last updated: {{date}}',
  userAgreement: {
    title: 'User Agreement',
    intro:
      'Welcome to SlideCraft (the "Service"). This agreement governs your use of the Service between you and its operator. Please read it carefully before you register or use the Service.',
    sections: {
      acceptance: {
        heading: '1. Acceptance',
        body: 'By ticking the consent box, or by logging in to or using the Service in any way, you confirm that you have read, understood and agree to this agreement and the Privacy Policy. If you do not agree, please stop using the Service.',
      },
      account: {
        heading: '2. Your account',
        body: 'You can log in with your phone number and an SMS code; an account is created automatically for a new number. Keep your account and codes safe and do not lend, transfer or sell your account; losses caused by careless safekeeping are your own.\n\nIf you believe your account has been misused, contact support immediately.',
      },
      service: {
        heading: '3. The Service',
        body: 'From a topic, file or link you provide, the Service uses AI to write presentation outlines and slides, and lets you preview, edit and download them. AI output may contain mistakes or omissions; please check it before you rely on it.',
      },
      content: {
        heading: '4. Your content and intellectual property',
        body: 'What you enter and the decks generated from it belong to you, provided you hold the rights to what you enter. To provide the Service you allow us to store, process and display that content as far as necessary.\n\nTemplates, fonts, icons and the software itself belong to the operator or their respective owners and may be used only within the Service.',
      },
      conduct: {
        heading: '5. Acceptable use',
        body: 'You must not use the Service to create or spread unlawful content or content that infringes the rights of others, and must not scrape, attack or disrupt the Service by automated means. We may refuse to generate, remove content, or restrict or disable accounts that break these rules.',
      },
      membership: {
        heading: '6. Membership and payment',
        body: 'The Professional membership grants unlimited generation and the other listed rights for the period of the product purchased, payable with WeChat Pay or Alipay or activated with a redeem code. The purchase page describes the rights; unless the law requires otherwise, activated digital services are not refundable.',
      },
      liability: {
        heading: '7. Limitation of liability',
        body: 'We make reasonable efforts to keep the Service available but are not liable for interruptions or data loss caused by force majeure, network failures or third-party services. To the extent the law allows, our liability is limited to the fees you actually paid for the service concerned.',
      },
      changes: {
        heading: '8. Changes and termination',
        body: 'We may revise this agreement and will publish the revision on this page; continuing to use the Service means you accept it. You may stop using the Service and ask for your account to be closed at any time.',
      },
      contact: {
        heading: '9. Contact',
        body: 'If you have any questions about this agreement, reach us through “Contact support” in the site footer.',
      },
    },
  },
  privacyPolicy: {
    title: 'Privacy Policy',
    intro:
      'We take the protection of your personal information seriously. This policy explains how SlideCraft collects, uses, stores and protects your personal information when you use the Service, and the rights you have.',
    sections: {
      collect: {
        heading: '1. What we collect',
        body: 'Account information: your phone number, for login and account security.\n\nUsage information: the topics you enter, files you upload, the outlines and decks generated, and order and membership records.\n\nDevice information: a random device id created by your browser, the interface language and the browser type, for security and troubleshooting.',
      },
      use: {
        heading: '2. How we use it',
        body: 'We use your information only to provide login, generation, download and membership services; to send service notices such as verification codes; to keep accounts and the Service secure; and, once de-identified, to improve the product. We do not use it for anything else without your consent.',
      },
      ai: {
        heading: '3. AI processing',
        body: 'To write outlines and slides, the topics and file contents you submit are sent to the AI model service configured by this site. In offline mode the content is processed on this site’s servers only and is not sent to a third-party model service.',
      },
      sharing: {
        heading: '4. Sharing and processors',
        body: 'We pass the minimum necessary information to SMS providers, payment providers and AI model providers only where the Service requires it, and bind them to confidentiality. We never sell your personal information.',
      },
      storage: {
        heading: '5. Storage and retention',
        body: 'Your information is stored on the servers of the Service’s operator and protected by access control and encrypted transport. We keep it while you use the Service; after your account is closed we delete or anonymise it once any legally required retention period has passed.',
      },
      local: {
        heading: '6. Browser storage',
        body: 'We keep your login token, interface language, device id and pending generation parameters in your browser to keep you logged in and resume your work. You can remove them at any time by logging out or clearing your browser data.',
      },
      rights: {
        heading: '7. Your rights',
        body: 'You may access, correct and delete your personal information, withdraw your consent, and close your account. Contact support to exercise these rights; we reply within 15 working days.',
      },
      minors: {
        heading: '8. Minors',
        body: 'Children under 14 should use the Service only with the consent and guidance of a guardian. If we learn that we collected a child’s information without such consent, we delete it promptly.',
      },
      contact: {
        heading: '9. Contact',
        body: 'For questions, comments or complaints about this policy, reach us through “Contact support” in the site footer.',
      },
    },
  },
};

export default legal;
