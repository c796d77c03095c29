/** The 17 hero pictures, 1920 × 1200: subject near the centre, a calm lower left for the title. */
import { type Art, circle, ellipse, line, mix, path, poly, polyline, rect } from '../kit/core';
import { lamp, school } from '../kit/buildings';
import { backWindow, pendant, room, wallPoint } from '../kit/interior';
import { warmWash, vignette } from '../kit/light';
import { bookcase, bookStack, chair, framedPicture, globe, heldBook, openBook, pottedPlant, softShadow, table } from '../kit/objects';
import { C, HAIRS, SKINS } from '../kit/palette';
import { person, type PersonOptions } from '../kit/people';
import { bush, cloud, cypress, flowers, hedge, lawnStripes, pathway, ridge, sky, stonePine, sun, TREE, treeOld, treeRound, tufts } from '../kit/nature';

export function heroHome1(a: Art): string {
  const ground = 790;
  let o = sky(a, 'dawn', ground);
  o += sun(a, 1300, 440, 46, '#fff2d8', 0.7);
  o += cloud(a, 180, 250, 360, 0.75, '#fff4e6') + cloud(a, 1180, 170, 260, 0.7, '#fff4e6') + cloud(a, 1620, 330, 200, 0.6, '#fff4e6');
  // Distant sierra and a first row of trees, hazy in the morning light.
  o += ridge([[-50, 690], [200, 640], [420, 668], [700, 612], [980, 650], [1250, 600], [1560, 640], [1800, 615], [1980, 650]], '#b7c3d4', ground);
  o += ridge([[-50, 730], [300, 700], [640, 720], [1000, 695], [1400, 712], [1980, 690]], '#a6bcb2', ground);
  for (let i = 0; i < 14; i++) o += treeRound(a, 60 + i * 140 + a.r(-30, 30), ground - 20, a.r(110, 160), TREE.far, false);
  // Lawn.
  o += rect(0, ground - 30, a.w, a.h - ground + 30, a.lin([[0, '#6fa27a'], [0.35, '#4f8a63'], [1, '#2f6b4f']], 0, ground - 30, 0, a.h));
  o += `<g clip-path="${a.clip(rect(0, ground - 30, a.w, a.h, '#000'))}">${lawnStripes(a, 960, ground - 60, a.h, '#ffffff', 16, 0.04)}</g>`;
  // Trees behind the building.
  o += stonePine(a, 330, ground - 10, 430, TREE.green, -0.05);
  o += stonePine(a, 1620, ground - 10, 460, TREE.green, 0.07);
  o += treeRound(a, 470, ground, 300, TREE.fresh);
  o += treeRound(a, 1470, ground, 320, TREE.fresh);
  o += school(a, { x: 960, y: ground, w: 1080, floorH: 84, lit: 0.25, cupola: true, clock: true });
  o += cypress(a, 385, ground + 6, 330) + cypress(a, 1535, ground + 6, 340) + cypress(a, 1600, ground + 10, 280);
  // Hedges and flower beds along the front.
  o += hedge(430, ground + 36, 330, 40) + hedge(1160, ground + 36, 330, 40);
  o += flowers(a, 440, ground + 40, 310, 18, [C.coral, C.gold300, '#fffaf0', C.coralLight], 60, 4);
  o += flowers(a, 1170, ground + 40, 310, 18, [C.coral, C.gold300, '#fffaf0', C.coralLight], 60, 4);
  // The drive: from the steps out towards the lower right.
  o += pathway(
    [
      [960, ground + 2, 170],
      [985, 880, 200],
      [1120, 1000, 250],
      [1380, 1120, 320],
      [1600, 1220, 380],
    ],
    a.lin([[0, '#efe2c8'], [1, '#dcc6a0']], 0, ground, 0, a.h),
    '#c9b08a',
  );
  o += lamp(790, ground + 70, 120, true) + lamp(1150, ground + 70, 120, true);
  o += bush(a, 690, 1000, 190, TREE.green, C.gold300) + bush(a, 1840, 1060, 260, TREE.deep, '#fffaf0');
  o += treeOld(a, 2010, 1190, 640, TREE.deep);
  o += tufts(a, 0, 1130, 1920, 40, mix(C.green500, C.green600, 0.5), 12);
  o += warmWash(a, 1300, 440, 0.26);
  o += vignette(a, 0.25);
  return o;
}

