/** Facilities, the virtual tour, the founder's building and the contact page: 1200 × 800 scenes. */
import { type Art, circle, ellipse, line, path, poly, polyline, rect } from '../kit/core';
import { flagPole, lamp, planter, railing, school, villa } from '../kit/buildings';
import { backWindow, depthScale, floorPoint, pendant, room, sideShelves, sideWindow, wallPoint } from '../kit/interior';
import { vignette, warmWash } from '../kit/light';
import { basketball, bookcase, chair, flask, lectern, microscope, pottedPlant, softShadow, table } from '../kit/objects';
import { C, HAIRS, SKINS } from '../kit/palette';
import { person } from '../kit/people';
import { bush, cloud, cypress, flowers, hedge, pathway, ridge, sky, stonePine, sun, TREE, treeOld, treeRound, tufts } from '../kit/nature';

export function facilitiesGardens(a: Art): string {
  const horizon = 430;
  let o = sky(a, 'morning', horizon);
  o += sun(a, 880, 200, 30, '#fff3d6', 0.5);
  o += cloud(a, 90, 150, 200, 0.8) + cloud(a, 760, 110, 160, 0.75);
  o += ridge([[-30, 420], [300, 400], [700, 415], [1230, 395]], '#b8c8bd', 480);
  o += school(a, { x: 640, y: horizon + 8, w: 260, floorH: 20 });
  for (let i = 0; i < 9; i++) o += treeRound(a, i * 150 + a.r(-20, 20), horizon + 12, a.r(80, 110), TREE.far, false);
  o += rect(0, horizon, a.w, a.h, a.lin([[0, '#8db88f'], [1, '#3f7a55']], 0, horizon, 0, a.h));
  o += pathway(
    [
      [640, horizon + 8, 16],
      [600, 500, 40],
      [700, 600, 80],
      [620, 720, 130],
      [560, 830, 180],
    ],
    a.lin([[0, '#f1e3c4'], [1, '#dcc39a']], 0, horizon, 0, a.h),
    '#c9ae84',
  );
  o += treeOld(a, 250, 600, 520, TREE.deep);
  o += treeOld(a, 980, 580, 480, TREE.green);
  o += cypress(a, 450, 480, 200) + cypress(a, 820, 480, 190);
  // Bench beneath the old tree.
  o += rect(320, 585, 150, 9, C.wood) + rect(320, 560, 150, 8, C.wood) + rect(330, 594, 7, 40, C.navy800) + rect(455, 594, 7, 40, C.navy800);
  o += hedge(760, 560, 180, 30) + flowers(a, 765, 565, 170, 14, [C.coral, C.gold300, '#fffaf0'], 30, 3.5);
  o += bush(a, 110, 760, 180, TREE.green, C.coral) + bush(a, 1100, 760, 220, TREE.green, C.gold300);
  o += flowers(a, 760, 680, 300, 60, [C.coral, C.gold300, '#fffaf0', C.coralLight], 70, 5);
  o += lamp(520, 640, 110) + lamp(760, 520, 70);
  o += tufts(a, 0, 780, 1200, 30, C.green600, 10);
  o += warmWash(a, 880, 200, 0.24);
  o += vignette(a, 0.22);
  return o;
}

