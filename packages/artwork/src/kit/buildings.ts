/** Buildings seen from the front: the school, its entrance, a manor, a villa, fences and lamps. */
import { type Art, circle, ellipse, line, mix, n, path, poly, rect } from './core';
import { C } from './palette';

export type WindowLook = { glass: string; frame: string; lit?: number };

/** A window with a frame, sky reflection and sometimes a warm light. */
export function windowPane(a: Art, x: number, y: number, w: number, h: number, look: WindowLook, arched = false): string {
  const lit = a.rnd() < (look.lit ?? 0);
  const glass = lit ? a.lin([[0, '#f6dca4'], [1, '#e2b466']], x, y, x, y + h) : a.lin([[0, mix(look.glass, '#9fc7e2', 0.35)], [1, look.glass]], x, y, x, y + h);
  const r = arched ? w / 2 : 0;
  const shape = arched
    ? `M${n(x)} ${n(y + h)} L${n(x)} ${n(y + r)} A${n(r)} ${n(r)} 0 0 1 ${n(x + w)} ${n(y + r)} L${n(x + w)} ${n(y + h)} Z`
    : `M${n(x)} ${n(y)} h${n(w)} v${n(h)} h${n(-w)} Z`;
  const f = Math.max(2, w * 0.09);
  let out = path(shape, look.frame, { transform: `translate(0 0)` });
  out += `<g transform="translate(${n(x + f)} ${n(y + f)}) scale(${n3((w - 2 * f) / w)} ${n3((h - 2 * f) / h)}) translate(${n(-x)} ${n(-y)})">${path(shape, glass)}</g>`;
  if (!lit) out += poly([[x + f, y + h * 0.62], [x + w * 0.55, y + f + r * 0.3], [x + w * 0.75, y + f + r * 0.3], [x + f, y + h * 0.85]], '#ffffff', { opacity: 0.16 });
  // Mullions.
  out += line(x + w / 2, y + f + r * 0.4, x + w / 2, y + h - f, look.frame, Math.max(1.5, f * 0.6), { 'stroke-linecap': 'butt' });
  out += line(x + f, y + h * 0.52, x + w - f, y + h * 0.52, look.frame, Math.max(1.5, f * 0.6), { 'stroke-linecap': 'butt' });
  // Sill.
  out += rect(x - f * 0.8, y + h, w + f * 1.6, f * 1.1, mix(look.frame, '#ffffff', 0.2));
  return out;
}

const n3 = (v: number): string => String(Math.round(v * 1000) / 1000);

export type SchoolOptions = {
  /** Centre of the façade. */
  x: number;
  /** Ground line. */
  y: number;
  w: number;
  floors?: number;
  floorH?: number;
  wall?: string;
  roof?: string;
  lit?: number;
  /** Draw the open door with warm light inside. */
  doorOpen?: boolean;
  /** Clock in the pediment instead of a round window. */
  clock?: boolean;
  /** A little bell cupola on the roof. */
  cupola?: boolean;
};

