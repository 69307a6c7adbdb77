import {
  CANVAS,
  backdrop,
  circle,
  ground,
  line,
  mix,
  path,
  person,
  polygon,
  rect,
  sparkle,
  tree,
  type Kit,
} from '../draw.js';

/** Technology: a monitor with a dashboard, a network of nodes around it and a cloud of links. */
export function technology(kit: Kit): string {
  const { c } = kit;
  let body = backdrop(kit, { x: 600, y: 520, r: 430 });
  // The network behind.
  const nodes: [number, number][] = Array.from({ length: 9 }, (_, i) => [
    150 + (i % 3) * 450 + kit.between(-80, 80),
    170 + Math.floor(i / 3) * 330 + kit.between(-60, 60),
  ]);
  for (let i = 0; i < nodes.length; i++)
    for (const j of [i + 1, i + 3])
      if (nodes[j] && (j !== i + 1 || i % 3 !== 2))
        body += line([nodes[i]!, nodes[j]!], c.secondary, 6, { opacity: 0.6 });
  for (const [x, y] of nodes)
    body += circle(x, y, 30, c.light) + circle(x, y, 16, kit.pick([c.secondary, c.accent]));
  // The monitor.
  body += rect(300, 330, 600, 400, c.ink, { rx: 30 });
  body += rect(325, 355, 550, 340, kit.gradient(c.primary, mix(c.primary, c.secondary, 0.6)), {
    rx: 14,
  });
  body +=
    rect(560, 730, 80, 110, mix(c.ink, c.skyBottom, 0.3)) +
    rect(460, 830, 280, 30, c.ink, { rx: 15 });
  // The dashboard on its screen.
  body += rect(355, 385, 230, 24, c.light, { rx: 12, opacity: 0.9 });
  body += rect(355, 425, 150, 18, c.light, { rx: 9, opacity: 0.5 });
  for (let i = 0; i < 5; i++) {
    const h = kit.between(60, 190);
    body += rect(370 + i * 50, 670 - h, 30, h, i === 3 ? c.accent : c.light, {
      rx: 6,
      opacity: 0.9,
    });
  }
  body += circle(740, 560, 95, c.light, 0.25);
  body += path('M740 560 L740 465 A 95 95 0 0 1 830 590 Z', c.accent);
  body += ground(kit, 980, c.ground);
  // The code brackets and a gear.
  body += line(
    [
      [200, 860],
      [150, 920],
      [200, 980],
    ],
    c.primary,
    20,
  );
  body += line(
    [
      [1000, 860],
      [1050, 920],
      [1000, 980],
    ],
    c.primary,
    20,
  );
  const teeth = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    const [x, y] = [1010 + Math.cos(a) * 78, 230 + Math.sin(a) * 78];
    return circle(x, y, 22, c.accent);
  });
  body += teeth.join('') + circle(1010, 230, 80, c.accent) + circle(1010, 230, 32, c.skyTop);
  return body;
}

/** Education: a stack of books, an open book, a mortarboard and a pencil. */
export function education(kit: Kit): string {
  const { c } = kit;
  let body = backdrop(kit, { x: 600, y: 480, r: 420 }) + ground(kit, 920, c.ground);
  const spines = [
    c.primary,
    c.secondary,
    c.accent,
    mix(c.primary, c.ink, 0.3),
    mix(c.secondary, c.accent, 0.5),
  ];
  let y = 940;
  for (let i = 0; i < 5; i++) {
    const h = kit.between(60, 85);
    const w = kit.between(420, 520);
    const x = 600 - w / 2 + kit.between(-40, 40);
    y -= h;
    body += rect(x, y, w, h, spines[i]!, { rx: 10 });
    body += rect(x + w - 40, y + 8, 30, h - 16, c.light, { rx: 4 });
    body += rect(x + 40, y + h / 2 - 5, w * 0.35, 10, c.light, { rx: 5, opacity: 0.6 });
  }
  // The open book on top.
  const top = y;
  body += path(
    `M600 ${top - 10} Q 480 ${top - 90} 330 ${top - 60} L330 ${top - 10} Q 480 ${top - 40} 600 ${top} Z`,
    c.light,
  );
  body += path(
    `M600 ${top - 10} Q 720 ${top - 90} 870 ${top - 60} L870 ${top - 10} Q 720 ${top - 40} 600 ${top} Z`,
    mix(c.light, c.skyBottom, 0.3),
  );
  // The mortarboard floating above.
  const capY = top - 330;
  body += polygon(
    [
      [600, capY - 90],
      [830, capY],
      [600, capY + 90],
      [370, capY],
    ],
    c.ink,
  );
  body += path(
    `M470 ${capY + 40} L470 ${capY + 130} Q 600 ${capY + 190} 730 ${capY + 130} L730 ${capY + 40} L600 ${capY + 90} Z`,
    mix(c.ink, c.primary, 0.3),
  );
  body += line(
    [
      [600, capY],
      [800, capY + 40],
      [800, capY + 150],
    ],
    c.accent,
    10,
  );
  body += circle(800, capY + 160, 18, c.accent);
  // A pencil leaning on the stack.
  body += `<g transform="rotate(-30 1000 760)">${rect(960, 520, 60, 360, c.accent, { rx: 8 })}${polygon(
    [
      [960, 880],
      [1020, 880],
      [990, 950],
    ],
    c.skin[0],
  )}${rect(960, 500, 60, 40, mix(c.secondary, 'FFFFFF', 0.3), { rx: 8 })}</g>`;
  body +=
    sparkle(240, 300, 34, c.accent) +
    sparkle(980, 240, 24, c.secondary) +
    sparkle(200, 620, 18, c.primary);
  return body;
}