export function facilitiesPool(a: Art): string {
  const r = { bx: 260, by: 140, bw: 680, bh: 300 };
  let o = room(a, r, { back: '#e7eef0', side: '#dde7ea', floor: '#e9e4d8', ceiling: '#f3efe6', floorKind: 'tiles', floorLine: '#d3cbbb' });
  // Glass wall at the back with the garden outside.
  o += rect(r.bx + 20, r.by + 20, r.bw - 40, r.bh - 70, a.lin([[0, '#a9cbe0'], [1, '#e4efe9']], 0, r.by, 0, r.by + r.bh));
  o += path(`M${r.bx + 20} ${r.by + r.bh - 50} V${r.by + 170} Q${r.bx + 160} ${r.by + 120} ${r.bx + 300} ${r.by + 165} Q${r.bx + 460} ${r.by + 110} ${r.bx + r.bw - 20} ${r.by + 160} V${r.by + r.bh - 50} Z`, '#8dbb94');
  for (let i = 0; i <= 6; i++) o += rect(r.bx + 20 + ((r.bw - 40) * i) / 6 - 4, r.by + 20, 8, r.bh - 70, '#f8f6f0');
  o += rect(r.bx + 20, r.by + 20, r.bw - 40, 8, '#f8f6f0');
  // Roof beams.
  for (let i = 0; i < 6; i++) {
    const t = i / 6;
    o += line(r.bx + r.bw * t, r.by, -300 + 1800 * t, -40, C.wood, 10, { opacity: 0.85 });
  }
  o += sideWindow(a, r, 'left', 0.3, 0.85, 0.15, 0.55) + sideWindow(a, r, 'right', 0.3, 0.85, 0.15, 0.55);
  // The pool in perspective.
  const p1 = floorPoint(a, r, 0.14, 0.93);
  const p2 = floorPoint(a, r, 0.86, 0.93);
  const p3 = floorPoint(a, r, 0.98, 0.05);
  const p4 = floorPoint(a, r, 0.02, 0.05);
  o += poly([p1, p2, p3, p4], a.lin([[0, '#7cc7dc'], [1, '#3c9cbf']], 0, p1[1], 0, p4[1]));
  const lanes = 6;
  for (let i = 1; i < lanes; i++) {
    const t = i / lanes;
    const f = [p1[0] + (p2[0] - p1[0]) * t, p1[1]] as const;
    const b = [p4[0] + (p3[0] - p4[0]) * t, p4[1]] as const;
    o += line(f[0], f[1], b[0], b[1], i % 2 ? C.coral : C.gold300, 4, { 'stroke-dasharray': '10 8' });
  }
  for (let i = 0; i < lanes; i++) {
    const t = (i + 0.5) / lanes;
    o += line(p1[0] + (p2[0] - p1[0]) * t, p1[1] + 6, p4[0] + (p3[0] - p4[0]) * t, p4[1] - 6, '#2d6f95', 3, { opacity: 0.35 });
  }
  for (let i = 0; i < 16; i++) o += rect(a.r(p4[0] + 60, p3[0] - 120), a.r(p1[1] + 20, p4[1] - 20), a.r(30, 70), 2.5, '#ffffff', { opacity: 0.35, rx: 1 });
  o += polyline([p1, p2, p3, p4, p1], '#ffffff', 5);
  // Starting blocks at the far end.
  for (let i = 0; i < lanes; i++) {
    const t = (i + 0.5) / lanes;
    const x = p1[0] + (p2[0] - p1[0]) * t;
    o += rect(x - 14, p1[1] - 22, 28, 16, '#fbf8f2', { rx: 3 }) + rect(x - 14, p1[1] - 8, 28, 8, '#c9ced6');
  }
  o += person(a, { x: 1070, y: 610, h: 170, age: 'teen', pose: 'stroll', flip: true, skin: SKINS[4], hair: 'buzz', top: C.navy700, bottom: C.navy700, shorts: true, shortSleeves: true });
  o += warmWash(a, 600, 120, 0.18, '#fff4dc');
  o += vignette(a, 0.2);
  return o;
}

export function facilitiesSports(a: Art): string {
  const horizon = 300;
  let o = sky(a, 'clear', horizon);
  o += cloud(a, 130, 120, 180, 0.85) + cloud(a, 850, 90, 160, 0.8);
  o += ridge([[-30, 295], [400, 270], [800, 290], [1230, 265]], '#a8c2b4', 360);
  for (let i = 0; i < 14; i++) o += treeRound(a, i * 90 + a.r(-15, 15), horizon + 14, a.r(70, 95), TREE.far, false);
  o += rect(0, horizon + 6, a.w, a.h, a.lin([[0, '#7fae8c'], [1, '#3f7a55']], 0, horizon, 0, a.h));
  // Football pitch on the left.
  const pitch: [number, number][] = [
    [90, 340],
    [640, 340],
    [700, 700],
    [-60, 700],
  ];
  o += poly(pitch, '#4f8a5f');
  for (let i = 0; i < 6; i += 2) {
    const l = (t: number): [number, number] => [90 + (-60 - 90) * t, 340 + 360 * t];
    const rr = (t: number): [number, number] => [640 + (700 - 640) * t, 340 + 360 * t];
    o += poly([l(i / 6), rr(i / 6), rr((i + 1) / 6), l((i + 1) / 6)], '#5b9869');
  }
  const w = '#f4f7f2';
  o += polyline([[110, 355], [622, 355], [676, 680], [-30, 680], [110, 355]], w, 3);
  o += line(55, 500, 648, 500, w, 3);
  o += ellipse(340, 500, 80, 26, 'none', { stroke: w, 'stroke-width': 3 });
  o += rect(300, 330, 80, 22, 'none', { stroke: w, 'stroke-width': 3 });
  o += rect(250, 640, 190, 40, 'none', { stroke: w, 'stroke-width': 3 });
  o += rect(306, 335, 68, 20, 'none', { stroke: '#ffffff', 'stroke-width': 4 });
  // Courts on the right: basketball and tennis.
  o += poly([[700, 340], [1150, 340], [1230, 520], [730, 520]], '#4f7fb0');
  o += polyline([[715, 350], [1140, 350], [1212, 510], [742, 510], [715, 350]], w, 3);
  o += line(928, 350, 977, 510, w, 3) + ellipse(952, 430, 40, 16, 'none', { stroke: w, 'stroke-width': 3 });
  o += poly([[740, 540], [1230, 540], [1260, 790], [780, 790]], C.terracotta);
  o += polyline([[760, 552], [1220, 552], [1245, 775], [796, 775], [760, 552]], w, 3);
  o += line(790, 660, 1232, 660, '#2a3448', 5) + line(790, 650, 1232, 650, w, 2);
  o += rect(782, 630, 6, 36, '#2a3448') + rect(1230, 630, 6, 36, '#2a3448');
  o += rect(712, 300, 6, 60, '#56627a') + rect(700, 290, 30, 22, '#fbf8f2') + rect(1130, 300, 6, 60, '#56627a') + rect(1118, 290, 30, 22, '#fbf8f2');
  // Fence between pitch and courts.
  o += railing(690, 700, 540, 60, '#2a3448', 10);
  o += stonePine(a, 60, 420, 300, TREE.green) + cypress(a, 1170, 330, 160);
  o += warmWash(a, 1000, 60, 0.16, '#fff1d6');
  o += vignette(a, 0.2);
  return o;
}

