/**
 * Stylised people: a round head, a soft torso and limbs drawn as thick round
 * strokes, posed by the angle of each limb segment. Faces are at most two
 * dots and a smile. Everything is built in "figure units" (an adult is about
 * 100 tall) and scaled to the height asked for.
 */
import { type Art, circle, ellipse, line, mix, n, path, rect } from './core';
import { C, CLOTHES, HAIRS, SKINS } from './palette';

export type Age = 'toddler' | 'child' | 'teen' | 'adult';
export type Hair = 'short' | 'long' | 'bun' | 'pony' | 'curly' | 'bob' | 'buzz' | 'afro';
export type View = 'front' | 'side';

/** Limb angles in degrees: 0 hangs straight down, +90 points forward, 180 up. [upper, lower]. */
export type Limb = readonly [number, number];

export type Pose = {
  readonly view: View;
  readonly armBack: Limb;
  readonly armFront: Limb;
  readonly legBack: Limb;
  readonly legFront: Limb;
  /** Forward lean of the upper body, degrees. */
  readonly lean?: number;
};

export const POSES = {
  stand: { view: 'front', armBack: [-7, -4], armFront: [7, 4], legBack: [-2, -1], legFront: [2, 1] },
  standSide: { view: 'side', armBack: [-6, 4], armFront: [6, 12], legBack: [-3, -3], legFront: [3, 3] },
  walk: { view: 'side', armBack: [-24, -12], armFront: [26, 48], legBack: [-21, -26], legFront: [20, 10] },
  stroll: { view: 'side', armBack: [-14, -6], armFront: [14, 30], legBack: [-14, -18], legFront: [14, 6] },
  wave: { view: 'front', armBack: [-7, -4], armFront: [135, 168], legBack: [-2, -1], legFront: [2, 1] },
  cheer: { view: 'front', armBack: [-145, -168], armFront: [145, 168], legBack: [-4, -2], legFront: [4, 2] },
  jump: { view: 'front', armBack: [-140, -165], armFront: [140, 165], legBack: [-18, 10], legFront: [18, -10] },
  run: { view: 'side', armBack: [-55, 15], armFront: [55, 140], legBack: [-35, -95], legFront: [55, 8], lean: 12 },
  kick: { view: 'side', armBack: [-55, -80], armFront: [40, 70], legBack: [-6, -6], legFront: [70, 55], lean: -6 },
  sit: { view: 'side', armBack: [18, 80], armFront: [22, 85], legBack: [86, 2], legFront: [92, 6] },
  sitRead: { view: 'side', armBack: [25, 120], armFront: [30, 125], legBack: [86, 2], legFront: [92, 6] },
  sitFront: { view: 'front', armBack: [-12, 20], armFront: [12, -20], legBack: [-6, -3], legFront: [6, 3] },
  hold: { view: 'side', armBack: [14, 84], armFront: [20, 90], legBack: [-3, -3], legFront: [3, 3] },
  holdFront: { view: 'front', armBack: [-14, 60], armFront: [14, -60], legBack: [-2, -1], legFront: [2, 1] },
  point: { view: 'side', armBack: [-6, 4], armFront: [105, 108], legBack: [-6, -6], legFront: [6, 6] },
  talk: { view: 'side', armBack: [-6, 4], armFront: [30, 110], legBack: [-4, -4], legFront: [4, 4] },
  kneel: { view: 'side', armBack: [40, 20], armFront: [48, 28], legBack: [-4, -92], legFront: [82, 2], lean: 22 },
  reach: { view: 'side', armBack: [-8, 0], armFront: [158, 172], legBack: [-3, -3], legFront: [3, 3] },
  climb: { view: 'side', armBack: [-28, -10], armFront: [40, 60], legBack: [-10, -14], legFront: [58, -4], lean: 8 },
  pull: { view: 'side', armBack: [-8, -8], armFront: [20, 60], legBack: [-16, -18], legFront: [16, 6] },
  ski: { view: 'side', armBack: [30, 40], armFront: [40, 60], legBack: [30, -10], legFront: [36, -6], lean: 18 },
  crouch: { view: 'side', armBack: [30, 60], armFront: [40, 70], legBack: [60, -30], legFront: [75, -25], lean: 30 },
} satisfies Record<string, Pose>;

export type PoseName = keyof typeof POSES;