/** Ideas: a large glowing lightbulb with rays, a person reaching up and floating shapes. */
export function ideas(kit: Kit): string {
  const { c } = kit;
  const [bx, by] = [620, 430];
  let body = backdrop(kit, { x: bx, y: by, r: 440 }) + ground(kit, 930, c.ground);
  body += circle(bx, by, 330, kit.glow(c.accent, 0.7));
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI + (i * Math.PI) / 9;
    body += line(
      [
        [bx + Math.cos(a) * 250, by + Math.sin(a) * 250],
        [bx + Math.cos(a) * 320, by + Math.sin(a) * 320],
      ],
      c.accent,
      16,
    );
  }
  body += circle(bx, by, 190, mix(c.accent, 'FFFFFF', 0.35));
  body += path(
    `M${bx - 110} ${by + 150} Q ${bx} ${by + 220} ${bx + 110} ${by + 150} L${bx + 80} ${by + 240} L${bx - 80} ${by + 240} Z`,
    mix(c.accent, 'FFFFFF', 0.35),
  );
  body += circle(bx - 60, by - 70, 60, c.light, 0.7);
  body += line(
    [
      [bx - 50, by + 120],
      [bx - 20, by + 40],
      [bx + 20, by + 120],
      [bx + 50, by + 40],
    ],
    mix(c.accent, c.ink, 0.4),
    10,
  );
  for (let i = 0; i < 3; i++)
    body += rect(bx - 85, by + 240 + i * 42, 170, 34, i % 2 ? c.ink : c.primary, { rx: 14 });
  body += person(260, 960, 380, c.primary, {
    skin: c.skin[1],
    hair: c.ink,
    trousers: c.ink,
    wave: true,
  });
  body += polygon(
    [
      [970, 700],
      [1060, 860],
      [880, 860],
    ],
    c.secondary,
    0.85,
  );
  body += rect(900, 560, 110, 110, c.primary, { rx: 18, opacity: 0.8 });
  body += tree(kit, 1080, 960, 200, c.secondary);
  body += sparkle(260, 260, 40, c.secondary) + sparkle(1000, 200, 30, c.primary);
  return body;
}

/** Abstract: overlapping gradient blobs, rings, a wave and a dotted grid. */
export function abstract(kit: Kit): string {
  const { c } = kit;
  let body = backdrop(kit, { x: 600, y: 600, r: 500 });
  const blob = (x: number, y: number, r: number, fill: string) => {
    const k = r * kit.between(0.5, 0.62);
    return path(
      `M${x} ${y - r} C ${x + k * 1.6} ${y - r} ${x + r} ${y - k} ${x + r} ${y} ` +
        `C ${x + r} ${y + k * 1.4} ${x + k} ${y + r} ${x} ${y + r} ` +
        `C ${x - k * 1.5} ${y + r} ${x - r} ${y + k} ${x - r} ${y} ` +
        `C ${x - r} ${y - k} ${x - k} ${y - r} ${x} ${y - r} Z`,
      fill,
    );
  };
  body += blob(
    kit.between(420, 520),
    kit.between(440, 540),
    330,
    kit.gradient(c.primary, c.secondary, 45),
  );
  body += blob(
    kit.between(700, 800),
    kit.between(660, 760),
    240,
    kit.gradient(c.accent, mix(c.accent, c.secondary, 0.5), 135),
  );
  body += `<circle cx="820" cy="340" r="120" fill="none" stroke="#${c.accent}" stroke-width="18"/>`;
  body += `<circle cx="330" cy="860" r="90" fill="none" stroke="#${c.primary}" stroke-width="14"/>`;
  for (let row = 0; row < 5; row++)
    for (let col = 0; col < 5; col++) body += circle(180 + col * 40, 200 + row * 40, 7, c.ink, 0.4);
  const wave = Array.from(
    { length: 9 },
    (_, i) => `${i ? 'T' : 'Q 75 -40'} ${150 + i * 150} 0`,
  ).join(' ');
  body += `<path d="M0 0 ${wave}" transform="translate(0 ${kit.between(960, 1020)})" fill="none" stroke="#${c.light}" stroke-width="20" stroke-linecap="round"/>`;
  body += sparkle(980, 900, 44, c.accent) + sparkle(220, 560, 26, c.light);
  body += path(
    `M0 ${CANVAS} L0 1080 Q 600 1000 ${CANVAS} 1100 L${CANVAS} ${CANVAS} Z`,
    c.groundDeep,
    0.7,
  );
  return body;
}
