/** Skies, light, land, water and plants. */
import { type Art, type Stop, circle, ellipse, mix, n, path, poly, rect, smooth } from './core';
import { C } from './palette';

export type SkyMood = 'dawn' | 'morning' | 'clear' | 'golden' | 'soft' | 'winter' | 'dusk';

const SKIES: Record<SkyMood, readonly Stop[]> = {
  dawn: [
    [0, '#6f9cc4'],
    [0.45, '#b9cfdc'],
    [0.75, '#f3dcc0'],
    [1, '#f6c99a'],
  ],
  morning: [
    [0, '#78a9cf'],
    [0.55, '#b8d4e4'],
    [1, '#f4e6cf'],
  ],
  clear: [
    [0, '#5f9ccb'],
    [0.6, '#9fc7e2'],
    [1, '#dcebf0'],
  ],
  golden: [
    [0, '#86a9c6'],
    [0.5, '#e8d2ad'],
    [1, '#f1c38a'],
  ],
  soft: [
    [0, '#98b7cf'],
    [0.6, '#c9d9e2'],
    [1, '#eef0ea'],
  ],
  winter: [
    [0, '#7d9fc2'],
    [0.6, '#c3d6e6'],
    [1, '#eef3f6'],
  ],
  dusk: [
    [0, '#15294a'],
    [0.55, '#3b5680'],
    [0.85, '#c98f6b'],
    [1, '#e8b27c'],
  ],
};

/** A sky filling the picture down to `horizon` (a bit past it, so land can overlap). */
export function sky(a: Art, mood: SkyMood, horizon = a.h): string {
  return rect(0, 0, a.w, horizon + 40, a.lin(SKIES[mood], 0, 0, 0, horizon));
}

/** The sun with a wide soft halo. */
export function sun(a: Art, x: number, y: number, r: number, color = '#fff3d6', glow = 0.55): string {
  const halo = a.rad(
    [
      [0, '#fff4dc', glow],
      [0.35, '#fbe3b8', glow * 0.45],
      [1, '#fbe3b8', 0],
    ],
    x,
    y,
    r * 9,
  );
  const rim = a.rad(
    [
      [0.6, '#fff6e4', 0.6],
      [1, '#fff6e4', 0],
    ],
    x,
    y,
    r * 1.6,
  );
  return circle(x, y, r * 9, halo) + circle(x, y, r * 1.6, rim) + circle(x, y, r, color);
}

/** A flat-bottomed cumulus cloud, `w` wide, its base at y. */
export function cloud(a: Art, x: number, y: number, w: number, opacity = 0.92, color = '#fffaf2'): string {
  const h = w * 0.22;
  const bumps: [number, number, number][] = [
    [0.22, 0.55, 0.2],
    [0.42, 0.95, 0.3],
    [0.64, 0.75, 0.24],
    [0.82, 0.42, 0.16],
  ];
  let shape = rect(x, y - h * 0.55, w, h * 0.55, color, { rx: h * 0.27 });
  for (const [fx, fy, fr] of bumps) shape += circle(x + w * fx, y - h * 0.35 - h * fy * 0.5, w * fr * 0.55, color);
  const shade = rect(x + w * 0.03, y - h * 0.22, w * 0.94, h * 0.22, mix(color, '#b9cadb', 0.4), { rx: h * 0.11, opacity: 0.45 });
  return `<g opacity="${opacity}">${shape}${shade}</g>`;
}

/** A ridge of rolling hills: a smooth line through `count` random heights, filled down to the bottom. */
export function hills(a: Art, baseY: number, amp: number, fill: string, count = 6, bottom = a.h): string {
  const pts: [number, number][] = [];
  for (let i = 0; i <= count; i++) {
    pts.push([(-0.1 + (1.2 * i) / count) * a.w, baseY - a.r(0.15, 1) * amp]);
  }
  const line = smooth(pts);
  return path(`${line} L${n(a.w * 1.1)} ${n(bottom)} L${n(-a.w * 0.1)} ${n(bottom)} Z`, fill);
}

/** Hills through given points (x, y), filled down to `bottom`. */
export function ridge(points: readonly (readonly [number, number])[], fill: string, bottom: number): string {
  const first = points[0] as readonly [number, number];
  const last = points[points.length - 1] as readonly [number, number];
  return path(`${smooth(points)} L${n(last[0])} ${n(bottom)} L${n(first[0])} ${n(bottom)} Z`, fill);
}

