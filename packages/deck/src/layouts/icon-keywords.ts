/**
 * Icon choice by keyword. Names are those of the engine's built-in icon set (src/icons.ts);
 * the first rule whose pattern matches the text wins.
 */
export const ICON_NAMES = [
  'chart',
  'target',
  'lightbulb',
  'users',
  'shield',
  'rocket',
  'clock',
  'calendar',
  'check',
  'star',
  'book',
  'globe',
  'money',
  'gear',
  'leaf',
  'heart',
  'flag',
  'trophy',
  'document',
  'chat',
  'search',
  'link',
  'location',
  'phone',
  'mail',
  'cloud',
  'lock',
  'growth',
  'puzzle',
  'quote',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

const RULES: readonly (readonly [IconName, RegExp])[] = [
  ['lock', /隐私|密码|加密|权限|privacy|encrypt|password/iu],
  ['shield', /安全|风险|防护|保障|合规|security|risk|safe|protect|compliance/iu],
  ['growth', /增长|提升|提高|上升|增速|growth|increase|grow|improve/iu],
  ['chart', /数据|统计|分析|指标|报表|图表|data|analy|metric|statistic|report/iu],
  [
    'money',
    /成本|收入|利润|资金|预算|价格|费用|营收|投资|cost|revenue|profit|budget|price|fund|invest/iu,
  ],
  [
    'users',
    /学生|教师|老师|团队|用户|客户|员工|人才|家长|成员|群众|student|teacher|team|user|customer|people|staff/iu,
  ],
  ['target', /目标|定位|精准|战略|使命|goal|target|aim|strategy|mission/iu],
  ['lightbulb', /创新|创意|想法|思路|灵感|启发|idea|innovat|insight|creative/iu],
  ['rocket', /发展|启动|突破|加速|未来|展望|launch|accelerat|future|breakthrough/iu],
  ['clock', /时间|效率|实时|快速|及时|time|speed|fast|real-time|efficien/iu],
  ['calendar', /计划|日程|安排|周期|年度|季度|plan|schedule|quarter|annual/iu],
  ['book', /学习|教育|课程|教学|知识|阅读|培训|课堂|learn|educat|course|teach|knowledge|train/iu],
  ['globe', /全球|国际|世界|海外|开放|global|international|world/iu],
  [
    'gear',
    /技术|系统|工具|平台|流程|机制|工程|自动|tech|system|tool|platform|process|automat|engineer/iu,
  ],
  ['leaf', /环保|绿色|生态|可持续|环境|green|eco|sustain|environment/iu],
  ['heart', /健康|关爱|服务|满意|体验|医疗|health|care|service|experience/iu],
  ['flag', /党|政策|组织|里程碑|使命|policy|milestone/iu],
  ['trophy', /成果|成绩|奖|荣誉|领先|成功|achiev|award|success|win/iu],
  ['document', /文档|报告|制度|规范|标准|文件|作业|document|standard|paper/iu],
  ['chat', /沟通|交流|互动|讨论|反馈|问答|对话|communicat|discuss|feedback|interact/iu],
  ['search', /研究|调研|诊断|发现|检索|探索|research|search|diagnos|discover|explor/iu],
  ['link', /连接|协同|合作|整合|融合|伙伴|connect|collaborat|partner|integrat/iu],
  ['location', /地区|区域|城市|地点|门店|location|region|city|local/iu],
  ['cloud', /云|在线|网络|数字化|cloud|online|digital|network/iu],
  ['puzzle', /问题|挑战|难点|解决|方案|challenge|problem|solution|solve/iu],
  ['check', /完成|确保|质量|检查|落实|done|ensure|quality|check/iu],
];

const FALLBACKS: readonly IconName[] = ['star', 'check', 'lightbulb', 'target', 'flag', 'puzzle'];

/** The icon for a text, or a fallback picked by position so neighbouring cards differ. */
export function iconFor(text: string, position: number): IconName {
  const rule = RULES.find(([, pattern]) => pattern.test(text));
  return rule?.[0] ?? FALLBACKS[position % FALLBACKS.length] ?? 'star';
}

/** Whether any rule matches the text (the heading suggests an illustration). */
export function hasIconKeyword(text: string): boolean {
  return RULES.some(([, pattern]) => pattern.test(text));
}

/** Distinct icons for a row of cards: a repeated icon moves on to the next fallback. */
export function iconsFor(texts: readonly string[]): IconName[] {
  const used = new Set<IconName>();
  return texts.map((text, index) => {
    let icon = iconFor(text, index);
    for (let step = 0; used.has(icon) && step < FALLBACKS.length; step++) {
      icon = FALLBACKS[(index + step) % FALLBACKS.length] ?? icon;
    }
    used.add(icon);
    return icon;
  });
}
