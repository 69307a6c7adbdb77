import { describe, expect, it } from 'vitest';
import '../test/render';
import { i18n } from './i18n/instance';
import { relativeAge, relativeTime } from './relative-time';

const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const S = 1_000;
const MIN = 60 * S;
const H = 60 * MIN;
const D = 24 * H;
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('relativeAge (spec section 9)', () => {
  it.each([
    [0, { unit: 'now' }],
    [59 * S, { unit: 'now' }],
    [60 * S, { unit: 'minutes', count: 1 }],
    [59 * MIN, { unit: 'minutes', count: 59 }],
    [60 * MIN, { unit: 'hours', count: 1 }],
    [23 * H, { unit: 'hours', count: 23 }],
    [24 * H, { unit: 'days', count: 1 }],
    [29 * D, { unit: 'days', count: 29 }],
    [30 * D, { unit: 'months', count: 1 }],
    [359 * D, { unit: 'months', count: 11 }],
    [360 * D, { unit: 'years', count: 1 }],
    [721 * D, { unit: 'years', count: 2 }],
  ])('%i ms ago -> %o', (ms, age) => {
    expect(relativeAge(ago(ms), NOW)).toEqual(age);
  });

  it('takes a time ahead of the clock, or an unreadable one, as just now', () => {
    expect(relativeAge(ago(-5 * MIN), NOW)).toEqual({ unit: 'now' });
    expect(relativeAge('not a date', NOW)).toEqual({ unit: 'now' });
  });
});

describe('relativeTime in each locale', () => {
  const words = (locale: string) => {
    const t = i18n.getFixedT(locale, 'common');
    return [59 * S, 60 * S, 2 * MIN, 60 * MIN, 24 * H, 3 * D, 30 * D, 359 * D, 360 * D].map((ms) =>
      relativeTime(t, ago(ms), NOW),
    );
  };

  it('zh-CN', () => {
    expect(words('zh-CN')).toEqual([
      '1 分钟内',
      '1 分钟前',
      '2 分钟前',
      '1 小时前',
      '1 天前',
      '3 天前',
      '1 个月前',
      '11 个月前',
      '1 年前',
    ]);
  });

  it('zh-TW', () => {
    expect(words('zh-TW')).toEqual([
      '1 分鐘內',
      '1 分鐘前',
      '2 分鐘前',
      '1 小時前',
      '1 天前',
      '3 天前',
      '1 個月前',
      '11 個月前',
      '1 年前',
    ]);
  });

  it('en-US, singular and plural', () => {
    expect(words('en-US')).toEqual([
      'within 1 minute',
      '1 minute ago',
      '2 minutes ago',
      '1 hour ago',
      '1 day ago',
      '3 days ago',
      '1 month ago',
      '11 months ago',
      '1 year ago',
    ]);
  });
});

describe('RelativeTime', () => {
  it('shows a unix-seconds or ISO time relatively, with the exact time as its tooltip', async () => {
    const { render } = await import('@testing-library/react');
    const { RelativeTime } = await import('./RelativeTime');
    const { formatDateTime } = await import('./format-date');
    const at = Math.floor(Date.now() / 1000) - 3 * 3600;
    const { container } = render(<RelativeTime at={at} />);
    const time = container.querySelector('time')!;
    expect(time.textContent).toBe('3 小时前');
    expect(time.title).toBe(formatDateTime(at));
    expect(time.dateTime).toBe(new Date(at * 1000).toISOString());
    const iso = render(<RelativeTime at={new Date(Date.now() - 20_000).toISOString()} />);
    expect(iso.container.querySelector('time')!.textContent).toBe('1 分钟内');
    // An unreadable time shows nothing rather than 'NaN'.
    expect(render(<RelativeTime at="no date" />).container.querySelector('time')).toBeNull();
  });
});