/** A pupil seated on a chair, side view. `x` is the hip, `seatY` the seat height. */
function seated(a: Art, x: number, seatY: number, h: number, flip: boolean, look: Partial<PersonOptions>, pose: 'sit' | 'sitRead' = 'sit', item?: string): string {
  const chairH = h * 0.5;
  return (
    chair(x - (flip ? -h * 0.06 : h * 0.06), seatY + chairH * 0.5, chairH, C.woodDark, flip) +
    person(a, { x, y: seatY, h, anchor: 'hip', pose, flip, item, ...look })
  );
}

export function heroHome2(a: Art): string {
  const r = { bx: 430, by: 150, bw: 1060, bh: 680 };
  let o = room(a, r, { back: '#efe6d4', side: '#e6dac4', floor: '#b98a5a', ceiling: '#f4ede0', floorKind: 'planks', floorLine: '#9a6f45' });
  // Back wall: a great arched window between two bookcases.
  o += bookcase(a, r.bx + 20, r.by + r.bh, 330, 600, 6);
  o += bookcase(a, r.bx + r.bw - 350, r.by + r.bh, 330, 600, 6);
  o += backWindow(a, 810, 230, 300, 520, r, '#9cc3dc', '#f3ead8', true);
  // Side walls: shelves in perspective suggested by coloured bands.
  for (const side of ['left', 'right'] as const) {
    for (let s = 0; s < 6; s++) {
      const v0 = 0.12 + s * 0.13;
      const p1 = wallPoint(a, r, side, 0.12, v0);
      const p2 = wallPoint(a, r, side, 0.98, v0);
      const p3 = wallPoint(a, r, side, 0.98, v0 + 0.11);
      const p4 = wallPoint(a, r, side, 0.12, v0 + 0.11);
      o += poly([p1, p2, p3, p4], mix(C.woodDark, '#0d1c36', 0.4));
      for (let b = 0; b < 18; b++) {
        const u0 = 0.14 + b * 0.046;
        const q1 = wallPoint(a, r, side, u0, v0 + 0.015 + a.r(0, 0.025));
        const q2 = wallPoint(a, r, side, u0 + 0.04, v0 + 0.015);
        const q3 = wallPoint(a, r, side, u0 + 0.04, v0 + 0.11);
        const q4 = wallPoint(a, r, side, u0, v0 + 0.11);
        o += poly([q1, [q2[0], q1[1] + (q2[1] - q1[1])], q3, q4], a.pick([C.navy700, C.green500, C.gold500, C.coral, '#4f7fb0', C.gold300, C.green300, '#7a5c8e']));
      }
      const e1 = wallPoint(a, r, side, 0.12, v0 + 0.11);
      const e2 = wallPoint(a, r, side, 0.98, v0 + 0.11);
      o += line(e1[0], e1[1], e2[0], e2[1], C.woodDark, 8, { 'stroke-linecap': 'butt' });
    }
  }
  o += pendant(700, 0, 190, 90) + pendant(1220, 0, 190, 90) + pendant(960, 0, 120, 70);
  // A rug under the table.
  o += path(`M420 1200 L1500 1200 L1380 960 L540 960 Z`, '#2f5a6e', { opacity: 0.92 });
  o += path(`M460 1185 L1460 1185 L1360 975 L560 975 Z`, 'none', { stroke: C.gold300, 'stroke-width': 5, opacity: 0.7 });
  // Pupils on the far side of the table, then the table, then those at its ends.
  o += person(a, { x: 840, y: 1040, h: 400, age: 'teen', pose: 'holdFront', skin: SKINS[4], hair: 'curly', hairColor: HAIRS[0], top: C.green500, item: heldBook(C.navy700) });
  o += person(a, { x: 1080, y: 1040, h: 370, age: 'child', pose: 'holdFront', skin: SKINS[0], hair: 'pony', hairColor: HAIRS[3], top: C.gold500, item: heldBook(C.coral) });
  o += table(a, 600, 1110, 720, 200, '#c99a66', C.woodDark);
  o += openBook(740, 898, 160, C.navy700) + bookStack(a, 1200, 906, 140, 4) + openBook(980, 904, 150, C.green500);
  o += path('M1270 800 L1320 800 L1334 836 L1256 836 Z', '#2e7a58') + rect(1291, 836, 8, 62, C.gold600) + rect(1270, 896, 50, 10, C.gold600, { rx: 3 });
  o += seated(a, 500, 930, 390, false, { age: 'teen', skin: SKINS[2], hair: 'bob', hairColor: HAIRS[1], top: C.coral, bottom: C.navy800 }, 'sitRead', heldBook(C.gold300));
  o += seated(a, 1420, 930, 360, true, { age: 'child', skin: SKINS[1], hair: 'short', hairColor: HAIRS[2], top: '#4f7fb0', bottom: C.navy700 }, 'sit');
  // A pupil reaching for a book on the right-hand shelf.
  o += person(a, { x: 1690, y: 1060, h: 430, age: 'teen', pose: 'reach', flip: false, skin: SKINS[3], hair: 'long', hairColor: HAIRS[0], top: C.navy700, bottom: '#56627a', item: heldBook(C.green500) });
  o += warmWash(a, 960, 300, 0.22);
  o += vignette(a, 0.28);
  return o;
}