/** The main school building: two wings, a central pavilion with a columned portico and pediment, terracotta roofs. */
export function school(a: Art, o: SchoolOptions): string {
  const floors = o.floors ?? 2;
  const fh = o.floorH ?? o.w * 0.075;
  const wall = o.wall ?? '#f3e9d6';
  const wallShade = mix(wall, '#b89c78', 0.35);
  const roof = o.roof ?? C.terracotta;
  const base = fh * 0.35;
  const wingH = floors * fh + base;
  const pw = o.w * 0.3;
  const left = o.x - o.w / 2;
  const right = o.x + o.w / 2;
  const top = o.y - wingH;
  const look: WindowLook = { glass: C.navy700, frame: '#fbf8f2', lit: o.lit ?? 0 };
  let out = '';
  // Ground shadow.
  out += ellipse(o.x + o.w * 0.03, o.y + 4, o.w * 0.56, fh * 0.18, C.navy900, { opacity: 0.18, filter: a.blur(fh * 0.12) });
  // Wing roofs.
  const rh = fh * 0.55;
  out += poly([[left - fh * 0.08, top], [right + fh * 0.08, top], [right - rh * 1.2, top - rh], [left + rh * 1.2, top - rh]], roof);
  out += poly([[left + rh * 1.2, top - rh], [o.x, top - rh], [o.x, top], [left - fh * 0.08, top]], mix(roof, '#0d1c36', 0.15));
  for (let i = 1; i < 4; i++) out += line(left + rh * 1.2 * (1 - i / 4), top - rh * (1 - i / 4), right - rh * 1.2 * (1 - i / 4), top - rh * (1 - i / 4), mix(roof, '#0d1c36', 0.25), 1.2, { opacity: 0.5 });
  // Chimneys.
  out += rect(left + o.w * 0.1, top - rh * 1.45, fh * 0.22, rh * 0.9, mix(wall, '#b89c78', 0.2));
  out += rect(right - o.w * 0.12, top - rh * 1.45, fh * 0.22, rh * 0.9, mix(wall, '#b89c78', 0.2));
  // Wings.
  out += rect(left, top, o.w, wingH, a.lin([[0, wallShade], [0.12, wall], [1, mix(wall, '#ffffff', 0.25)]], left, 0, right, 0));
  out += rect(left, top, o.w, fh * 0.14, mix(wall, '#ffffff', 0.4));
  out += rect(left, top + fh * 0.14, o.w, fh * 0.08, C.navy900, { opacity: 0.08 });
  out += rect(left, o.y - base, o.w, base, mix(wall, '#a88a66', 0.3));
  // Floor band.
  for (let f = 1; f < floors; f++) out += rect(left, o.y - base - f * fh - fh * 0.05, o.w, fh * 0.08, mix(wall, '#ffffff', 0.35));
  // Windows on both wings.
  const ww = fh * 0.42;
  const wh = fh * 0.62;
  const wingW = (o.w - pw) / 2;
  const cols = Math.max(2, Math.floor(wingW / (ww * 2.1)));
  for (let f = 0; f < floors; f++) {
    const wy = o.y - base - (f + 1) * fh + fh * 0.2;
    for (let i = 0; i < cols; i++) {
      const gap = wingW / cols;
      out += windowPane(a, left + gap * (i + 0.5) - ww / 2, wy, ww, wh, look, f === floors - 1);
      out += windowPane(a, o.x + pw / 2 + gap * (i + 0.5) - ww / 2, wy, ww, wh, look, f === floors - 1);
    }
  }
  // Central pavilion, one storey taller.
  const ph = wingH + fh * 0.7;
  const pl = o.x - pw / 2;
  const ptop = o.y - ph;
  out += rect(pl - fh * 0.12, ptop, fh * 0.12, ph, C.navy900, { opacity: 0.12 });
  out += rect(pl, ptop, pw, ph, a.lin([[0, mix(wall, '#ffffff', 0.12)], [1, mix(wall, '#ffffff', 0.4)]], pl, 0, pl + pw, 0));
  // Pediment.
  const pedH = pw * 0.22;
  out += poly([[pl - fh * 0.15, ptop], [pl + pw + fh * 0.15, ptop], [o.x, ptop - pedH]], roof);
  out += poly([[pl + fh * 0.1, ptop - fh * 0.04], [pl + pw - fh * 0.1, ptop - fh * 0.04], [o.x, ptop - pedH + fh * 0.2]], mix(wall, '#ffffff', 0.3));
  out += poly([[pl + fh * 0.1, ptop - fh * 0.04], [o.x, ptop - pedH + fh * 0.2], [o.x, ptop - fh * 0.04]], C.navy900, { opacity: 0.06 });
  const ocY = ptop - pedH * 0.38;
  if (o.clock) {
    out += clockFace(o.x, ocY, pedH * 0.24, 8, 0);
  } else {
    out += circle(o.x, ocY, pedH * 0.2, '#fbf8f2') + circle(o.x, ocY, pedH * 0.15, C.navy700);
  }
  out += rect(pl - fh * 0.12, ptop, pw + fh * 0.24, fh * 0.12, mix(wall, '#ffffff', 0.5));
  // Cupola.
  if (o.cupola) {
    const cw = pw * 0.16;
    const cy = ptop - pedH * 0.88;
    out += rect(o.x - cw / 2, cy - cw * 0.9, cw, cw * 0.95, mix(wall, '#ffffff', 0.3));
    out += path(`M${n(o.x - cw * 0.22)} ${n(cy - cw * 0.1)} v${n(-cw * 0.45)} a${n(cw * 0.22)} ${n(cw * 0.22)} 0 0 1 ${n(cw * 0.44)} 0 v${n(cw * 0.45)} Z`, C.navy700);
    out += path(`M${n(o.x - cw * 0.65)} ${n(cy - cw * 0.9)} Q${n(o.x)} ${n(cy - cw * 2)} ${n(o.x + cw * 0.65)} ${n(cy - cw * 0.9)} Z`, roof);
    out += line(o.x, cy - cw * 1.45, o.x, cy - cw * 2.1, C.navy800, 2);
  }
  // Upper pavilion windows.
  const uw = pw / 4;
  for (let i = 0; i < 3; i++) out += windowPane(a, pl + uw * (i + 0.5) + uw * 0.15, o.y - base - floors * fh + fh * 0.2, uw * 0.7, wh, look, true);
  if (floors > 2)
    for (let i = 0; i < 3; i++) out += windowPane(a, pl + uw * (i + 0.5) + uw * 0.15, o.y - base - (floors - 1) * fh + fh * 0.2, uw * 0.7, wh, look, false);
  // Portico: dark recess, four columns, entablature, steps.
  const porH = fh * 1.25 + base;
  const porTop = o.y - porH;
  out += rect(pl + pw * 0.06, porTop, pw * 0.88, porH, mix(wall, '#6b5a48', 0.35));
  out += rect(pl + pw * 0.06, porTop, pw * 0.88, porH * 0.18, C.navy900, { opacity: 0.18 });
  // Door.
  const dw = pw * 0.22;
  const dh = porH * 0.72;
  const dx = o.x - dw / 2;
  const dy = o.y - base * 0.4 - dh;
  out += path(`M${n(dx)} ${n(dy + dh)} V${n(dy + dw / 2)} A${n(dw / 2)} ${n(dw / 2)} 0 0 1 ${n(dx + dw)} ${n(dy + dw / 2)} V${n(dy + dh)} Z`, o.doorOpen ? a.lin([[0, '#fff1cf'], [1, '#e7bd72']], 0, dy, 0, dy + dh) : C.navy800);
  if (o.doorOpen) {
    out += poly([[dx, dy + dw / 2], [dx + dw * 0.22, dy + dw * 0.62], [dx + dw * 0.22, dy + dh - dh * 0.02], [dx, dy + dh]], C.woodDark);
    out += poly([[dx + dw, dy + dw / 2], [dx + dw * 0.78, dy + dw * 0.62], [dx + dw * 0.78, dy + dh - dh * 0.02], [dx + dw, dy + dh]], C.wood);
  } else {
    out += line(o.x, dy + dw * 0.1, o.x, dy + dh, C.navy900, 2);
  }
  // Columns.
  const colW = pw * 0.06;
  for (let i = 0; i < 4; i++) {
    const cx = pl + pw * (0.1 + (i * 0.8) / 3);
    out += rect(cx - colW / 2, porTop + fh * 0.1, colW, porH - base * 0.55 - fh * 0.1, a.lin([[0, '#e8dcc4'], [0.6, '#fffaf0'], [1, '#efe3cc']], cx - colW / 2, 0, cx + colW / 2, 0));
    out += rect(cx - colW * 0.7, porTop + fh * 0.06, colW * 1.4, fh * 0.08, '#fffaf0');
    out += rect(cx - colW * 0.7, o.y - base * 0.55 - fh * 0.06, colW * 1.4, fh * 0.06, '#efe3cc');
  }
  out += rect(pl + pw * 0.03, porTop - fh * 0.02, pw * 0.94, fh * 0.12, '#fffaf0');
  // Steps.
  for (let s = 0; s < 3; s++) {
    const sw = pw * (0.92 + s * 0.05);
    out += rect(o.x - sw / 2, o.y - base * 0.55 + (s * base * 0.55) / 3, sw, (base * 0.55) / 3 + 0.5, s % 2 ? '#e9dcc3' : '#f5ecdc');
  }
  return out;
}