/** A mountain range: peaks given as [x, y, halfWidth]; snow caps, lit right flanks. */
export function mountains(
  a: Art,
  peaks: readonly (readonly [number, number, number])[],
  baseY: number,
  colors: { body: string; shade: string; snow?: string; snowShade?: string },
  snowLine = 0.32,
): string {
  let out = '';
  for (const [px, py, hw] of peaks) {
    const left = px - hw;
    const right = px + hw;
    const j = (k: number): number => a.r(-k, k);
    const body: [number, number][] = [
      [left, baseY],
      [px - hw * 0.55, py + (baseY - py) * 0.45 + j(10)],
      [px - hw * 0.2, py + (baseY - py) * 0.12 + j(6)],
      [px, py],
      [px + hw * 0.25, py + (baseY - py) * 0.2 + j(6)],
      [px + hw * 0.6, py + (baseY - py) * 0.55 + j(10)],
      [right, baseY],
    ];
    out += poly(body, colors.body);
    // Shaded left flank: light comes from the right.
    out += poly(
      [
        [left, baseY],
        [px - hw * 0.55, py + (baseY - py) * 0.45],
        [px - hw * 0.2, py + (baseY - py) * 0.12],
        [px, py],
        [px - hw * 0.05, py + (baseY - py) * 0.5],
        [px + hw * 0.1, baseY],
      ],
      colors.shade,
    );
    if (colors.snow) {
      const sy = py + (baseY - py) * snowLine;
      const spread = hw * snowLine * 1.05;
      const cap: [number, number][] = [
        [px, py],
        [px + spread * 0.9, sy],
        [px + spread * 0.45, sy - (sy - py) * 0.15],
        [px + spread * 0.15, sy + (sy - py) * 0.1],
        [px - spread * 0.2, sy - (sy - py) * 0.2],
        [px - spread * 0.55, sy + (sy - py) * 0.05],
        [px - spread * 0.85, sy - (sy - py) * 0.1],
      ];
      out += poly(cap, colors.snow);
      out += poly(
        [
          [px, py],
          [px - spread * 0.05, sy - (sy - py) * 0.2],
          [px - spread * 0.2, sy - (sy - py) * 0.2],
          [px - spread * 0.55, sy + (sy - py) * 0.05],
          [px - spread * 0.85, sy - (sy - py) * 0.1],
        ],
        colors.snowShade ?? '#cfdbe8',
      );
    }
  }
  return out;
}

type TreeColors = { leaf: string; dark: string; light: string; trunk: string };

export const TREE = {
  green: { leaf: C.green500, dark: C.green600, light: '#4f8a68', trunk: '#6b4a32' },
  deep: { leaf: C.green600, dark: C.green700, light: C.green500, trunk: '#5a3e2b' },
  fresh: { leaf: '#5e9a6c', dark: '#3f7a55', light: '#86b98a', trunk: '#6b4a32' },
  olive: { leaf: '#7d9a5e', dark: '#5d7a45', light: '#a0b97b', trunk: '#6b5540' },
  autumn: { leaf: '#c8963e', dark: '#a87a2c', light: '#e2c286', trunk: '#5a3e2b' },
  far: { leaf: '#6f9a86', dark: '#5c8775', light: '#89b09c', trunk: '#6f7f78' },
} satisfies Record<string, TreeColors>;

const shadowUnder = (a: Art, x: number, y: number, w: number): string =>
  ellipse(x + w * 0.12, y, w, w * 0.16, C.navy900, { opacity: 0.16, filter: a.blur(Math.max(1.5, w * 0.08)) });