export function heroHome3(a: Art): string {
  const horizon = 430;
  let o = sky(a, 'clear', horizon);
  o += cloud(a, 220, 180, 300, 0.85) + cloud(a, 1350, 140, 240, 0.8) + cloud(a, 1700, 260, 160, 0.7);
  o += ridge([[-50, 420], [400, 385], [800, 405], [1200, 380], [1600, 400], [1980, 385]], '#a8c2b4', 520);
  for (let i = 0; i < 22; i++) o += treeRound(a, i * 92 + a.r(-20, 20), horizon + 20, a.r(90, 130), TREE.far, false);
  o += school(a, { x: 1560, y: horizon + 25, w: 420, floorH: 32 });
  o += rect(0, horizon + 10, a.w, a.h, a.lin([[0, '#7fae8c'], [1, '#3f7a55']], 0, horizon, 0, a.h));
  // Running track and pitch in perspective.
  const trap = (y0: number, y1: number, w0: number, w1: number, cx: number): [number, number][] => [
    [cx - w0 / 2, y0],
    [cx + w0 / 2, y0],
    [cx + w1 / 2, y1],
    [cx - w1 / 2, y1],
  ];
  o += poly(trap(455, 735, 1080, 1640, 960), '#c0603d');
  o += poly(trap(470, 715, 960, 1480, 960), '#4f8a5f');
  for (let i = 0; i < 8; i += 2) {
    const y0 = 470 + (245 * i) / 8;
    const y1 = 470 + (245 * (i + 1)) / 8;
    const w0 = 960 + (520 * i) / 8;
    const w1 = 960 + (520 * (i + 1)) / 8;
    o += poly(trap(y0, y1, w0, w1, 960), '#5b9869');
  }
  for (let k = 1; k < 4; k++) o += polyline(trap(455 + k * 4, 735 - k * 4.5, 1080 - k * 30, 1640 - k * 40, 960).concat([[960 - (1080 - k * 30) / 2, 455 + k * 4]]), '#e9b49e', 1.5, { opacity: 0.6 });
  const white = '#f4f7f2';
  o += polyline(trap(490, 695, 880, 1390, 960).concat([[520, 490]]), white, 4);
  o += line(960, 490, 960, 695, white, 4);
  o += ellipse(960, 590, 120, 38, 'none', { stroke: white, 'stroke-width': 4 });
  o += polyline([[960 - 440 - 10, 560], [960 - 360, 560], [960 - 380, 640], [960 - 520, 640]], white, 3.5);
  o += polyline([[960 + 440 + 10, 560], [960 + 360, 560], [960 + 380, 640], [960 + 520, 640]], white, 3.5);
  o += rect(495, 560, 10, 70, white) + rect(1415, 560, 10, 70, white);
  o += line(505, 560, 440, 560, white, 3) + line(1415, 560, 1480, 560, white, 3);
  // Pool in the foreground.
  const deck = trap(770, 1200, 1260, 1860, 1060);
  o += poly(deck, '#efe6d4');
  o += poly(trap(800, 1130, 1080, 1520, 1060), '#f6efe2');
  const pool = trap(820, 1110, 980, 1400, 1060);
  o += poly(pool, a.lin([[0, '#7cc7dc'], [1, '#3f9ec0']], 0, 820, 0, 1110));
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    const x0 = 1060 - 490 + 980 * t;
    const x1 = 1060 - 700 + 1400 * t;
    o += line(x0, 820, x1, 1110, i % 2 ? C.coral : C.gold300, 5, { 'stroke-dasharray': '14 10' });
  }
  for (let i = 0; i < 8; i++) {
    const t = (i + 0.5) / 8;
    const x0 = 1060 - 490 + 980 * t;
    const x1 = 1060 - 700 + 1400 * t;
    o += line(x0, 830, x1, 1100, '#2d6f95', 4, { opacity: 0.35 });
  }
  o += polyline(pool.concat([[pool[0]![0], pool[0]![1]]]), '#ffffff', 6);
  for (let i = 0; i < 8; i++) {
    const t = (i + 0.5) / 8;
    const bx = 1060 - 700 + 1400 * t;
    o += rect(bx - 24, 1118, 48, 26, '#fbf8f2', { rx: 4 }) + rect(bx - 24, 1140, 48, 12, '#c9ced6');
  }
  for (let i = 0; i < 14; i++) {
    const gy = a.r(830, 1100);
    o += rect(a.r(620, 1460), gy, a.r(30, 90), 3, '#ffffff', { opacity: 0.35, rx: 1.5 });
  }
  o += stonePine(a, 120, 770, 420, TREE.green, 0.05) + cypress(a, 1830, 790, 300) + cypress(a, 1890, 800, 260);
  o += treeRound(a, 1780, 820, 300, TREE.fresh);
  o += warmWash(a, 1500, 150, 0.16, '#fff1d6');
  o += vignette(a, 0.22);
  return o;
}

