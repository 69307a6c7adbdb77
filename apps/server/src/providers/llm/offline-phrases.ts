import type { Locale } from '@slidecraft/contract';

/** The building blocks of the offline composer, per locale. `{t}` is the topic. */
export interface ComposerPhrases {
  subtitle: string;
  chapters: { title: string; sections: { title: string; points: string[] }[] }[];
  /**
   * Point sets for a page the chapters above do not know (offline page fill); `{p}` is the
   * page's title. One set is picked by the title, so a page always gets the same points.
   */
  pagePoints: string[][];
  /** The chapter that holds imported text found before the document's first heading. */
  overview: string;
}

const zhCN: ComposerPhrases = {
  subtitle: '{t}：现状、方法与展望',
  pagePoints: [
    ['{p}的背景与现状', '{p}的关键做法', '{p}对{t}的意义'],
    ['明确{p}的目标与范围', '梳理{p}的主要环节', '总结{p}的经验与改进方向'],
    ['{p}的核心概念', '{p}的典型场景', '{p}带来的价值'],
    ['{p}面临的主要问题', '解决问题的思路与方法', '下一步的行动计划'],
  ],
  overview: '概述',
  chapters: [
    {
      title: '{t}的背景与意义',
      sections: [
        {
          title: '发展背景',
          points: ['{t}受到越来越多的关注', '技术与需求共同推动变化', '政策与市场环境持续完善'],
        },
        {
          title: '核心价值',
          points: ['提升效率，降低成本', '改善体验，创造新的可能', '为长期发展奠定基础'],
        },
      ],
    },
    {
      title: '{t}的现状分析',
      sections: [
        {
          title: '主要特点',
          points: ['应用范围不断扩大', '参与主体日益多元', '标准与规范逐步建立'],
        },
        {
          title: '面临的问题',
          points: ['认识不足与资源不均', '经验与人才储备有限', '效果评估体系尚不健全'],
        },
      ],
    },
    {
      title: '{t}的关键方法',
      sections: [
        {
          title: '总体思路',
          points: ['明确目标，分步推进', '以需求为导向设计方案', '持续复盘，迭代优化'],
        },
        { title: '实施步骤', points: ['调研与规划', '试点与验证', '推广与完善'] },
        {
          title: '保障措施',
          points: [
            '组织保障：明确分工与责任',
            '资源保障：资金、人才与工具',
            '机制保障：考核与激励',
          ],
        },
      ],
    },
    {
      title: '{t}的实践案例',
      sections: [
        { title: '典型案例', points: ['案例背景与目标', '采取的主要做法', '取得的成效与数据'] },
        {
          title: '经验启示',
          points: ['找准切入点是成功的前提', '多方协同能放大效果', '持续投入带来长期回报'],
        },
      ],
    },
    {
      title: '{t}的挑战与对策',
      sections: [
        { title: '主要挑战', points: ['成本与收益的平衡', '安全与合规要求', '组织与文化的适应'] },
        {
          title: '应对策略',
          points: ['分阶段投入，控制风险', '完善制度，守住底线', '加强培训，凝聚共识'],
        },
      ],
    },
    {
      title: '总结与展望',
      sections: [
        {
          title: '核心结论',
          points: ['{t}具有重要的现实意义', '方法得当才能取得实效', '需要长期坚持与持续改进'],
        },
        {
          title: '未来展望',
          points: ['融合创新将成为主流', '应用场景更加丰富', '共建开放合作的生态'],
        },
      ],
    },
  ],
};