export type PersonOptions = {
  x: number;
  y: number;
  /** Standing height in pixels. */
  h: number;
  age?: Age;
  pose?: PoseName | Pose;
  /** Faces left instead of right. */
  flip?: boolean;
  skin?: string;
  hair?: Hair;
  hairColor?: string;
  top?: string;
  bottom?: string;
  /** Short sleeves show the forearm. */
  shortSleeves?: boolean;
  shorts?: boolean;
  skirt?: boolean;
  shoes?: string;
  /** Dot eyes and a smile. Default: on when the head is big enough to read. */
  face?: boolean;
  /** 'feet' (default): the lowest foot touches y. 'hip': the hip sits at y (seated figures). */
  anchor?: 'feet' | 'hip';
  /** Markup drawn at the front hand, in figure units (the figure's scale applies). */
  item?: string;
  /** Draw the item behind the front arm (e.g. a box held with both hands). */
  itemBehind?: boolean;
  /** Markup drawn at the back hand, in figure units. */
  itemBack?: string;
  /** A backpack on the back (side views). */
  backpack?: string;
  /** A collar or tie accent colour for teachers and gowns. */
  accent?: string;
  /** Ground shadow under the feet. */
  shadow?: boolean;
  /** Overall opacity, for distant figures. */
  opacity?: number;
  /** A graduation gown: long top reaching the knees. */
  gown?: boolean;
  /** A cap item drawn on the head, in head units (r = head radius). */
  hat?: (r: number) => string;
};

type Dims = { torso: number; neck: number; head: number; thigh: number; shin: number; upper: number; fore: number; sw: number; hw: number; leg: number; arm: number };

const DIMS: Record<Age, Dims> = {
  adult: { torso: 36, neck: 3.5, head: 8, thigh: 22, shin: 21, upper: 15, fore: 14, sw: 11.5, hw: 9.6, leg: 8.8, arm: 6.2 },
  teen: { torso: 32, neck: 3, head: 8, thigh: 20.5, shin: 19.5, upper: 13.5, fore: 12.5, sw: 10.6, hw: 9, leg: 8.2, arm: 5.8 },
  child: { torso: 25, neck: 2.4, head: 9, thigh: 14.5, shin: 13.5, upper: 10.5, fore: 9.5, sw: 9, hw: 8, leg: 7.4, arm: 5.3 },
  toddler: { torso: 20, neck: 2, head: 9.4, thigh: 10, shin: 9, upper: 8, fore: 7.5, sw: 8, hw: 8, leg: 7, arm: 5 },
};

const rad = (deg: number): number => (deg * Math.PI) / 180;
const dir = (deg: number, len: number): [number, number] => [Math.sin(rad(deg)) * len, Math.cos(rad(deg)) * len];

/** Standing height of a figure of this age in figure units. */
export function unitHeight(age: Age): number {
  const d = DIMS[age];
  return d.torso + d.neck + d.head * 2 + d.thigh + d.shin + 2;
}