/** A broadleaf tree: trunk and a cloud of round leaf masses, lit from the upper right. */
export function treeRound(a: Art, x: number, y: number, h: number, c: TreeColors = TREE.green, shadow = true): string {
  const cw = h * 0.42;
  const cy = y - h * 0.62;
  let out = shadow ? shadowUnder(a, x, y, cw * 0.85) : '';
  out += path(`M${n(x - h * 0.035)} ${n(y)} L${n(x - h * 0.02)} ${n(cy)} L${n(x + h * 0.02)} ${n(cy)} L${n(x + h * 0.035)} ${n(y)} Z`, c.trunk);
  const blobs: [number, number, number][] = [
    [0, 0.05, 0.62],
    [-0.48, 0.2, 0.46],
    [0.5, 0.18, 0.48],
    [-0.22, -0.38, 0.5],
    [0.26, -0.34, 0.52],
    [0, -0.62, 0.42],
  ];
  let base = '';
  for (const [bx, by, br] of blobs) base += circle(x + bx * cw, cy + by * cw, br * cw * a.r(0.92, 1.06), c.leaf);
  out += base;
  // Shade on the lower left, light on the upper right.
  out += circle(x - cw * 0.35, cy + cw * 0.3, cw * 0.5, c.dark, { opacity: 0.6 });
  out += circle(x + cw * 0.05, cy + cw * 0.38, cw * 0.42, c.dark, { opacity: 0.35 });
  out += circle(x + cw * 0.3, cy - cw * 0.42, cw * 0.3, c.light, { opacity: 0.8 });
  out += circle(x + cw * 0.55, cy - cw * 0.05, cw * 0.22, c.light, { opacity: 0.6 });
  return out;
}

/** An old wide tree with a thick forked trunk (an oak or a plane tree). */
export function treeOld(a: Art, x: number, y: number, h: number, c: TreeColors = TREE.deep, shadow = true): string {
  const cw = h * 0.62;
  const cy = y - h * 0.66;
  let out = shadow ? shadowUnder(a, x, y, cw * 0.8) : '';
  const t = h * 0.06;
  out += path(
    `M${n(x - t)} ${n(y)} Q${n(x - t * 0.6)} ${n(y - h * 0.25)} ${n(x - t * 0.5)} ${n(y - h * 0.36)} L${n(x - cw * 0.45)} ${n(cy + cw * 0.05)} L${n(x - cw * 0.38)} ${n(cy)} L${n(x - t * 0.1)} ${n(y - h * 0.44)} L${n(x + t * 0.2)} ${n(cy - cw * 0.1)} L${n(x + t * 0.7)} ${n(cy - cw * 0.1)} L${n(x + t * 0.6)} ${n(y - h * 0.42)} L${n(x + cw * 0.42)} ${n(cy + cw * 0.02)} L${n(x + cw * 0.46)} ${n(cy + cw * 0.08)} L${n(x + t * 0.7)} ${n(y - h * 0.32)} Q${n(x + t * 0.6)} ${n(y - h * 0.2)} ${n(x + t * 1.1)} ${n(y)} Z`,
    c.trunk,
  );
  const blobs: [number, number, number][] = [
    [-0.7, 0.12, 0.34],
    [-0.42, -0.12, 0.4],
    [-0.12, -0.3, 0.42],
    [0.22, -0.28, 0.42],
    [0.52, -0.08, 0.38],
    [0.75, 0.15, 0.3],
    [-0.3, 0.18, 0.3],
    [0.3, 0.16, 0.32],
    [0, -0.02, 0.36],
  ];
  for (const [bx, by, br] of blobs) out += circle(x + bx * cw, cy + by * cw, br * cw * a.r(0.92, 1.06), c.leaf);
  out += ellipse(x - cw * 0.3, cy + cw * 0.22, cw * 0.45, cw * 0.16, c.dark, { opacity: 0.55 });
  out += ellipse(x + cw * 0.35, cy + cw * 0.24, cw * 0.4, cw * 0.12, c.dark, { opacity: 0.45 });
  // Gaps in the canopy show the branches.
  out += circle(x - cw * 0.2, cy + cw * 0.2, cw * 0.07, c.dark, { opacity: 0.8 });
  out += circle(x + cw * 0.16, cy + cw * 0.2, cw * 0.06, c.dark, { opacity: 0.8 });
  out += circle(x + cw * 0.25, cy - cw * 0.42, cw * 0.24, c.light, { opacity: 0.75 });
  out += circle(x + cw * 0.6, cy - cw * 0.18, cw * 0.18, c.light, { opacity: 0.65 });
  out += circle(x - cw * 0.1, cy - cw * 0.52, cw * 0.16, c.light, { opacity: 0.55 });
  return out;
}

