/** Things: furniture, books, school and sports gear, vehicles, camp gear, studio gear. */
import { type Art, circle, ellipse, g, line, mix, n, path, poly, polyline, rect } from './core';
import { C } from './palette';

const BOOK_COLORS = [C.navy700, C.green500, C.gold500, C.coral, '#4f7fb0', C.green300, C.gold300, '#7a5c8e', C.coralLight, '#3f8f8a', C.navy500, '#e9dcc3'];

/** A soft contact shadow. */
export function softShadow(a: Art, x: number, y: number, rx: number, ry: number, opacity = 0.18): string {
  return ellipse(x, y, rx, ry, C.navy900, { opacity, filter: a.blur(Math.max(1, ry * 0.6)) });
}

/** A row of book spines standing on a shelf line (y = base). */
export function bookRow(a: Art, x: number, y: number, w: number, h: number, colors: readonly string[] = BOOK_COLORS): string {
  let out = '';
  let cx = x;
  while (cx < x + w - h * 0.12) {
    const bw = h * a.r(0.1, 0.2);
    if (cx + bw > x + w) break;
    const bh = h * a.r(0.72, 1);
    const color = a.pick(colors);
    if (a.rnd() < 0.08 && cx + bh * 0.3 < x + w) {
      // A book leaning over.
      out += `<g transform="rotate(-14 ${n(cx)} ${n(y)})">${rect(cx, y - bh, bw, bh, color)}</g>`;
      cx += bh * 0.3;
      continue;
    }
    out += rect(cx, y - bh, bw, bh, color);
    out += rect(cx, y - bh * 0.8, bw, bh * 0.05, mix(color, '#ffffff', 0.45));
    out += rect(cx, y - bh * 0.3, bw, bh * 0.04, mix(color, '#ffffff', 0.45));
    out += rect(cx + bw * 0.75, y - bh, bw * 0.25, bh, C.navy900, { opacity: 0.12 });
    cx += bw + h * 0.01;
    if (a.rnd() < 0.06) cx += h * 0.3;
  }
  return out;
}

/** A tall bookcase full of books. */
export function bookcase(a: Art, x: number, y: number, w: number, h: number, shelves = 5, wood = C.woodDark): string {
  const t = Math.max(6, w * 0.04);
  let out = rect(x, y - h, w, h, wood);
  out += rect(x + t, y - h + t, w - 2 * t, h - 2 * t, mix(wood, '#0d1c36', 0.45));
  const sh = (h - 2 * t) / shelves;
  for (let i = 0; i < shelves; i++) {
    const base = y - h + t + sh * (i + 1);
    out += bookRow(a, x + t + 2, base - t * 0.4, w - 2 * t - 4, sh * 0.8);
    out += rect(x + t, base - t * 0.5, w - 2 * t, t * 0.7, mix(wood, '#ffffff', 0.12));
  }
  out += rect(x, y - h, w, t * 1.4, mix(wood, '#ffffff', 0.15));
  return out;
}

/** A stack of closed books lying flat: some show their spines, some their page edges. */
export function bookStack(a: Art, x: number, y: number, w: number, count: number): string {
  let out = '';
  let cy = y;
  for (let i = 0; i < count; i++) {
    const bw = w * a.r(0.8, 1);
    const bh = w * a.r(0.11, 0.15);
    const off = a.r(-0.06, 0.06) * w;
    const color = BOOK_COLORS[(i * 5 + 1) % BOOK_COLORS.length] as string;
    const bx = x - bw / 2 + off;
    if (i % 2 === 0) {
      // Spine towards us: cloth colour with gilt bands.
      out += rect(bx, cy - bh, bw, bh, color, { rx: bh * 0.25 });
      out += rect(bx + bw * 0.08, cy - bh, bw * 0.035, bh, C.gold300, { opacity: 0.85 });
      out += rect(bx + bw * 0.89, cy - bh, bw * 0.035, bh, C.gold300, { opacity: 0.85 });
      out += rect(bx + bw * 0.3, cy - bh * 0.62, bw * 0.4, bh * 0.24, mix(color, '#ffffff', 0.35), { rx: bh * 0.1 });
      out += rect(bx, cy - bh * 0.3, bw, bh * 0.3, C.navy900, { opacity: 0.12, rx: bh * 0.15 });
    } else {
      // Page edges towards us: thin covers top and bottom.
      out += rect(bx, cy - bh, bw, bh, color, { rx: bh * 0.12 });
      out += rect(bx + bw * 0.015, cy - bh * 0.8, bw * 0.97, bh * 0.6, '#fbf6ea');
      for (let k = 1; k < 3; k++) out += rect(bx + bw * 0.015, cy - bh * 0.8 + (bh * 0.6 * k) / 3, bw * 0.97, 1.2, '#e4d9c4');
    }
    cy -= bh;
  }
  return out;
}

/** An open book, seen slightly from above. */
export function openBook(x: number, y: number, w: number, cover = C.coral): string {
  const h = w * 0.32;
  return (
    path(`M${n(x - w / 2)} ${n(y)} L${n(x)} ${n(y + h * 0.12)} L${n(x + w / 2)} ${n(y)} L${n(x + w / 2)} ${n(y - h * 0.1)} L${n(x - w / 2)} ${n(y - h * 0.1)} Z`, cover) +
    path(`M${n(x - w * 0.48)} ${n(y - h * 0.12)} Q${n(x - w * 0.25)} ${n(y - h * 0.5)} ${n(x)} ${n(y - h * 0.2)} L${n(x)} ${n(y + h * 0.02)} Q${n(x - w * 0.25)} ${n(y - h * 0.3)} ${n(x - w * 0.48)} ${n(y - h * 0.02)} Z`, '#fffaf0') +
    path(`M${n(x + w * 0.48)} ${n(y - h * 0.12)} Q${n(x + w * 0.25)} ${n(y - h * 0.5)} ${n(x)} ${n(y - h * 0.2)} L${n(x)} ${n(y + h * 0.02)} Q${n(x + w * 0.25)} ${n(y - h * 0.3)} ${n(x + w * 0.48)} ${n(y - h * 0.02)} Z`, '#f1ebdf')
  );
}

/** A book held in a hand (figure units). */
export const heldBook = (color = C.coral): string => rect(-6, -10, 12, 14, color, { rx: 1 }) + rect(-5, -9, 1.5, 12, '#fffaf0', { opacity: 0.7 });

/** A table seen from the side: top and legs. */
export function table(a: Art, x: number, y: number, w: number, h: number, top = C.woodLight, legs = C.woodDark, cloth?: string): string {
  const t = Math.max(6, h * 0.08);
  let out = softShadow(a, x + w / 2, y, w * 0.55, h * 0.06);
  if (cloth) {
    out += rect(x - t, y - h, w + 2 * t, h * 0.4, cloth);
    out += rect(x - t, y - h, w + 2 * t, t, mix(cloth, '#ffffff', 0.4));
  } else {
    out += rect(x + w * 0.04, y - h, t, h, legs) + rect(x + w * 0.96 - t, y - h, t, h, legs);
    out += rect(x + w * 0.2, y - h, t * 0.8, h * 0.96, mix(legs, '#0d1c36', 0.2));
    out += rect(x + w * 0.8 - t, y - h, t * 0.8, h * 0.96, mix(legs, '#0d1c36', 0.2));
  }
  out += rect(x - t, y - h - t, w + 2 * t, t * 1.4, top, { rx: t * 0.3 });
  out += rect(x - t, y - h - t, w + 2 * t, t * 0.4, mix(top, '#ffffff', 0.3), { rx: t * 0.2 });
  return out;
}

/** A chair seen from the side, facing right (flip for left). */
export function chair(x: number, y: number, h: number, color = C.navy700, flip = false): string {
  const s = h / 100;
  const body =
    rect(-22, -50, 44, 7, color, { rx: 2 }) +
    rect(-22, -100, 7, 57, color, { rx: 3 }) +
    rect(-20, -44, 5, 44, mix(color, '#0d1c36', 0.25)) +
    rect(15, -44, 5, 44, mix(color, '#0d1c36', 0.25));
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${flip ? -s : s} ${s})">${body}</g>`;
}