export function person(a: Art, o: PersonOptions): string {
  const age = o.age ?? 'adult';
  const d = DIMS[age];
  const pose: Pose = typeof o.pose === 'object' ? o.pose : POSES[o.pose ?? 'stand'];
  const s = o.h / unitHeight(age);
  const skin = o.skin ?? a.pick(SKINS);
  const hairColor = o.hairColor ?? a.pick(HAIRS);
  const hair = o.hair ?? a.pick<Hair>(['short', 'long', 'bun', 'pony', 'curly', 'bob']);
  const top = o.top ?? a.pick(CLOTHES);
  const bottom = o.bottom ?? a.pick([C.navy800, C.navy700, '#3a4660', C.woodDark, '#56627a']);
  const shoes = o.shoes ?? '#1f2633';
  const side = pose.view === 'side';
  const lean = pose.lean ?? 0;

  // Joint positions, origin at the hip centre.
  const hipX = side ? 1.2 : d.hw * 0.48;
  const legEnd = (limb: Limb, x0: number): { knee: [number, number]; foot: [number, number] } => {
    const k = dir(limb[0], d.thigh);
    const f = dir(limb[1], d.shin);
    const knee: [number, number] = [x0 + k[0], k[1]];
    return { knee, foot: [knee[0] + f[0], knee[1] + f[1]] };
  };
  const lb = legEnd(pose.legBack, -hipX);
  const lf = legEnd(pose.legFront, hipX);

  // Upper body, rotated by the lean around the hip.
  const rot = (p: [number, number]): [number, number] => {
    const c = Math.cos(rad(lean));
    const sn = Math.sin(rad(lean));
    return [p[0] * c - p[1] * sn, p[0] * sn + p[1] * c];
  };
  const shoulderY = -d.torso + 3;
  const shX = side ? 1 : d.sw - 2.4;
  const armEnd = (limb: Limb, x0: number): { sh: [number, number]; elbow: [number, number]; hand: [number, number] } => {
    const sh = rot([x0, shoulderY]);
    const e = dir(limb[0], d.upper);
    const f = dir(limb[1], d.fore);
    const elbow: [number, number] = [sh[0] + e[0], sh[1] + e[1]];
    return { sh, elbow, hand: [elbow[0] + f[0], elbow[1] + f[1]] };
  };
  const ab = armEnd(pose.armBack, -shX);
  const af = armEnd(pose.armFront, shX);
  const headC = rot([side ? 1.5 : 0, -d.torso - d.neck - d.head + 1]);

  const lowest = Math.max(lb.foot[1], lf.foot[1]) + d.leg / 2;
  const oy = o.anchor === 'hip' ? 0 : -lowest;

  const headPx = d.head * s;
  const face = o.face ?? headPx >= 9;

  const limb = (pts: [number, number][], color: string, width: number): string =>
    `<polyline points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;

  const leg = (l: { knee: [number, number]; foot: [number, number] }, x0: number, shade: number): string => {
    const hip: [number, number] = [x0, 0];
    const trouser = shadeOf(bottom, shade);
    let out = '';
    if (o.shorts || o.skirt) {
      out += limb([hip, l.knee, l.foot], shadeOf(skin, shade), d.leg * 0.82);
      if (o.shorts) out += limb([hip, lerp(hip, l.knee, 0.75)], trouser, d.leg + 0.6);
    } else {
      out += limb([hip, l.knee, l.foot], trouser, d.leg);
    }
    // Shoe: an oval pointing forward in side view.
    const fx = l.foot[0] + (side ? 2 : 0);
    out += ellipse(fx, l.foot[1] + d.leg * 0.28, side ? d.leg * 0.78 : d.leg * 0.6, d.leg * 0.42, shoes);
    return out;
  };

  const arm = (p: { sh: [number, number]; elbow: [number, number]; hand: [number, number] }, shade: number): string => {
    const sleeve = shadeOf(top, shade);
    let out = '';
    if (o.shortSleeves) {
      out += limb([p.sh, p.elbow, p.hand], shadeOf(skin, shade), d.arm * 0.86);
      out += limb([p.sh, lerp(p.sh, p.elbow, 0.6)], sleeve, d.arm + 0.8);
    } else {
      out += limb([p.sh, p.elbow, lerp(p.elbow, p.hand, 0.82)], sleeve, d.arm);
    }
    out += circle(p.hand[0], p.hand[1], d.arm * 0.55, shadeOf(skin, shade));
    return out;
  };

  // Torso: shoulders rounded, slightly narrower at the waist, in the upper-body frame.
  const sw = side ? d.sw * 0.62 : d.sw;
  const hw = side ? d.hw * 0.7 : d.hw;
  const bottomY = o.gown ? d.thigh * 0.95 : 1.5;
  const hem = o.gown ? hw * 1.5 : hw;
  const torsoD = `M${n(-sw)} ${n(shoulderY + 2)} Q${n(-sw)} ${n(-d.torso)} ${n(-sw + 4)} ${n(-d.torso)} L${n(sw - 4)} ${n(-d.torso)} Q${n(sw)} ${n(-d.torso)} ${n(sw)} ${n(shoulderY + 2)} L${n(hem)} ${n(bottomY)} Q0 ${n(bottomY + 2)} ${n(-hem)} ${n(bottomY)} Z`;
  let torso = `<g transform="rotate(${n(lean)})">${path(torsoD, top)}`;
  // A soft shade on the back half, a highlight on the lit side.
  torso += path(torsoD, 'url(#torsoShade)', { opacity: 0.5 });
  if (o.accent) torso += path(`M${n(-2.4)} ${n(-d.torso)} L0 ${n(-d.torso + 7)} L${n(2.4)} ${n(-d.torso)} Z`, o.accent);
  if (o.skirt) torso += path(`M${n(-hw)} -1 L${n(hw)} -1 L${n(hw + 4)} ${n(d.thigh * 0.8)} Q0 ${n(d.thigh * 0.86)} ${n(-hw - 4)} ${n(d.thigh * 0.8)} Z`, bottom);
  if (o.backpack && side) torso += path(`M${n(-sw - 6)} ${n(shoulderY + 1)} q0 -3 3 -3 h4 v${n(d.torso * 0.62)} h-5 q-2 0 -2 -2 Z`, o.backpack);
  torso += '</g>';
  ensureTorsoShade(a);

  const neck = `<g transform="rotate(${n(lean)})">${path(`M${n(-2)} ${n(-d.torso + 1)} L${n(-2)} ${n(-d.torso - d.neck)} L${n(2)} ${n(-d.torso - d.neck)} L${n(2)} ${n(-d.torso + 1)} Z`, shadeOf(skin, 0.12))}</g>`;

  const head = drawHead(headC, d.head, skin, hair, hairColor, side, face, o.hat);

  const frontItem = o.item ? `<g transform="translate(${n(af.hand[0])} ${n(af.hand[1])})">${o.item}</g>` : '';
  const backItem = o.itemBack ? `<g transform="translate(${n(ab.hand[0])} ${n(ab.hand[1])})">${o.itemBack}</g>` : '';

  let body = '';
  if (side) {
    body += backItem + arm(ab, 0.22) + leg(lb, -hipX, 0.2) + leg(lf, hipX, 0) + neck + torso + head;
    body += o.itemBehind ? frontItem + arm(af, 0) : arm(af, 0) + frontItem;
  } else {
    body += leg(lb, -hipX, 0.08) + leg(lf, hipX, 0) + backItem + neck + torso;
    body += o.itemBehind ? frontItem + arm(ab, 0.08) + arm(af, 0) : arm(ab, 0.08) + arm(af, 0) + frontItem;
    body += head;
  }

  const shadow =
    o.shadow === false || o.anchor === 'hip'
      ? ''
      : ellipse(o.x, o.y, (side ? 16 : 13) * s, 3.2 * s, '#0d1c36', { opacity: 0.16, filter: a.blur(Math.max(1, 1.2 * s)) });
  const sx = o.flip ? -s : s;
  return `${shadow}<g transform="translate(${n(o.x)} ${n(o.y)}) scale(${n3(sx)} ${n3(s)}) translate(0 ${n(oy)})"${o.opacity === undefined ? '' : ` opacity="${o.opacity}"`}>${body}</g>`;
}

const n3 = (v: number): string => String(Math.round(v * 1000) / 1000);

function lerp(p: [number, number], q: [number, number], t: number): [number, number] {
  return [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t];
}

function shadeOf(color: string, t: number): string {
  if (t === 0) return color;
  const hex = color.replace('#', '');
  const v = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const dark = [13, 28, 54];
  return `#${v.map((c, i) => Math.round(c + ((dark[i] as number) - c) * t).toString(16).padStart(2, '0')).join('')}`;
}