/** A clock face; hours and minutes as numbers. */
export function clockFace(x: number, y: number, r: number, hours: number, minutes: number, rim = C.navy800, face = '#fffaf0'): string {
  let out = circle(x, y, r * 1.12, rim) + circle(x, y, r, face);
  for (let i = 0; i < 12; i++) {
    const ang = (i / 12) * Math.PI * 2;
    const len = i % 3 === 0 ? r * 0.2 : r * 0.1;
    out += line(x + Math.sin(ang) * (r * 0.88), y - Math.cos(ang) * (r * 0.88), x + Math.sin(ang) * (r * 0.88 - len), y - Math.cos(ang) * (r * 0.88 - len), rim, Math.max(1, r * (i % 3 === 0 ? 0.06 : 0.035)));
  }
  const ha = ((hours % 12) + minutes / 60) * (Math.PI / 6);
  const ma = minutes * (Math.PI / 30);
  out += line(x, y, x + Math.sin(ha) * r * 0.5, y - Math.cos(ha) * r * 0.5, rim, Math.max(1.5, r * 0.08));
  out += line(x, y, x + Math.sin(ma) * r * 0.75, y - Math.cos(ma) * r * 0.75, rim, Math.max(1.2, r * 0.05));
  out += circle(x, y, Math.max(1.5, r * 0.07), C.coral);
  return out;
}

