import { describe, expect, it } from 'vitest';
import {
  leadingNumber,
  leadingYear,
  pointFigure,
  splitMarker,
  trailingNumber,
} from './point-shape.js';

const figure = (point: string) => {
  const parsed = leadingNumber(point);
  return parsed && [parsed.display, parsed.label];
};

describe('leadingNumber', () => {
  it('keeps a range whole, with the label after the separator', () => {
    expect(figure('10-20万元：家庭主力车型')).toEqual(['10-20万元', '家庭主力车型']);
    expect(figure('10～20%：占比')).toEqual(['10～20%', '占比']);
    expect(figure('3-5年回本')).toEqual(['3-5年', '回本']);
    expect(figure('10万-20万元 预算')).toEqual(['10万-20万元', '预算']);
    expect(leadingNumber('10-20万元：家庭主力车型')).toMatchObject({ range: true, value: 10 });
  });

  it('keeps approximations and scales with the figure', () => {
    expect(figure('约30%的用户')).toEqual(['约30%', '的用户']);
    expect(figure('超过1000家企业')).toEqual(['超过1000家', '企业']);
    expect(figure('1.2万+ 用户')).toEqual(['1.2万+', '用户']);
    expect(figure('30万元以上：豪华品牌')).toEqual(['30万元以上', '豪华品牌']);
    expect(figure('3.5倍：效率提升')).toEqual(['3.5倍', '效率提升']);
    expect(figure('64GB 内存')).toEqual(['64GB', '内存']);
    expect(figure('about 30% of users')).toEqual(['about 30%', 'of users']);
    expect(leadingNumber('约30%的用户')).toMatchObject({ approximate: true, unit: '%' });
    expect(leadingNumber('1,000 名学员')).toMatchObject({ value: 1000, unit: '名' });
  });

  it('keeps a scale with what it counts, and units beyond money and people', () => {
    expect(figure('12场 行业大会')).toEqual(['12场', '行业大会']);
    expect(figure('1.2万件 订单')).toEqual(['1.2万件', '订单']);
    expect(figure('126万人次 门急诊')).toEqual(['126万人次', '门急诊']);
    expect(figure('86万亩 高标准农田')).toEqual(['86万亩', '高标准农田']);
    expect(figure('48分贝 静音运行')).toEqual(['48分贝', '静音运行']);
    expect(figure('1,360张 设计稿')).toEqual(['1,360张', '设计稿']);
    expect(figure('30% 线上渠道增长')).toEqual(['30%', '线上渠道增长']);
  });

  it('reads names, years, dates and ordinals as no statistic', () => {
    for (const point of [
      'L2级辅助驾驶成为标配',
      '3级等保测评',
      'GPT-4o 发布',
      '5G 网络覆盖全市',
      'Web3 应用',
      'ISO 9001 认证',
      '3D 打印',
      '2025年渗透率超过 60%',
      '2024-03 上线',
      '1. 明确目标',
      '2、分步推进',
      '3月：召开动员会',
      '5年级学生',
    ]) {
      expect(leadingNumber(point), point).toBeUndefined();
    }
  });
});

const trailing = (point: string) => {
  const parsed = trailingNumber(point);
  return parsed && [parsed.label, parsed.display];
};