export function facilitiesLibrary(a: Art): string {
  const r = { bx: 420, by: 150, bw: 360, bh: 360 };
  let o = room(a, r, { back: '#efe6d4', side: '#e6dac4', floor: '#b98a5a', ceiling: '#f4ede0', floorKind: 'planks', floorLine: '#9a6f45' });
  o += sideShelves(a, r, 'left', 7) + sideShelves(a, r, 'right', 7);
  o += backWindow(a, r.bx + 100, r.by + 30, 160, 290, r, '#9cc3dc', '#f3ead8', true);
  o += bookcase(a, r.bx + 6, r.by + r.bh, 84, 300, 6) + bookcase(a, r.bx + r.bw - 90, r.by + r.bh, 84, 300, 6);
  // Study tables down the aisle, each with a green reading lamp.
  for (const d of [0.85, 0.6, 0.3]) {
    const s = depthScale(a, r, d);
    const [x, y] = floorPoint(a, r, 0.5, d);
    const tw = 560 * s;
    o += table(a, x - tw / 2, y, tw, 130 * s, '#c99a66', C.woodDark);
    o += chair(x - tw / 2 - 20 * s, y, 150 * s, C.navy700, false) + chair(x + tw / 2 + 20 * s, y, 150 * s, C.navy700, true);
    o += path(`M${x - 30 * s} ${y - 190 * s} L${x + 10 * s} ${y - 190 * s} L${x + 20 * s} ${y - 165 * s} L${x - 40 * s} ${y - 165 * s} Z`, '#2e7a58');
    o += rect(x - 13 * s, y - 165 * s, 6 * s, 30 * s, C.gold600) + rect(x - 28 * s, y - 138 * s, 36 * s, 6 * s, C.gold600);
    o += ellipse(x - 10 * s, y - 140 * s, 50 * s, 12 * s, '#fff1c9', { opacity: 0.5 });
    o += rect(x + 70 * s, y - 148 * s, 70 * s, 12 * s, C.coral) + rect(x + 74 * s, y - 158 * s, 62 * s, 10 * s, C.navy700);
  }
  o += pendant(600, 0, 90, 60);
  o += person(a, { x: 330, y: 690, h: 260, age: 'teen', pose: 'reach', flip: true, skin: SKINS[2], hair: 'pony', hairColor: HAIRS[0], top: C.green500, bottom: C.navy800 });
  o += warmWash(a, 600, 200, 0.2);
  o += vignette(a, 0.24);
  return o;
}

