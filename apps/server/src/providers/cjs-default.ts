/**
 * The class a CommonJS package exports as `exports.default`. Node's ESM loader hands the whole
 * `module.exports` over as the default import (the class is its `.default`); bundler-style
 * loaders (vitest) unwrap it already. This takes either.
 */
export function cjsDefault<T>(imported: { default: T } | T): T {
  const inner = (imported as { default?: T }).default;
  return typeof inner === 'function' ? inner : (imported as T);
}
