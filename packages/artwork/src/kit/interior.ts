/** Rooms in one-point perspective: a back wall, side walls, floor and ceiling. */
import { type Art, line, mix, n, path, poly, rect } from './core';
import { C } from './palette';

export type Room = {
  /** The back wall: left, top, width, height. */
  bx: number;
  by: number;
  bw: number;
  bh: number;
};

export type RoomLook = {
  back: string;
  side: string;
  floor: string;
  ceiling: string;
  floorKind?: 'planks' | 'tiles' | 'plain';
  floorLine?: string;
};

/** Where the side walls meet the back wall, and a point on a side wall (u: 0 front to 1 back, v: 0 top to 1 bottom). */
export function wallPoint(a: Art, r: Room, side: 'left' | 'right', u: number, v: number): [number, number] {
  const uu = 1 - Math.pow(1 - u, 1.6);
  const x0 = side === 'left' ? 0 : a.w;
  const x1 = side === 'left' ? r.bx : r.bx + r.bw;
  const topY = 0 + (r.by - 0) * uu;
  const botY = a.h + (r.by + r.bh - a.h) * uu;
  return [x0 + (x1 - x0) * uu, topY + (botY - topY) * v];
}

/** A point on the floor: u across (0 left, 1 right), d depth (0 front edge, 1 back wall). */
export function floorPoint(a: Art, r: Room, u: number, d: number): [number, number] {
  const dd = 1 - Math.pow(1 - d, 1.6);
  const y = a.h + (r.by + r.bh - a.h) * dd;
  const left = 0 + (r.bx - 0) * dd;
  const right = a.w + (r.bx + r.bw - a.w) * dd;
  return [left + (right - left) * u, y];
}

/** Scale of things standing at depth d (1 at the front edge). */
export function depthScale(a: Art, r: Room, d: number): number {
  const dd = 1 - Math.pow(1 - d, 1.6);
  return 1 + (r.bw / a.w - 1) * dd;
}

export function room(a: Art, r: Room, look: RoomLook): string {
  const { bx, by, bw, bh } = r;
  const W = a.w;
  const H = a.h;
  let out = '';
  out += poly([[0, 0], [W, 0], [bx + bw, by], [bx, by]], look.ceiling);
  out += poly([[0, 0], [bx, by], [bx, by + bh], [0, H]], a.lin([[0, mix(look.side, '#0d1c36', 0.08)], [1, look.side]], 0, 0, bx, 0));
  out += poly([[W, 0], [bx + bw, by], [bx + bw, by + bh], [W, H]], a.lin([[0, mix(look.side, '#ffffff', 0.12)], [1, look.side]], W, 0, bx + bw, 0));
  out += rect(bx, by, bw, bh, look.back);
  out += poly([[0, H], [W, H], [bx + bw, by + bh], [bx, by + bh]], a.lin([[0, mix(look.floor, '#0d1c36', 0.05)], [1, mix(look.floor, '#ffffff', 0.06)]], 0, by + bh, 0, H));
  const fl = look.floorLine ?? mix(look.floor, '#0d1c36', 0.12);
  if (look.floorKind === 'planks' || look.floorKind === 'tiles') {
    const count = look.floorKind === 'planks' ? 18 : 12;
    for (let i = 1; i < count; i++) {
      const t = i / count;
      out += line(bx + bw * t, by + bh, -W * 0.6 + W * 2.2 * t, H * 1.2, fl, 1.5, { opacity: 0.5, 'stroke-linecap': 'butt' });
    }
  }
  if (look.floorKind === 'tiles') {
    for (let i = 1; i < 9; i++) {
      const [, y] = floorPoint(a, r, 0, i / 9);
      out += line(0, y, W, y, fl, 1.5, { opacity: 0.5 });
    }
  }
  // Skirting and the corner shading.
  out += rect(bx, by + bh - bh * 0.035, bw, bh * 0.035, mix(look.back, '#0d1c36', 0.12));
  out += path(`M${n(bx)} ${n(by)} L${n(bx)} ${n(by + bh)}`, 'none', { stroke: C.navy900, 'stroke-width': 2, opacity: 0.1 });
  out += path(`M${n(bx + bw)} ${n(by)} L${n(bx + bw)} ${n(by + bh)}`, 'none', { stroke: '#ffffff', 'stroke-width': 2, opacity: 0.2 });
  return out;
}

