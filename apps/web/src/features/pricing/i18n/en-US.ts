import type { PricingMessages } from './zh-CN';

const pricing: PricingMessages = {
  title: 'Choose the plan that fits you',
  subtitle: 'Professional generates unlimited decks and unlocks every member right.',
  perMonth: '/mo',
  perMonthAveraged: '/mo (averaged over the plan)',
  priceUnavailable: 'Price unavailable right now',
  from: 'from',
  current: 'Current plan',
  upgrade: 'Upgrade now',
  renew: 'Renew',
  free: 'Free',
  plansTitle: 'Membership plans',
  plans: {
    basic: {
      name: 'Basic',
      description: 'Try AI outlines and decks for free; good for occasional use.',
    },
    professional: {
      name: 'Professional',
      description: 'Unlimited generation, more projects and template downloads for frequent use.',
    },
  },
  compare: {
    title: 'Rights comparison',
    right: 'Right',
    included: 'Included',
    excluded: 'Not included',
    rows: {
      generation: {
        title: 'AI deck generation',
        basic: 'Uses AI points',
        professional: 'Unlimited',
      },
      aiPoints: { title: 'AI points', basic: 'Limited', professional: 'Unlimited' },
      projects: { title: 'Projects in personal space', basic: 'Capped', professional: 'Unlimited' },
      templates: { title: 'Template downloads', basic: 'Limited', professional: 'Unlimited' },
      deepThinking: { title: 'Deep-thinking outlines' },
      pptx: { title: 'PPTX download' },
    },
  },
};

export default pricing;
