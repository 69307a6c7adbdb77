import { ILLUSTRATION_SEEDS, illustrationSrc, type IllustrationScene } from '../image-src.js';
import { hasIconKeyword, iconFor, type IconName } from '../layouts/icon-keywords.js';

/** The scene that tells each keyword's topic (the icon rules of layouts/icon-keywords.ts). */
const SCENE_OF: Record<IconName, IllustrationScene> = {
  growth: 'growth',
  chart: 'growth',
  target: 'growth',
  rocket: 'growth',
  trophy: 'growth',
  clock: 'growth',
  calendar: 'education',
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
  document: 'education',
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

/**
 * The illustration for a slide: the scene of the first keyword rule that matches its heading,
 * else its points, else the abstract scene; seeded from the text and the slide's `position` so
 * that two slides on one topic differ.
 */
export function illustrationFor(
  heading: string,
  points: readonly string[],
  position: number,
): string {
  const text = [heading, ...points].join(' ');
  const topic = [heading, text].find(hasIconKeyword);
  const scene = topic === undefined ? 'abstract' : SCENE_OF[iconFor(topic, 0)];
  return illustrationSrc({ scene, seed: (hash(text) + position * 7919) % ILLUSTRATION_SEEDS });
}