/** A globe on a stand. */
export function globe(a: Art, x: number, y: number, r: number): string {
  let out = softShadow(a, x, y, r * 0.7, r * 0.1);
  out += path(`M${n(x - r * 0.45)} ${n(y)} L${n(x + r * 0.45)} ${n(y)} L${n(x + r * 0.2)} ${n(y - r * 0.14)} L${n(x - r * 0.2)} ${n(y - r * 0.14)} Z`, C.gold600);
  out += rect(x - r * 0.05, y - r * 0.5, r * 0.1, r * 0.4, C.gold600);
  const cy = y - r * 1.55;
  out += path(`M${n(x - r * 1.05)} ${n(cy + r * 0.35)} A${n(r * 1.12)} ${n(r * 1.12)} 0 0 0 ${n(x + r * 0.35)} ${n(cy + r * 1.05)}`, 'none', { stroke: C.gold500, 'stroke-width': n(r * 0.07) });
  const ocean = a.rad([[0, '#8cc6de'], [0.7, '#4f9bbd'], [1, '#2d6f95']], x + r * 0.35, cy - r * 0.35, r * 1.4);
  out += circle(x, cy, r, ocean);
  const clipId = a.clip(circle(x, cy, r, '#000'));
  const land = C.green400;
  out += `<g clip-path="${clipId}">`;
  out += path(`M${n(x - r * 0.6)} ${n(cy - r * 0.75)} q${n(r * 0.3)} ${n(-r * 0.1)} ${n(r * 0.5)} ${n(r * 0.1)} q${n(r * 0.1)} ${n(r * 0.3)} ${n(-r * 0.05)} ${n(r * 0.45)} q${n(-r * 0.1)} ${n(r * 0.2)} ${n(r * 0.05)} ${n(r * 0.5)} q${n(r * 0.05)} ${n(r * 0.35)} ${n(-r * 0.2)} ${n(r * 0.4)} q${n(-r * 0.25)} ${n(-r * 0.2)} ${n(-r * 0.3)} ${n(-r * 0.55)} q${n(-r * 0.1)} ${n(-r * 0.3)} ${n(-r * 0.1)} ${n(-r * 0.6)} Z`, land);
  out += path(`M${n(x + r * 0.1)} ${n(cy - r * 0.55)} q${n(r * 0.4)} ${n(-r * 0.2)} ${n(r * 0.75)} ${n(r * 0.05)} q${n(r * 0.2)} ${n(r * 0.25)} ${n(r * 0.05)} ${n(r * 0.45)} q${n(-r * 0.25)} ${n(0)} ${n(-r * 0.3)} ${n(r * 0.35)} q${n(-r * 0.15)} ${n(r * 0.35)} ${n(-r * 0.35)} ${n(r * 0.3)} q${n(-r * 0.1)} ${n(-r * 0.4)} ${n(-r * 0.2)} ${n(-r * 0.6)} q${n(-r * 0.1)} ${n(-r * 0.2)} ${n(r * 0.05)} ${n(-r * 0.55)} Z`, land);
  out += circle(x - r * 0.45, cy + r * 0.45, r * 0.9, C.navy900, { opacity: 0.16 });
  out += '</g>';
  out += ellipse(x + r * 0.35, cy - r * 0.4, r * 0.28, r * 0.16, '#ffffff', { opacity: 0.35, transform: `rotate(-35 ${n(x + r * 0.35)} ${n(cy - r * 0.4)})` });
  out += path(`M${n(x + r * 0.35)} ${n(cy + r * 1.05)} A${n(r * 1.12)} ${n(r * 1.12)} 0 0 0 ${n(x + r * 0.78)} ${n(cy - r * 0.62)}`, 'none', { stroke: C.gold300, 'stroke-width': n(r * 0.07) });
  out += circle(x + r * 0.78, cy - r * 0.66, r * 0.06, C.gold500);
  return out;
}

/** A laptop seen from the side-front, screen glowing. */
export function laptop(a: Art, x: number, y: number, w: number, flip = false, screenColor = '#9fd0e6'): string {
  const h = w * 0.62;
  const body =
    path(`M0 0 L${n(w)} 0 L${n(w * 0.93)} ${n(-w * 0.05)} L${n(w * 0.07)} ${n(-w * 0.05)} Z`, '#c9ced6') +
    path(`M${n(w * 0.1)} ${n(-w * 0.05)} L${n(w * 0.22)} ${n(-h)} L${n(w * 0.92)} ${n(-h)} L${n(w * 0.8)} ${n(-w * 0.05)} Z`, '#3a4660') +
    path(`M${n(w * 0.14)} ${n(-w * 0.08)} L${n(w * 0.245)} ${n(-h + w * 0.04)} L${n(w * 0.885)} ${n(-h + w * 0.04)} L${n(w * 0.775)} ${n(-w * 0.08)} Z`, a.lin([[0, screenColor], [1, mix(screenColor, C.navy700, 0.3)]], 0, -h, 0, 0)) +
    rect(w * 0.32, -h * 0.7, w * 0.2, w * 0.03, '#ffffff', { opacity: 0.7 }) +
    rect(w * 0.3, -h * 0.55, w * 0.32, w * 0.03, '#ffffff', { opacity: 0.5 }) +
    rect(w * 0.28, -h * 0.4, w * 0.25, w * 0.03, C.gold300, { opacity: 0.8 });
  return `<g transform="translate(${n(x)} ${n(y)})${flip ? ` translate(${n(w)} 0) scale(-1 1)` : ''}">${body}</g>`;
}

/** A microscope. */
export function microscope(a: Art, x: number, y: number, h: number): string {
  const s = h / 100;
  const dark = C.navy700;
  const light = '#e8edf2';
  const body =
    rect(-30, -8, 60, 8, dark, { rx: 3 }) +
    path('M10 -8 L16 -8 Q20 -45 6 -70 L0 -66 Q12 -45 10 -8 Z', light) +
    rect(-22, -38, 34, 5, dark) +
    `<g transform="rotate(-24 -4 -72)">${rect(-12, -100, 16, 44, light, { rx: 3 })}${rect(-9, -108, 10, 10, dark, { rx: 2 })}${rect(-14, -58, 20, 8, dark, { rx: 2 })}</g>` +
    circle(14, -48, 6, dark) +
    rect(-10, -34, 4, 10, '#9fb0c4');
  return softShadow(a, x, y, h * 0.35, h * 0.04) + `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">${body}</g>`;
}

/** Glass flasks and beakers with coloured liquids. */
export function flask(x: number, y: number, h: number, liquid = '#6fc2b0', kind: 'conical' | 'round' | 'beaker' = 'conical'): string {
  const w = h * 0.7;
  const glass = '#e6f1f5';
  let out = '';
  if (kind === 'conical') {
    out += path(`M${n(x - w * 0.12)} ${n(y - h)} L${n(x + w * 0.12)} ${n(y - h)} L${n(x + w * 0.12)} ${n(y - h * 0.6)} L${n(x + w / 2)} ${n(y)} L${n(x - w / 2)} ${n(y)} L${n(x - w * 0.12)} ${n(y - h * 0.6)} Z`, glass, { opacity: 0.85 });
    out += path(`M${n(x - w * 0.32)} ${n(y - h * 0.3)} L${n(x + w * 0.32)} ${n(y - h * 0.3)} L${n(x + w * 0.47)} ${n(y - h * 0.03)} L${n(x - w * 0.47)} ${n(y - h * 0.03)} Z`, liquid);
  } else if (kind === 'round') {
    out += rect(x - w * 0.1, y - h, w * 0.2, h * 0.5, glass, { opacity: 0.85 });
    out += circle(x, y - h * 0.32, h * 0.32, glass, { opacity: 0.85 });
    out += path(`M${n(x - h * 0.3)} ${n(y - h * 0.3)} A${n(h * 0.32)} ${n(h * 0.32)} 0 0 0 ${n(x + h * 0.3)} ${n(y - h * 0.3)} Z`, liquid);
  } else {
    out += rect(x - w * 0.35, y - h * 0.8, w * 0.7, h * 0.8, glass, { opacity: 0.85, rx: 2 });
    out += rect(x - w * 0.33, y - h * 0.45, w * 0.66, h * 0.43, liquid, { rx: 2 });
  }
  out += line(x - w * 0.05, y - h * 0.85, x - w * 0.05, y - h * 0.65, '#ffffff', Math.max(1, h * 0.04), { opacity: 0.8 });
  return out;
}