/** A Mediterranean cypress: a tall dark flame. */
export function cypress(a: Art, x: number, y: number, h: number, c: TreeColors = TREE.deep, shadow = true): string {
  const w = h * 0.14;
  let out = shadow ? shadowUnder(a, x, y, w * 1.3) : '';
  const d = `M${n(x)} ${n(y - h)} C${n(x + w * 0.55)} ${n(y - h * 0.8)} ${n(x + w)} ${n(y - h * 0.35)} ${n(x + w * 0.65)} ${n(y - h * 0.04)} L${n(x - w * 0.65)} ${n(y - h * 0.04)} C${n(x - w)} ${n(y - h * 0.35)} ${n(x - w * 0.55)} ${n(y - h * 0.8)} ${n(x)} ${n(y - h)} Z`;
  out += rect(x - w * 0.08, y - h * 0.06, w * 0.16, h * 0.06, c.trunk);
  out += path(d, c.dark);
  out += path(
    `M${n(x)} ${n(y - h)} C${n(x + w * 0.55)} ${n(y - h * 0.8)} ${n(x + w)} ${n(y - h * 0.35)} ${n(x + w * 0.65)} ${n(y - h * 0.04)} L${n(x + w * 0.1)} ${n(y - h * 0.04)} C${n(x + w * 0.35)} ${n(y - h * 0.4)} ${n(x + w * 0.2)} ${n(y - h * 0.8)} ${n(x)} ${n(y - h)} Z`,
    c.leaf,
  );
  return out;
}

/** A stone pine (umbrella pine), the tree of Madrid's parks: bare curved trunk, flat wide crown. */
export function stonePine(a: Art, x: number, y: number, h: number, c: TreeColors = TREE.green, lean = 0.06, shadow = true): string {
  const cw = h * 0.46;
  const top = y - h * 0.74;
  let out = shadow ? shadowUnder(a, x, y, cw * 0.7) : '';
  const tx = x + h * lean;
  const tw = h * 0.026;
  out += path(
    `M${n(x - tw)} ${n(y)} Q${n(x + h * lean * 0.2)} ${n(y - h * 0.45)} ${n(tx - tw * 0.5)} ${n(top + h * 0.04)} L${n(tx + tw * 0.7)} ${n(top + h * 0.04)} Q${n(x + h * lean * 0.4 + tw * 1.2)} ${n(y - h * 0.45)} ${n(x + tw)} ${n(y)} Z`,
    c.trunk,
  );
  out += path(
    `M${n(tx)} ${n(top + h * 0.09)} Q${n(tx - cw * 0.25)} ${n(top + h * 0.05)} ${n(tx - cw * 0.5)} ${n(top - h * 0.01)} M${n(tx)} ${n(top + h * 0.1)} Q${n(tx + cw * 0.3)} ${n(top + h * 0.06)} ${n(tx + cw * 0.55)} ${n(top - h * 0.01)}`,
    'none',
    { stroke: c.trunk, 'stroke-width': n(h * 0.014), 'stroke-linecap': 'round' },
  );
  const lobes = [-0.72, -0.4, -0.08, 0.26, 0.6];
  for (const fx of lobes) {
    const cy = top - h * 0.05 - (1 - fx * fx) * h * 0.07;
    out += ellipse(tx + fx * cw, cy, cw * 0.4, h * 0.085, c.leaf);
  }
  out += ellipse(tx, top - h * 0.04, cw * 0.98, h * 0.07, c.leaf);
  out += path(
    `M${n(tx - cw * 0.98)} ${n(top - h * 0.03)} Q${n(tx)} ${n(top + h * 0.08)} ${n(tx + cw * 0.98)} ${n(top - h * 0.03)} Q${n(tx)} ${n(top + h * 0.02)} ${n(tx - cw * 0.98)} ${n(top - h * 0.03)} Z`,
    c.dark,
  );
  out += ellipse(tx - cw * 0.2, top - h * 0.02, cw * 0.7, h * 0.03, c.dark, { opacity: 0.5 });
  out += ellipse(tx + cw * 0.25, top - h * 0.15, cw * 0.42, h * 0.045, c.light, { opacity: 0.7 });
  out += ellipse(tx - cw * 0.35, top - h * 0.13, cw * 0.22, h * 0.03, c.light, { opacity: 0.45 });
  return out;
}

