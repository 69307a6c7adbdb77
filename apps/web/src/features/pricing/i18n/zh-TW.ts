import type { PricingMessages } from './zh-CN';

const pricing: PricingMessages = {
  title: '選擇適合你的方案',
  subtitle: '專業版不限次數產生簡報，並解鎖全部會員權益。',
  perMonth: '/月',
  perMonthAveraged: '/月（依方案折算）',
  priceUnavailable: '價格暫時無法顯示',
  from: '起',
  current: '目前方案',
  upgrade: '立即開通',
  renew: '續費',
  free: '免費使用',
  plansTitle: '會員方案',
  plans: {
    basic: {
      name: '基礎版',
      description: '免費體驗 AI 產生大綱與簡報，適合偶爾使用。',
    },
    professional: {
      name: '專業版',
      description: '不限次數產生，更多專案與範本下載，適合高頻製作。',
    },
  },
  compare: {
    title: '權益對比',
    right: '權益',
    included: '包含',
    excluded: '不包含',
    rows: {
      generation: { title: 'AI 產生簡報', basic: '依 AI 點數', professional: '不限次數' },
      aiPoints: { title: 'AI 點數', basic: '有限額度', professional: '不限' },
      projects: { title: '個人空間專案數', basic: '有上限', professional: '不限' },
      templates: { title: '範本下載', basic: '有限次數', professional: '不限次數' },
      deepThinking: { title: '深度思考大綱' },
      pptx: { title: '下載 PPTX' },
    },
  },
};

export default pricing;
