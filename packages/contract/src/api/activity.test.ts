import { describe, expect, it } from 'vitest';
import { AdSchema, OPERATOR_SLOT_SCHEMAS, isHttpsUrl } from './activity.js';

describe('activity slot documents', () => {
  it('takes https addresses only, without credentials, spaces or backslashes', () => {
    for (const ok of [
      'https://cdn.example.com/a.png',
      'https://example.com',
      'https://example.com:8443/x?y=1#z',
      'https://1.2.3.4/a',
    ]) {
      expect(isHttpsUrl(ok), ok).toBe(true);
    }
    for (const bad of [
      'http://example.com/a.png',
      'https://user:pw@example.com/',
      'https://example.com\\@evil.com',
      'https://exa mple.com',
      'https://example.com/a\nb',
      'javascript:alert(1)',
      'https:///path',
      '//example.com',
    ]) {
      expect(isHttpsUrl(bad), bad).toBe(false);
    }
  });

  it('takes an https address or a same-site path for an ad picture and link', () => {
    const ad = {
      id: 'a',
      title: 't',
      image: '/img/a.png',
      link: '/pricing?mm=',
      placement: 'home',
    };
    expect(AdSchema.safeParse(ad).success).toBe(true);
    for (const link of ['//evil.com', '/\\evil.com', 'pricing', 'data:text/html,x']) {
      expect(AdSchema.safeParse({ ...ad, link }).success, link).toBe(false);
    }
  });

  it('refuses unknown fields, repeated ids and amounts with more than 2 decimals', () => {
    const popup = {
      title: 't',
      description: 'd',
      reduce_amount_cny: 19.9,
      endAt: 1_900_000_000,
      productId: 'pro-yearly',
    };
    expect(OPERATOR_SLOT_SCHEMAS.popup.safeParse(popup).success).toBe(true);
    expect(OPERATOR_SLOT_SCHEMAS.popup.safeParse({ ...popup, extra: 1 }).success).toBe(false);
    expect(
      OPERATOR_SLOT_SCHEMAS.popup.safeParse({ ...popup, reduce_amount_cny: 0.005 }).success,
    ).toBe(false);
    expect(OPERATOR_SLOT_SCHEMAS['activity-products'].safeParse(['a', 'a']).success).toBe(false);
  });
});