/** A potted plant. */
export function pottedPlant(a: Art, x: number, y: number, h: number, pot = C.terracotta, leaf = C.green500): string {
  const pw = h * 0.34;
  let out = softShadow(a, x, y, pw * 0.7, pw * 0.12);
  const leaves = [-60, -35, -12, 10, 32, 58];
  for (const deg of leaves) {
    const r = (deg * Math.PI) / 180;
    const len = h * a.r(0.55, 0.75);
    const ex = x + Math.sin(r) * len;
    const ey = y - h * 0.4 - Math.cos(r) * len;
    out += path(`M${n(x)} ${n(y - h * 0.4)} Q${n(x + Math.sin(r) * len * 0.3 - len * 0.14)} ${n(y - h * 0.4 - Math.cos(r) * len * 0.6)} ${n(ex)} ${n(ey)} Q${n(x + Math.sin(r) * len * 0.6 + len * 0.14)} ${n(y - h * 0.4 - Math.cos(r) * len * 0.4)} ${n(x)} ${n(y - h * 0.4)} Z`, deg % 2 === 0 ? leaf : mix(leaf, '#ffffff', 0.18));
  }
  out += path(`M${n(x - pw / 2)} ${n(y - h * 0.42)} L${n(x + pw / 2)} ${n(y - h * 0.42)} L${n(x + pw * 0.38)} ${n(y)} L${n(x - pw * 0.38)} ${n(y)} Z`, pot);
  out += rect(x - pw * 0.55, y - h * 0.46, pw * 1.1, h * 0.07, mix(pot, '#ffffff', 0.15), { rx: 2 });
  out += path(`M${n(x - pw / 2)} ${n(y - h * 0.42)} L${n(x - pw * 0.1)} ${n(y - h * 0.42)} L${n(x - pw * 0.1)} ${n(y)} L${n(x - pw * 0.38)} ${n(y)} Z`, C.navy900, { opacity: 0.12 });
  return out;
}

/** A school bus seen from the side, facing right. `w` is its length. */
export function bus(a: Art, x: number, y: number, w: number, flip = false, body = C.gold500): string {
  const h = w * 0.36;
  const s = w / 400;
  const dark = C.navy800;
  const inner =
    rect(0, -130, 400, 112, body, { rx: 14 }) +
    rect(0, -130, 400, 20, mix(body, '#ffffff', 0.25), { rx: 10 }) +
    rect(0, -58, 400, 14, C.navy700) +
    rect(0, -44, 400, 8, mix(body, '#0d1c36', 0.25)) +
    // Windscreen and side windows.
    path('M372 -118 L392 -118 Q398 -118 398 -110 L398 -78 L372 -78 Z', '#9fc7e2') +
    [20, 74, 128, 182, 236, 290].map((wx) => rect(wx, -114, 44, 40, '#2d4566', { rx: 5 }) + poly([[wx + 4, -80], [wx + 30, -112], [wx + 40, -112], [wx + 12, -80]], '#ffffff', { opacity: 0.15 })).join('') +
    // Door.
    rect(338, -116, 28, 88, '#2d4566', { rx: 4 }) +
    line(352, -112, 352, -30, body, 2) +
    rect(392, -40, 10, 12, '#fff3c4', { rx: 2 }) +
    rect(-2, -40, 8, 12, C.coral, { rx: 2 }) +
    [90, 320].map((wx) => circle(wx, -18, 24, dark) + circle(wx, -18, 11, '#c9ced6') + circle(wx, -18, 4, dark)).join('') +
    path('M60 -18 a30 30 0 0 1 60 0', 'none', { stroke: mix(body, '#0d1c36', 0.3), 'stroke-width': 4 }) +
    path('M290 -18 a30 30 0 0 1 60 0', 'none', { stroke: mix(body, '#0d1c36', 0.3), 'stroke-width': 4 });
  return softShadow(a, x + w / 2, y, w * 0.55, h * 0.08, 0.25) + `<g transform="translate(${n(flip ? x + w : x)} ${n(y + 6 * s)}) scale(${n3(flip ? -s : s)} ${n3(s)})">${inner}</g>`;
}

const n3 = (v: number): string => String(Math.round(v * 1000) / 1000);

/** Balls. */
export function football(a: Art, x: number, y: number, r: number): string {
  let out = circle(x, y, r, '#fbfbf7');
  const penta = (cx: number, cy: number, pr: number, rot: number): string =>
    poly(
      Array.from({ length: 5 }, (_, i) => {
        const t = rot + (i * Math.PI * 2) / 5;
        return [cx + Math.cos(t) * pr, cy + Math.sin(t) * pr] as const;
      }),
      C.navy800,
    );
  out += penta(x, y, r * 0.32, -Math.PI / 2);
  for (let i = 0; i < 5; i++) {
    const t = -Math.PI / 2 + (i * Math.PI * 2) / 5;
    out += line(x + Math.cos(t) * r * 0.32, y + Math.sin(t) * r * 0.32, x + Math.cos(t) * r * 0.7, y + Math.sin(t) * r * 0.7, C.navy800, Math.max(1, r * 0.06));
  }
  const clip = a.clip(circle(x, y, r, '#000'));
  out += `<g clip-path="${clip}">`;
  for (let i = 0; i < 5; i++) {
    const t = -Math.PI / 2 + (i * Math.PI * 2) / 5;
    out += penta(x + Math.cos(t) * r * 0.95, y + Math.sin(t) * r * 0.95, r * 0.3, t);
  }
  out += circle(x - r * 0.35, y + r * 0.35, r, C.navy900, { opacity: 0.12 });
  out += '</g>';
  return out;
}

export function basketball(x: number, y: number, r: number): string {
  const seam = { stroke: '#5a2a14', 'stroke-width': n(Math.max(1, r * 0.06)), fill: 'none' };
  return (
    circle(x, y, r, '#d9773e') +
    path(`M${n(x - r)} ${n(y)} L${n(x + r)} ${n(y)} M${n(x)} ${n(y - r)} L${n(x)} ${n(y + r)}`, 'none', seam) +
    path(`M${n(x - r * 0.7)} ${n(y - r * 0.7)} Q${n(x - r * 0.2)} ${n(y)} ${n(x - r * 0.7)} ${n(y + r * 0.7)} M${n(x + r * 0.7)} ${n(y - r * 0.7)} Q${n(x + r * 0.2)} ${n(y)} ${n(x + r * 0.7)} ${n(y + r * 0.7)}`, 'none', seam) +
    path(`M${n(x - r)} ${n(y)} A${n(r)} ${n(r)} 0 0 0 ${n(x + r * 0.4)} ${n(y + r * 0.92)} A${n(r * 1.2)} ${n(r * 1.2)} 0 0 1 ${n(x - r)} ${n(y)} Z`, C.navy900, { opacity: 0.15 })
  );
}

export function tennisBall(x: number, y: number, r: number): string {
  return (
    circle(x, y, r, '#d8e04a') +
    path(`M${n(x - r * 0.9)} ${n(y - r * 0.4)} Q${n(x)} ${n(y - r * 0.1)} ${n(x - r * 0.4)} ${n(y + r * 0.9)} M${n(x + r * 0.4)} ${n(y - r * 0.9)} Q${n(x)} ${n(y + r * 0.1)} ${n(x + r * 0.9)} ${n(y + r * 0.4)}`, 'none', { stroke: '#fbfbf2', 'stroke-width': n(Math.max(1, r * 0.12)) }) +
    path(`M${n(x - r)} ${n(y)} A${n(r)} ${n(r)} 0 0 0 ${n(x + r * 0.4)} ${n(y + r * 0.92)} A${n(r * 1.2)} ${n(r * 1.2)} 0 0 1 ${n(x - r)} ${n(y)} Z`, C.navy900, { opacity: 0.12 })
  );
}

