import {
  backdrop,
  circle,
  ellipse,
  ground,
  line,
  mix,
  person,
  polygon,
  rect,
  sparkle,
  type Kit,
} from '../draw.js';

/** Growth: rising bars with an arrow climbing over them and a person looking on. */
export function growth(kit: Kit): string {
  const { c } = kit;
  const bars = 4 + Math.floor(kit.rand() * 2);
  const width = 560 / bars;
  const left = 300;
  const base = 930;
  const tops: [number, number][] = [];
  let body = backdrop(kit, { x: 720, y: 430, r: 360 }) + ground(kit, 900, c.ground);
  for (let i = 0; i < bars; i++) {
    const h = 160 + (i / (bars - 1)) * 420 + kit.between(-30, 30);
    const x = left + i * width;
    const fill = kit.gradient(
      mix(i % 2 ? c.secondary : c.primary, 'FFFFFF', 0.2),
      i % 2 ? c.secondary : c.primary,
    );
    body += rect(x + 10, base - h, width - 28, h, fill, { rx: 14 });
    body += rect(x + 10, base - h, width - 28, 22, c.light, { rx: 11, opacity: 0.35 });
    tops.push([x + width / 2 - 4, base - h - 60]);
  }
  const last = tops[tops.length - 1]!;
  body += line(tops, c.accent, 22);
  body += polygon(
    [
      [last[0] + 60, last[1] - 40],
      [last[0] - 10, last[1] - 30],
      [last[0] + 40, last[1] + 30],
    ],
    c.accent,
  );
  for (const [x, y] of tops.slice(0, -1))
    body += circle(x, y, 18, c.light) + circle(x, y, 9, c.accent);
  body += person(210, 960, 360, c.accent, {
    skin: c.skin[0],
    hair: c.ink,
    trousers: c.ink,
    wave: true,
  });
  body += sparkle(1010, 250, 34, c.accent) + sparkle(940, 180, 18, c.secondary);
  return body;
}

/** Teamwork: three or four people around a table, with speech bubbles between them. */
export function team(kit: Kit): string {
  const { c } = kit;
  const shirts = [c.primary, c.secondary, c.accent, mix(c.primary, c.secondary, 0.5)];
  const count = 3 + Math.floor(kit.rand() * 2);
  let body = backdrop(kit, { x: 600, y: 470, r: 420 }) + ground(kit, 930, c.ground);
  const span = 640;
  const start = 600 - span / 2;
  for (let i = 0; i < count; i++) {
    const x = start + (i * span) / (count - 1);
    const h = kit.between(420, 500);
    body += person(x, 960, h, shirts[i % shirts.length]!, {
      skin: c.skin[i % 2]!,
      hair: i % 3 === 1 ? mix(c.ink, c.accent, 0.3) : c.ink,
      trousers: mix(c.ink, shirts[i % shirts.length]!, 0.25),
      wave: i === count - 1,
    });
  }
  // The table in front of them.
  body += rect(250, 800, 700, 40, c.groundDeep, { rx: 18 });
  body += rect(300, 840, 600, 120, mix(c.groundDeep, c.ink, 0.2), { rx: 10 });
  body +=
    rect(420, 760, 150, 40, c.light, { rx: 6 }) + rect(640, 772, 110, 28, c.accent, { rx: 6 });
  const bubble = (x: number, y: number, w: number, fill: string) =>
    rect(x, y, w, w * 0.62, fill, { rx: w * 0.2 }) +
    polygon(
      [
        [x + w * 0.25, y + w * 0.58],
        [x + w * 0.2, y + w * 0.85],
        [x + w * 0.45, y + w * 0.6],
      ],
      fill,
    ) +
    [0.3, 0.5, 0.7].map((t) => circle(x + w * t, y + w * 0.31, w * 0.06, c.light)).join('');
  body += bubble(250, 170, kit.between(170, 210), c.primary);
  body += bubble(760, 130, kit.between(150, 190), c.secondary);
  body += sparkle(600, 200, 30, c.accent);
  return body;
}

/** Finance: stacks of coins, a large coin and a rising line on a card. */
export function finance(kit: Kit): string {
  const { c } = kit;
  let body = backdrop(kit, { x: 640, y: 440, r: 380 }) + ground(kit, 920, c.ground);
  // A chart card behind the coins.
  body += rect(430, 200, 520, 400, c.light, { rx: 28 });
  body += rect(430, 200, 520, 70, c.primary, { rx: 28 }) + rect(430, 240, 520, 30, c.light);
  const points: [number, number][] = [];
  for (let i = 0; i < 6; i++) points.push([480 + i * 85, 540 - i * 45 - kit.between(0, 50)]);
  body += polygon([...points, [905, 570], [480, 570]], c.secondary, 0.25);
  body += line(points, c.secondary, 12);
  for (const [x, y] of points) body += circle(x, y, 10, c.accent);
  // Coin stacks.
  const coin = (x: number, y: number, r: number) =>
    ellipse(x, y + 14, r, r * 0.32, mix(c.accent, c.ink, 0.35)) +
    ellipse(x, y, r, r * 0.32, c.accent) +
    ellipse(x, y, r * 0.7, r * 0.2, mix(c.accent, 'FFFFFF', 0.3));
  const stacks = [
    [300, 6],
    [470, 9],
    [640, 4],
  ] as const;
  for (const [x, height] of stacks) {
    const count = height + Math.floor(kit.rand() * 3);
    for (let i = 0; i < count; i++) body += coin(x, 900 - i * 30, 95);
  }
  // The large coin, standing, with a yuan sign drawn in strokes.
  const [cx, cy, r] = [880, 730, 170];
  body += circle(cx + 14, cy + 10, r, mix(c.accent, c.ink, 0.35));
  body += circle(cx, cy, r, c.accent) + circle(cx, cy, r * 0.78, mix(c.accent, 'FFFFFF', 0.25));
  body += line(
    [
      [cx - 60, cy - 90],
      [cx, cy - 10],
      [cx + 60, cy - 90],
    ],
    mix(c.accent, c.ink, 0.45),
    22,
  );
  body += line(
    [
      [cx, cy - 10],
      [cx, cy + 95],
    ],
    mix(c.accent, c.ink, 0.45),
    22,
  );
  for (const dy of [15, 60])
    body += line(
      [
        [cx - 60, cy + dy],
        [cx + 60, cy + dy],
      ],
      mix(c.accent, c.ink, 0.45),
      18,
    );
  body += sparkle(1040, 520, 30, c.light) + sparkle(250, 330, 26, c.accent);
  return body;
}