/** A simple iron railing between two x positions. */
export function railing(x1: number, x2: number, y: number, h: number, color = C.navy800, gap = 14): string {
  let out = line(x1, y - h, x2, y - h, color, Math.max(1.5, h * 0.06)) + line(x1, y - h * 0.15, x2, y - h * 0.15, color, Math.max(1.2, h * 0.04));
  for (let x = x1; x <= x2; x += gap) out += line(x, y, x, y - h * 1.05, color, Math.max(1, h * 0.035));
  return out;
}

/** A garden lamp post. */
export function lamp(x: number, y: number, h: number, glow = false): string {
  let out = '';
  if (glow) out += circle(x, y - h, h * 0.18, '#fbe3b8', { opacity: 0.35 });
  out += rect(x - h * 0.02, y - h, h * 0.04, h, C.navy800);
  out += rect(x - h * 0.05, y - h * 0.03, h * 0.1, h * 0.03, C.navy800);
  out += path(`M${n(x - h * 0.07)} ${n(y - h * 0.96)} L${n(x + h * 0.07)} ${n(y - h * 0.96)} L${n(x + h * 0.05)} ${n(y - h * 1.14)} L${n(x - h * 0.05)} ${n(y - h * 1.14)} Z`, glow ? '#f6dca4' : '#e8edf0');
  out += path(`M${n(x - h * 0.085)} ${n(y - h * 1.14)} L${n(x + h * 0.085)} ${n(y - h * 1.14)} L${n(x)} ${n(y - h * 1.22)} Z`, C.navy800);
  return out;
}