function ensureTorsoShade(a: Art): void {
  a.once(
    'torsoShade',
    '<linearGradient id="torsoShade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#0d1c36" stop-opacity="0.35"/><stop offset="0.45" stop-color="#0d1c36" stop-opacity="0"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.18"/></linearGradient>',
  );
}

function drawHead(
  c: [number, number],
  r: number,
  skin: string,
  hair: Hair,
  hairColor: string,
  side: boolean,
  face: boolean,
  hat?: (r: number) => string,
): string {
  const [x, y] = c;
  let back = '';
  let front = '';
  const cap = side
    ? // Side view: hair over the top and the back of the head.
      `M${n(-r * 1.06)} ${n(r * 0.35)} C${n(-r * 1.2)} ${n(-r * 0.9)} ${n(-r * 0.3)} ${n(-r * 1.3)} ${n(r * 0.55)} ${n(-r * 1.02)} C${n(r * 0.95)} ${n(-r * 0.85)} ${n(r * 1.05)} ${n(-r * 0.45)} ${n(r * 1.02)} ${n(-r * 0.28)} C${n(r * 0.4)} ${n(-r * 0.55)} ${n(-r * 0.1)} ${n(-r * 0.3)} ${n(-r * 0.25)} ${n(r * 0.25)} Z`
    : `M${n(-r * 1.06)} ${n(r * 0.05)} C${n(-r * 1.15)} ${n(-r * 1.25)} ${n(r * 1.15)} ${n(-r * 1.25)} ${n(r * 1.06)} ${n(r * 0.05)} C${n(r * 0.7)} ${n(-r * 0.45)} ${n(-r * 0.7)} ${n(-r * 0.45)} ${n(-r * 1.06)} ${n(r * 0.05)} Z`;
  switch (hair) {
    case 'long':
      back += path(
        side
          ? `M${n(-r * 1.05)} ${n(-r * 0.2)} Q${n(-r * 1.5)} ${n(r * 1.6)} ${n(-r * 0.9)} ${n(r * 2.1)} L${n(r * 0.1)} ${n(r * 1.7)} Q${n(-r * 0.2)} ${n(r * 0.6)} ${n(0)} ${n(-r * 0.2)} Z`
          : `M${n(-r * 1.1)} ${n(-r * 0.2)} Q${n(-r * 1.35)} ${n(r * 1.4)} ${n(-r * 1.05)} ${n(r * 1.95)} L${n(r * 1.05)} ${n(r * 1.95)} Q${n(r * 1.35)} ${n(r * 1.4)} ${n(r * 1.1)} ${n(-r * 0.2)} Z`,
        hairColor,
      );
      front += path(cap, hairColor);
      break;
    case 'bob':
      back += path(
        side
          ? `M${n(-r * 1.08)} ${n(-r * 0.2)} Q${n(-r * 1.3)} ${n(r * 0.9)} ${n(-r * 0.7)} ${n(r * 1.05)} L${n(r * 0.15)} ${n(r * 0.9)} L0 ${n(-r * 0.2)} Z`
          : `M${n(-r * 1.12)} ${n(-r * 0.2)} Q${n(-r * 1.25)} ${n(r * 0.9)} ${n(-r * 0.95)} ${n(r * 1.05)} L${n(r * 0.95)} ${n(r * 1.05)} Q${n(r * 1.25)} ${n(r * 0.9)} ${n(r * 1.12)} ${n(-r * 0.2)} Z`,
        hairColor,
      );
      front += path(cap, hairColor);
      break;
    case 'bun':
      back += circle(side ? -r * 0.55 : 0, -r * 1.05, r * 0.48, hairColor);
      front += path(cap, hairColor);
      break;
    case 'pony':
      back += path(
        `M${n(-r * 0.7)} ${n(-r * 0.6)} Q${n(-r * 2.1)} ${n(-r * 0.2)} ${n(-r * 1.7)} ${n(r * 1.5)} Q${n(-r * 1.2)} ${n(r * 0.4)} ${n(-r * 0.5)} ${n(-r * 0.1)} Z`,
        hairColor,
      );
      front += path(cap, hairColor);
      break;
    case 'curly': {
      const pts = side ? [-150, -120, -90, -60, -30, 180, 160] : [-100, -70, -40, -10, 20, 50, 80, 110];
      for (const deg of pts) {
        const [dx, dy] = dir(side ? deg : deg + 180, r * 0.82);
        back += circle(dx, side ? dy : -Math.abs(dy) * 0.95 - r * 0.05, r * 0.42, hairColor);
      }
      front += path(cap, hairColor);
      break;
    }
    case 'afro':
      back += circle(side ? -r * 0.2 : 0, -r * 0.35, r * 1.45, hairColor);
      break;
    case 'buzz':
      front += path(cap, hairColor, { opacity: 0.85 });
      break;
    default:
      front += path(cap, hairColor);
  }
  let f = '';
  if (face) {
    const eye = '#1f2633';
    if (side) {
      f += circle(r * 0.55, r * 0.08, r * 0.1, eye);
      f += path(`M${n(r * 0.42)} ${n(r * 0.45)} Q${n(r * 0.62)} ${n(r * 0.6)} ${n(r * 0.8)} ${n(r * 0.4)}`, 'none', { stroke: eye, 'stroke-width': n(r * 0.09), 'stroke-linecap': 'round' });
    } else {
      f += circle(-r * 0.36, r * 0.1, r * 0.1, eye) + circle(r * 0.36, r * 0.1, r * 0.1, eye);
      f += path(`M${n(-r * 0.26)} ${n(r * 0.45)} Q0 ${n(r * 0.68)} ${n(r * 0.26)} ${n(r * 0.45)}`, 'none', { stroke: eye, 'stroke-width': n(r * 0.09), 'stroke-linecap': 'round' });
      f += circle(-r * 0.62, r * 0.38, r * 0.14, '#e0806a', { opacity: 0.35 }) + circle(r * 0.62, r * 0.38, r * 0.14, '#e0806a', { opacity: 0.35 });
    }
  }
  const headShape = circle(0, 0, r, skin) + path(`M${n(-r)} 0 A${n(r)} ${n(r)} 0 0 0 ${n(r * 0.2)} ${n(r * 0.98)} A${n(r * 1.1)} ${n(r * 1.1)} 0 0 1 ${n(-r)} 0 Z`, '#0d1c36', { opacity: 0.07 });
  return `<g transform="translate(${n(x)} ${n(y)})">${back}${headShape}${f}${front}${hat ? hat(r) : ''}</g>`;
}