export function volleyball(x: number, y: number, r: number): string {
  const seam = { stroke: '#c9ced6', 'stroke-width': n(Math.max(1, r * 0.05)), fill: 'none' };
  return (
    circle(x, y, r, '#fbfbf7') +
    path(`M${n(x)} ${n(y)} Q${n(x - r * 0.2)} ${n(y - r * 0.7)} ${n(x - r * 0.6)} ${n(y - r * 0.8)} M${n(x)} ${n(y)} Q${n(x + r * 0.7)} ${n(y + r * 0.1)} ${n(x + r)} ${n(y - r * 0.2)} M${n(x)} ${n(y)} Q${n(x - r * 0.5)} ${n(y + r * 0.5)} ${n(x - r * 0.5)} ${n(y + r * 0.86)}`, 'none', seam) +
    path(`M${n(x)} ${n(y)} Q${n(x - r * 0.2)} ${n(y - r * 0.7)} ${n(x - r * 0.6)} ${n(y - r * 0.8)} A${n(r)} ${n(r)} 0 0 0 ${n(x - r)} ${n(y + r * 0.1)} Z`, '#4f7fb0') +
    path(`M${n(x)} ${n(y)} Q${n(x + r * 0.7)} ${n(y + r * 0.1)} ${n(x + r)} ${n(y - r * 0.2)} A${n(r)} ${n(r)} 0 0 0 ${n(x + r * 0.2)} ${n(y - r * 0.98)} Z`, C.gold500) +
    path(`M${n(x - r)} ${n(y)} A${n(r)} ${n(r)} 0 0 0 ${n(x + r * 0.4)} ${n(y + r * 0.92)} A${n(r * 1.2)} ${n(r * 1.2)} 0 0 1 ${n(x - r)} ${n(y)} Z`, C.navy900, { opacity: 0.12 })
  );
}

/** A tennis racket lying at an angle (degrees). Length = overall length. */
export function tennisRacket(x: number, y: number, len: number, angle: number, frame = C.coral): string {
  const s = len / 100;
  const body =
    rect(-3, 10, 6, 42, C.navy800, { rx: 3 }) +
    rect(-4, 34, 8, 18, '#e9dcc3', { rx: 3 }) +
    path('M-3 12 L-10 -8 M3 12 L10 -8', 'none', { stroke: frame, 'stroke-width': 4 }) +
    ellipse(0, -26, 19, 26, 'none', { stroke: frame, 'stroke-width': 5 }) +
    g(
      [-12, -6, 0, 6, 12].map((sx) => line(sx, -50, sx, -2, '#f1ebdf', 0.9)).join('') + [-44, -36, -28, -20, -12, -6].map((sy) => line(-18, sy, 18, sy, '#f1ebdf', 0.9)).join(''),
      { 'clip-path': 'none', opacity: 0.85 },
    );
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle}) scale(${n3(s)})">${body}</g>`;
}

/** A padel racket (solid perforated face). */
export function padelRacket(x: number, y: number, len: number, angle: number, face = C.navy700, rim = C.gold500): string {
  const s = len / 100;
  let holes = '';
  for (let r = 0; r < 5; r++) for (let c = -2; c <= 2; c++) if (Math.abs(c) + r < 6) holes += circle(c * 6 + (r % 2) * 3 - 1.5, -40 + r * 7, 1.4, mix(face, '#0d1c36', 0.4));
  const body =
    rect(-4, 8, 8, 40, '#1f2633', { rx: 3 }) +
    path('M-5 14 L-14 -2 M5 14 L14 -2', 'none', { stroke: rim, 'stroke-width': 5 }) +
    path('M0 -64 C22 -64 26 -40 24 -24 C22 -6 12 4 0 4 C-12 4 -22 -6 -24 -24 C-26 -40 -22 -64 0 -64 Z', rim) +
    path('M0 -60 C19 -60 22 -40 20 -25 C18 -9 10 0 0 0 C-10 0 -18 -9 -20 -25 C-22 -40 -19 -60 0 -60 Z', face) +
    holes +
    path('M-12 -52 Q-4 -60 8 -56', 'none', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.4 });
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle}) scale(${n3(s)})">${body}</g>`;
}

/** An A-frame / ridge tent, door facing the viewer. */
export function tent(a: Art, x: number, y: number, w: number, color = C.coral, flip = false): string {
  const h = w * 0.62;
  const dark = mix(color, '#0d1c36', 0.35);
  const body =
    poly([[0, 0], [w * 0.5, -h], [w * 1.2, -h * 0.92], [w * 1.45, 0]], mix(color, '#ffffff', 0.12)) +
    poly([[0, 0], [w * 0.5, -h], [w, 0]], color) +
    poly([[w * 0.3, 0], [w * 0.5, -h * 0.62], [w * 0.7, 0]], dark) +
    poly([[w * 0.5, -h * 0.62], [w * 0.7, 0], [w * 0.78, 0]], mix(color, '#ffffff', 0.25)) +
    line(w * 0.5, -h, w * 0.5, -h - w * 0.08, C.navy800, Math.max(1.5, w * 0.015)) +
    line(0, 0, -w * 0.1, w * 0.02, '#5a3e2b', 1.5) +
    line(w * 1.45, 0, w * 1.55, w * 0.02, '#5a3e2b', 1.5);
  return softShadow(a, x + w * 0.72, y, w * 0.8, w * 0.05) + `<g transform="translate(${n(flip ? x + w * 1.45 : x)} ${n(y)})${flip ? ' scale(-1 1)' : ''}">${body}</g>`;
}

/** A canoe floating, seen from the side. */
export function canoe(x: number, y: number, w: number, color = C.coral): string {
  const h = w * 0.12;
  return (
    ellipse(x, y + h * 0.2, w * 0.52, h * 0.35, C.navy900, { opacity: 0.15 }) +
    path(`M${n(x - w / 2)} ${n(y - h * 0.9)} Q${n(x)} ${n(y + h * 0.9)} ${n(x + w / 2)} ${n(y - h * 0.9)} Q${n(x)} ${n(y - h * 0.2)} ${n(x - w / 2)} ${n(y - h * 0.9)} Z`, color) +
    path(`M${n(x - w / 2)} ${n(y - h * 0.9)} Q${n(x)} ${n(y - h * 0.2)} ${n(x + w / 2)} ${n(y - h * 0.9)} Q${n(x)} ${n(y - h * 0.45)} ${n(x - w / 2)} ${n(y - h * 0.9)} Z`, mix(color, '#0d1c36', 0.35)) +
    path(`M${n(x - w * 0.42)} ${n(y - h * 0.55)} Q${n(x)} ${n(y + h * 0.45)} ${n(x + w * 0.42)} ${n(y - h * 0.55)}`, 'none', { stroke: mix(color, '#ffffff', 0.35), 'stroke-width': n(Math.max(1, h * 0.12)) })
  );
}

/** A paddle. */
export function paddle(x: number, y: number, len: number, angle: number, color = C.woodLight): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle})">${rect(-len * 0.02, -len / 2, len * 0.04, len * 0.75, color)}${ellipse(0, len * 0.35, len * 0.07, len * 0.16, color)}</g>`;
}

/** A sailing boat with a mainsail and jib. */
export function sailboat(x: number, y: number, h: number, sail = '#fffaf0', hull = '#fbfbf7', stripe = C.navy700): string {
  const w = h * 0.75;
  return (
    path(`M${n(x - w * 0.5)} ${n(y - h * 0.1)} L${n(x + w * 0.55)} ${n(y - h * 0.1)} L${n(x + w * 0.38)} ${n(y)} L${n(x - w * 0.35)} ${n(y)} Z`, hull) +
    rect(x - w * 0.45, y - h * 0.08, w * 0.95, h * 0.025, stripe) +
    line(x, y - h * 0.1, x, y - h, '#6b5a48', Math.max(1.5, h * 0.015)) +
    path(`M${n(x - w * 0.02)} ${n(y - h * 0.97)} Q${n(x - w * 0.35)} ${n(y - h * 0.5)} ${n(x - w * 0.45)} ${n(y - h * 0.16)} L${n(x - w * 0.02)} ${n(y - h * 0.16)} Z`, sail) +
    path(`M${n(x - w * 0.02)} ${n(y - h * 0.97)} Q${n(x - w * 0.2)} ${n(y - h * 0.5)} ${n(x - w * 0.22)} ${n(y - h * 0.16)} L${n(x - w * 0.02)} ${n(y - h * 0.16)} Z`, C.navy900, { opacity: 0.06 }) +
    path(`M${n(x + w * 0.02)} ${n(y - h * 0.85)} Q${n(x + w * 0.3)} ${n(y - h * 0.45)} ${n(x + w * 0.48)} ${n(y - h * 0.14)} L${n(x + w * 0.02)} ${n(y - h * 0.14)} Z`, mix(sail, '#c9d6e2', 0.3)) +
    ellipse(x, y + h * 0.01, w * 0.5, h * 0.02, '#ffffff', { opacity: 0.5 })
  );
}