export function heroMeetUs(a: Art): string {
  const horizon = 640;
  let o = sky(a, 'golden', horizon);
  o += sun(a, 1180, 420, 40, '#fff2d6', 0.6);
  o += cloud(a, 240, 230, 280, 0.7, '#fff1e2') + cloud(a, 1420, 200, 220, 0.65, '#fff1e2');
  o += ridge([[-40, 610], [300, 585], [700, 600], [1100, 575], [1500, 595], [1960, 580]], '#b9c6bc', 700);
  o += school(a, { x: 980, y: horizon + 12, w: 360, floorH: 28, lit: 0.3 });
  for (let i = 0; i < 12; i++) if (i < 4 || i > 7) o += treeRound(a, i * 170 + a.r(-30, 30), horizon + 20, a.r(110, 150), TREE.far, false);
  o += rect(0, horizon, a.w, a.h, a.lin([[0, '#8db88f'], [0.4, '#5e9a6c'], [1, '#2f6b4f']], 0, horizon, 0, a.h));
  o += `<g clip-path="${a.clip(rect(0, horizon, a.w, a.h, '#000'))}">${lawnStripes(a, 980, horizon - 30, a.h, '#ffffff', 18, 0.035)}</g>`;
  o += pathway(
    [
      [985, horizon + 10, 30],
      [1010, 720, 60],
      [930, 820, 110],
      [1020, 960, 190],
      [1330, 1100, 280],
      [1600, 1220, 360],
    ],
    a.lin([[0, '#f1e3c4'], [1, '#dcc39a']], 0, horizon, 0, a.h),
    '#c9ae84',
  );
  o += stonePine(a, 560, 700, 420, TREE.green, -0.04) + stonePine(a, 1420, 690, 380, TREE.green, 0.06);
  o += treeOld(a, 300, 840, 560, TREE.deep);
  o += hedge(600, 790, 280, 44) + hedge(1150, 790, 320, 44);
  o += flowers(a, 610, 794, 260, 20, [C.coral, C.gold300, '#fffaf0'], 50, 4) + flowers(a, 1160, 794, 300, 20, [C.coral, C.gold300, '#fffaf0'], 50, 4);
  o += cypress(a, 1560, 830, 380) + treeRound(a, 1720, 880, 420, TREE.fresh);
  // The pupils, walking towards the school along the path.
  const walkers: [number, number, number, Partial<PersonOptions>][] = [
    [880, 880, 250, { age: 'teen', skin: SKINS[1], hair: 'long', hairColor: HAIRS[3], top: C.navy700, bottom: '#56627a', backpack: C.coral }],
    [985, 900, 230, { age: 'child', skin: SKINS[4], hair: 'curly', hairColor: HAIRS[0], top: C.gold500, bottom: C.navy800, backpack: C.green500 }],
    [1060, 930, 270, { age: 'teen', skin: SKINS[2], hair: 'short', hairColor: HAIRS[1], top: C.coral, bottom: C.navy800 }],
    [1170, 960, 220, { age: 'child', skin: SKINS[0], hair: 'pony', hairColor: HAIRS[2], top: C.green300, bottom: C.navy700, skirt: true, backpack: C.gold500 }],
  ];
  for (const [x, y, h, look] of walkers) o += person(a, { x, y, h, pose: 'walk', flip: true, ...look });
  o += bush(a, 760, 1070, 220, TREE.green, C.coral) + bush(a, 1820, 1130, 300, TREE.deep, C.gold300);
  o += warmWash(a, 1180, 420, 0.3);
  o += vignette(a, 0.25);
  return o;
}