export function facilitiesLab(a: Art): string {
  let o = rect(0, 0, a.w, 560, a.lin([[0, '#cfdcd6'], [1, '#e2eae5']], 0, 0, 0, 560));
  // A window and shelves of glassware on the back wall.
  o += rect(760, 70, 360, 300, '#fbf8f2') + rect(776, 86, 328, 268, a.lin([[0, '#9cc3dc'], [1, '#eef3f0']], 0, 86, 0, 354));
  o += path('M776 354 V280 Q860 240 940 270 Q1020 230 1104 262 V354 Z', '#9cc4a4') + line(940, 86, 940, 354, '#fbf8f2', 8);
  for (const y of [170, 290]) {
    o += rect(80, y, 560, 12, C.woodLight);
    const kinds = ['conical', 'round', 'beaker'] as const;
    for (let i = 0; i < 9; i++) o += flask(110 + i * 60, y, a.r(50, 80), a.pick(['#6fc2b0', C.gold300, C.coralLight, '#8fb4e0', '#b6d98a']), kinds[i % 3]);
  }
  // A chart of coloured squares (no writing).
  for (let r = 0; r < 4; r++) for (let c = 0; c < 9; c++) if (!(r === 0 && c > 0 && c < 8)) o += rect(120 + c * 52, 380 + r * 34, 46, 28, [C.gold300, '#8fb4e0', C.green300, C.coralLight][(r + c) % 4] as string, { rx: 4, opacity: 0.85 });
  o += person(a, { x: 175, y: 760, h: 470, age: 'teen', pose: { view: 'side', armBack: [50, 100], armFront: [60, 105], legBack: [-3, -3], legFront: [3, 3], lean: 24 }, skin: SKINS[3], hair: 'bun', hairColor: HAIRS[0], top: '#fdfdfb', bottom: C.navy800, shadow: false });
  // The bench.
  o += rect(0, 560, a.w, 240, a.lin([[0, '#c9d1dc'], [1, '#9aa6b6']], 0, 560, 0, 800));
  o += rect(0, 540, a.w, 30, '#3a4660') + rect(0, 540, a.w, 6, '#56627a');
  o += microscope(a, 300, 545, 230) + microscope(a, 760, 545, 200);
  o += flask(520, 545, 120, '#6fc2b0', 'conical') + flask(590, 545, 90, C.coralLight, 'beaker');
  // Test-tube rack.
  o += rect(960, 500, 180, 12, C.woodDark) + rect(960, 536, 180, 8, C.woodDark);
  for (let i = 0; i < 6; i++) o += rect(975 + i * 28, 440, 14, 100, '#e6f1f5', { rx: 7, opacity: 0.9 }) + rect(975 + i * 28, 490, 14, 50, [C.coralLight, C.gold300, '#6fc2b0', '#8fb4e0', '#b6d98a', C.coral][i] as string, { rx: 7 });
  o += warmWash(a, 940, 100, 0.18);
  o += vignette(a, 0.22);
  return o;
}

export function facilitiesDining(a: Art): string {
  const r = { bx: 200, by: 110, bw: 800, bh: 330 };
  let o = room(a, r, { back: '#f1e7d2', side: '#e8dcc6', floor: '#d9c6a2', ceiling: '#f6f0e4', floorKind: 'tiles', floorLine: '#c7b18a' });
  for (let i = 0; i < 4; i++) o += backWindow(a, r.bx + 60 + i * 190, r.by + 40, 110, 220, r, '#9cc3dc', '#f3ead8', false);
  o += sideWindow(a, r, 'left', 0.25, 0.8, 0.15, 0.6) + sideWindow(a, r, 'right', 0.25, 0.8, 0.15, 0.6);
  for (const x of [420, 780]) o += pendant(x, 0, 70, 50, C.green500);
  // Rows of tables receding, each laid with plates and glasses, seen a little from above.
  for (const d of [0.15, 0.55, 0.85]) {
    const s = depthScale(a, r, d);
    const [x, y] = floorPoint(a, r, 0.5, d);
    const tw = 1000 * s;
    const top = y - 150 * s;
    const deep = 70 * s;
    const n = 6;
    for (let i = 0; i < n; i++) o += chair(x - tw / 2 + (tw * (i + 0.5)) / n + 30 * s, top + 10 * s, 170 * s, C.green600, i % 2 === 0);
    o += softShadow(a, x, y, tw * 0.55, 12 * s);
    o += rect(x - tw / 2 + 20 * s, top, 14 * s, 150 * s, C.woodDark) + rect(x + tw / 2 - 34 * s, top, 14 * s, 150 * s, C.woodDark);
    o += poly([[x - tw / 2 + 30 * s, top - deep], [x + tw / 2 - 30 * s, top - deep], [x + tw / 2, top], [x - tw / 2, top]], '#fbf8f2');
    o += rect(x - tw / 2, top, tw, 22 * s, '#ece4d4');
    o += rect(x - tw * 0.2, top - deep, tw * 0.4, deep, C.green100, { opacity: 0.7 });
    for (let i = 0; i < n; i++) {
      const px = x - tw / 2 + (tw * (i + 0.5)) / n;
      o += ellipse(px, top - deep * 0.3, 44 * s, 14 * s, '#e6e0d4') + ellipse(px, top - deep * 0.32, 38 * s, 11 * s, '#ffffff') + ellipse(px, top - deep * 0.72, 30 * s, 9 * s, '#e6e0d4') + ellipse(px, top - deep * 0.73, 25 * s, 7 * s, '#ffffff');
      o += rect(px + 46 * s, top - deep * 0.55 - 26 * s, 12 * s, 26 * s, '#dcecf2', { opacity: 0.9 });
    }
    o += rect(x - 8 * s, top - deep * 0.5 - 40 * s, 16 * s, 40 * s, '#dcecf2', { opacity: 0.9 }) + circle(x, top - deep * 0.5 - 46 * s, 12 * s, C.coral) + circle(x + 10 * s, top - deep * 0.5 - 52 * s, 9 * s, C.gold300);
    if (d < 0.5) for (let i = 0; i < n; i++) o += chair(x - tw / 2 + (tw * (i + 0.5)) / n - 30 * s, y + 30 * s, 170 * s, C.green500, i % 2 === 1);
  }
  o += warmWash(a, 600, 150, 0.22);
  o += vignette(a, 0.22);
  return o;
}