/** A studio microphone on a boom arm. `x, y`: the microphone's centre. */
export function studioMic(a: Art, x: number, y: number, h: number, armTo?: readonly [number, number]): string {
  const w = h * 0.38;
  let out = '';
  if (armTo) out += polyline([[x, y + h * 0.5], [armTo[0] - (armTo[0] - x) * 0.4, y + h * 0.9], armTo], '#2a3448', Math.max(3, h * 0.06));
  out += path(`M${n(x - w * 0.75)} ${n(y)} Q${n(x - w * 0.75)} ${n(y + h * 0.62)} ${n(x)} ${n(y + h * 0.62)} Q${n(x + w * 0.75)} ${n(y + h * 0.62)} ${n(x + w * 0.75)} ${n(y)}`, 'none', { stroke: '#2a3448', 'stroke-width': n(h * 0.05) });
  out += rect(x - h * 0.03, y + h * 0.6, h * 0.06, h * 0.2, '#2a3448');
  out += rect(x - w / 2, y - h / 2, w, h * 0.95, a.lin([[0, '#5c6b82'], [0.5, '#c9d1dc'], [1, '#4a5568']], x - w / 2, 0, x + w / 2, 0), { rx: w / 2 });
  for (let i = 0; i < 5; i++) out += line(x - w * 0.42, y - h * 0.38 + i * h * 0.08, x + w * 0.42, y - h * 0.38 + i * h * 0.08, '#3a4660', Math.max(1, h * 0.012), { opacity: 0.6 });
  out += rect(x - w / 2, y + h * 0.08, w, h * 0.06, C.gold500);
  return out;
}

/** Over-ear headphones lying or hanging, centre at x,y. */
export function headphones(x: number, y: number, w: number, color = C.navy800, pad = C.coral): string {
  return (
    path(`M${n(x - w * 0.42)} ${n(y)} Q${n(x - w * 0.45)} ${n(y - w * 0.65)} ${n(x)} ${n(y - w * 0.65)} Q${n(x + w * 0.45)} ${n(y - w * 0.65)} ${n(x + w * 0.42)} ${n(y)}`, 'none', { stroke: color, 'stroke-width': n(w * 0.07) }) +
    rect(x - w * 0.55, y - w * 0.12, w * 0.22, w * 0.34, color, { rx: w * 0.08 }) +
    rect(x + w * 0.33, y - w * 0.12, w * 0.22, w * 0.34, color, { rx: w * 0.08 }) +
    rect(x - w * 0.4, y - w * 0.08, w * 0.08, w * 0.26, pad, { rx: w * 0.03 }) +
    rect(x + w * 0.32, y - w * 0.08, w * 0.08, w * 0.26, pad, { rx: w * 0.03 })
  );
}

/** A TV camera on a tripod, lens to the right. */
export function tvCamera(a: Art, x: number, y: number, h: number, flip = false): string {
  const s = h / 100;
  const body =
    polyline([[0, -45], [-22, 0]], '#2a3448', 3) +
    polyline([[0, -45], [22, 0]], '#2a3448', 3) +
    polyline([[0, -45], [0, 0]], '#2a3448', 3) +
    rect(-4, -52, 8, 10, '#2a3448') +
    rect(-24, -78, 44, 28, '#3a4660', { rx: 4 }) +
    rect(-24, -78, 44, 8, '#56627a', { rx: 3 }) +
    rect(20, -74, 18, 20, '#2a3448', { rx: 2 }) +
    rect(36, -76, 6, 24, '#1f2633', { rx: 2 }) +
    circle(39, -64, 7, '#4f7fb0', { opacity: 0.7 }) +
    rect(-32, -76, 10, 14, '#1f2633', { rx: 2 }) +
    circle(-14, -86, 3, C.coral) +
    rect(-18, -90, 20, 6, '#2a3448', { rx: 2 }) +
    polyline([[-24, -60], [-40, -50]], '#2a3448', 3);
  return softShadow(a, x, y, h * 0.3, h * 0.04) + `<g transform="translate(${n(x)} ${n(y)}) scale(${n3(flip ? -s : s)} ${n3(s)})">${body}</g>`;
}

/** A horse standing in profile, facing right. `h` = height at the withers-ish. */
export function horse(a: Art, x: number, y: number, h: number, coat = '#8a5a3b', mane = '#3a2418', flip = false, grazing = false): string {
  const s = h / 100;
  const leg = (lx: number, shade: number): string =>
    path(`M${lx - 4} -62 L${lx + 4} -62 L${lx + 3.2} -8 L${lx - 3.2} -8 Z`, mix(coat, '#0d1c36', shade)) + rect(lx - 4.2, -9, 8.4, 9, '#2a1d14', { rx: 2 });
  const head = grazing
    ? path('M58 -88 Q74 -70 78 -40 L88 -22 Q90 -14 82 -14 L72 -22 Q62 -48 44 -66 Z', coat) + path('M56 -90 Q64 -72 70 -56', 'none', { stroke: mane, 'stroke-width': 7, 'stroke-linecap': 'round' })
    : path('M48 -96 Q60 -118 74 -130 L80 -128 Q84 -122 96 -112 Q100 -106 95 -102 L80 -106 Q68 -94 60 -76 Z', coat) +
      path('M72 -132 L76 -142 L80 -130 Z', coat) +
      path('M74 -132 Q58 -118 50 -96', 'none', { stroke: mane, 'stroke-width': 8, 'stroke-linecap': 'round' }) +
      circle(84, -118, 1.8, '#1f1410');
  const body =
    leg(-38, 0.3) +
    leg(38, 0.3) +
    path('M-52 -84 Q-58 -100 -40 -102 L40 -100 Q60 -98 62 -80 Q62 -62 44 -58 L-40 -58 Q-56 -60 -52 -84 Z', coat) +
    path('M-52 -84 Q-50 -64 -40 -58 L44 -58 Q20 -66 -20 -64 Q-44 -66 -52 -84 Z', mix(coat, '#0d1c36', 0.2)) +
    path('M-52 -92 Q-72 -80 -66 -48 Q-62 -70 -54 -80 Z', mane) +
    leg(-28, 0) +
    leg(46, 0) +
    head +
    ellipse(-10, -92, 30, 5, '#ffffff', { opacity: 0.12 });
  return softShadow(a, x, y, h * 0.65, h * 0.06) + `<g transform="translate(${n(x)} ${n(y)}) scale(${n3(flip ? -s : s)} ${n3(s)})">${body}</g>`;
}

/** A surfboard standing upright in the sand, slightly tilted. */
export function surfboard(x: number, y: number, h: number, angle: number, color = C.coral, stripe = '#fffaf0'): string {
  const w = h * 0.26;
  const body =
    path(`M0 ${n(-h)} C${n(w * 0.62)} ${n(-h * 0.8)} ${n(w * 0.55)} ${n(-h * 0.15)} 0 0 C${n(-w * 0.55)} ${n(-h * 0.15)} ${n(-w * 0.62)} ${n(-h * 0.8)} 0 ${n(-h)} Z`, color) +
    path(`M0 ${n(-h)} C${n(w * 0.62)} ${n(-h * 0.8)} ${n(w * 0.55)} ${n(-h * 0.15)} 0 0 C${n(w * 0.25)} ${n(-h * 0.2)} ${n(w * 0.3)} ${n(-h * 0.8)} 0 ${n(-h)} Z`, '#ffffff', { opacity: 0.18 }) +
    line(0, -h * 0.95, 0, -h * 0.05, stripe, Math.max(1.5, w * 0.06), { opacity: 0.9 });
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle})">${body}</g>`;
}

/** A speech bubble with a tail at the bottom left (or right). */
export function speechBubble(a: Art, x: number, y: number, w: number, h: number, fill: string, tailRight = false): string {
  const r = h * 0.32;
  const tx = tailRight ? x + w * 0.72 : x + w * 0.22;
  const dir = tailRight ? 1 : -1;
  return (
    rect(x + 6, y + 10, w, h, C.navy900, { rx: r, opacity: 0.12, filter: a.blur(8) }) +
    rect(x, y, w, h, fill, { rx: r }) +
    path(`M${n(tx - w * 0.07)} ${n(y + h - 1)} L${n(tx + dir * w * 0.08)} ${n(y + h + h * 0.38)} L${n(tx + w * 0.08)} ${n(y + h - 1)} Z`, fill) +
    rect(x + w * 0.06, y + h * 0.1, w * 0.5, h * 0.12, '#ffffff', { rx: h * 0.06, opacity: 0.25 })
  );
}