describe('trailingNumber', () => {
  it('reads a figure that ends a point after a short label', () => {
    expect(trailing('比亚迪 32%')).toEqual(['比亚迪', '32%']);
    expect(trailing('比亚迪：32%')).toEqual(['比亚迪', '32%']);
    expect(trailing('Tesla 8%')).toEqual(['Tesla', '8%']);
    expect(trailing('比亚迪 32%。')).toEqual(['比亚迪', '32%']);
    expect(trailing('一线和新一线城市用户占比45%')).toEqual(['一线和新一线城市用户占比', '45%']);
    expect(trailing('营收 1,280万元')).toEqual(['营收', '1,280万元']);
    expect(trailing('利润 -5%')).toEqual(['利润', '-5%']);
    expect(trailingNumber('比亚迪 32%')).toMatchObject({ value: 32, unit: '%', at: 'end' });
    expect(leadingNumber('85% 的教师')).toMatchObject({ at: 'start' });
  });

  it('keeps a bound with the figure and leaves a change to the label', () => {
    expect(trailing('公共充电桩超过350万台')).toEqual(['公共充电桩', '超过350万台']);
    expect(trailing('价格不超过10万元')).toEqual(['价格', '不超过10万元']);
    expect(trailing('Uptime over 99.9%')).toEqual(['Uptime', 'over 99.9%']);
    expect(trailingNumber('公共充电桩超过350万台')).toMatchObject({ approximate: true });
    // '提升至', '增长' read on as the label's words; the figures side by side stay alike.
    expect(trailing('女性用户占比提升至38%')).toEqual(['女性用户占比提升至', '38%']);
    expect(trailing('完成率未达到80%')).toEqual(['完成率未达到', '80%']);
    // A one-character bound after a Chinese character may be part of a word (最近, 签约).
    expect(trailing('新增签约30家')).toEqual(['新增签约', '30家']);
    expect(trailing('渗透率约30%')).toEqual(['渗透率约', '30%']);
  });

  it('keeps ranges and units whole', () => {
    expect(trailing('增速 10-20%')).toEqual(['增速', '10-20%']);
    expect(trailingNumber('增速 10-20%')).toMatchObject({ range: true, value: 10 });
    expect(trailing('价格 10万-20万元')).toEqual(['价格', '10万-20万元']);
    expect(trailing('电池成本每千瓦时600元以下')).toEqual(['电池成本每千瓦时', '600元以下']);
    expect(trailing('内存 64GB')).toEqual(['内存', '64GB']);
  });

  it('reads no figure in a sentence, a name, a year, a date, a rank or a bare number', () => {
    for (const point of [
      '出口量达到200万辆，位居全球第一',
      // A figure at the end of a sentence of two clauses, with figures of its own, is no stat.
      '2025年销量达到1280万辆，同比增长35%',
      '续航里程：600公里 vs 450公里',
      '600公里 vs 450公里',
      'L2级辅助驾驶',
      '支持L2级',
      '支持5G',
      'GPT-4',
      'iPhone 15',
      'A100 80GB',
      'Q3 20%',
      '成立于2015年',
      '规划期2020-2025年',
      '发布于2024年3月',
      '购置税减免政策延续至2027年底',
      '全国排名第3名',
      '增速10%-20元',
      '比亚迪 32%!',
      '超过350万台',
      '这是一个很长很长的句子，最后才说到占比是32%',
      '在所有被调查的一线和新一线城市的用户中占比为45%',
    ]) {
      expect(trailingNumber(point), point).toBeUndefined();
    }
  });
});

describe('pointFigure', () => {
  it('takes the figure a point leads with or ends with', () => {
    expect(pointFigure('85% 的教师减轻备课负担')).toMatchObject({ display: '85%', at: 'start' });
    expect(pointFigure('比亚迪 32%')).toMatchObject({ display: '32%', at: 'end' });
    expect(pointFigure('超过350万台')).toMatchObject({ display: '超过350万台', at: 'start' });
    expect(pointFigure('2025年销量达到1280万辆，同比增长35%')).toBeUndefined();
  });

  it('with both, the trailing one where the leading one runs on into the words', () => {
    expect(pointFigure('25-35岁用户占比58%')).toMatchObject({
      display: '58%',
      label: '25-35岁用户占比',
      at: 'end',
    });
    expect(pointFigure('3年累计投入500万元')).toMatchObject({ display: '500万元', at: 'end' });
    // Set off from its words, the leading figure is the point's headline.
    expect(pointFigure('45% 用户 月均3次')).toMatchObject({ display: '45%', at: 'start' });
  });
});

describe('leadingYear and splitMarker', () => {
  it('keeps year ranges and dates whole', () => {
    expect(leadingYear('2020-2025年：规划期')).toBe('2020-2025年');
    expect(leadingYear('2025年底完成')).toBe('2025年底');
    expect(leadingYear('2024年3月 发布')).toBe('2024年3月');
    expect(splitMarker('1980 年代专家系统兴起')).toEqual({
      marker: '1980 年代',
      rest: '专家系统兴起',
    });
    expect(splitMarker('2020-2025年：规划期')).toEqual({ marker: '2020-2025年', rest: '规划期' });
  });

  it('keeps an ordinal with its unit whole and never cuts a word after it', () => {
    expect(splitMarker('第一季度：完成渠道梳理')).toEqual({
      marker: '第一季度',
      rest: '完成渠道梳理',
    });
    expect(splitMarker('第二阶段 试点推广')).toEqual({ marker: '第二阶段', rest: '试点推广' });
    expect(splitMarker('第3名：华东区')).toEqual({ marker: '第3名', rest: '华东区' });
    // '第一' before a word that is not its unit is no marker: the point stays as written.
    expect(splitMarker('第一线员工的声音')).toEqual({ marker: '', rest: '第一线员工的声音' });
  });

  it('keeps a month marker whole before its colon', () => {
    expect(splitMarker('3月：召开动员会')).toEqual({ marker: '3月', rest: '召开动员会' });
    expect(splitMarker('11月中旬：期中反馈')).toEqual({ marker: '11月中旬', rest: '期中反馈' });
    expect(splitMarker('2023年至今：负责华东区')).toEqual({
      marker: '2023年至今',
      rest: '负责华东区',
    });
  });
});
