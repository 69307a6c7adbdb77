import type { ContentLayoutId } from '../layouts/content-layout.js';
import type { KindSample } from './family-slides.js';

type Samples = Readonly<Record<'short' | 'long' | 'mixed', KindSample>>;

const list = (title: string, points: readonly string[]): KindSample => ({ title, points });

const LONG_POINT =
  '围绕年度目标，统筹推进重点项目建设，完善跨部门协同机制，确保各项任务按期保质完成并形成可推广的经验';

/** Short, long and mixed Chinese/English content for each slide kind, as a test lays it out. */
export const KIND_SAMPLES: Readonly<Record<ContentLayoutId, Samples>> = {
  bullets: {
    short: list('工作重点', ['提升服务质量', '加强团队建设', '推进数字化']),
    long: list('2025年重点工作安排', [
      LONG_POINT,
      '持续优化营商环境，压缩审批时限至5个工作日以内',
      '加强人才队伍建设，全年培训骨干200人次',
      '建立健全考核评价体系，季度通报进展',
      '推进数据共享平台建设，打通10个部门系统',
    ]),
    mixed: list('AI 赋能业务', [
      '引入 LLM 助手，客服响应时间缩短60%',
      'Data pipeline 全面上云',
      'Use RAG to answer policy questions',
      'KPI dashboard 每日自动更新',
    ]),
  },
  'two-columns': {
    short: list('年度亮点', [
      '营收增长',
      '新增客户',
      '产品上线',
      '团队扩充',
      '成本下降',
      '口碑提升',
      '流程优化',
      '合规达标',
    ]),
    long: list(
      '改革举措清单',
      Array.from(
        { length: 8 },
        (_, i) => `第${i + 1}项：深化重点领域改革，完善配套制度，推动政策落地见效`,
      ),
    ),
    mixed: list('Roadmap 要点', [
      'Q1 完成 MVP',
      'Q2 launch beta',
      '接入 SSO 登录',
      'Support 10k users',
      '上线计费系统',
      'SOC 2 认证',
      '海外 CDN 部署',
      'API 开放平台',
    ]),
  },
  'cards-3': {
    short: list('三大优势', ['技术领先', '服务专业', '价格合理']),
    long: list('核心竞争力', [
      '自主研发核心算法，拥有发明专利32项',
      '覆盖全国300个城市的服务网络，7×24小时响应',
      '规模化采购带来的成本优势，综合成本下降18%',
    ]),
    mixed: list('Why us', ['Cloud native 架构', 'SLA 99.99% 可用性', '本地化 support 团队']),
  },
  'cards-4': {
    short: list('四项原则', ['安全第一', '质量为本', '客户至上', '持续改进']),
    long: list('四大保障', [
      '组织保障：成立专项工作领导小组',
      '制度保障：出台十项配套管理办法',
      '资金保障：设立专项资金5000万元',
      '技术保障：建设统一的数字化支撑平台',
    ]),
    mixed: list('Team values', [
      'Ownership 主人翁',
      'Customer first',
      '开放 Open',
      'Bias for action',
    ]),
  },
  'two-blocks': {
    short: list('两个抓手', ['抓创新', '抓落实']),
    long: list('双轮驱动', [
      '科技创新：加大研发投入，研发强度提升至5%，建设三个重点实验室',
      '制度创新：深化体制机制改革，激发市场主体活力，形成可复制经验',
    ]),
    mixed: list('Two bets', ['AI agent 平台', 'Global expansion 出海']),
  },
  numbered: {
    short: list('实施步骤', ['需求调研', '方案设计', '试点运行', '全面推广']),
    long: list('推进路径', [
      '第一步：全面摸底调研，厘清现状与问题清单，形成调研报告',
      '第二步：制定实施方案，明确责任分工和时间节点',
      '第三步：选取三个单位开展试点，总结经验',
      '第四步：全面推广，建立长效机制并定期评估',
    ]),
    mixed: list('Onboarding flow', [
      'Step 1 注册账号',
      'Step 2 connect data source',
      'Step 3 配置 dashboard',
      'Step 4 invite team 成员',
    ]),
  },
  timeline: {
    short: list('发展历程', [
      '2019年 公司成立',
      '2021年 A轮融资',
      '2023年 用户破百万',
      '2025年 海外上市',
    ]),
    long: list('项目里程碑', [
      '2024年3月：完成需求调研和可行性论证，形成立项报告',
      '2024年9月：完成系统设计与核心模块开发',
      '2025年3月：在三个地市开展试点运行',
      '2025年12月：全省推广上线并通过验收',
    ]),
    mixed: list('Milestones', [
      '2022 seed round 种子轮',
      '2023 launch 1.0',
      '2024 ARR 破千万',
      '2025 Series B',
    ]),
  },
  comparison: {
    short: {
      title: '方案对比',
      points: ['方案A：成本低', '方案A：周期短', '方案B：效果好', '方案B：可扩展'],
      groups: [
        { title: '方案A', points: ['成本低', '周期短'] },
        { title: '方案B', points: ['效果好', '可扩展'] },
      ],
    },
    long: {
      title: '自建与外采对比',
      points: [],
      groups: [
        {
          title: '自建',
          points: [
            '前期投入大，需组建30人研发团队',
            '可完全掌控核心技术与数据安全',
            '迭代灵活，贴合业务需要',
          ],
        },
        {
          title: '外采',
          points: [
            '上线快，三个月内即可交付使用',
            '年度授权费用高，长期成本不可控',
            '定制能力有限，依赖供应商响应',
          ],
        },
      ],
    },
    mixed: {
      title: 'SaaS vs 私有化',
      points: [],
      groups: [
        { title: 'SaaS', points: ['Pay as you go', '免运维'] },
        { title: '私有化 On-prem', points: ['数据不出域', 'One-time license'] },
      ],
    },
  },
  stats: {
    short: list('关键数据', ['95% 客户满意度', '120万 注册用户', '30个 覆盖城市']),
    long: list('经营成果', [
      '营收 12.5亿元，同比增长35%，创历史新高',
      '净利润 2.1亿元，利润率提升至16.8%',
      '研发投入 1.8亿元，占营收比重14.4%',
      '员工人数 1200人，其中研发人员占比55%',
    ]),
    mixed: list('Growth metrics', ['3x ARR growth', '45% 毛利率', '10万+ MAU', '99.9% uptime']),
  },
  quote: {
    short: list('名言', ['“不积跬步，无以至千里。”——荀子']),
    long: list('客户评价', [
      '“这套系统上线后，我们的审批时间从两周缩短到了两天，业务部门的满意度显著提升，真正实现了数据多跑路、群众少跑腿。”——某市政务服务中心主任',
    ]),
    mixed: list('Quote', ['“Stay hungry, stay foolish. 求知若饥，虚心若愚。”——Steve Jobs']),
  },
  statement: {
    short: list('我们的使命', ['让每个人都能做出专业的演示']),
    long: list('总体目标', [
      '到2027年，建成覆盖全省、互联互通、安全可靠的数字政府基础设施体系，政务服务事项全程网办率达到95%以上',
    ]),
    mixed: list('Vision 愿景', ['Make AI presentations 人人可用']),
  },
  'image-text': {
    short: list('团队建设', ['引进高端人才', '完善培训体系', '优化激励机制']),
    long: list('人才发展战略', [
      '实施领军人才计划，三年引进高层次人才50名',
      '建立分层分类培训体系，人均年培训时长不少于40小时',
      '完善股权激励与绩效奖金相结合的长效激励机制',
    ]),
    mixed: list('Team 团队', ['Hire top engineers 招聘', 'Mentorship program', '季度 OKR review']),
  },
  table: {
    short: list('项目概况', ['项目名称：智慧园区', '建设周期：12个月', '总投资：3000万元']),
    long: list('预算明细', [
      '硬件采购：服务器、网络及安全设备共计1200万元，占总预算40%',
      '软件开发：平台定制开发及系统集成900万元',
      '运维服务：三年运维及技术支持服务450万元',
      '培训推广：分批次组织用户培训及宣传推广150万元',
      '预备费：用于不可预见支出300万元',
    ]),
    mixed: list('Tech stack', [
      'Frontend：React + TypeScript',
      'Backend：Node.js 微服务',
      'Database：PostgreSQL 主从',
      'Deploy：Kubernetes 集群',
    ]),
  },
};