/** A stone planter with a clipped shrub. */
export function planter(a: Art, x: number, y: number, w: number, leaf = C.green500): string {
  const h = w * 0.55;
  let out = ellipse(x + w * 0.05, y, w * 0.6, w * 0.08, C.navy900, { opacity: 0.15, filter: a.blur(2) });
  out += poly([[x - w / 2, y - h], [x + w / 2, y - h], [x + w * 0.38, y], [x - w * 0.38, y]], '#e9dcc3');
  out += poly([[x - w / 2, y - h], [x - w * 0.1, y - h], [x - w * 0.1, y], [x - w * 0.38, y]], '#d8c8a8');
  out += rect(x - w * 0.54, y - h - w * 0.08, w * 1.08, w * 0.1, '#f5ecdc');
  out += circle(x, y - h - w * 0.42, w * 0.44, leaf);
  out += circle(x + w * 0.12, y - h - w * 0.56, w * 0.2, mix(leaf, '#ffffff', 0.2), { opacity: 0.7 });
  out += path(`M${n(x - w * 0.44)} ${n(y - h - w * 0.42)} A${n(w * 0.44)} ${n(w * 0.44)} 0 0 0 ${n(x + w * 0.3)} ${n(y - h - w * 0.1)} A${n(w * 0.5)} ${n(w * 0.5)} 0 0 1 ${n(x - w * 0.44)} ${n(y - h - w * 0.42)} Z`, C.navy900, { opacity: 0.15 });
  return out;
}

/** A flag on a pole, the cloth in several stripes. */
export function flagPole(x: number, y: number, h: number, stripes: readonly string[], wave = 0.12): string {
  let out = rect(x - h * 0.008, y - h, h * 0.016, h, '#c9ccd1');
  out += circle(x, y - h, h * 0.014, C.gold500);
  const fw = h * 0.3;
  const fh = h * 0.19;
  const sh = fh / stripes.length;
  stripes.forEach((color, i) => {
    const y0 = y - h + h * 0.02 + sh * i;
    out += path(`M${n(x)} ${n(y0)} q${n(fw * 0.25)} ${n(-fh * wave)} ${n(fw * 0.5)} 0 t${n(fw * 0.5)} 0 v${n(sh)} q${n(-fw * 0.25)} ${n(fh * wave)} ${n(-fw * 0.5)} 0 t${n(-fw * 0.5)} 0 Z`, color);
  });
  return out;
}

/** A gabled English manor: stone walls, slate roofs, tall chimneys, mullioned windows. */
export function manor(a: Art, x: number, y: number, w: number): string {
  const h = w * 0.3;
  const wall = '#dccbaa';
  const wallLit = '#ebdcbf';
  const roof = '#5d6a7c';
  const roofDark = '#4a5566';
  const look: WindowLook = { glass: '#33465f', frame: '#f4ecdb', lit: 0.1 };
  const left = x - w / 2;
  let out = ellipse(x + w * 0.04, y + 3, w * 0.56, h * 0.08, C.navy900, { opacity: 0.18, filter: a.blur(6) });
  // Main roof.
  out += poly([[left + w * 0.02, y - h], [left + w * 0.98, y - h], [left + w * 0.9, y - h * 1.45], [left + w * 0.1, y - h * 1.45]], roof);
  out += poly([[left + w * 0.02, y - h], [left + w * 0.5, y - h], [left + w * 0.5, y - h * 1.45], [left + w * 0.1, y - h * 1.45]], roofDark);
  // Chimneys.
  for (const fx of [0.2, 0.42, 0.66, 0.84]) {
    out += rect(left + w * fx, y - h * 1.75, w * 0.035, h * 0.42, '#b9876a');
    out += rect(left + w * fx - w * 0.006, y - h * 1.78, w * 0.047, h * 0.05, '#a2745a');
  }
  out += rect(left, y - h, w, h, a.lin([[0, wall], [1, wallLit]], left, 0, left + w, 0));
  // Gables: three.
  for (const [fx, gw] of [
    [0.16, 0.2],
    [0.5, 0.24],
    [0.84, 0.2],
  ] as const) {
    const gx = left + w * fx;
    const half = (w * gw) / 2;
    out += poly([[gx - half - w * 0.01, y - h], [gx + half + w * 0.01, y - h], [gx, y - h - half * 1.15]], roof);
    out += poly([[gx - half, y - h + 1], [gx + half, y - h + 1], [gx, y - h - half * 1.05]], wallLit);
    out += rect(gx - half, y - h, half * 2, h, a.lin([[0, wall], [1, wallLit]], gx - half, 0, gx + half, 0));
    out += rect(gx - half - w * 0.006, y - h, w * 0.006, h, C.navy900, { opacity: 0.12 });
    out += windowPane(a, gx - half * 0.35, y - h - half * 0.6, half * 0.7, half * 0.45, look);
  }
  // Windows in rows.
  for (let row = 0; row < 2; row++) {
    for (let i = 0; i < 9; i++) {
      const wx = left + w * (0.05 + i * 0.105);
      if (Math.abs(wx + w * 0.02 - x) < w * 0.05 && row === 0) continue;
      out += windowPane(a, wx, y - h + h * 0.12 + row * h * 0.45, w * 0.045, h * 0.28, look);
    }
  }
  // Door with porch.
  out += path(`M${n(x - w * 0.035)} ${n(y)} V${n(y - h * 0.3)} A${n(w * 0.035)} ${n(w * 0.035)} 0 0 1 ${n(x + w * 0.035)} ${n(y - h * 0.3)} V${n(y)} Z`, '#4a3428');
  out += rect(x - w * 0.06, y - h * 0.46, w * 0.12, h * 0.05, '#c9b38c');
  out += rect(x - w * 0.07, y - h * 0.02, w * 0.14, h * 0.04, '#c9b38c');
  return out;
}

