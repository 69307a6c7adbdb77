const pricing = {
  title: '选择适合你的方案',
  subtitle: '专业版不限次数生成 PPT，并解锁全部会员权益。',
  perMonth: '/月',
  perMonthAveraged: '/月（按套餐折算）',
  priceUnavailable: '价格暂时无法显示',
  from: '起',
  current: '当前方案',
  upgrade: '立即开通',
  renew: '续费',
  free: '免费使用',
  plansTitle: '会员套餐',
  plans: {
    basic: {
      name: '基础版',
      description: '免费体验 AI 生成大纲与 PPT，适合偶尔使用。',
    },
    professional: {
      name: '专业版',
      description: '不限次数生成，更多项目与模板下载，适合高频制作。',
    },
  },
  compare: {
    title: '权益对比',
    right: '权益',
    included: '包含',
    excluded: '不包含',
    rows: {
      generation: { title: 'AI 生成 PPT', basic: '按 AI 点数', professional: '不限次数' },
      aiPoints: { title: 'AI 点数', basic: '有限额度', professional: '不限' },
      projects: { title: '个人空间项目数', basic: '有上限', professional: '不限' },
      templates: { title: '模板下载', basic: '有限次数', professional: '不限次数' },
      deepThinking: { title: '深度思考大纲' },
      pptx: { title: '下载 PPTX' },
    },
  },
};

export default pricing;
export type PricingMessages = typeof pricing;