/** A tall window on the back wall with light falling onto the floor towards the viewer. */
export function backWindow(a: Art, x: number, y: number, w: number, h: number, r: Room, skyTop = '#a9cbe0', skyLow = '#eef3f0', beam = true, arched = true): string {
  const rr = arched ? w / 2 : 0;
  const shape = arched ? `M${n(x)} ${n(y + h)} V${n(y + rr)} A${n(rr)} ${n(rr)} 0 0 1 ${n(x + w)} ${n(y + rr)} V${n(y + h)} Z` : `M${n(x)} ${n(y)} h${n(w)} v${n(h)} h${n(-w)} Z`;
  let out = '';
  if (beam) {
    const floorY = r.by + r.bh;
    out += poly([[x, y + h], [x + w, y + h], [x + w + (x - a.w / 2) * 0.25 + w * 0.8, floorY + (a.h - floorY) * 0.75], [x + (x - a.w / 2) * 0.25 - w * 0.3, floorY + (a.h - floorY) * 0.75]], a.lin([[0, '#fff6e0', 0.35], [1, '#fff6e0', 0]], 0, y + h, 0, floorY + (a.h - floorY) * 0.75));
  }
  out += path(shape, '#f8f3ea', { transform: `translate(${n(-w * 0.06)} ${n(-w * 0.06)}) scale(1)` });
  out += `<g transform="translate(${n(x - w * 0.06)} ${n(y - w * 0.06)}) scale(${n((w * 1.12) / w)} ${n((h + w * 0.12) / h)}) translate(${n(-x)} ${n(-y)})">${path(shape, '#fbf8f2')}</g>`;
  out += path(shape, a.lin([[0, skyTop], [1, skyLow]], 0, y, 0, y + h));
  // A hint of trees outside.
  out += `<g clip-path="${a.clip(path(shape, '#000'))}">${path(`M${n(x)} ${n(y + h)} V${n(y + h * 0.7)} Q${n(x + w * 0.2)} ${n(y + h * 0.55)} ${n(x + w * 0.45)} ${n(y + h * 0.68)} Q${n(x + w * 0.7)} ${n(y + h * 0.5)} ${n(x + w)} ${n(y + h * 0.65)} V${n(y + h)} Z`, '#9cc4a4')}${poly([[x, y + h * 0.3], [x + w * 0.5, y], [x + w * 0.7, y], [x, y + h * 0.55]], '#ffffff', { opacity: 0.18 })}</g>`;
  const f = Math.max(2, w * 0.04);
  out += line(x + w / 2, y, x + w / 2, y + h, '#fbf8f2', f, { 'stroke-linecap': 'butt' });
  for (let i = 1; i < 3; i++) out += line(x, y + rr + ((h - rr) * i) / 3, x + w, y + rr + ((h - rr) * i) / 3, '#fbf8f2', f, { 'stroke-linecap': 'butt' });
  out += rect(x - w * 0.1, y + h, w * 1.2, w * 0.06, '#fbf8f2');
  return out;
}

/** A window on a side wall (a quadrilateral following the perspective). */
export function sideWindow(a: Art, r: Room, side: 'left' | 'right', u0: number, u1: number, v0: number, v1: number, glass = '#b8d4e4'): string {
  const p1 = wallPoint(a, r, side, u0, v0);
  const p2 = wallPoint(a, r, side, u1, v0);
  const p3 = wallPoint(a, r, side, u1, v1);
  const p4 = wallPoint(a, r, side, u0, v1);
  const m1 = wallPoint(a, r, side, (u0 + u1) / 2, v0);
  const m2 = wallPoint(a, r, side, (u0 + u1) / 2, v1);
  const frame = '#fbf8f2';
  return (
    poly([p1, p2, p3, p4], a.lin([[0, glass], [1, '#eef3f0']], 0, p1[1], 0, p4[1]), { stroke: frame, 'stroke-width': 8, 'stroke-linejoin': 'round' }) +
    line(m1[0], m1[1], m2[0], m2[1], frame, 5) +
    poly([p1, m1, [(p1[0] + m2[0]) / 2, (p4[1] + m2[1]) / 2 - 20], [(p1[0] + p4[0]) / 2, (p1[1] + p4[1]) / 2]], '#ffffff', { opacity: 0.15 })
  );
}

/** A pendant lamp hanging from the ceiling. */
export function pendant(x: number, y: number, len: number, w: number, color = C.gold500, lit = true): string {
  return (
    line(x, y, x, y + len, '#2a3448', 1.5) +
    (lit ? `<ellipse cx="${n(x)}" cy="${n(y + len + w * 0.3)}" rx="${n(w * 1.1)}" ry="${n(w * 0.6)}" fill="#fff1c9" opacity="0.35"/>` : '') +
    path(`M${n(x - w / 2)} ${n(y + len + w * 0.35)} Q${n(x - w / 2)} ${n(y + len)} ${n(x)} ${n(y + len)} Q${n(x + w / 2)} ${n(y + len)} ${n(x + w / 2)} ${n(y + len + w * 0.35)} Z`, color) +
    (lit ? rect(x - w * 0.3, y + len + w * 0.33, w * 0.6, w * 0.08, '#fff4d6', { rx: w * 0.04 }) : '')
  );
}

/** Bookshelves covering a side wall, drawn in perspective (shelves of coloured spines). */
export function sideShelves(a: Art, r: Room, side: 'left' | 'right', rows = 6, u0 = 0.1, u1 = 0.98, wood = C.woodDark): string {
  const colors = [C.navy700, C.green500, C.gold500, C.coral, '#4f7fb0', C.gold300, C.green300, '#7a5c8e', '#e9dcc3'];
  let out = '';
  const top = 0.1;
  const step = 0.86 / rows;
  const frameA = wallPoint(a, r, side, u0, top - 0.02);
  const frameB = wallPoint(a, r, side, u1, top - 0.02);
  const frameC = wallPoint(a, r, side, u1, 1);
  const frameD = wallPoint(a, r, side, u0, 1);
  out += poly([frameA, frameB, frameC, frameD], wood);
  for (let s = 0; s < rows; s++) {
    const v0 = top + s * step;
    const v1 = v0 + step * 0.84;
    out += poly([wallPoint(a, r, side, u0 + 0.01, v0), wallPoint(a, r, side, u1, v0), wallPoint(a, r, side, u1, v1), wallPoint(a, r, side, u0 + 0.01, v1)], mix(wood, '#0d1c36', 0.45));
    const count = 22;
    for (let b = 0; b < count; b++) {
      const ub = u0 + 0.015 + ((u1 - u0 - 0.02) * b) / count;
      const ue = ub + ((u1 - u0 - 0.02) / count) * 0.85;
      const vt = v0 + step * a.r(0.08, 0.25);
      out += poly([wallPoint(a, r, side, ub, vt), wallPoint(a, r, side, ue, vt), wallPoint(a, r, side, ue, v1), wallPoint(a, r, side, ub, v1)], a.pick(colors));
    }
  }
  return out;
}