const zhTW: ComposerPhrases = {
  subtitle: '{t}：現況、方法與展望',
  pagePoints: [
    ['{p}的背景與現況', '{p}的關鍵做法', '{p}對{t}的意義'],
    ['明確{p}的目標與範圍', '梳理{p}的主要環節', '總結{p}的經驗與改進方向'],
    ['{p}的核心概念', '{p}的典型場景', '{p}帶來的價值'],
    ['{p}面臨的主要問題', '解決問題的思路與方法', '下一步的行動計畫'],
  ],
  overview: '概述',
  chapters: [
    {
      title: '{t}的背景與意義',
      sections: [
        {
          title: '發展背景',
          points: ['{t}受到越來越多的關注', '技術與需求共同推動變化', '政策與市場環境持續完善'],
        },
        {
          title: '核心價值',
          points: ['提升效率，降低成本', '改善體驗，創造新的可能', '為長期發展奠定基礎'],
        },
      ],
    },
    {
      title: '{t}的現況分析',
      sections: [
        {
          title: '主要特點',
          points: ['應用範圍不斷擴大', '參與主體日益多元', '標準與規範逐步建立'],
        },
        {
          title: '面臨的問題',
          points: ['認識不足與資源不均', '經驗與人才儲備有限', '成效評估體系尚不健全'],
        },
      ],
    },
    {
      title: '{t}的關鍵方法',
      sections: [
        {
          title: '整體思路',
          points: ['明確目標，分步推進', '以需求為導向設計方案', '持續檢討，迭代優化'],
        },
        { title: '實施步驟', points: ['調查與規劃', '試點與驗證', '推廣與完善'] },
        {
          title: '保障措施',
          points: [
            '組織保障：明確分工與責任',
            '資源保障：資金、人才與工具',
            '機制保障：考核與激勵',
          ],
        },
      ],
    },
    {
      title: '{t}的實踐案例',
      sections: [
        { title: '典型案例', points: ['案例背景與目標', '採取的主要做法', '取得的成效與數據'] },
        {
          title: '經驗啟示',
          points: ['找準切入點是成功的前提', '多方協同能放大效果', '持續投入帶來長期回報'],
        },
      ],
    },
    {
      title: '{t}的挑戰與對策',
      sections: [
        { title: '主要挑戰', points: ['成本與收益的平衡', '安全與合規要求', '組織與文化的適應'] },
        {
          title: '應對策略',
          points: ['分階段投入，控制風險', '完善制度，守住底線', '加強培訓，凝聚共識'],
        },
      ],
    },
    {
      title: '總結與展望',
      sections: [
        {
          title: '核心結論',
          points: ['{t}具有重要的現實意義', '方法得當才能取得實效', '需要長期堅持與持續改進'],
        },
        {
          title: '未來展望',
          points: ['融合創新將成為主流', '應用場景更加豐富', '共建開放合作的生態'],
        },
      ],
    },
  ],
};

const enUS: ComposerPhrases = {
  subtitle: '{t}: where we are, how to act, what comes next',
  pagePoints: [
    ['{p}: background and status', 'Key practices of {p}', 'What {p} means for {t}'],
    ['Goals and scope of {p}', 'The main steps of {p}', 'Lessons and next improvements'],
    ['Core ideas of {p}', 'Typical scenarios', 'The value {p} brings'],
    ['Main problems of {p}', 'Ways to solve them', 'Next actions'],
  ],
  overview: 'Overview',
  chapters: [
    {
      title: 'Why {t} matters',
      sections: [
        {
          title: 'Background',
          points: [
            '{t} draws growing attention',
            'Technology and demand drive the change',
            'Policy and markets keep maturing',
          ],
        },
        {
          title: 'Core value',
          points: [
            'Higher efficiency at lower cost',
            'Better experiences and new possibilities',
            'A foundation for long-term growth',
          ],
        },
      ],
    },
    {
      title: 'The state of {t}',
      sections: [
        {
          title: 'Key features',
          points: [
            'Wider and wider adoption',
            'More diverse participants',
            'Standards taking shape',
          ],
        },
        {
          title: 'Open problems',
          points: [
            'Uneven awareness and resources',
            'Limited experience and talent',
            'Immature ways to measure results',
          ],
        },
      ],
    },
    {
      title: 'How to approach {t}',
      sections: [
        {
          title: 'Guiding ideas',
          points: [
            'Set clear goals and move in steps',
            'Design from real needs',
            'Review and iterate continuously',
          ],
        },
        {
          title: 'Steps',
          points: ['Research and planning', 'Pilot and validation', 'Roll-out and refinement'],
        },
        {
          title: 'Enablers',
          points: [
            'Clear roles and ownership',
            'Budget, people and tools',
            'Reviews and incentives',
          ],
        },
      ],
    },
    {
      title: '{t} in practice',
      sections: [
        {
          title: 'A typical case',
          points: ['Context and goals', 'What was done', 'Results and numbers'],
        },
        {
          title: 'Lessons',
          points: [
            'Pick the right entry point',
            'Collaboration multiplies impact',
            'Sustained effort pays off',
          ],
        },
      ],
    },
    {
      title: 'Challenges and responses',
      sections: [
        {
          title: 'Challenges',
          points: [
            'Balancing cost and benefit',
            'Security and compliance',
            'Organisational and cultural fit',
          ],
        },
        {
          title: 'Responses',
          points: [
            'Invest in stages to limit risk',
            'Clear rules and safeguards',
            'Training to build consensus',
          ],
        },
      ],
    },
    {
      title: 'Summary and outlook',
      sections: [
        {
          title: 'Conclusions',
          points: [
            '{t} matters today',
            'The right method brings results',
            'It takes persistence and improvement',
          ],
        },
        {
          title: 'Outlook',
          points: [
            'Integration and innovation ahead',
            'Richer use cases',
            'An open, shared ecosystem',
          ],
        },
      ],
    },
  ],
};

export const COMPOSER_PHRASES: Record<Locale, ComposerPhrases> = {
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
};
