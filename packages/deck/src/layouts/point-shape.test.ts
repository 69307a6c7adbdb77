import { describe, expect, it } from 'vitest';
import { leadingNumber, leadingYear, splitMarker } from './point-shape.js';

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