/** A random but seeded look for a crowd figure. */
export function randomLook(a: Art, age: Age): Partial<PersonOptions> {
  const hair: Hair = a.pick(age === 'adult' ? ['short', 'bun', 'bob', 'long', 'buzz', 'curly'] : ['short', 'long', 'pony', 'curly', 'bob', 'bun', 'afro']);
  return {
    age,
    skin: a.pick(SKINS),
    hair,
    hairColor: a.pick(HAIRS),
    top: a.pick(CLOTHES),
    bottom: a.pick([C.navy800, C.navy700, '#3a4660', '#56627a', C.woodDark, C.green700]),
    skirt: age !== 'adult' && a.rnd() < 0.2,
  };
}

/**
 * A forearm and hand reaching in from (x0, y0) to the wrist at (x1, y1), for close-ups.
 * `w` is the forearm's width; the hand lies flat, fingers pointing on along the arm.
 */
export function arm(x0: number, y0: number, x1: number, y1: number, w: number, skin: string, sleeve: string, cuff?: string): string {
  const ang = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
  const len = Math.hypot(x1 - x0, y1 - y0);
  const shade = mix(skin, '#0d1c36', 0.16);
  const hw = w * 0.56;
  const body =
    // Forearm skin showing past the sleeve.
    rect(len - w * 1.6, -w * 0.42, w * 1.8, w * 0.84, skin, { rx: w * 0.35 }) +
    rect(-w * 0.2, -w / 2, len - w * 1.2, w, sleeve, { rx: w * 0.25 }) +
    rect(len - w * 1.75, -w * 0.56, w * 0.42, w * 1.12, cuff ?? mix(sleeve, '#ffffff', 0.18), { rx: w * 0.18 }) +
    rect(-w * 0.2, w * 0.15, len - w * 1.2, w * 0.35, C.navy900, { opacity: 0.12, rx: w * 0.2 }) +
    // Palm.
    path(`M${n(len - w * 0.1)} ${n(-hw)} C${n(len + w * 0.6)} ${n(-hw * 1.15)} ${n(len + w * 1.1)} ${n(-hw)} ${n(len + w * 1.15)} ${n(-hw * 0.55)} L${n(len + w * 1.15)} ${n(hw * 0.7)} C${n(len + w * 0.9)} ${n(hw * 1.1)} ${n(len + w * 0.3)} ${n(hw * 1.05)} ${n(len - w * 0.1)} ${n(hw * 0.9)} Z`, skin) +
    // Four fingers.
    [-0.55, -0.18, 0.18, 0.52]
      .map((f, i) => {
        const fl = w * (i === 3 ? 0.5 : i === 0 ? 0.62 : 0.72);
        return rect(len + w * 1.0, hw * f - w * 0.14, fl, w * 0.28, skin, { rx: w * 0.14 }) + line(len + w * 1.02, hw * f + w * 0.14, len + w * 1.0 + fl * 0.6, hw * f + w * 0.14, shade, Math.max(1, w * 0.025), { opacity: 0.6 });
      })
      .join('') +
    // Thumb along the upper edge.
    path(`M${n(len + w * 0.1)} ${n(-hw * 0.9)} C${n(len + w * 0.4)} ${n(-hw * 1.7)} ${n(len + w * 0.9)} ${n(-hw * 1.7)} ${n(len + w * 0.95)} ${n(-hw * 1.35)} C${n(len + w * 0.9)} ${n(-hw * 1.05)} ${n(len + w * 0.6)} ${n(-hw * 0.95)} ${n(len + w * 0.45)} ${n(-hw * 0.7)} Z`, shade) +
    path(`M${n(len + w * 0.2)} ${n(hw * 0.2)} Q${n(len + w * 0.6)} ${n(hw * 0.5)} ${n(len + w * 0.95)} ${n(hw * 0.3)}`, 'none', { stroke: shade, 'stroke-width': n(w * 0.04), opacity: 0.5 });
  return `<g transform="translate(${n(x0)} ${n(y0)}) rotate(${n(ang)})">${body}</g>`;
}