export function virtualEntrance(a: Art): string {
  const ground = 470;
  let o = sky(a, 'clear', ground);
  o += cloud(a, 80, 120, 220, 0.9) + cloud(a, 860, 80, 200, 0.85);
  o += stonePine(a, 80, ground, 300, TREE.green) + stonePine(a, 1120, ground, 320, TREE.green, -0.05);
  o += school(a, { x: 600, y: ground, w: 820, floorH: 62, cupola: true, clock: true, doorOpen: true });
  o += rect(0, ground, a.w, a.h, '#e6d8bb');
  // Paving that fans out from the steps.
  for (let i = 0; i <= 16; i++) o += line(600 + (i - 8) * 40, ground, 600 + (i - 8) * 200, 800, '#d3c19c', 2);
  for (const y of [500, 545, 610, 700]) o += line(0, y, 1200, y, '#d3c19c', 2);
  o += poly([[540, ground], [660, ground], [760, 800], [440, 800]], '#efe4cc', { opacity: 0.8 });
  // Gate pillars, railings, flags and planters.
  o += railing(0, 300, 640, 90) + railing(900, 1200, 640, 90);
  for (const x of [300, 870]) o += rect(x, 520, 32, 124, '#efe3cc') + rect(x - 6, 512, 44, 14, '#fbf8f2') + circle(x + 16, 502, 11, C.gold500);
  o += flagPole(220, ground + 40, 300, [C.navy700, C.gold500, C.navy700]) + flagPole(980, ground + 40, 300, [C.gold500, C.navy700, C.gold500]);
  o += planter(a, 430, 560, 70) + planter(a, 770, 560, 70);
  o += bush(a, 120, 800, 220, TREE.deep, C.gold300) + bush(a, 1090, 800, 240, TREE.deep, '#fffaf0');
  o += person(a, { x: 650, y: 620, h: 120, pose: 'walk', flip: true, age: 'child', skin: SKINS[2], hair: 'pony', top: C.coral, bottom: C.navy800, backpack: C.gold500 });
  o += person(a, { x: 700, y: 628, h: 160, pose: 'walk', flip: true, skin: SKINS[2], hair: 'short', top: C.navy700, bottom: '#56627a' });
  o += warmWash(a, 900, 80, 0.16);
  o += vignette(a, 0.22);
  return o;
}

export function virtualClassroom(a: Art): string {
  const r = { bx: 240, by: 110, bw: 720, bh: 340 };
  let o = room(a, r, { back: '#f3ead8', side: '#efe4cf', floor: '#c8a27a', ceiling: '#f7f2e8', floorKind: 'planks', floorLine: '#a9825a' });
  // Whiteboard and colourful cards on the back wall.
  o += rect(r.bx + 160, r.by + 60, 400, 170, '#fbfbf8', { stroke: '#c9ced6', 'stroke-width': 6 }) + rect(r.bx + 180, r.by + 232, 360, 8, '#c9ced6');
  o += circle(r.bx + 240, r.by + 130, 30, 'none', { stroke: C.navy500, 'stroke-width': 3 }) + path(`M${r.bx + 300} ${r.by + 180} q40 -80 80 0 t80 0`, 'none', { stroke: C.coral, 'stroke-width': 3 });
  const cards = [C.coral, C.gold500, C.green500, '#4f7fb0', C.gold300, C.coralLight, C.green300, '#7a5c8e'];
  cards.forEach((c, i) => (o += rect(r.bx + 40 + i * 82, r.by + 16, 54, 34, c, { rx: 4 })));
  o += rect(r.bx + 30, r.by + 250, 90, 70, C.gold300, { rx: 4 }) + circle(r.bx + 75, r.by + 285, 18, C.coral);
  o += rect(r.bx + 600, r.by + 250, 90, 70, C.green300, { rx: 4 }) + poly([[r.bx + 620, r.by + 310], [r.bx + 645, r.by + 265], [r.bx + 670, r.by + 310]], C.navy700);
  // Windows down the left wall, cubbies on the right.
  o += sideWindow(a, r, 'left', 0.15, 0.45, 0.15, 0.6) + sideWindow(a, r, 'left', 0.55, 0.85, 0.15, 0.6);
  for (let row = 0; row < 3; row++)
    for (let c = 0; c < 5; c++) {
      const u0 = 0.3 + c * 0.12;
      const v0 = 0.55 + row * 0.12;
      o += poly([wallPoint(a, r, 'right', u0, v0), wallPoint(a, r, 'right', u0 + 0.1, v0), wallPoint(a, r, 'right', u0 + 0.1, v0 + 0.1), wallPoint(a, r, 'right', u0, v0 + 0.1)], cards[(row * 5 + c) % cards.length] as string);
    }
  // Desks in rows.
  for (const d of [0.8, 0.55, 0.25]) {
    const s = depthScale(a, r, d);
    for (const u of [0.22, 0.5, 0.78]) {
      const [x, y] = floorPoint(a, r, u, d);
      const tw = 220 * s;
      o += chair(x - 10 * s, y + 30 * s, 150 * s, [C.coral, C.gold500, C.green500][Math.round(u * 4) % 3] as string);
      o += table(a, x - tw / 2, y, tw, 110 * s, '#e9dcc3', '#56627a');
      o += rect(x - 40 * s, y - 128 * s, 60 * s, 10 * s, '#4f7fb0') + rect(x + 30 * s, y - 126 * s, 30 * s, 6 * s, C.gold500);
    }
  }
  o += path('M340 800 L860 800 L800 700 L400 700 Z', C.green300, { opacity: 0.0 });
  o += warmWash(a, 240, 200, 0.22);
  o += vignette(a, 0.22);
  return o;
}

