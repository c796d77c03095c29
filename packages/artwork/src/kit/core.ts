/**
 * The drawing surface every scene works on: its size, a seeded random source
 * and a registry of SVG definitions (gradients, filters, clip paths) so the
 * kit's functions can ask for a gradient and get back a `url(#id)`.
 */

/** A colour stop: offset 0..1, colour, optional opacity. */
export type Stop = readonly [number, string, number?];

/** Mulberry32: small, fast, seeded; the same seed draws the same picture. */
export function seeded(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable number from a string, used to seed each picture by its name. */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Rounds for compact SVG. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

export class Art {
  readonly rnd: () => number;
  private readonly defs: string[] = [];
  private count = 0;
  private readonly named = new Set<string>();

  constructor(
    readonly w: number,
    readonly h: number,
    seed: number,
  ) {
    this.rnd = seeded(seed);
  }

  /** A random number in [lo, hi). */
  r(lo = 0, hi = 1): number {
    return lo + (hi - lo) * this.rnd();
  }

  /** A random element of a list. */
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.rnd() * items.length)] as T;
  }

  id(prefix = 'd'): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  /** Adds a definition once, under a fixed id. */
  once(id: string, markup: string): void {
    if (!this.named.has(id)) {
      this.named.add(id);
      this.defs.push(markup);
    }
  }

  /** A linear gradient in user space from (x1,y1) to (x2,y2); returns `url(#id)`. */
  lin(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id('l');
    this.def(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stopTags(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A vertical gradient over the box of the shape it fills (top to bottom). */
  vgrad(stops: readonly Stop[]): string {
    const id = this.id('v');
    this.def(`<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stopTags(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  /** A horizontal gradient over the box of the shape it fills (left to right). */
  hgrad(stops: readonly Stop[]): string {
    const id = this.id('h');
    this.def(`<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">${stopTags(stops)}</linearGradient>`);
    return `url(#${id})`;
  }

  /** A radial gradient in user space centred at (cx,cy) with radius r (rx/ry scale it). */
  rad(stops: readonly Stop[], cx: number, cy: number, r: number, squash = 1): string {
    const id = this.id('r');
    const transform = squash === 1 ? '' : ` gradientTransform="translate(${n(cx)} ${n(cy)}) scale(1 ${squash}) translate(${n(-cx)} ${n(-cy)})"`;
    this.def(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${transform}>${stopTags(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A Gaussian blur filter; returns `url(#id)`. Memoised by deviation. */
  blur(deviation: number): string {
    const key = `blur-${n(deviation).replace('.', '_')}`;
    this.once(key, `<filter id="${key}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`);
    return `url(#${key})`;
  }

  /** A clip path from markup; returns `url(#id)`. */
  clip(markup: string): string {
    const id = this.id('c');
    this.def(`<clipPath id="${id}">${markup}</clipPath>`);
    return `url(#${id})`;
  }

  svg(body: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

function stopTags(stops: readonly Stop[]): string {
  return stops
    .map(([offset, color, opacity]) => `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`)
    .join('');
}

/* ---------- tiny SVG element helpers ---------- */

type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join('');
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}): string =>
  `<rect${attrs({ x, y, width: w, height: h, fill, ...extra })}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string =>
  `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string =>
  `<ellipse${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;

export const path = (d: string, fill: string, extra: Attrs = {}): string => `<path${attrs({ d, fill, ...extra })}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra: Attrs = {}): string =>
  `<line${attrs({ x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra })}/>`;

export const poly = (points: readonly (readonly [number, number])[], fill: string, extra: Attrs = {}): string =>
  `<polygon${attrs({ points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(' '), fill, ...extra })}/>`;

export const polyline = (points: readonly (readonly [number, number])[], stroke: string, width: number, extra: Attrs = {}): string =>
  `<polyline${attrs({ points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(' '), fill: 'none', stroke, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...extra })}/>`;

export const g = (body: string, extra: Attrs = {}): string => `<g${attrs(extra)}>${body}</g>`;

/** Moves (and optionally scales / mirrors) a group. */
export const at = (x: number, y: number, body: string, scale = 1, flip = false): string =>
  `<g transform="translate(${n(x)} ${n(y)})${scale !== 1 || flip ? ` scale(${flip ? -scale : scale} ${scale})` : ''}">${body}</g>`;

/** A smooth closed or open path through points (Catmull-Rom turned into cubic Béziers). */
export function smooth(points: readonly (readonly [number, number])[], closed = false, tension = 1): string {
  const p = points;
  if (p.length < 2) return '';
  const get = (i: number): readonly [number, number] => {
    if (closed) return p[(i + p.length) % p.length] as readonly [number, number];
    return p[Math.max(0, Math.min(p.length - 1, i))] as readonly [number, number];
  };
  let d = `M${n(get(0)[0])} ${n(get(0)[1])}`;
  const last = closed ? p.length : p.length - 1;
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    const c1x = p1[0] + ((p2[0] - p0[0]) / 6) * tension;
    const c1y = p1[1] + ((p2[1] - p0[1]) / 6) * tension;
    const c2x = p2[0] - ((p3[0] - p1[0]) / 6) * tension;
    const c2y = p2[1] - ((p3[1] - p1[1]) / 6) * tension;
    d += ` C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return closed ? `${d} Z` : d;
}

/** Mixes two hex colours; t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseHex(a);
  const pb = parseHex(b);
  const c = pa.map((v, i) => Math.round(v + ((pb[i] as number) - v) * t));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function parseHex(hex: string): number[] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.split('').map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
}

export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
export const darken = (c: string, t: number): string => mix(c, '#0d1c36', t);
