import { describe, expect, it } from 'vitest';
import { isOutage } from './outage.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isOutage', () => {
  it('knows a database or Redis that is away, also as the cause of a wrapper', () => {
    expect(isOutage(withCode('terminating connection due to administrator command', '57P01'))).toBe(
      true,
    );
    expect(isOutage(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isOutage(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isOutage(new Error("Stream isn't writeable and enableOfflineQueue options is false")),
    ).toBe(true);
    const wrapped = new Error('Failed query: select 1', {
      cause: withCode('the database system is shutting down', '57P03'),
    });
    expect(isOutage(wrapped)).toBe(true);
  });

  it('leaves real bugs and bad data to the catch-all', () => {
    expect(isOutage(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isOutage(withCode('duplicate key value violates unique constraint', '23505'))).toBe(
      false,
    );
    expect(isOutage(withCode('syntax error at or near "selec"', '42601'))).toBe(false);
    expect(isOutage('ECONNREFUSED')).toBe(false);
  });
});