/** A modest two-storey villa with a hipped roof and a porch: the school's first building. */
export function villa(a: Art, x: number, y: number, w: number, wall = '#ecdcbc', roof = '#b8643f'): string {
  const h = w * 0.42;
  const left = x - w / 2;
  const look: WindowLook = { glass: '#3b5068', frame: '#f8f1e2' };
  let out = ellipse(x + w * 0.04, y + 3, w * 0.58, h * 0.08, C.navy900, { opacity: 0.18, filter: a.blur(5) });
  out += poly([[left - w * 0.05, y - h], [left + w * 1.05, y - h], [left + w * 0.82, y - h * 1.45], [left + w * 0.18, y - h * 1.45]], roof);
  out += poly([[left - w * 0.05, y - h], [left + w * 0.5, y - h], [left + w * 0.5, y - h * 1.45], [left + w * 0.18, y - h * 1.45]], mix(roof, '#0d1c36', 0.15));
  out += rect(left + w * 0.7, y - h * 1.62, w * 0.06, h * 0.3, mix(wall, '#8a6a4a', 0.3));
  out += rect(left, y - h, w, h, a.lin([[0, mix(wall, '#8a6a4a', 0.15)], [1, wall]], left, 0, left + w, 0));
  out += rect(left, y - h, w, h * 0.05, C.navy900, { opacity: 0.1 });
  for (let i = 0; i < 4; i++) {
    out += windowPane(a, left + w * (0.1 + i * 0.22), y - h + h * 0.1, w * 0.1, h * 0.28, look);
    out += rect(left + w * (0.1 + i * 0.22) - w * 0.025, y - h + h * 0.1, w * 0.022, h * 0.28, '#5c7a5a');
    out += rect(left + w * (0.1 + i * 0.22) + w * 0.103, y - h + h * 0.1, w * 0.022, h * 0.28, '#5c7a5a');
    if (i !== 1 && i !== 2) out += windowPane(a, left + w * (0.1 + i * 0.22), y - h * 0.45, w * 0.1, h * 0.3, look);
  }
  // Porch.
  out += rect(x - w * 0.2, y - h * 0.5, w * 0.4, h * 0.05, mix(roof, '#0d1c36', 0.1));
  out += rect(x - w * 0.18, y - h * 0.45, w * 0.02, h * 0.45, '#f8f1e2');
  out += rect(x + w * 0.16, y - h * 0.45, w * 0.02, h * 0.45, '#f8f1e2');
  out += rect(x - w * 0.06, y - h * 0.4, w * 0.12, h * 0.4, '#5a3e2b');
  out += circle(x + w * 0.04, y - h * 0.2, w * 0.006, C.gold300);
  out += rect(x - w * 0.22, y - h * 0.02, w * 0.44, h * 0.04, '#e4d5b8');
  return out;
}