/** A conifer (fir or spruce) of stacked drooping tiers. */
export function fir(a: Art, x: number, y: number, h: number, c: TreeColors = TREE.deep, snow = false, shadow = true): string {
  const w = h * 0.2;
  let out = shadow ? shadowUnder(a, x, y, w * 1.1) : '';
  out += rect(x - h * 0.02, y - h * 0.12, h * 0.04, h * 0.12, c.trunk);
  const tiers = 4;
  for (let i = 0; i < tiers; i++) {
    const t0 = y - h * 0.08 - (i * h * 0.8) / tiers;
    const ww = w * (1 - i * 0.2);
    const top = t0 - h * 0.36;
    const tier = `M${n(x)} ${n(top)} L${n(x + ww)} ${n(t0)} Q${n(x)} ${n(t0 - h * 0.05)} ${n(x - ww)} ${n(t0)} Z`;
    out += path(tier, c.dark);
    out += path(`M${n(x)} ${n(top)} L${n(x + ww)} ${n(t0)} Q${n(x + ww * 0.45)} ${n(t0 - h * 0.035)} ${n(x + ww * 0.05)} ${n(t0 - h * 0.045)} Z`, c.leaf);
    if (snow) out += path(`M${n(x)} ${n(top)} L${n(x + ww * 0.35)} ${n(top + h * 0.12)} Q${n(x)} ${n(top + h * 0.09)} ${n(x - ww * 0.35)} ${n(top + h * 0.12)} Z`, '#f4f7fa');
  }
  return out;
}

/** A palm tree with a gently curved trunk. */
export function palm(a: Art, x: number, y: number, h: number, bend = 0.18, c: TreeColors = TREE.olive): string {
  const tx = x + h * bend;
  const ty = y - h;
  let out = shadowUnder(a, x, y, h * 0.14);
  out += path(`M${n(x - h * 0.03)} ${n(y)} Q${n(x + h * 0.02)} ${n(y - h * 0.6)} ${n(tx - h * 0.012)} ${n(ty)} L${n(tx + h * 0.012)} ${n(ty)} Q${n(x + h * 0.06)} ${n(y - h * 0.6)} ${n(x + h * 0.03)} ${n(y)} Z`, '#9b7a56');
  for (let i = 1; i < 9; i++) {
    const t = i / 9;
    const px = x + (tx - x) * t * t * 0.9 + h * 0.02 * t;
    out += path(`M${n(px - h * 0.028)} ${n(y - h * t)} l${n(h * 0.056)} ${n(-h * 0.012)}`, 'none', { stroke: '#7a5c40', 'stroke-width': n(h * 0.006) });
  }
  const fronds = [-175, -145, -118, -92, -66, -38, -8, 18];
  for (const deg of fronds) {
    const r = (deg * Math.PI) / 180;
    const len = h * a.r(0.36, 0.44);
    const ex = tx + Math.cos(r) * len;
    const ey = ty + Math.sin(r) * len * 0.55 + len * 0.28;
    const mx = tx + Math.cos(r) * len * 0.5;
    const my = ty + Math.sin(r) * len * 0.5 - len * 0.12;
    out += path(`M${n(tx)} ${n(ty)} Q${n(mx)} ${n(my - len * 0.16)} ${n(ex)} ${n(ey)} Q${n(mx)} ${n(my + len * 0.1)} ${n(tx)} ${n(ty)} Z`, deg > -90 ? c.leaf : c.dark);
  }
  return out;
}

/** A rounded bush. */
export function bush(a: Art, x: number, y: number, w: number, c: TreeColors = TREE.green, flowers?: string): string {
  const h = w * 0.55;
  let out = ellipse(x + w * 0.05, y, w * 0.55, h * 0.12, C.navy900, { opacity: 0.14, filter: a.blur(Math.max(1, w * 0.04)) });
  out += path(`M${n(x - w / 2)} ${n(y)} C${n(x - w / 2)} ${n(y - h * 1.2)} ${n(x + w / 2)} ${n(y - h * 1.2)} ${n(x + w / 2)} ${n(y)} Z`, c.leaf);
  out += path(`M${n(x - w / 2)} ${n(y)} C${n(x - w / 2)} ${n(y - h * 0.6)} ${n(x)} ${n(y - h * 0.55)} ${n(x + w * 0.1)} ${n(y)} Z`, c.dark, { opacity: 0.55 });
  out += ellipse(x + w * 0.15, y - h * 0.68, w * 0.18, h * 0.14, c.light, { opacity: 0.7 });
  if (flowers) {
    for (let i = 0; i < Math.max(4, Math.round(w / 14)); i++) {
      const fx = x + a.r(-0.38, 0.38) * w;
      const fy = y - a.r(0.15, 0.75) * h;
      out += circle(fx, fy, Math.max(1.5, w * 0.028), flowers);
    }
  }
  return out;
}

