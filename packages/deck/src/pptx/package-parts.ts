import { posix } from 'node:path';

/** One `<Relationship>` of a part's rels. */
export interface Relation {
  id: string;
  type: string;
  target: string;
  external: boolean;
}

const RELATION = /<Relationship\b[^>]*\/?>/g;
const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? '';

/** `ppt/slides/slide1.xml` -> `ppt/slides/_rels/slide1.xml.rels`. */
export function relsName(part: string): string {
  return posix.join(posix.dirname(part), '_rels', `${posix.basename(part)}.rels`);
}

export function parseRelations(rels: string): Relation[] {
  return [...rels.matchAll(RELATION)].map(([tag]) => ({
    id: attr(tag, 'Id'),
    type: attr(tag, 'Type').split('/').pop() ?? '',
    target: attr(tag, 'Target'),
    external: attr(tag, 'TargetMode') === 'External',
  }));
}

/** The part a relationship of `part` points to, as a package path (`ppt/media/image1.png`). */
export function resolveTarget(part: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  return posix.normalize(posix.join(posix.dirname(part), target));
}

/** The target `part` writes for `other` (relative, as PowerPoint writes them). */
export function relativeTarget(part: string, other: string): string {
  return posix.relative(posix.dirname(part), other);
}

/** Every internal target of a rels file rewritten through `rename` (package paths). */
export function retarget(
  rels: string,
  part: string,
  rename: (target: string, type: string) => string | undefined,
): string {
  return rels.replace(RELATION, (tag) => {
    if (attr(tag, 'TargetMode') === 'External') return tag;
    const type = attr(tag, 'Type').split('/').pop() ?? '';
    const to = rename(resolveTarget(part, attr(tag, 'Target')), type);
    if (to === undefined) return tag;
    return tag.replace(/\bTarget="[^"]*"/, `Target="${relativeTarget(part, to)}"`);
  });
}

/** The content type `[Content_Types].xml` gives a part (its Override, else its extension's). */
export function contentTypeOf(types: string, part: string): string | undefined {
  const override = new RegExp(`<Override\\b[^>]*PartName="/${escapeRegExp(part)}"[^>]*>`).exec(
    types,
  )?.[0];
  if (override) return attr(override, 'ContentType');
  const extension = posix.extname(part).slice(1).toLowerCase();
  const defaults = [...types.matchAll(/<Default\b[^>]*>/g)].map(([tag]) => tag);
  const found = defaults.find((tag) => attr(tag, 'Extension').toLowerCase() === extension);
  return found ? attr(found, 'ContentType') : undefined;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