export function virtualSportsHall(a: Art): string {
  const r = { bx: 200, by: 140, bw: 800, bh: 360 };
  let o = room(a, r, { back: '#e8e2d4', side: '#ded6c4', floor: '#d9a86c', ceiling: '#f1ece2', floorKind: 'planks', floorLine: '#c08f55' });
  // High windows and roof trusses.
  for (let i = 0; i < 6; i++) o += rect(r.bx + 30 + i * 125, r.by + 20, 100, 70, a.lin([[0, '#a9cbe0'], [1, '#e4efe9']], 0, r.by + 20, 0, r.by + 90), { stroke: '#f8f6f0', 'stroke-width': 6 });
  for (let i = 0; i < 5; i++) {
    const t = (i + 0.5) / 5;
    o += line(r.bx + r.bw * t, r.by, -200 + 1600 * t, -20, '#9aa6b6', 8);
  }
  o += rect(r.bx, r.by + r.bh - 100, r.bw, 100, '#3b5680');
  o += sideWindow(a, r, 'left', 0.2, 0.9, 0.08, 0.3) + sideWindow(a, r, 'right', 0.2, 0.9, 0.08, 0.3);
  // Court lines on the floor.
  const fl = (u: number, d: number): [number, number] => floorPoint(a, r, u, d);
  o += polyline([fl(0.1, 0.98), fl(0.9, 0.98), fl(0.96, 0.12), fl(0.04, 0.12), fl(0.1, 0.98)], '#fbf8f2', 4);
  o += polyline([fl(0.02, 0.55), fl(0.98, 0.55)], '#fbf8f2', 4);
  const c = fl(0.5, 0.55);
  o += ellipse(c[0], c[1], 110, 24, 'none', { stroke: '#fbf8f2', 'stroke-width': 4 });
  o += poly([fl(0.36, 0.98), fl(0.64, 0.98), fl(0.62, 0.8), fl(0.38, 0.8)], C.coral, { opacity: 0.75 });
  o += polyline([fl(0.3, 0.98), fl(0.3, 0.86)], '#fbf8f2', 3) + polyline([fl(0.7, 0.98), fl(0.7, 0.86)], '#fbf8f2', 3);
  // Basket at the back.
  o += rect(590, 170, 20, 140, '#56627a') + rect(535, 150, 130, 86, '#fbf8f2', { stroke: '#56627a', 'stroke-width': 4 }) + rect(580, 190, 40, 30, 'none', { stroke: C.coral, 'stroke-width': 4 });
  o += ellipse(600, 240, 24, 6, 'none', { stroke: C.coral, 'stroke-width': 4 }) + path('M578 242 L588 272 L612 272 L622 242', 'none', { stroke: '#ffffff', 'stroke-width': 2 });
  o += softShadow(a, 300, 700, 30, 6) + basketball(300, 676, 24) + softShadow(a, 900, 640, 24, 5) + basketball(900, 621, 19) + softShadow(a, 720, 560, 16, 4) + basketball(720, 548, 13);
  o += rect(880, 470, 240, 30, C.woodLight, { rx: 6 }) + rect(900, 500, 12, 40, '#56627a') + rect(1090, 500, 12, 40, '#56627a');
  o += warmWash(a, 600, 60, 0.18);
  o += vignette(a, 0.22);
  return o;
}