export function heroStages(a: Art): string {
  let o = rect(0, 0, a.w, a.h, a.lin([[0, '#a9cbe0'], [0.6, '#e7eee8'], [1, '#f6ead2']], 0, 0, 0, a.h));
  o += circle(1500, 300, 260, '#ffffff', { opacity: 0.18 }) + circle(380, 220, 180, '#ffffff', { opacity: 0.15 }) + circle(1700, 700, 120, C.gold300, { opacity: 0.18 });
  o += cloud(a, 150, 300, 320, 0.7) + cloud(a, 1400, 180, 260, 0.6);
  o += ridge([[-40, 900], [500, 850], [1000, 880], [1500, 840], [1960, 870]], '#c9dccf', 1200);
  o += rect(0, 960, a.w, 240, a.lin([[0, '#7fae8c'], [1, '#4f8a68']], 0, 960, 0, 1200));
  // The staircase: seven blocks, each higher than the last.
  const colors = [C.green500, C.gold500, C.coral, '#4f7fb0', '#3f8f8a', C.gold300, C.navy700];
  // Narrow enough that a phone's centre crop still shows the top step.
  const stepW = 115;
  const stepH = 96;
  const x0 = 560;
  const base = 1010;
  const depth = 60;
  o += softShadow(a, x0 + stepW * 3.6, base + 6, stepW * 4.4, 22, 0.25);
  for (let i = 0; i < colors.length; i++) {
    const c = colors[i] as string;
    const x = x0 + i * stepW;
    const top = base - (i + 1) * stepH;
    o += poly([[x, top], [x + stepW, top], [x + stepW + depth, top - depth * 0.55], [x + depth, top - depth * 0.55]], mix(c, '#ffffff', 0.3));
    o += rect(x, top, stepW, base - top, c);
    o += rect(x, top, stepW, 10, mix(c, '#ffffff', 0.18));
    o += rect(x + stepW - 26, top, 26, base - top, C.navy900, { opacity: 0.1 });
    if (i === colors.length - 1) o += poly([[x + stepW, base], [x + stepW + depth, base - depth * 0.55], [x + stepW + depth, top - depth * 0.55], [x + stepW, top]], mix(c, '#0d1c36', 0.3));
  }
  // Children of growing ages, climbing.
  const stepTop = (i: number): number => base - (i + 1) * stepH - 18;
  o += person(a, { x: x0 + 0.45 * stepW, y: stepTop(0), h: 140, age: 'toddler', pose: 'climb', skin: SKINS[1], hair: 'curly', hairColor: HAIRS[3], top: C.gold300, bottom: C.coral, shorts: true, shortSleeves: true });
  o += person(a, { x: x0 + 1.5 * stepW, y: stepTop(1), h: 175, age: 'child', pose: 'climb', skin: SKINS[4], hair: 'pony', hairColor: HAIRS[0], top: C.coral, bottom: C.navy700, skirt: true });
  o += person(a, { x: x0 + 2.5 * stepW, y: stepTop(2), h: 200, age: 'child', pose: 'walk', skin: SKINS[2], hair: 'short', hairColor: HAIRS[1], top: C.green500, bottom: C.navy800, backpack: C.gold500 });
  o += person(a, { x: x0 + 3.5 * stepW, y: stepTop(3), h: 230, age: 'teen', pose: 'climb', skin: SKINS[0], hair: 'bob', hairColor: HAIRS[4], top: C.gold500, bottom: C.navy700, backpack: C.navy500 });
  o += person(a, { x: x0 + 4.5 * stepW, y: stepTop(4), h: 255, age: 'teen', pose: 'walk', skin: SKINS[5], hair: 'afro', hairColor: HAIRS[0], top: '#4f7fb0', bottom: C.navy800 });
  o += person(a, { x: x0 + 6.4 * stepW, y: stepTop(6) + 10, h: 280, age: 'teen', pose: 'cheer', skin: SKINS[3], hair: 'long', hairColor: HAIRS[1], top: C.coral, bottom: C.navy800, face: true });
  // Balloons and a few birds keep the wide picture from feeling empty.
  for (const [bx, by, c] of [
    [300, 420, C.coral],
    [360, 380, C.gold500],
    [1640, 360, '#4f7fb0'],
  ] as const)
    o += ellipse(bx, by, 34, 41, c) + ellipse(bx - 12, by - 15, 8, 11, '#ffffff', { opacity: 0.35 }) + path(`M${bx} ${by + 42} q-14 60 6 130`, 'none', { stroke: '#6b5a48', 'stroke-width': 2 });
  for (const [bx, by] of [
    [1380, 260],
    [1430, 300],
    [520, 240],
  ] as const)
    o += path(`M${bx - 16} ${by} q8 -10 16 0 q8 -10 16 0`, 'none', { stroke: C.navy700, 'stroke-width': 3, 'stroke-linecap': 'round' });
  o += tufts(a, 0, 1150, 1920, 36, C.green600, 14);
  o += warmWash(a, 1500, 200, 0.2);
  o += vignette(a, 0.2);
  return o;
}

