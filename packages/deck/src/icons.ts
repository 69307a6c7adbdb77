/**
 * The engine's built-in line icons, drawn on a 24 x 24 grid with round caps and joins and a
 * stroke of ICON_STROKE grid units, never filled. Paths use only absolute M, L, C and Z, so every
 * renderer can draw them natively: SVG and PDF as paths, PPTX as custom geometry.
 */
export const ICON_GRID = 24;
export const ICON_STROKE = 1.8;

const K = 0.5523;
const n = (value: number) => Number(value.toFixed(2));

function circle(cx: number, cy: number, r: number): string {
  const k = r * K;
  return (
    `M${n(cx)} ${n(cy - r)} C${n(cx + k)} ${n(cy - r)} ${n(cx + r)} ${n(cy - k)} ${n(cx + r)} ${n(cy)} ` +
    `C${n(cx + r)} ${n(cy + k)} ${n(cx + k)} ${n(cy + r)} ${n(cx)} ${n(cy + r)} ` +
    `C${n(cx - k)} ${n(cy + r)} ${n(cx - r)} ${n(cy + k)} ${n(cx - r)} ${n(cy)} ` +
    `C${n(cx - r)} ${n(cy - k)} ${n(cx - k)} ${n(cy - r)} ${n(cx)} ${n(cy - r)} Z`
  );
}

function roundRect(x: number, y: number, w: number, h: number, r: number): string {
  const k = r * (1 - K);
  const [x2, y2] = [x + w, y + h];
  return (
    `M${x + r} ${y} L${x2 - r} ${y} C${n(x2 - k)} ${y} ${x2} ${n(y + k)} ${x2} ${y + r} ` +
    `L${x2} ${y2 - r} C${x2} ${n(y2 - k)} ${n(x2 - k)} ${y2} ${x2 - r} ${y2} ` +
    `L${x + r} ${y2} C${n(x + k)} ${y2} ${x} ${n(y2 - k)} ${x} ${y2 - r} ` +
    `L${x} ${y + r} C${x} ${n(y + k)} ${n(x + k)} ${y} ${x + r} ${y} Z`
  );
}