/** A clipped hedge: a rounded box with a lit top. */
export function hedge(x: number, y: number, w: number, h: number, c: TreeColors = TREE.deep): string {
  return (
    rect(x, y - h, w, h, c.leaf, { rx: Math.min(h * 0.3, 14) }) +
    rect(x, y - h, w, h * 0.28, c.light, { rx: Math.min(h * 0.14, 10), opacity: 0.65 }) +
    rect(x, y - h * 0.35, w, h * 0.35, c.dark, { rx: Math.min(h * 0.2, 10), opacity: 0.5 })
  );
}

/** A scatter of small flowers within a band. */
export function flowers(a: Art, x: number, y: number, w: number, h: number, colors: readonly string[], count: number, size = 4): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const fx = x + a.rnd() * w;
    const fy = y + a.rnd() * h;
    const s = size * a.r(0.7, 1.2) * (0.6 + ((fy - y) / Math.max(1, h)) * 0.6);
    out += circle(fx, fy, s, a.pick(colors));
  }
  return out;
}

/** A body of water with a gradient and a few soft horizontal glints. */
export function water(a: Art, x: number, y: number, w: number, h: number, top: string, bottom: string, glints = 10, glint = '#ffffff'): string {
  let out = rect(x, y, w, h, a.lin([[0, top], [1, bottom]], 0, y, 0, y + h));
  for (let i = 0; i < glints; i++) {
    const gy = y + a.r(0.05, 0.95) * h;
    const gw = a.r(0.03, 0.12) * w * (0.4 + (gy - y) / h);
    const gx = x + a.rnd() * (w - gw);
    out += rect(gx, gy, gw, Math.max(1.5, h * 0.008), glint, { rx: 1, opacity: a.r(0.25, 0.55) });
  }
  return out;
}

/** Grass tufts along a band, for texture in the foreground. */
export function tufts(a: Art, x: number, y: number, w: number, count: number, color: string, size = 10): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const tx = x + a.rnd() * w;
    const ty = y + a.r(-0.5, 0.5) * size * 2;
    const s = size * a.r(0.7, 1.3);
    d += `M${n(tx - s * 0.5)} ${n(ty)} Q${n(tx - s * 0.35)} ${n(ty - s * 0.6)} ${n(tx - s * 0.6)} ${n(ty - s)} Q${n(tx - s * 0.1)} ${n(ty - s * 0.5)} ${n(tx)} ${n(ty)} Q${n(tx + s * 0.1)} ${n(ty - s * 0.8)} ${n(tx + s * 0.2)} ${n(ty - s * 1.2)} Q${n(tx + s * 0.3)} ${n(ty - s * 0.6)} ${n(tx + s * 0.5)} ${n(ty)} Z `;
  }
  return path(d, color);
}

/** A path or road narrowing towards the horizon along a curve: centre points [x, y, halfWidth]. */
export function pathway(points: readonly (readonly [number, number, number])[], fill: string, edge?: string): string {
  const leftSide = points.map(([x, y, w]) => [x - w, y] as const);
  const rightSide = points.map(([x, y, w]) => [x + w, y] as const).reverse();
  const l = smooth(leftSide);
  const r = smooth(rightSide).replace(/^M/, 'L');
  let out = path(`${l} ${r} Z`, fill);
  if (edge) {
    out += path(l, 'none', { stroke: edge, 'stroke-width': 3, opacity: 0.5 });
    out += path(smooth(rightSide), 'none', { stroke: edge, 'stroke-width': 3, opacity: 0.5 });
  }
  return out;
}

/** Mowing stripes fanning out from a vanishing point on the horizon. */
export function lawnStripes(a: Art, vx: number, vy: number, bottom: number, color: string, count = 14, opacity = 0.06): string {
  let d = '';
  const spread = a.w * 3;
  for (let i = 0; i < count; i += 2) {
    const x0 = vx - spread / 2 + (spread * i) / count;
    const x1 = vx - spread / 2 + (spread * (i + 1)) / count;
    d += `M${n(vx)} ${n(vy)} L${n(x0)} ${n(bottom)} L${n(x1)} ${n(bottom)} Z `;
  }
  return path(d, color, { opacity });
}
