import { LOCALES } from '@slidecraft/contract';
import { describe, expect, it } from 'vitest';
import { NAMESPACES, resources } from './resources';

/** Every leaf of a resource object as `path -> string`. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key))
        out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** Interpolations ({{x}}) and Trans tags (<ua>) a translation must keep. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((m) => m[0]).sort();
}

describe('i18n resources', () => {
  const source = resources['zh-CN'];

  it('has every namespace in every locale', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(resources[locale]).sort()).toEqual([...NAMESPACES].sort());
    }
  });

  for (const locale of LOCALES.filter((l) => l !== 'zh-CN')) {
    for (const ns of NAMESPACES) {
      it(`${locale}/${ns} has exactly the keys of zh-CN`, () => {
        const expected = [...leaves(source[ns]).keys()].sort();
        const actual = [...leaves(resources[locale][ns]).keys()].sort();
        expect(actual.filter((k) => !expected.includes(k))).toEqual([]);
        expect(expected.filter((k) => !actual.includes(k))).toEqual([]);
      });

      it(`${locale}/${ns} keeps the placeholders of zh-CN`, () => {
        const target = leaves(resources[locale][ns]);
        for (const [key, text] of leaves(source[ns])) {
          expect(placeholders(String(target.get(key))), key).toEqual(placeholders(String(text)));
        }
      });
    }
  }

  it('has no empty or non-string translation', () => {
    for (const locale of LOCALES) {
      for (const ns of NAMESPACES) {
        for (const [key, text] of leaves(resources[locale][ns])) {
          expect(typeof text === 'string' && text.trim().length > 0, `${locale}/${ns}:${key}`).toBe(
            true,
          );
        }
      }
    }
  });
});