function star(cx: number, cy: number, outer: number, inner: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${n(cx + r * Math.cos(angle))} ${n(cy + r * Math.sin(angle))}`;
  });
  return `M${points.join(' L')} Z`;
}

function gear(): string {
  const spokes = Array.from({ length: 8 }, (_, i) => {
    const angle = (i * Math.PI) / 4;
    const [c, s] = [Math.cos(angle), Math.sin(angle)];
    return `M${n(12 + 6.5 * c)} ${n(12 + 6.5 * s)} L${n(12 + 9 * c)} ${n(12 + 9 * s)}`;
  });
  return [circle(12, 12, 6.5), circle(12, 12, 2.5), ...spokes].join(' ');
}

const ICONS: Readonly<Record<string, string>> = {
  chart: 'M4 4 L4 20 L20 20 M8.5 16 L8.5 11 M12.5 16 L12.5 7 M16.5 16 L16.5 12.5',
  target: [circle(12, 12, 9), circle(12, 12, 5), circle(12, 12, 1.2)].join(' '),
  lightbulb:
    'M9 17 C9 14 6 13 6 9.5 C6 6 8.7 3.5 12 3.5 C15.3 3.5 18 6 18 9.5 C18 13 15 14 15 17 Z M10 20.5 L14 20.5',
  users: [
    circle(9, 8, 3.2),
    'M3.5 19.5 C3.5 15.8 6 13.8 9 13.8 C12 13.8 14.5 15.8 14.5 19.5',
    circle(16.5, 9, 2.5),
    'M16.5 13.8 C19 13.8 20.5 15.6 20.5 18.5',
  ].join(' '),
  shield: 'M12 3 L19 6 L19 11 C19 15.5 16 19 12 21 C8 19 5 15.5 5 11 L5 6 Z M9 12 L11 14 L15 10',
  rocket: [
    'M12 3 C15 5 16.5 8.5 16 14 L8 14 C7.5 8.5 9 5 12 3 Z',
    circle(12, 9, 1.6),
    'M8 14 L5.5 17 L8.5 17 M16 14 L18.5 17 L15.5 17 M10.5 17 L12 20.5 L13.5 17',
  ].join(' '),
  clock: `${circle(12, 12, 9)} M12 7 L12 12 L15.5 14`,
  calendar: `${roundRect(4, 5, 16, 15, 2)} M4 10 L20 10 M8 3 L8 7 M16 3 L16 7`,
  check: `${circle(12, 12, 9)} M8 12.5 L11 15.5 L16.5 9.5`,
  star: star(12, 12.5, 9, 4),
  book: 'M12 6 C10 4.5 7 4 4 4.5 L4 19 C7 18.5 10 19 12 20.5 C14 19 17 18.5 20 19 L20 4.5 C17 4 14 4.5 12 6 Z M12 6 L12 20.5',
  globe: `${circle(12, 12, 9)} M12 3 C8.5 6.5 8.5 17.5 12 21 C15.5 17.5 15.5 6.5 12 3 M3 12 L21 12 M4.6 7.5 L19.4 7.5 M4.6 16.5 L19.4 16.5`,
  money: `${circle(12, 12, 9)} M9 7.5 L12 11.5 L15 7.5 M12 11.5 L12 17 M9 12 L15 12 M9 14.5 L15 14.5`,
  gear: gear(),
  leaf: 'M5 19 C5 10 10 5 19 5 C19 14 14 19 5 19 Z M5 19 L13 11',
  heart:
    'M12 20 C9 18 3 14.5 3 9 C3 6 5.2 4 7.8 4 C9.7 4 11.2 5 12 6.5 C12.8 5 14.3 4 16.2 4 C18.8 4 21 6 21 9 C21 14.5 15 18 12 20 Z',
  flag: 'M5 21 L5 4 L17 4 L14.5 8 L17 12 L5 12',
  trophy:
    'M7 4 L17 4 L17 9 C17 12 14.8 14 12 14 C9.2 14 7 12 7 9 Z M7 6 L4 6 C4 9 5.5 10.5 7.3 10.5 M17 6 L20 6 C20 9 18.5 10.5 16.7 10.5 M12 14 L12 18 M9 18 L15 18 M8 20.5 L16 20.5',
  document: 'M6 3 L14 3 L19 8 L19 21 L6 21 Z M14 3 L14 8 L19 8 M9 12.5 L16 12.5 M9 16.5 L16 16.5',
  chat: 'M4 5 L20 5 L20 16 L11 16 L6.5 20 L6.5 16 L4 16 Z M8 9.5 L16 9.5 M8 12.5 L13 12.5',
  search: `${circle(10.5, 10.5, 6.5)} M15.5 15.5 L20.5 20.5`,
  link: 'M13.5 10.5 L10.5 13.5 M11 7.5 L13 5.5 C14.7 3.8 17.3 3.8 19 5.5 C20.7 7.2 20.7 9.8 19 11.5 L17 13.5 M13 16.5 L11 18.5 C9.3 20.2 6.7 20.2 5 18.5 C3.3 16.8 3.3 14.2 5 12.5 L7 10.5',
  location: `M12 21 C9.5 18.5 5 14 5 9.5 C5 5.6 8.1 3 12 3 C15.9 3 19 5.6 19 9.5 C19 14 14.5 18.5 12 21 Z ${circle(12, 9.5, 2.5)}`,
  phone: `${roundRect(7, 3, 10, 18, 2)} M11 18 L13 18`,
  mail: 'M3 6 L21 6 L21 18 L3 18 Z M3 6 L12 13 L21 6',
  cloud:
    'M7 18 L17 18 C19.8 18 21.5 16 21.5 13.7 C21.5 11.4 19.7 9.6 17.5 9.6 C16.8 6.8 14.6 5 12 5 C8.9 5 6.5 7.3 6.3 10.3 C4.2 10.7 2.5 12.4 2.5 14.3 C2.5 16.4 4.4 18 7 18 Z',
  lock: `${roundRect(5, 10, 14, 11, 2)} M8 10 L8 7 C8 4.8 9.8 3 12 3 C14.2 3 16 4.8 16 7 L16 10 M12 14 L12 17`,
  growth: 'M3 17 L9 11 L13 15 L21 7 M15 7 L21 7 L21 13',
  puzzle:
    'M5 8 L9 8 C9 5 13 5 13 8 L17 8 L17 12 C20 12 20 16 17 16 L17 20 L5 20 L5 16 C8 16 8 12 5 12 Z',
  quote:
    'M4 6 L10 6 L10 12 C10 15 8.5 17 5 18.5 M4 6 L4 12 L10 12 M14 6 L20 6 L20 12 C20 15 18.5 17 15 18.5 M14 6 L14 12 L20 12',
};

const ALIASES: Readonly<Record<string, string>> = {
  'growth-arrow': 'growth',
  trend: 'growth',
  idea: 'lightbulb',
  team: 'users',
  people: 'users',
  security: 'shield',
  time: 'clock',
  date: 'calendar',
  yuan: 'money',
  settings: 'gear',
  award: 'trophy',
  file: 'document',
  message: 'chat',
  email: 'mail',
};

/** The fallback for names the set does not know: a ringed dot. */
const DOT = `${circle(12, 12, 3.5)} ${circle(12, 12, 8)}`;

export const ICON_NAMES: readonly string[] = Object.keys(ICONS);

/** SVG path data of an icon on the 24 x 24 grid; an unknown name gets a generic dot. */
export function getIcon(name: string): string {
  const key = name.trim().toLowerCase();
  return ICONS[key] ?? ICONS[ALIASES[key] ?? ''] ?? DOT;
}

export function hasIcon(name: string): boolean {
  const key = name.trim().toLowerCase();
  return key in ICONS || key in ALIASES;
}

export type PathCommand =
  | { op: 'M' | 'L'; x: number; y: number }
  | { op: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: 'Z' };

/** Parses the M/L/C/Z path data of an icon into absolute commands. */
export function parseIconPath(d: string): PathCommand[] {
  const commands: PathCommand[] = [];
  for (const match of d.matchAll(/([MLCZ])([^MLCZ]*)/g)) {
    const numbers = (match[2] ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    const at = (i: number) => numbers[i] ?? 0;
    if (match[1] === 'Z') commands.push({ op: 'Z' });
    else if (match[1] === 'C') {
      commands.push({ op: 'C', x1: at(0), y1: at(1), x2: at(2), y2: at(3), x: at(4), y: at(5) });
    } else commands.push({ op: match[1] === 'M' ? 'M' : 'L', x: at(0), y: at(1) });
  }
  return commands;
}

/** Where an icon's grid sits in a frame: square, centred, scale = points per grid unit. */
export function iconPlacement(frame: { x: number; y: number; w: number; h: number }) {
  const scale = Math.min(frame.w, frame.h) / ICON_GRID;
  return {
    x: frame.x + (frame.w - ICON_GRID * scale) / 2,
    y: frame.y + (frame.h - ICON_GRID * scale) / 2,
    scale,
    strokeWidth: ICON_STROKE * scale,
  };
}
