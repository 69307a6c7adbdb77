import {
  ILLUSTRATION_SCENES,
  ILLUSTRATION_SEEDS,
  illustrationSrc,
  type IllustrationScene,
} from '../image-src.js';
import { hasIconKeyword, iconFor, type IconName } from '../layouts/icon-keywords.js';

/** The scene that tells each keyword's topic (the icon rules of layouts/icon-keywords.ts). */
const SCENE_OF: Record<IconName, IllustrationScene> = {
  growth: 'growth',
  chart: 'growth',
  target: 'growth',
  rocket: 'growth',
  trophy: 'growth',
  clock: 'growth',
  calendar: 'growth',
  users: 'team',
  chat: 'team',
  heart: 'team',
  link: 'team',
  gear: 'technology',
  cloud: 'technology',
  lock: 'technology',
  shield: 'technology',
  search: 'technology',
  phone: 'technology',
  mail: 'technology',
  location: 'city',
  globe: 'city',
  flag: 'city',
  book: 'education',
  document: 'ideas',
  quote: 'education',
  leaf: 'nature',
  money: 'finance',
  lightbulb: 'ideas',
  puzzle: 'ideas',
  star: 'abstract',
  check: 'abstract',
};

/** FNV-1a: a stable number from a text (the same outline gives the same pictures). */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193);
  return value >>> 0;
}

const sceneOf = (text: string): IllustrationScene | undefined =>
  hasIconKeyword(text) ? SCENE_OF[iconFor(text, 0)] : undefined;

/**
 * The illustration for a slide: the scene of the first keyword rule that matches its heading,
 * else its points, else the abstract scene; seeded from the text and the slide's `position` so
 * that two slides on one topic differ. A scene in `avoid` (the last pictures the deck showed)
 * gives way to one a point names, else to the next scene in turn, so that dividers of
 * similar chapters do not show the same picture one after another.
 */
export function illustrationFor(
  heading: string,
  points: readonly string[],
  position: number,
  avoid: readonly IllustrationScene[] = [],
): string {
  const text = [heading, ...points].join(' ');
  const seed = hash(text);
  const preferred = sceneOf(heading) ?? sceneOf(text) ?? 'abstract';
  const start = seed % ILLUSTRATION_SCENES.length;
  const rotation = ILLUSTRATION_SCENES.map(
    (_, i) => ILLUSTRATION_SCENES[(start + i) % ILLUSTRATION_SCENES.length]!,
  );
  const candidates = [preferred, ...points.map(sceneOf), ...rotation];
  const scene =
    candidates.find((candidate) => candidate !== undefined && !avoid.includes(candidate)) ??
    preferred;
  return illustrationSrc({ scene, seed: (seed + position * 7919) % ILLUSTRATION_SEEDS });
}
