import { envelopeSchema, UserInfoSchema } from '@slidecraft/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { outputJsonSchema, responseSerializerCompiler } from './response-serializer.js';

const route = (schema: unknown) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/t', httpStatus: '200' } as never);

const Account = envelopeSchema(
  z.object({
    id: z.string(),
    nickname: z.string().nullable(),
    vip: z.object({ isRole: z.boolean(), endAt: z.int() }),
    tags: z.array(z.string()),
    plan: z.enum(['basic', 'pro']),
    avatar: z.string().optional(),
    kind: z.union([z.literal('phone'), z.object({ provider: z.string() })]),
    counts: z.record(z.string(), z.number()),
    extra: z.unknown(),
  }),
);

const answer = {
  code: 200,
  message: '成功',
  data: {
    id: 'u1',
    nickname: null,
    vip: { isRole: true, endAt: 1_790_000_000 },
    tags: ['a', '引号 " 与 \\ 换行\n'],
    plan: 'pro',
    kind: { provider: 'wechat' },
    counts: { decks: 3, 第二: 1.5 },
    extra: { any: ['thing', 1, null] },
  },
};

describe('responseSerializerCompiler', () => {
  it('writes what zod would write for the schema', () => {
    const serialize = route(Account);
    expect(JSON.parse(serialize(answer))).toEqual(Account.parse(answer));
    const other = { ...answer, data: { ...answer.data, avatar: '/a.png', kind: 'phone' } };
    expect(JSON.parse(serialize(other))).toEqual(Account.parse(other));
  });

  it('never writes a field the schema does not declare', () => {
    const leaky = { ...answer, data: { ...answer.data, passwordHash: 'argon2id$secret' } };
    const text = route(Account)(leaky);
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('secret');
  });

  it('refuses an answer that lacks a required field instead of sending half of it', () => {
    const { id: _id, ...rest } = answer.data;
    expect(() => route(Account)({ ...answer, data: rest })).toThrow();
  });

  it('compiles the contract schemas of the hot calls (zod/mini) and the server classic ones', () => {
    expect(outputJsonSchema(envelopeSchema(UserInfoSchema))).toMatchObject({ type: 'object' });
    expect(outputJsonSchema(Account)).toMatchObject({ type: 'object' });
    expect(outputJsonSchema(z.object({ at: z.date() }))).toBeNull();
  });

  it('keeps zod for what JSON Schema cannot say (a date)', () => {
    const when = new Date('2026-11-27T01:00:00Z');
    expect(route(z.object({ at: z.date() }))({ at: when, x: 1 })).toBe(
      JSON.stringify({ at: when }),
    );
    expect(() => route(z.object({ at: z.date() }))({ at: 'yesterday' })).toThrow();
  });
});