/** A wall or tabletop first-aid kit: green box with a white cross. */
export function firstAidKit(a: Art, x: number, y: number, w: number): string {
  const h = w * 0.72;
  return (
    softShadow(a, x + w / 2, y + h + 4, w * 0.5, w * 0.05) +
    rect(x + w * 0.32, y - h * 0.14, w * 0.36, h * 0.18, 'none', { stroke: '#1f6b4a', 'stroke-width': n(w * 0.05), rx: w * 0.05 }) +
    rect(x, y, w, h, '#2e8a5c', { rx: w * 0.08 }) +
    rect(x, y, w, h * 0.18, '#3aa06d', { rx: w * 0.08 }) +
    rect(x, y + h * 0.82, w, h * 0.18, '#267a50', { rx: w * 0.06 }) +
    rect(x + w * 0.42, y + h * 0.22, w * 0.16, h * 0.56, '#ffffff', { rx: 2 }) +
    rect(x + w * 0.3, y + h * 0.39, w * 0.4, h * 0.22, '#ffffff', { rx: 2 })
  );
}

/** A place setting seen from the front edge of a table: plate, glass, cutlery. */
export function placeSetting(x: number, y: number, w: number): string {
  return (
    ellipse(x, y, w * 0.34, w * 0.1, '#e6e0d4') +
    ellipse(x, y - w * 0.01, w * 0.3, w * 0.085, '#ffffff') +
    ellipse(x, y - w * 0.01, w * 0.18, w * 0.05, '#f4efe4') +
    rect(x - w * 0.45, y - w * 0.06, w * 0.03, w * 0.14, '#c9ced6', { rx: 1 }) +
    rect(x + w * 0.42, y - w * 0.06, w * 0.03, w * 0.14, '#c9ced6', { rx: 1 }) +
    path(`M${n(x + w * 0.28)} ${n(y - w * 0.32)} L${n(x + w * 0.4)} ${n(y - w * 0.32)} L${n(x + w * 0.38)} ${n(y - w * 0.1)} L${n(x + w * 0.3)} ${n(y - w * 0.1)} Z`, '#dcecf2', { opacity: 0.9 }) +
    rect(x + w * 0.3, y - w * 0.18, w * 0.08, w * 0.07, '#9fd0e6', { opacity: 0.7 })
  );
}

/** A rolling suitcase (figure units work too). */
export function suitcase(x: number, y: number, h: number, color = C.coral, handle = true): string {
  const w = h * 0.66;
  return (
    (handle ? rect(x - w * 0.2, y - h * 1.45, w * 0.06, h * 0.5, '#56627a') + rect(x + w * 0.14, y - h * 1.45, w * 0.06, h * 0.5, '#56627a') + rect(x - w * 0.22, y - h * 1.5, w * 0.44, h * 0.07, '#3a4660', { rx: 2 }) : '') +
    rect(x - w / 2, y - h, w, h * 0.94, color, { rx: w * 0.12 }) +
    rect(x - w * 0.3, y - h, w * 0.06, h * 0.94, mix(color, '#0d1c36', 0.2)) +
    rect(x + w * 0.24, y - h, w * 0.06, h * 0.94, mix(color, '#0d1c36', 0.2)) +
    rect(x - w / 2, y - h, w, h * 0.12, mix(color, '#ffffff', 0.2), { rx: w * 0.1 }) +
    circle(x - w * 0.32, y - h * 0.03, h * 0.05, '#1f2633') +
    circle(x + w * 0.32, y - h * 0.03, h * 0.05, '#1f2633')
  );
}

/** A cardboard box, open flaps optional. */
export function cardboardBox(a: Art, x: number, y: number, w: number, open = true, content?: string): string {
  const h = w * 0.7;
  const side = w * 0.3;
  let out = softShadow(a, x + w * 0.6, y, w * 0.75, w * 0.06);
  out += poly([[x + w, y], [x + w + side, y - side * 0.55], [x + w + side, y - h - side * 0.55], [x + w, y - h]], '#b8874f');
  out += poly([[x, y - h], [x + w, y - h], [x + w + side, y - h - side * 0.55], [x + side, y - h - side * 0.55]], '#7a5530');
  if (content) out += content;
  out += rect(x, y - h, w, h, '#d4a56a');
  out += rect(x + w * 0.42, y - h, w * 0.16, h * 0.35, '#e8c89a', { opacity: 0.8 });
  if (open) {
    out += poly([[x, y - h], [x + w, y - h], [x + w * 0.9, y - h - h * 0.32], [x - w * 0.08, y - h - h * 0.3]], '#e2b77e');
    out += poly([[x + w, y - h], [x + w + side, y - h - side * 0.55], [x + w + side * 1.5, y - h - side * 0.2], [x + w + side * 0.4, y - h + side * 0.25]], '#c99a5e');
  } else {
    out += rect(x, y - h - 1, w, h * 0.06, '#e2b77e');
  }
  // A small heart on the side: aid.
  const hx = x + w * 0.5;
  const hy = y - h * 0.42;
  const hs = w * 0.09;
  out += path(`M${n(hx)} ${n(hy + hs)} C${n(hx - hs * 2)} ${n(hy - hs * 0.2)} ${n(hx - hs)} ${n(hy - hs * 1.6)} ${n(hx)} ${n(hy - hs * 0.6)} C${n(hx + hs)} ${n(hy - hs * 1.6)} ${n(hx + hs * 2)} ${n(hy - hs * 0.2)} ${n(hx)} ${n(hy + hs)} Z`, C.coral);
  return out;
}

/** A trophy cup. */
export function trophy(x: number, y: number, h: number): string {
  const w = h * 0.6;
  return (
    rect(x - w * 0.4, y - h * 0.14, w * 0.8, h * 0.14, C.navy800, { rx: 2 }) +
    rect(x - w * 0.08, y - h * 0.36, w * 0.16, h * 0.24, C.gold500) +
    path(`M${n(x - w * 0.5)} ${n(y - h)} L${n(x + w * 0.5)} ${n(y - h)} Q${n(x + w * 0.45)} ${n(y - h * 0.4)} ${n(x)} ${n(y - h * 0.36)} Q${n(x - w * 0.45)} ${n(y - h * 0.4)} ${n(x - w * 0.5)} ${n(y - h)} Z`, C.gold500) +
    path(`M${n(x - w * 0.48)} ${n(y - h * 0.9)} Q${n(x - w * 0.85)} ${n(y - h * 0.85)} ${n(x - w * 0.38)} ${n(y - h * 0.55)} M${n(x + w * 0.48)} ${n(y - h * 0.9)} Q${n(x + w * 0.85)} ${n(y - h * 0.85)} ${n(x + w * 0.38)} ${n(y - h * 0.55)}`, 'none', { stroke: C.gold500, 'stroke-width': n(h * 0.05) }) +
    path(`M${n(x + w * 0.1)} ${n(y - h * 0.95)} Q${n(x + w * 0.35)} ${n(y - h * 0.7)} ${n(x + w * 0.05)} ${n(y - h * 0.45)}`, 'none', { stroke: C.gold100, 'stroke-width': n(h * 0.04), opacity: 0.7 })
  );
}

/** A toy building block with a simple emboss. */
export function block(x: number, y: number, s: number, color: string, shape: 'cube' | 'arch' | 'triangle' | 'cylinder' = 'cube'): string {
  const top = mix(color, '#ffffff', 0.3);
  const side = mix(color, '#0d1c36', 0.25);
  const d = s * 0.28;
  if (shape === 'triangle')
    return poly([[x, y], [x + s, y], [x + s / 2, y - s * 0.9]], color) + poly([[x + s, y], [x + s + d, y - d * 0.6], [x + s / 2 + d, y - s * 0.9 - d * 0.6], [x + s / 2, y - s * 0.9]], side);
  if (shape === 'cylinder')
    return rect(x, y - s, s * 0.8, s, color) + ellipse(x + s * 0.4, y - s, s * 0.4, s * 0.13, top) + ellipse(x + s * 0.4, y, s * 0.4, s * 0.13, color) + rect(x + s * 0.55, y - s, s * 0.25, s, side, { opacity: 0.5 });
  let out = poly([[x, y - s], [x + s, y - s], [x + s + d, y - s - d * 0.6], [x + d, y - s - d * 0.6]], top);
  out += poly([[x + s, y], [x + s + d, y - d * 0.6], [x + s + d, y - s - d * 0.6], [x + s, y - s]], side);
  if (shape === 'arch') out += path(`M${n(x)} ${n(y)} V${n(y - s)} H${n(x + s)} V${n(y)} H${n(x + s * 0.72)} A${n(s * 0.22)} ${n(s * 0.22)} 0 0 0 ${n(x + s * 0.28)} ${n(y)} Z`, color);
  else out += rect(x, y - s, s, s, color) + rect(x + s * 0.18, y - s * 0.82, s * 0.64, s * 0.64, mix(color, '#ffffff', 0.15), { rx: s * 0.08 });
  return out;
}

