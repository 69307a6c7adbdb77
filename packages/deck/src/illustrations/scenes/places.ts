import {
  CANVAS,
  backdrop,
  circle,
  cloud,
  ground,
  line,
  mix,
  path,
  rect,
  tree,
  type Kit,
} from '../draw.js';

/** City: a skyline of towers with lit windows, a sun, clouds and trees along the street. */
export function city(kit: Kit): string {
  const { c } = kit;
  let body = backdrop(kit, { x: 820, y: 330, r: 300 });
  body += circle(820, 330, 110, mix(c.accent, 'FFFFFF', 0.15));
  body +=
    cloud(kit.between(120, 260), 220, 260, c.light, 0.9) +
    cloud(kit.between(700, 860), 150, 200, c.light, 0.8);
  const layers = [
    { fill: mix(c.secondary, c.skyBottom, 0.55), low: 380, high: 560, width: [110, 170] },
    { fill: c.primary, low: 260, high: 520, width: [120, 190] },
  ] as const;
  for (const layer of layers) {
    let x = -20;
    while (x < CANVAS) {
      const w = kit.between(layer.width[0], layer.width[1]);
      const h = kit.between(layer.low, layer.high);
      const top = 940 - h;
      body += rect(x, top, w - 14, h, layer.fill, { rx: 6 });
      if (layer.fill === c.primary) {
        const window = mix(c.light, c.accent, kit.rand() < 0.3 ? 0.5 : 0);
        for (let row = top + 40; row < 900; row += 56)
          for (let col = x + 22; col < x + w - 50; col += 42)
            if (kit.rand() < 0.7) body += rect(col, row, 22, 30, window, { rx: 3, opacity: 0.85 });
        if (kit.rand() < 0.4) body += rect(x + w / 2 - 12, top - 60, 8, 60, layer.fill);
      }
      x += w;
    }
  }
  body += rect(0, 930, CANVAS, 270, c.groundDeep);
  body += rect(0, 1010, CANVAS, 24, c.light, { opacity: 0.5 });
  for (let x = 80; x < CANVAS; x += kit.between(220, 300))
    body += tree(kit, x, 960, 180, c.secondary);
  return body;
}

/** Nature: layered hills, a sun, a river and trees. */
export function nature(kit: Kit): string {
  const { c } = kit;
  const sun = { x: kit.between(300, 860), y: 360 };
  let body = backdrop(kit, { x: sun.x, y: sun.y, r: 320 });
  body += circle(sun.x, sun.y, 120, mix(c.accent, 'FFFFFF', 0.2));
  body += cloud(160, 200, 240, c.light, 0.85) + cloud(780, 260, 200, c.light, 0.7);
  const hills = [
    [560, mix(c.secondary, c.skyBottom, 0.5)],
    [680, mix(c.secondary, c.primary, 0.3)],
    [800, c.primary],
  ] as const;
  for (const [y, fill] of hills) {
    const a = kit.between(-90, 90);
    const b = kit.between(-90, 90);
    body += path(
      `M0 ${y + a} C 300 ${y - 120 + b} 600 ${y + 80 - a} ${CANVAS} ${y - 40 + b} L${CANVAS} ${CANVAS} L0 ${CANVAS} Z`,
      fill,
    );
  }
  body += path(
    'M520 1200 C 560 1080 720 1040 660 960 C 620 900 700 860 760 840 L800 850 C 760 880 700 920 740 980 C 800 1060 700 1120 720 1200 Z',
    mix(c.light, c.secondary, 0.25),
  );
  body += ground(kit, 1020, c.groundDeep);
  const crowns = [c.secondary, mix(c.secondary, c.accent, 0.35), mix(c.primary, c.secondary, 0.5)];
  for (const [x, h] of [
    [200, 330],
    [340, 240],
    [940, 360],
    [1070, 250],
  ] as const)
    body += tree(kit, x + kit.between(-30, 30), 1040, h, kit.pick(crowns));
  // Birds far off.
  for (let i = 0; i < 4; i++) {
    const [x, y, w] = [kit.between(220, 980), kit.between(180, 460), kit.between(26, 44)];
    body += line(
      [
        [x - w, y - w * 0.4],
        [x, y],
        [x + w, y - w * 0.4],
      ],
      c.ink,
      7,
      { opacity: 0.7 },
    );
  }
  return body;
}