export function heroIbSchool(a: Art): string {
  // Classroom wall in soft focus behind a desk.
  let o = rect(0, 0, a.w, a.h, '#ece4d3') + '<g filter="BLUR">' + rect(0, 0, a.w, a.h, a.lin([[0, '#e9e0cd'], [1, '#f3ecdf']], 0, 0, a.w, 0));
  o += rect(120, 170, 760, 440, '#2f5a4a', { rx: 10 }) + rect(108, 158, 784, 464, 'none', { stroke: C.woodDark, 'stroke-width': 18, rx: 12 });
  o += circle(300, 350, 70, 'none', { stroke: '#e8efe9', 'stroke-width': 5, opacity: 0.5 }) + poly([[480, 440], [560, 300], [640, 440]], 'none', { stroke: '#e8efe9', 'stroke-width': 5, opacity: 0.5 });
  o += path('M220 520 Q330 470 440 520 T660 520 T820 500', 'none', { stroke: '#e8efe9', 'stroke-width': 5, opacity: 0.4 });
  o += rect(120, 612, 760, 16, C.woodDark);
  // Window with daylight on the right.
  o += rect(1340, 110, 440, 560, '#fbf8f2') + rect(1360, 130, 400, 520, a.lin([[0, '#9cc3dc'], [1, '#eef3f0']], 0, 130, 0, 650));
  o += path('M1360 650 V520 Q1450 470 1540 510 Q1640 450 1760 500 V650 Z', '#9cc4a4') + line(1560, 130, 1560, 650, '#fbf8f2', 12) + line(1360, 390, 1760, 390, '#fbf8f2', 12);
  o += poly([[1360, 130], [1560, 130], [1360, 400]], '#ffffff', { opacity: 0.15 });
  o += framedPicture(a, 960, 200, 240, 170, 'landscape');
  o += '</g>';
  o = o.replace('BLUR', a.blur(5));
  o += rect(0, 0, a.w, a.h, '#f6ead2', { opacity: 0.3 });
  // The desk.
  o += rect(0, 860, a.w, 340, a.lin([[0, '#b98a5a'], [0.08, '#a47448'], [1, '#6e4a2c']], 0, 860, 0, a.h));
  o += rect(0, 850, a.w, 18, '#c99a66');
  o += softShadow(a, 1000, 870, 420, 26, 0.3);
  o += bookStack(a, 960, 872, 440, 5);
  o += globe(a, 960, 872 - 5 * 440 * 0.135, 175);
  o += pottedPlant(a, 1520, 870, 220, C.terracotta, C.green500);
  o += rect(1300, 790, 56, 80, '#4f7fb0', { rx: 6 }) + line(1315, 800, 1305, 730, C.gold500, 8) + line(1330, 800, 1345, 740, C.coral, 8) + line(1340, 800, 1330, 720, C.green500, 8);
  o += circle(560, 835, 34, C.coral) + path('M560 803 q6 -16 20 -18', 'none', { stroke: '#5a3e2b', 'stroke-width': 5 }) + ellipse(572, 800, 12, 6, C.green500);
  o += warmWash(a, 1560, 300, 0.25);
  o += vignette(a, 0.26);
  return o;
}