/** A small wheeled educational robot. */
export function robot(a: Art, x: number, y: number, w: number): string {
  const h = w * 0.8;
  return (
    softShadow(a, x, y, w * 0.6, w * 0.06) +
    circle(x - w * 0.32, y - w * 0.14, w * 0.14, '#2a3448') +
    circle(x + w * 0.32, y - w * 0.14, w * 0.14, '#2a3448') +
    circle(x - w * 0.32, y - w * 0.14, w * 0.06, '#c9ced6') +
    circle(x + w * 0.32, y - w * 0.14, w * 0.06, '#c9ced6') +
    rect(x - w / 2, y - h * 0.75, w, h * 0.5, '#f4f1ea', { rx: w * 0.12 }) +
    rect(x - w / 2, y - h * 0.38, w, h * 0.12, C.gold500, { rx: 2 }) +
    rect(x - w * 0.34, y - h * 1.15, w * 0.68, h * 0.42, '#e9e4d8', { rx: w * 0.12 }) +
    rect(x - w * 0.26, y - h * 1.07, w * 0.52, h * 0.26, '#2a3448', { rx: w * 0.08 }) +
    circle(x - w * 0.12, y - h * 0.94, w * 0.05, '#7fe0d0') +
    circle(x + w * 0.12, y - h * 0.94, w * 0.05, '#7fe0d0') +
    line(x, y - h * 1.15, x, y - h * 1.35, '#2a3448', Math.max(1.5, w * 0.03)) +
    circle(x, y - h * 1.38, w * 0.05, C.coral) +
    circle(x - w * 0.28, y - h * 0.55, w * 0.04, C.coral) +
    circle(x - w * 0.16, y - h * 0.55, w * 0.04, C.green400)
  );
}

/** An acoustic guitar lying at an angle. */
export function guitar(x: number, y: number, len: number, angle: number): string {
  const s = len / 100;
  const body =
    rect(-3.5, -96, 7, 52, '#4a3428', { rx: 1.5 }) +
    rect(-5, -104, 10, 12, '#3a2418', { rx: 2 }) +
    path('M0 -48 C14 -48 16 -38 12 -30 C22 -24 24 -2 0 0 C-24 -2 -22 -24 -12 -30 C-16 -38 -14 -48 0 -48 Z', C.gold500) +
    path('M0 -48 C14 -48 16 -38 12 -30 C22 -24 24 -2 0 0 C10 -8 8 -30 0 -48 Z', C.gold600, { opacity: 0.6 }) +
    circle(0, -28, 6, '#3a2418') +
    rect(-7, -12, 14, 3, '#3a2418') +
    [-1.5, 0, 1.5].map((sx) => line(sx, -100, sx, -11, '#f6ead2', 0.5)).join('');
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle}) scale(${n3(s)})">${body}</g>`;
}

/** A chessboard in perspective (slightly from above) with a few pieces. */
export function chessboard(a: Art, x: number, y: number, w: number): string {
  const depth = w * 0.42;
  const skew = w * 0.12;
  let out = softShadow(a, x + w / 2, y + 6, w * 0.6, w * 0.05);
  out += poly([[x, y], [x + w, y], [x + w, y + w * 0.04], [x, y + w * 0.04]], C.woodDark);
  out += poly([[x, y], [x + w, y], [x + w - skew, y - depth], [x + skew, y - depth]], '#f1e3c6');
  for (let r = 0; r < 8; r++)
    for (let c = 0; c < 8; c++) {
      if ((r + c) % 2 === 0) continue;
      const y0 = y - (depth * r) / 8;
      const y1 = y - (depth * (r + 1)) / 8;
      const l0 = x + (skew * r) / 8;
      const l1 = x + (skew * (r + 1)) / 8;
      const w0 = w - (2 * skew * r) / 8;
      const w1 = w - (2 * skew * (r + 1)) / 8;
      out += poly([[l0 + (w0 * c) / 8, y0], [l0 + (w0 * (c + 1)) / 8, y0], [l1 + (w1 * (c + 1)) / 8, y1], [l1 + (w1 * c) / 8, y1]], '#8a6240');
    }
  const piece = (px: number, py: number, ph: number, color: string, king = false): string => {
    const pw = ph * 0.45;
    return (
      ellipse(px, py, pw * 0.6, pw * 0.18, color) +
      path(`M${n(px - pw * 0.5)} ${n(py)} Q${n(px - pw * 0.1)} ${n(py - ph * 0.4)} ${n(px - pw * 0.2)} ${n(py - ph * 0.7)} L${n(px + pw * 0.2)} ${n(py - ph * 0.7)} Q${n(px + pw * 0.1)} ${n(py - ph * 0.4)} ${n(px + pw * 0.5)} ${n(py)} Z`, color) +
      circle(px, py - ph * 0.8, pw * 0.28, color) +
      (king ? rect(px - pw * 0.06, py - ph * 1.1, pw * 0.12, ph * 0.2, color) + rect(px - pw * 0.18, py - ph * 1.04, pw * 0.36, ph * 0.06, color) : '')
    );
  };
  out += piece(x + w * 0.3, y - depth * 0.65, w * 0.1, '#2a3448', true);
  out += piece(x + w * 0.45, y - depth * 0.55, w * 0.08, '#2a3448');
  out += piece(x + w * 0.6, y - depth * 0.35, w * 0.08, '#fffaf0');
  out += piece(x + w * 0.72, y - depth * 0.18, w * 0.12, '#fffaf0', true);
  out += piece(x + w * 0.2, y - depth * 0.2, w * 0.08, '#fffaf0');
  return out;
}

/** A drum seen from the front-top. */
export function drum(x: number, y: number, w: number, color = C.coral): string {
  const h = w * 0.6;
  let out = rect(x - w / 2, y - h, w, h, color) + ellipse(x, y, w / 2, w * 0.14, mix(color, '#0d1c36', 0.2));
  for (let i = 0; i < 6; i++) {
    const px = x - w / 2 + (w * (i + 0.5)) / 6;
    out += line(px - w * 0.06, y - h * 0.1, px + w * 0.06, y - h * 0.9, '#f6ead2', Math.max(1, w * 0.015));
  }
  out += rect(x - w / 2, y - h - w * 0.02, w, w * 0.05, C.gold300) + rect(x - w / 2, y - w * 0.04, w, w * 0.05, C.gold300);
  out += ellipse(x, y - h, w / 2, w * 0.14, '#f6f1e6') + ellipse(x, y - h, w * 0.45, w * 0.12, '#fbf8f1');
  return out;
}

/** A violin lying at an angle. */
export function violin(x: number, y: number, len: number, angle: number): string {
  const s = len / 100;
  const body =
    path('M0 -60 C12 -60 13 -50 9 -44 C8 -40 8 -38 10 -34 C18 -28 16 -4 0 -2 C-16 -4 -18 -28 -10 -34 C-8 -38 -8 -40 -9 -44 C-13 -50 -12 -60 0 -60 Z', '#a4522a') +
    path('M0 -60 C12 -60 13 -50 9 -44 C8 -40 8 -38 10 -34 C18 -28 16 -4 0 -2 C8 -20 6 -40 0 -60 Z', '#7a3a1c', { opacity: 0.5 }) +
    rect(-2.5, -98, 5, 62, '#1f1410', { rx: 1 }) +
    circle(0, -100, 4, '#3a2418') +
    path('M-5 -30 q-2 4 0 8 M5 -30 q2 4 0 8', 'none', { stroke: '#1f1410', 'stroke-width': 1.2 }) +
    rect(-5, -20, 10, 2, '#e9dcc3') +
    [-1.2, 0, 1.2].map((sx) => line(sx, -96, sx, -14, '#f6ead2', 0.4)).join('');
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle}) scale(${n3(s)})">${body}</g>`;
}