export function virtualAuditorium(a: Art): string {
  let o = rect(0, 0, a.w, a.h, '#2a2f45');
  o += rect(0, 0, a.w, 120, '#232840');
  // Stage with curtains.
  o += rect(180, 120, 840, 330, '#3b3550');
  o += rect(180, 120, 840, 330, a.rad([[0, '#fff1c9', 0.55], [1, '#fff1c9', 0]], 600, 320, 420, 0.6));
  o += rect(140, 430, 920, 50, '#8a6240') + rect(140, 428, 920, 10, '#b98a5a');
  const curtain = (x: number, w: number, flip: boolean): string => {
    let c = '';
    for (let i = 0; i < 6; i++) c += rect(x + (w / 6) * i, 110, w / 6 + 2, 330, i % 2 ? '#8e2f22' : C.coral);
    return c + path(flip ? `M${x + w} 110 V440 Q${x + w - 40} 300 ${x} 440 V110 Z` : `M${x} 110 V440 Q${x + 40} 300 ${x + w} 440 V110 Z`, '#0d1c36', { opacity: 0.12 });
  };
  o += curtain(140, 160, false) + curtain(900, 160, true);
  o += rect(120, 90, 960, 40, '#8e2f22') + path('M120 130 Q300 170 480 130 Q600 170 720 130 Q900 170 1080 130 Z', C.coral);
  o += lectern(600, 440, 120);
  // Spotlights and the rows of seats, seen from the back of the hall.
  for (const x of [300, 600, 900]) o += circle(x, 40, 8, '#fff1c9') + poly([[x - 6, 44], [x + 6, 44], [x + 80, 430], [x - 80, 430]], '#fff1c9', { opacity: 0.06 });
  o += rect(0, 480, a.w, 320, '#3a3550');
  for (let row = 0; row < 6; row++) {
    const y = 520 + row * 50 + row * row * 4;
    const sw = 56 + row * 10;
    const sh = 36 + row * 6;
    for (let x = -sw / 2 + (row % 2) * (sw / 2); x < a.w; x += sw + 6) {
      if (Math.abs(x + sw / 2 - 600) < 40 + row * 8) continue;
      o += rect(x, y, sw, sh, C.coral, { rx: sh * 0.35 }) + rect(x, y, sw, sh * 0.3, '#c95d42', { rx: sh * 0.25 });
    }
  }
  o += vignette(a, 0.3);
  return o;
}

export function founderSchool(a: Art): string {
  const ground = 560;
  let o = sky(a, 'golden', ground);
  o += cloud(a, 120, 150, 220, 0.7, '#fff2e0') + cloud(a, 820, 110, 180, 0.6, '#fff2e0');
  o += ridge([[-30, 520], [400, 490], [800, 510], [1230, 480]], '#c6c6b0', 600);
  o += rect(0, ground, a.w, a.h, a.lin([[0, '#a7b98a'], [1, '#6f8a5c']], 0, ground, 0, a.h));
  o += villa(a, 600, ground, 520);
  // Young trees just planted, a gravel drive, a small gate.
  o += treeRound(a, 260, ground + 20, 200, TREE.olive) + treeRound(a, 950, ground + 20, 220, TREE.olive) + cypress(a, 330, ground + 10, 160, TREE.olive);
  o += pathway(
    [
      [600, ground, 70],
      [620, 650, 110],
      [680, 800, 180],
    ],
    '#e4d5b8',
  );
  o += railing(0, 480, 680, 70, '#5a4a3a', 16) + railing(800, 1200, 680, 70, '#5a4a3a', 16);
  // A car of the day parked by the house.
  o += rect(860, 600, 180, 46, '#b4472a', { rx: 10 }) + path('M890 600 L910 570 L990 570 L1010 600 Z', '#a23e24') + rect(915, 575, 36, 22, '#c9d6e2') + rect(957, 575, 36, 22, '#c9d6e2');
  o += circle(900, 648, 16, '#2a2a2a') + circle(1000, 648, 16, '#2a2a2a') + circle(900, 648, 6, '#c9ced6') + circle(1000, 648, 6, '#c9ced6');
  o += flowers(a, 100, 700, 360, 60, ['#e9c46a', '#d77a5c', '#fffaf0'], 50, 5);
  // An aged, warm print.
  o += rect(0, 0, a.w, a.h, '#e8c99a', { opacity: 0.22 });
  o += warmWash(a, 900, 150, 0.25, '#ffd9a0');
  o += vignette(a, 0.35, '#4a3222');
  return o;
}

