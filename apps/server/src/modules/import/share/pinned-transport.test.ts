import type { LookupAddress } from 'node:dns';
import type { LookupOptions } from 'node:dns';
import { describe, expect, it } from 'vitest';
import {
  RefusedAddressError,
  guardedLookup,
  pinnedHttpsTransport,
  type Resolver,
} from './pinned-transport.js';

/** A resolver answering from a table, recording every question. */
function resolver(answers: Record<string, string[]>, asked: string[] = []): Resolver {
  return async (hostname) => {
    asked.push(hostname);
    const list = answers[hostname];
    if (!list) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
    return list.map((address): LookupAddress => ({
      address,
      family: address.includes(':') ? 6 : 4,
    }));
  };
}

function lookup(res: Resolver, hostname: string, options: LookupOptions) {
  return new Promise<{ error: Error | null; address: unknown; family?: number }>((resolve) =>
    guardedLookup(res)(hostname, options, (error, address, family) =>
      resolve({ error, address, ...(family === undefined ? {} : { family }) }),
    ),
  );
}

describe('the guarded lookup (checks the address the socket will use)', () => {
  const table = {
    'mubu.com': ['47.96.1.10'],
    'both.example': ['47.96.1.10', '2400:3200::1'],
    'rebind.example': ['47.96.1.10', '127.0.0.1'],
    'internal.example': ['10.0.0.8'],
    'metadata.example': ['169.254.169.254'],
    'mapped.example': ['::ffff:127.0.0.1'],
  };

  it('passes public answers through, in both lookup shapes', async () => {
    expect(await lookup(resolver(table), 'mubu.com', {})).toEqual({
      error: null,
      address: '47.96.1.10',
      family: 4,
    });
    const all = await lookup(resolver(table), 'both.example', { all: true });
    expect(all.error).toBeNull();
    expect(all.address).toEqual([
      { address: '47.96.1.10', family: 4 },
      { address: '2400:3200::1', family: 6 },
    ]);
  });

  it.each(['rebind.example', 'internal.example', 'metadata.example', 'mapped.example'])(
    'refuses %s (any non-public answer refuses the name)',
    async (host) => {
      const result = await lookup(resolver(table), host, { all: true });
      expect(result.error).toBeInstanceOf(RefusedAddressError);
    },
  );

  it('passes resolver failures on', async () => {
    const result = await lookup(resolver(table), 'missing.example', {});
    expect((result.error as NodeJS.ErrnoException).code).toBe('ENOTFOUND');
  });
});

describe('the HTTPS transport', () => {
  const signal = new AbortController().signal;

  it.each(['127.0.0.1', '10.1.2.3', '169.254.169.254', 'fd00::1'])(
    'never connects when the allowed name resolves to %s (the socket uses the checked answer)',
    async (address) => {
      const asked: string[] = [];
      const transport = pinnedHttpsTransport(resolver({ 'mubu.com': [address] }, asked));
      await expect(
        transport(new URL('https://mubu.com/doc/abcd'), { signal }),
      ).rejects.toBeInstanceOf(RefusedAddressError);
      expect(asked).toEqual(['mubu.com']);
    },
  );

  it('refuses plain HTTP and non-public IP literals before any socket', async () => {
    const asked: string[] = [];
    const transport = pinnedHttpsTransport(resolver({}, asked));
    for (const url of [
      'http://mubu.com/doc/abcd',
      'https://127.0.0.1/doc/abcd',
      'https://[::1]/doc/abcd',
      'https://[::ffff:7f00:1]/x',
    ]) {
      await expect(transport(new URL(url), { signal }), url).rejects.toBeInstanceOf(
        RefusedAddressError,
      );
    }
    expect(asked).toEqual([]);
  });
});