/** A framed picture showing a tiny abstract landscape or shapes. */
export function framedPicture(a: Art, x: number, y: number, w: number, h: number, kind: 'landscape' | 'sun' | 'shapes' | 'portrait', frame = C.gold500): string {
  const f = Math.max(4, w * 0.06);
  let out = rect(x + 4, y + 6, w, h, C.navy900, { opacity: 0.15, filter: a.blur(5) });
  out += rect(x, y, w, h, frame);
  out += rect(x + f * 0.4, y + f * 0.4, w - f * 0.8, h - f * 0.8, mix(frame, '#0d1c36', 0.2));
  const ix = x + f;
  const iy = y + f;
  const iw = w - 2 * f;
  const ih = h - 2 * f;
  const clip = a.clip(rect(ix, iy, iw, ih, '#000'));
  let art = '';
  if (kind === 'landscape') {
    art += rect(ix, iy, iw, ih, '#b8d4e4') + circle(ix + iw * 0.72, iy + ih * 0.3, ih * 0.12, C.gold300);
    art += path(`M${n(ix)} ${n(iy + ih * 0.7)} Q${n(ix + iw * 0.3)} ${n(iy + ih * 0.45)} ${n(ix + iw * 0.6)} ${n(iy + ih * 0.65)} T${n(ix + iw)} ${n(iy + ih * 0.55)} V${n(iy + ih)} H${n(ix)} Z`, C.green400);
    art += path(`M${n(ix)} ${n(iy + ih * 0.85)} Q${n(ix + iw * 0.5)} ${n(iy + ih * 0.7)} ${n(ix + iw)} ${n(iy + ih * 0.82)} V${n(iy + ih)} H${n(ix)} Z`, C.green600);
  } else if (kind === 'sun') {
    art += rect(ix, iy, iw, ih, C.gold100) + circle(ix + iw / 2, iy + ih * 0.55, ih * 0.28, C.coral) + rect(ix, iy + ih * 0.7, iw, ih * 0.3, C.navy700);
  } else if (kind === 'shapes') {
    art += rect(ix, iy, iw, ih, '#f4efe4') + rect(ix + iw * 0.1, iy + ih * 0.15, iw * 0.45, ih * 0.5, C.navy700) + circle(ix + iw * 0.68, iy + ih * 0.62, ih * 0.24, C.gold500) + rect(ix + iw * 0.2, iy + ih * 0.72, iw * 0.3, ih * 0.14, C.coral);
  } else {
    art += rect(ix, iy, iw, ih, '#3f5a52') + circle(ix + iw / 2, iy + ih * 0.42, iw * 0.2, '#e8b894') + path(`M${n(ix + iw * 0.15)} ${n(iy + ih)} Q${n(ix + iw / 2)} ${n(iy + ih * 0.52)} ${n(ix + iw * 0.85)} ${n(iy + ih)} Z`, C.navy800) + path(`M${n(ix + iw * 0.29)} ${n(iy + ih * 0.4)} Q${n(ix + iw / 2)} ${n(iy + ih * 0.1)} ${n(ix + iw * 0.71)} ${n(iy + ih * 0.4)} Q${n(ix + iw / 2)} ${n(iy + ih * 0.28)} ${n(ix + iw * 0.29)} ${n(iy + ih * 0.4)} Z`, '#3a2418');
  }
  out += `<g clip-path="${clip}">${art}</g>`;
  return out;
}

/** A watering can, spout to the right. */
export function wateringCan(x: number, y: number, h: number, color = C.green400): string {
  const w = h * 1.1;
  return (
    path(`M${n(x - w * 0.3)} ${n(y)} L${n(x - w * 0.34)} ${n(y - h * 0.7)} L${n(x + w * 0.2)} ${n(y - h * 0.7)} L${n(x + w * 0.16)} ${n(y)} Z`, color) +
    path(`M${n(x + w * 0.16)} ${n(y - h * 0.25)} L${n(x + w * 0.62)} ${n(y - h * 0.85)}`, 'none', { stroke: color, 'stroke-width': n(h * 0.1), 'stroke-linecap': 'round' }) +
    ellipse(x + w * 0.64, y - h * 0.88, h * 0.1, h * 0.06, mix(color, '#0d1c36', 0.2), { transform: `rotate(-50 ${n(x + w * 0.64)} ${n(y - h * 0.88)})` }) +
    path(`M${n(x - w * 0.26)} ${n(y - h * 0.7)} Q${n(x - w * 0.07)} ${n(y - h * 1.2)} ${n(x + w * 0.12)} ${n(y - h * 0.7)}`, 'none', { stroke: mix(color, '#0d1c36', 0.2), 'stroke-width': n(h * 0.07) }) +
    rect(x - w * 0.34, y - h * 0.7, w * 0.54, h * 0.08, mix(color, '#ffffff', 0.2))
  );
}

/** A kite with a tail. */
export function kite(x: number, y: number, s: number, color = C.coral, tailTo?: readonly [number, number]): string {
  let out = '';
  if (tailTo) out += path(`M${n(x)} ${n(y + s)} Q${n((x + tailTo[0]) / 2 + s)} ${n((y + tailTo[1]) / 2)} ${n(tailTo[0])} ${n(tailTo[1])}`, 'none', { stroke: '#fffaf0', 'stroke-width': 1.5, opacity: 0.8 });
  out += poly([[x, y - s], [x + s * 0.7, y - s * 0.1], [x, y + s], [x - s * 0.7, y - s * 0.1]], color);
  out += poly([[x, y - s], [x + s * 0.7, y - s * 0.1], [x, y - s * 0.1]], mix(color, '#ffffff', 0.3));
  out += poly([[x, y + s], [x - s * 0.7, y - s * 0.1], [x, y - s * 0.1]], mix(color, '#0d1c36', 0.2));
  for (let i = 1; i <= 3; i++) out += poly([[x - s * 0.12 + i * s * 0.2, y + s + i * s * 0.35], [x + s * 0.12 + i * s * 0.2, y + s + i * s * 0.35 - s * 0.1], [x + i * s * 0.2, y + s + i * s * 0.35 + s * 0.1]], C.gold300);
  return out;
}

/** A lectern with a small microphone. */
export function lectern(x: number, y: number, h: number, color = C.woodDark): string {
  const w = h * 0.55;
  return (
    poly([[x - w * 0.42, y], [x + w * 0.42, y], [x + w * 0.5, y - h * 0.85], [x - w * 0.5, y - h * 0.85]], color) +
    poly([[x - w * 0.6, y - h * 0.85], [x + w * 0.6, y - h * 0.85], [x + w * 0.5, y - h], [x - w * 0.5, y - h]], mix(color, '#ffffff', 0.2)) +
    rect(x - w * 0.15, y - h * 0.6, w * 0.3, h * 0.2, C.gold500, { rx: 2 }) +
    line(x + w * 0.3, y - h, x + w * 0.15, y - h * 1.22, '#2a3448', Math.max(1.5, h * 0.02)) +
    ellipse(x + w * 0.13, y - h * 1.25, h * 0.03, h * 0.045, '#2a3448')
  );
}

/** A rolled diploma tied with a ribbon (figure units friendly). */
export function diploma(x: number, y: number, len: number, angle = -20): string {
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${angle})">${rect(-len / 2, -len * 0.09, len, len * 0.18, '#fbf6ea', { rx: len * 0.09 })}${ellipse(len / 2, 0, len * 0.05, len * 0.09, '#e9dcc3')}${rect(-len * 0.06, -len * 0.1, len * 0.12, len * 0.2, C.coral)}</g>`;
}

/** A graduation cap (mortarboard) for a head of radius r (head units). */
export const mortarboard =
  (color = C.navy900, tassel = C.gold500) =>
  (r: number): string =>
    path(`M${n(-r * 0.8)} ${n(-r * 0.7)} L${n(r * 0.8)} ${n(-r * 0.7)} L${n(r * 0.8)} ${n(-r * 0.35)} L${n(-r * 0.8)} ${n(-r * 0.35)} Z`, color) +
    poly([[-r * 1.5, -r * 0.95], [0, -r * 1.35], [r * 1.5, -r * 0.95], [0, -r * 0.6]], color) +
    polyline([[0, -r * 0.95], [r * 1.1, -r * 0.85], [r * 1.15, -r * 0.2]], tassel, Math.max(0.6, r * 0.09));