export function contactPhoto(a: Art): string {
  const r = { bx: 180, by: 90, bw: 840, bh: 420 };
  let o = room(a, r, { back: '#efe6d4', side: '#e6dac4', floor: '#cdb89a', ceiling: '#f6f0e4', floorKind: 'tiles', floorLine: '#b9a27e' });
  // Emblem on the wall: a shield with an open book and a tree (no lettering).
  const ex = 600;
  const ey = 150;
  o += path(`M${ex - 70} ${ey} H${ex + 70} V${ey + 90} Q${ex + 70} ${ey + 150} ${ex} ${ey + 175} Q${ex - 70} ${ey + 150} ${ex - 70} ${ey + 90} Z`, C.navy700);
  o += path(`M${ex - 58} ${ey + 12} H${ex + 58} V${ey + 88} Q${ex + 58} ${ey + 140} ${ex} ${ey + 160} Q${ex - 58} ${ey + 140} ${ex - 58} ${ey + 88} Z`, 'none', { stroke: C.gold500, 'stroke-width': 4 });
  o += circle(ex, ey + 62, 26, C.green500) + rect(ex - 3, ey + 70, 6, 26, C.gold300);
  o += path(`M${ex - 40} ${ey + 120} Q${ex - 20} ${ey + 108} ${ex} ${ey + 118} Q${ex + 20} ${ey + 108} ${ex + 40} ${ey + 120} V${ey + 132} Q${ex + 20} ${ey + 122} ${ex} ${ey + 132} Q${ex - 20} ${ey + 122} ${ex - 40} ${ey + 132} Z`, C.gold300);
  o += sideWindow(a, r, 'right', 0.15, 0.8, 0.12, 0.7);
  o += pendant(420, 0, 60, 60) + pendant(780, 0, 60, 60);
  // Sofa on the left, plants.
  o += rect(150, 560, 250, 80, C.green500, { rx: 18 }) + rect(150, 520, 250, 60, C.green600, { rx: 18 }) + rect(130, 545, 40, 100, C.green600, { rx: 14 }) + rect(380, 545, 40, 100, C.green600, { rx: 14 });
  o += softShadow(a, 275, 650, 150, 10);
  o += pottedPlant(a, 1080, 700, 240, C.cream2, C.green500) + pottedPlant(a, 460, 560, 150, C.terracotta, C.green400);
  // The receptionist, then the curved welcome desk.
  o += person(a, { x: 640, y: 720, h: 330, pose: 'wave', skin: SKINS[3], hair: 'bob', hairColor: HAIRS[0], top: C.gold500, bottom: C.navy800, face: true });
  o += softShadow(a, 640, 720, 300, 16, 0.25);
  o += path('M380 560 Q640 520 900 560 L900 720 Q640 690 380 720 Z', C.navy700);
  o += path('M380 560 Q640 520 900 560 L900 578 Q640 538 380 578 Z', '#fbf8f2');
  o += path('M380 650 Q640 616 900 650 L900 660 Q640 626 380 660 Z', C.gold500);
  o += rect(760, 520, 50, 36, '#dcecf2', { opacity: 0.8 }) + circle(775, 510, 12, C.coral) + circle(792, 506, 10, C.gold300);
  o += warmWash(a, 900, 150, 0.22);
  o += vignette(a, 0.22);
  return o;
}

export function contactClosing(a: Art): string {
  const ground = 540;
  let o = sky(a, 'dusk', ground);
  o += sun(a, 760, 470, 36, '#ffe2a8', 0.8);
  o += cloud(a, 140, 190, 240, 0.35, '#f3c7a0') + cloud(a, 880, 150, 200, 0.3, '#f3c7a0');
  o += ridge([[-30, 510], [300, 480], [700, 500], [1230, 470]], '#6f6a86', 580);
  const sil = { leaf: '#243a40', dark: '#1b2c33', light: '#2f4a4a', trunk: '#1b2c33' };
  o += school(a, { x: 520, y: ground, w: 620, floorH: 46, wall: '#8a7f86', roof: '#5a4350', lit: 0.7 });
  o += rect(0, ground - 40, a.w, 340, '#26303b', { opacity: 0 });
  o += stonePine(a, 120, ground + 10, 320, sil) + stonePine(a, 1000, ground + 10, 340, sil) + cypress(a, 880, ground + 10, 220, sil);
  o += rect(0, ground, a.w, a.h, a.lin([[0, '#3f5a52'], [1, '#1b2c33']], 0, ground, 0, a.h));
  o += pathway(
    [
      [520, ground, 60],
      [560, 640, 100],
      [700, 800, 190],
    ],
    a.lin([[0, '#c9a57a'], [1, '#6b5a48']], 0, ground, 0, a.h),
  );
  o += lamp(420, 640, 120, true) + lamp(760, 660, 130, true);
  o += hedge(80, 600, 260, 40, { leaf: '#2c4a42', dark: '#1b2c33', light: '#3f5a52', trunk: '#1b2c33' }) + hedge(860, 600, 280, 40, { leaf: '#2c4a42', dark: '#1b2c33', light: '#3f5a52', trunk: '#1b2c33' });
  o += treeOld(a, 1180, 820, 520, sil);
  o += warmWash(a, 760, 470, 0.35, '#ffb877');
  o += vignette(a, 0.3);
  return o;
}

