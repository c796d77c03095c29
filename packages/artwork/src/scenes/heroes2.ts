/** Heroes for admission, school life, services, camps, the foundation, media and contact. */
import { type Art, circle, ellipse, line, mix, path, poly, polyline, rect } from '../kit/core';
import { flagPole, lamp, planter, railing, school } from '../kit/buildings';
import { backWindow, room } from '../kit/interior';
import { vignette, warmWash } from '../kit/light';
import { bus, canoe, cardboardBox, football, headphones, laptop, paddle, softShadow, studioMic, table, tent, wateringCan } from '../kit/objects';
import { C, HAIRS, SKINS } from '../kit/palette';
import { arm, person, type PersonOptions } from '../kit/people';
import {
  bush,
  cloud,
  cypress,
  fir,
  flowers,
  hedge,
  lawnStripes,
  mountains,
  pathway,
  ridge,
  sky,
  stonePine,
  sun,
  TREE,
  treeOld,
  treeRound,
  tufts,
  water,
} from '../kit/nature';

type Look = Partial<PersonOptions>;

/** Bunting: triangular flags hanging on a curved line between two points. */
export function bunting(x1: number, y1: number, x2: number, y2: number, sag: number, colors: readonly string[], size = 26): string {
  const count = Math.max(4, Math.round(Math.hypot(x2 - x1, y2 - y1) / (size * 1.6)));
  let out = path(`M${x1} ${y1} Q${(x1 + x2) / 2} ${(y1 + y2) / 2 + sag * 2} ${x2} ${y2}`, 'none', { stroke: '#5a4a3a', 'stroke-width': 2 });
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const x = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * ((x1 + x2) / 2) + t * t * x2;
    const y = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * ((y1 + y2) / 2 + sag * 2) + t * t * y2;
    out += poly([[x - size / 2, y], [x + size / 2, y], [x, y + size * 1.2]], colors[i % colors.length] as string);
  }
  return out;
}

/** A balloon on a string. */
function balloon(x: number, y: number, r: number, color: string, toX: number, toY: number): string {
  return (
    path(`M${x} ${y + r * 1.2} Q${x - r} ${(y + toY) / 2} ${toX} ${toY}`, 'none', { stroke: '#6b5a48', 'stroke-width': 1.5 }) +
    ellipse(x, y, r, r * 1.2, color) +
    ellipse(x - r * 0.35, y - r * 0.45, r * 0.22, r * 0.32, '#ffffff', { opacity: 0.35 }) +
    poly([[x - r * 0.15, y + r * 1.25], [x + r * 0.15, y + r * 1.25], [x, y + r * 1.1]], color)
  );
}

export function heroAdmission1(a: Art): string {
  const ground = 1010;
  let o = sky(a, 'morning', ground);
  o += cloud(a, 120, 160, 300, 0.8) + cloud(a, 1560, 120, 260, 0.75);
  o += stonePine(a, 140, ground - 120, 700, TREE.green, 0.04) + stonePine(a, 1800, ground - 120, 680, TREE.green, -0.04);
  o += school(a, { x: 960, y: ground, w: 3300, floorH: 250, doorOpen: true, lit: 0.15 });
  // Warm light spilling from the open door onto the steps.
  o += poly([[880, ground - 20], [1040, ground - 20], [1180, a.h], [740, a.h]], a.lin([[0, '#ffe3a6', 0.45], [1, '#ffe3a6', 0]], 0, ground, 0, a.h));
  o += rect(0, ground, a.w, a.h - ground, a.lin([[0, '#e9dcc3'], [1, '#d8c5a2']], 0, ground, 0, a.h));
  o += poly([[880, ground], [1040, ground], [1180, a.h], [740, a.h]], '#ffe3a6', { opacity: 0.35 });
  o += planter(a, 560, ground + 70, 120, C.green500) + planter(a, 1360, ground + 70, 120, C.green500);
  o += lamp(430, ground + 150, 260, true) + lamp(1490, ground + 150, 260, true);
  o += bush(a, 60, a.h + 10, 300, TREE.deep, C.gold300) + bush(a, 1880, a.h + 10, 320, TREE.deep, '#fffaf0');
  o += warmWash(a, 960, 800, 0.2);
  o += vignette(a, 0.25);
  return o;
}

export function heroAdmission2(a: Art): string {
  const horizon = 700;
  let o = sky(a, 'morning', horizon);
  o += cloud(a, 1300, 170, 300, 0.75);
  o += ridge([[-40, 690], [500, 660], [1000, 680], [1500, 650], [1960, 670]], '#b7c8bd', 760);
  o += school(a, { x: 1500, y: horizon + 20, w: 620, floorH: 48 });
  for (let i = 0; i < 7; i++) o += treeRound(a, 80 + i * 160, horizon + 40, a.r(140, 190), TREE.far, false);
  o += rect(0, horizon + 20, a.w, a.h, a.lin([[0, '#8db88f'], [1, '#3f7a55']], 0, horizon, 0, a.h));
  o += treeOld(a, 560, 930, 900, TREE.deep);
  // Dappled shade under the tree.
  o += ellipse(900, 1060, 820, 90, C.navy900, { opacity: 0.12, filter: a.blur(20) });
  o += hedge(1250, 830, 500, 60) + flowers(a, 1260, 834, 480, 20, [C.coral, C.gold300, '#fffaf0'], 60, 5);
  // Bench.
  o += rect(230, 880, 320, 16, C.wood) + rect(230, 840, 320, 14, C.wood) + rect(250, 896, 12, 70, C.navy800) + rect(518, 896, 12, 70, C.navy800);
  // The family on the left, the teacher on the right.
  o += person(a, { x: 700, y: 1080, h: 470, pose: 'standSide', skin: SKINS[4], hair: 'short', hairColor: HAIRS[0], top: C.navy700, bottom: '#3a4660' });
  o += person(a, { x: 820, y: 1090, h: 300, age: 'child', pose: 'standSide', skin: SKINS[3], hair: 'curly', hairColor: HAIRS[0], top: C.gold500, bottom: C.navy800, backpack: C.coral });
  o += person(a, { x: 920, y: 1095, h: 445, pose: 'talk', skin: SKINS[2], hair: 'long', hairColor: HAIRS[1], top: C.coral, bottom: C.navy800, skirt: true });
  o += person(a, {
    x: 1200,
    y: 1090,
    h: 460,
    pose: 'hold',
    flip: true,
    skin: SKINS[0],
    hair: 'bun',
    hairColor: HAIRS[3],
    top: C.green500,
    bottom: C.navy800,
    accent: C.cream,
    item: rect(-2, -16, 14, 20, C.navy700, { rx: 1 }) + rect(0, -14, 10, 16, '#fbf6ea'),
  });
  o += bush(a, 1700, 1150, 360, TREE.green, C.gold300);
  o += tufts(a, 0, 1150, 1920, 40, C.green600, 14);
  o += warmWash(a, 1500, 200, 0.22);
  o += vignette(a, 0.25);
  return o;
}

export function heroAdmission3(a: Art): string {
  const ground = 690;
  let o = sky(a, 'clear', ground);
  o += cloud(a, 200, 180, 280, 0.85) + cloud(a, 1450, 140, 300, 0.8);
  o += ridge([[-40, 640], [600, 610], [1200, 630], [1960, 600]], '#b7c8bd', 720);
  o += stonePine(a, 250, ground, 420, TREE.green) + stonePine(a, 1700, ground, 440, TREE.green);
  o += school(a, { x: 960, y: ground, w: 1000, floorH: 74, cupola: true });
  o += rect(0, ground, a.w, a.h, a.lin([[0, '#7fae8c'], [1, '#3f7a55']], 0, ground, 0, a.h));
  o += `<g clip-path="${a.clip(rect(0, ground, a.w, a.h, '#000'))}">${lawnStripes(a, 960, ground - 40, a.h, '#ffffff', 16, 0.04)}</g>`;
  o += pathway(
    [
      [960, ground, 150],
      [960, 800, 220],
      [960, 1000, 360],
      [960, 1220, 520],
    ],
    a.lin([[0, '#efe2c8'], [1, '#dcc6a0']], 0, ground, 0, a.h),
  );
  // Bunting between the lamp posts.
  o += lamp(560, 860, 230) + lamp(1360, 860, 230);
  o += bunting(560, 600, 1360, 600, 40, [C.coral, C.gold500, C.green500, C.navy700, C.gold300]);
  o += bunting(140, 520, 560, 600, 30, [C.gold500, C.navy700, C.coral, C.green500]);
  o += bunting(1360, 600, 1780, 520, 30, [C.green500, C.coral, C.gold500, C.navy700]);
  // A welcome table with balloons.
  o += table(a, 1440, 930, 260, 90, '#fbf8f2', C.navy800, C.navy700);
  o += balloon(1470, 700, 30, C.coral, 1460, 840) + balloon(1530, 670, 34, C.gold500, 1470, 840) + balloon(1590, 720, 28, C.green500, 1480, 840);
  // Families following a guide along the path.
  o += person(a, { x: 780, y: 880, h: 260, pose: 'point', flip: false, skin: SKINS[1], hair: 'bun', hairColor: HAIRS[1], top: C.green500, bottom: C.navy800, accent: C.cream });
  const visitors: [number, number, number, Look][] = [
    [900, 930, 270, { pose: 'walk', flip: true, skin: SKINS[4], hair: 'short', hairColor: HAIRS[0], top: C.navy700 }],
    [980, 940, 180, { pose: 'walk', flip: true, age: 'child', skin: SKINS[4], hair: 'afro', hairColor: HAIRS[0], top: C.gold500, backpack: C.coral }],
    [1070, 950, 265, { pose: 'walk', flip: true, skin: SKINS[3], hair: 'long', hairColor: HAIRS[0], top: C.coral, skirt: true }],
    [1150, 1000, 270, { pose: 'walk', flip: true, skin: SKINS[0], hair: 'bob', hairColor: HAIRS[4], top: '#4f7fb0' }],
    [1240, 1010, 200, { pose: 'walk', flip: true, age: 'child', skin: SKINS[0], hair: 'pony', hairColor: HAIRS[3], top: C.green300, skirt: true }],
    [1320, 1030, 280, { pose: 'walk', flip: true, skin: SKINS[2], hair: 'buzz', hairColor: HAIRS[1], top: C.gold300 }],
  ];
  for (const [x, y, h, look] of visitors) o += person(a, { x, y, h, bottom: C.navy800, ...look });
  o += person(a, { x: 330, y: 820, h: 200, pose: 'standSide', skin: SKINS[2], hair: 'short', top: C.navy500, bottom: C.navy800 });
  o += person(a, { x: 390, y: 826, h: 140, pose: 'wave', age: 'child', skin: SKINS[2], hair: 'bun', top: C.coral, bottom: C.navy800 });
  o += bush(a, 1760, 1150, 340, TREE.deep, C.gold300);
  o += warmWash(a, 1500, 120, 0.18);
  o += vignette(a, 0.24);
  return o;
}

export function heroLife(a: Art): string {
  const wallBase = 640;
  let o = sky(a, 'clear', 400);
  o += cloud(a, 300, 150, 260, 0.85) + cloud(a, 1400, 110, 220, 0.8);
  o += stonePine(a, 200, 470, 380, TREE.green) + stonePine(a, 1750, 470, 400, TREE.green);
  // The school's back wall closing the playground.
  o += rect(0, 330, a.w, wallBase - 330, a.lin([[0, '#efe3cc'], [1, '#f6eedf']], 0, 0, a.w, 0));
  o += rect(0, 318, a.w, 16, C.terracotta) + rect(0, 334, a.w, 10, C.navy900, { opacity: 0.08 });
  for (let i = 0; i < 9; i++) {
    const x = 80 + i * 215;
    o += rect(x, 380, 110, 150, '#fbf8f2') + rect(x + 10, 390, 90, 130, a.lin([[0, '#8fb4cf'], [1, C.navy700]], 0, 390, 0, 520));
    o += line(x + 55, 390, x + 55, 520, '#fbf8f2', 6) + poly([[x + 10, 470], [x + 60, 392], [x + 80, 392], [x + 10, 500]], '#ffffff', { opacity: 0.15 });
  }
  o += rect(0, wallBase - 40, a.w, 40, '#dccbaa');
  // Playground surface.
  o += rect(0, wallBase, a.w, a.h - wallBase, a.lin([[0, '#e9dcc3'], [1, '#d9c6a2']], 0, wallBase, 0, a.h));
  o += poly([[0, 760], [a.w, 740], [a.w, 1200], [0, 1200]], '#cfe0d0', { opacity: 0.0 });
  // Court markings and hopscotch.
  o += ellipse(1400, 900, 360, 90, 'none', { stroke: '#ffffff', 'stroke-width': 6, opacity: 0.8 });
  o += line(1040, 900, 1760, 900, '#ffffff', 6, { opacity: 0.8 });
  const hop = [C.coral, C.gold500, C.green500, '#4f7fb0', C.coral, C.gold500];
  hop.forEach((c, i) => {
    const y = 1150 - i * 46;
    const w = 80 - i * 4;
    o += poly([[1060 + i * 14, y], [1060 + i * 14 + w, y], [1060 + i * 14 + w - 4, y - 40], [1060 + i * 14 + 4, y - 40]], c, { opacity: 0.75 });
  });
  // Basketball hoop.
  o += rect(1750, 420, 12, 260, '#56627a') + rect(1690, 400, 130, 86, '#fbf8f2', { stroke: '#56627a', 'stroke-width': 4 }) + rect(1735, 440, 40, 30, 'none', { stroke: C.coral, 'stroke-width': 4 });
  o += ellipse(1755, 490, 30, 8, 'none', { stroke: C.coral, 'stroke-width': 5 }) + path('M1728 492 L1740 530 L1770 530 L1782 492', 'none', { stroke: '#ffffff', 'stroke-width': 2 });
  // Trees in planters along the wall.
  for (const x of [420, 980, 1520]) o += treeRound(a, x, wallBase + 10, 300, TREE.fresh);
  // Children: jump rope in the centre, a ball game, runners.
  const rope = 'M790 870 Q900 1010 1010 870';
  o += person(a, { x: 780, y: 900, h: 240, age: 'child', pose: { view: 'side', armBack: [-6, 4], armFront: [60, 40], legBack: [-3, -3], legFront: [3, 3] }, skin: SKINS[1], hair: 'pony', hairColor: HAIRS[3], top: C.gold500, bottom: C.navy700, skirt: true });
  o += person(a, { x: 1020, y: 900, h: 240, age: 'child', flip: true, pose: { view: 'side', armBack: [-6, 4], armFront: [60, 40], legBack: [-3, -3], legFront: [3, 3] }, skin: SKINS[4], hair: 'curly', hairColor: HAIRS[0], top: C.green500, bottom: C.navy800 });
  o += path(rope, 'none', { stroke: C.coral, 'stroke-width': 5 });
  o += person(a, { x: 900, y: 940, h: 240, age: 'child', pose: 'jump', skin: SKINS[2], hair: 'bob', hairColor: HAIRS[1], top: C.coral, bottom: C.navy800, shorts: true, shortSleeves: true });
  o += ellipse(900, 965, 40, 8, C.navy900, { opacity: 0.15 });
  o += person(a, { x: 1300, y: 960, h: 260, age: 'child', pose: 'kick', skin: SKINS[5], hair: 'short', hairColor: HAIRS[0], top: '#4f7fb0', bottom: C.navy800, shorts: true, shortSleeves: true });
  o += football(a, 1400, 945, 22);
  o += person(a, { x: 1550, y: 990, h: 270, age: 'teen', pose: 'run', flip: true, skin: SKINS[0], hair: 'pony', hairColor: HAIRS[4], top: C.gold300, bottom: C.navy700, shorts: true });
  o += person(a, { x: 1450, y: 760, h: 190, age: 'child', pose: 'cheer', skin: SKINS[3], hair: 'afro', hairColor: HAIRS[0], top: C.coral, bottom: C.navy800 });
  o += person(a, { x: 640, y: 780, h: 200, age: 'child', pose: 'run', skin: SKINS[0], hair: 'short', hairColor: HAIRS[2], top: C.green300, bottom: C.navy800, shorts: true });
  // Two chatting on a bench by the wall.
  o += rect(1080, 690, 220, 12, C.wood) + rect(1090, 700, 10, 40, C.navy800) + rect(1280, 700, 10, 40, C.navy800);
  o += person(a, { x: 1130, y: 690, h: 170, age: 'teen', pose: 'sit', anchor: 'hip', skin: SKINS[2], hair: 'long', hairColor: HAIRS[0], top: C.navy700, bottom: '#56627a' });
  o += person(a, { x: 1250, y: 690, h: 170, age: 'teen', pose: 'sit', anchor: 'hip', flip: true, skin: SKINS[4], hair: 'buzz', hairColor: HAIRS[0], top: C.gold500, bottom: C.navy800 });
  o += warmWash(a, 1500, 100, 0.18);
  o += vignette(a, 0.22);
  return o;
}

export function heroServices(a: Art): string {
  const road = 880;
  let o = sky(a, 'dawn', 700);
  o += sun(a, 420, 430, 44, '#fff1d2', 0.7);
  o += cloud(a, 900, 200, 300, 0.7, '#fff2e4') + cloud(a, 1500, 260, 240, 0.6, '#fff2e4');
  o += ridge([[-40, 660], [500, 630], [1000, 650], [1500, 620], [1960, 640]], '#b9c4cf', 760);
  o += school(a, { x: 1300, y: 740, w: 900, floorH: 66, lit: 0.35 });
  o += rect(0, 730, a.w, 160, a.lin([[0, '#8db88f'], [1, '#5e9a6c']], 0, 730, 0, 890));
  o += stonePine(a, 620, 760, 420, TREE.green) + cypress(a, 760, 770, 280) + cypress(a, 1850, 770, 300);
  // Gate: two pillars and open railings.
  o += railing(0, 820, 840, 110) + railing(1640, 1920, 840, 110);
  for (const x of [820, 1600]) o += rect(x, 690, 40, 150, '#efe3cc') + rect(x - 8, 680, 56, 18, '#fbf8f2') + circle(x + 20, 668, 14, C.gold500);
  o += rect(0, 840, a.w, 40, '#d8c8a8');
  // The road and the bus arriving from the left.
  o += rect(0, road, a.w, a.h - road, a.lin([[0, '#6b7486'], [1, '#4a5264']], 0, road, 0, a.h));
  for (let x = -40; x < a.w; x += 220) o += rect(x, 1040, 120, 12, '#f6ead2', { opacity: 0.75 });
  o += rect(0, road, a.w, 14, '#c9ccd1');
  o += bus(a, 560, 1000, 760, false, C.gold500);
  // Sunlight glinting along the bus.
  o += rect(560, 795, 760, 8, '#fff1d2', { opacity: 0.35 });
  // Pupils waiting at the gate, a teacher waving.
  o += person(a, { x: 1420, y: 870, h: 200, age: 'child', pose: 'wave', skin: SKINS[2], hair: 'pony', hairColor: HAIRS[1], top: C.coral, bottom: C.navy800 });
  o += person(a, { x: 1500, y: 870, h: 210, age: 'child', pose: 'standSide', flip: true, skin: SKINS[4], hair: 'short', hairColor: HAIRS[0], top: C.green500, bottom: C.navy700, backpack: C.gold500 });
  o += person(a, { x: 1700, y: 874, h: 270, pose: 'wave', skin: SKINS[0], hair: 'bob', hairColor: HAIRS[2], top: C.navy700, bottom: '#56627a', accent: C.cream });
  o += warmWash(a, 420, 430, 0.3);
  o += vignette(a, 0.25);
  return o;
}

export function heroCamps(a: Art): string {
  const shore = 760;
  let o = sky(a, 'golden', 640);
  o += sun(a, 1250, 430, 50, '#fff0cc', 0.7);
  o += cloud(a, 220, 200, 280, 0.65, '#fff0e0') + cloud(a, 1500, 160, 240, 0.6, '#fff0e0');
  o += mountains(a, [[420, 260, 420], [900, 330, 360], [1500, 240, 460]], 640, { body: '#8fa0bd', shade: '#7487a8', snow: '#f6f2ea', snowShade: '#d9d6d6' }, 0.22);
  o += ridge([[-40, 620], [400, 590], [800, 615], [1300, 585], [1960, 610]], '#6f8f86', 660);
  for (let i = 0; i < 26; i++) o += fir(a, i * 78 + a.r(-20, 20), 665 + a.r(-5, 5), a.r(90, 140), TREE.far, false, false);
  // The lake, reflecting the sunset.
  o += water(a, 0, 650, a.w, shore - 650 + 20, '#9cb8c8', '#5b8fa8', 18, '#fff3d8');
  o += ellipse(1250, 700, 90, 18, '#fff0cc', { opacity: 0.4 });
  o += canoe(760, 720, 150, C.coral) + canoe(1560, 700, 120, C.gold500);
  // Near shore.
  o += path(`M0 ${shore} Q500 ${shore - 30} 960 ${shore} T1920 ${shore - 10} V1200 H0 Z`, a.lin([[0, '#7fae8c'], [1, '#3f7a55']], 0, shore, 0, a.h));
  o += path(`M0 ${shore + 6} Q500 ${shore - 24} 960 ${shore + 6} T1920 ${shore - 4}`, 'none', { stroke: '#e6d7b4', 'stroke-width': 14 });
  o += fir(a, 150, 900, 520, TREE.deep) + fir(a, 290, 880, 420, TREE.deep) + fir(a, 1820, 920, 560, TREE.deep) + fir(a, 1690, 880, 400, TREE.deep);
  o += tent(a, 560, 900, 230, C.coral) + tent(a, 1120, 880, 210, C.gold500, true) + tent(a, 1340, 930, 250, C.green500);
  // Campfire with logs and children sitting around it.
  o += circle(930, 980, 120, '#ffce7a', { opacity: 0.18, filter: a.blur(20) });
  o += line(890, 1000, 970, 980, '#6b4a32', 14) + line(890, 980, 970, 1002, '#5a3e2b', 14);
  o += path('M930 990 Q900 950 922 910 Q928 940 944 930 Q952 900 938 880 Q978 920 960 990 Z', '#e8893a') + path('M930 992 Q918 960 932 940 Q940 960 950 952 Q958 975 948 992 Z', '#ffd37a');
  o += person(a, { x: 800, y: 1000, h: 180, age: 'child', pose: 'sit', anchor: 'hip', skin: SKINS[1], hair: 'pony', hairColor: HAIRS[2], top: C.green300, bottom: C.navy800 });
  o += person(a, { x: 1070, y: 1000, h: 190, age: 'child', pose: 'sit', anchor: 'hip', flip: true, skin: SKINS[4], hair: 'curly', hairColor: HAIRS[0], top: C.coral, bottom: C.navy800 });
  o += rect(740, 1000, 110, 20, '#6b4a32', { rx: 10 }) + rect(1010, 1000, 110, 20, '#6b4a32', { rx: 10 });
  o += paddle(1480, 1030, 160, 70) + canoe(1580, 1060, 260, '#3f8f8a');
  o += tufts(a, 0, 1150, 1920, 40, C.green600, 14);
  o += warmWash(a, 1250, 430, 0.32, '#ffcf8a');
  o += vignette(a, 0.28);
  return o;
}

export function heroFoundation1(a: Art): string {
  // Soft garden background, out of focus.
  let bg = rect(0, 0, a.w, a.h, a.lin([[0, '#cfe3d2'], [0.5, '#9cc4a4'], [1, '#6f9f7c']], 0, 0, 0, a.h));
  for (let i = 0; i < 24; i++) bg += circle(a.r(0, a.w), a.r(0, 700), a.r(40, 140), a.pick(['#e8f1e4', '#b9d6bd', '#f6ead2', '#d5e8dc']), { opacity: a.r(0.25, 0.5) });
  let o = rect(0, 0, a.w, a.h, a.lin([[0, '#cfe3d2'], [0.5, '#9cc4a4'], [1, '#6f9f7c']], 0, 0, 0, a.h)) + `<g filter="${a.blur(14)}">${bg}</g>`;
  o += rect(0, 0, a.w, a.h, '#fff6e0', { opacity: 0.15 });
  // Soil bed.
  o += path('M-20 1200 L-20 900 Q500 820 960 830 Q1400 820 1940 900 L1940 1200 Z', a.lin([[0, '#7a5438'], [1, '#4f3524']], 0, 830, 0, a.h));
  for (let i = 0; i < 60; i++) o += ellipse(a.r(0, a.w), a.r(880, 1190), a.r(4, 12), a.r(2, 5), '#3f2a1c', { opacity: 0.45 });
  // The mound and the young tree.
  o += ellipse(960, 900, 360, 70, '#5f4029');
  o += ellipse(960, 880, 250, 46, '#7a5438');
  o += path('M956 880 Q950 700 964 520 L972 520 Q962 700 968 880 Z', '#6b4a32');
  const leaf = (x: number, y: number, s: number, ang: number, c: string): string =>
    `<g transform="translate(${x} ${y}) rotate(${ang})">${path(`M0 0 Q${s * 0.5} ${-s * 0.35} ${s} 0 Q${s * 0.5} ${s * 0.35} 0 0 Z`, c)}${line(0, 0, s * 0.85, 0, mix(c, '#0d1c36', 0.2), 2)}</g>`;
  o += path('M966 640 Q1010 610 1040 580 M962 720 Q920 690 890 660 M966 560 Q940 530 930 500', 'none', { stroke: '#6b4a32', 'stroke-width': 6, 'stroke-linecap': 'round' });
  const leaves: [number, number, number, number][] = [
    [1040, 580, 90, -30],
    [1000, 610, 70, 20],
    [890, 660, 90, 200],
    [930, 690, 70, 150],
    [930, 500, 80, 230],
    [968, 520, 90, -80],
    [970, 600, 70, -10],
    [962, 760, 70, 170],
    [1040, 580, 70, 40],
  ];
  leaves.forEach(([x, y, s, ang], i) => (o += leaf(x, y, s, ang, i % 2 ? '#4f9a6a' : '#6fb27e')));
  // Hands of different ages around the trunk: an adult and a child firm the soil, an elder waters.
  o += arm(180, 1320, 760, 905, 120, SKINS[1], C.navy700, C.cream);
  o += arm(1760, 1330, 1180, 915, 84, SKINS[4], C.gold500, C.coral);
  o += arm(560, 1380, 870, 1000, 96, SKINS[3], C.green500);
  o += `<g transform="translate(1420 650) rotate(-60) scale(-1 1)">${wateringCan(0, 0, 230, C.coral)}</g>`;
  o += arm(2060, 470, 1390, 515, 110, SKINS[0], '#d9d0bf', '#efe8dc');
  for (let i = 0; i < 7; i++) o += path(`M${1166 - i * 3} ${689 + i * 4} Q${1100 - i * 8} ${720 + i * 6} ${1060 - i * 14} ${850 + i * 3}`, 'none', { stroke: '#d6eef8', 'stroke-width': 3.5, opacity: 0.75 });
  o += warmWash(a, 1500, 100, 0.25);
  o += vignette(a, 0.3);
  return o;
}

export function heroFoundation2(a: Art): string {
  const r = { bx: 260, by: 120, bw: 1400, bh: 720 };
  let o = room(a, r, { back: '#efe6d4', side: '#e6dac4', floor: '#c8a27a', ceiling: '#f4ede0', floorKind: 'planks', floorLine: '#a9825a' });
  for (let i = 0; i < 4; i++) o += backWindow(a, 360 + i * 330, 200, 200, 380, r, '#9cc3dc', '#f3ead8', false);
  o += bunting(260, 160, 1660, 160, 30, [C.coral, C.gold500, C.green500, C.navy700]);
  // A stack of packed boxes.
  o += cardboardBox(a, 1500, 1000, 190, false) + cardboardBox(a, 1520, 867, 170, false) + cardboardBox(a, 1690, 1080, 180, false);
  // The volunteers behind the long table.
  const volunteers: [number, number, Look][] = [
    [620, 320, { skin: SKINS[2], hair: 'pony', hairColor: HAIRS[1] }],
    [860, 340, { skin: SKINS[5], hair: 'short', hairColor: HAIRS[0] }],
    [1090, 320, { skin: SKINS[0], hair: 'bun', hairColor: HAIRS[4] }],
    [1320, 335, { skin: SKINS[3], hair: 'curly', hairColor: HAIRS[0] }],
  ];
  for (const [x, h, look] of volunteers) o += person(a, { x, y: 1020, h: h * 1.3, age: 'teen', pose: 'holdFront', top: C.green500, bottom: C.navy800, ...look });
  o += table(a, 440, 1090, 1040, 170, '#d9b88e', C.woodDark);
  // Items on the table and in the boxes.
  o += cardboardBox(a, 520, 908, 200, true) + cardboardBox(a, 980, 908, 210, true);
  const can = (x: number, y: number, c: string): string => rect(x, y - 60, 42, 60, c, { rx: 4 }) + rect(x, y - 46, 42, 22, '#fbf6ea') + ellipse(x + 21, y - 60, 21, 5, '#c9ced6');
  o += can(790, 908, C.coral) + can(840, 908, C.gold500) + can(815, 850, C.green500);
  o += rect(1250, 868, 130, 40, C.navy500, { rx: 6 }) + rect(1260, 838, 110, 32, C.gold300, { rx: 6 }) + rect(1270, 810, 90, 30, C.coral, { rx: 6 });
  o += warmWash(a, 960, 200, 0.2);
  o += vignette(a, 0.25);
  return o;
}

export function heroFoundation3(a: Art): string {
  const ground = 960;
  let o = sky(a, 'clear', ground);
  o += cloud(a, 160, 140, 260, 0.85) + cloud(a, 1500, 110, 300, 0.8);
  o += treeRound(a, 120, 720, 420, TREE.fresh) + treeRound(a, 1800, 720, 460, TREE.fresh);
  // The community mural the pupils are painting.
  const wx = 260;
  const wy = 250;
  const ww = 1400;
  const wh = 560;
  o += rect(wx, wy, ww, wh, '#f4ecdc');
  o += rect(wx, wy + wh - 20, ww, 20, '#d8c8a8');
  const clip = a.clip(rect(wx, wy, ww, wh - 20, '#000'));
  let mural = rect(wx, wy, ww, wh, '#bcd9e6');
  mural += circle(wx + 1050, wy + 170, 110, C.gold300) + circle(wx + 1050, wy + 170, 80, C.gold500);
  mural += path(`M${wx} ${wy + 360} Q${wx + 300} ${wy + 240} ${wx + 600} ${wy + 340} T${wx + 1400} ${wy + 300} V${wy + wh} H${wx} Z`, C.green400);
  mural += path(`M${wx} ${wy + 440} Q${wx + 400} ${wy + 360} ${wx + 800} ${wy + 440} T${wx + 1400} ${wy + 420} V${wy + wh} H${wx} Z`, C.green600);
  const heart = (x: number, y: number, s: number, c: string): string =>
    path(`M${x} ${y + s} C${x - s * 2} ${y - s * 0.2} ${x - s} ${y - s * 1.6} ${x} ${y - s * 0.6} C${x + s} ${y - s * 1.6} ${x + s * 2} ${y - s * 0.2} ${x} ${y + s} Z`, c);
  mural += heart(wx + 300, wy + 180, 60, C.coral) + heart(wx + 560, wy + 120, 36, C.gold500) + heart(wx + 760, wy + 220, 44, '#4f7fb0');
  for (let i = 0; i < 6; i++) mural += circle(wx + 150 + i * 220, wy + 480, 26, [C.coral, C.gold300, C.cream, '#4f7fb0', C.gold500, C.coral][i] as string);
  o += `<g clip-path="${clip}">${mural}</g>`;
  // An unfinished corner: bare wall and a painted edge.
  o += rect(wx + ww - 260, wy, 260, wh - 20, '#f4ecdc');
  o += path(`M${wx + ww - 260} ${wy} q20 60 -6 120 t10 140 t-8 150 t6 150`, 'none', { stroke: '#bcd9e6', 'stroke-width': 20, 'stroke-linecap': 'round' });
  o += rect(0, ground - 150, a.w, a.h, a.lin([[0, '#d9c6a2'], [1, '#c4ad86']], 0, ground - 150, 0, a.h));
  o += rect(0, ground - 150, a.w, 14, '#e9dcc3');
  // Paint pots and a ladder.
  const pot = (x: number, y: number, c: string): string => rect(x, y - 70, 70, 70, '#c9ced6', { rx: 6 }) + ellipse(x + 35, y - 70, 35, 10, c) + path(`M${x} ${y - 70} q10 30 0 40`, 'none', { stroke: c, 'stroke-width': 8 });
  o += pot(1480, 1140, C.coral) + pot(1570, 1150, C.gold500) + pot(1660, 1140, '#4f7fb0');
  o += line(1640, 1000, 1700, 500, C.wood, 14) + line(1760, 1000, 1790, 500, C.wood, 14);
  for (let i = 1; i < 7; i++) o += line(1640 + (60 * i) / 7, 1000 - (500 * i) / 7, 1760 + (30 * i) / 7, 1000 - (500 * i) / 7, C.wood, 10);
  // The group, smiling, some still holding rollers and brushes.
  const roller = (c: string): string => line(0, 0, 0, -22, '#56627a', 1.6) + rect(-9, -28, 18, 7, c, { rx: 3 });
  const brush = (c: string): string => line(0, 4, 0, -14, C.wood, 2) + rect(-2.2, -20, 4.4, 7, c, { rx: 1.5 });
  const group: [number, number, Look][] = [
    [620, 360, { age: 'teen', pose: 'wave', skin: SKINS[1], hair: 'pony', hairColor: HAIRS[1], top: C.coral, item: brush(C.gold500) }],
    [780, 300, { age: 'child', pose: 'stand', skin: SKINS[4], hair: 'afro', hairColor: HAIRS[0], top: C.gold500 }],
    [940, 380, { age: 'teen', pose: 'cheer', skin: SKINS[2], hair: 'short', hairColor: HAIRS[0], top: C.green500, item: roller(C.coral) }],
    [1100, 320, { age: 'child', pose: 'stand', skin: SKINS[0], hair: 'bob', hairColor: HAIRS[3], top: '#4f7fb0' }],
    [1260, 370, { age: 'teen', pose: 'wave', skin: SKINS[5], hair: 'long', hairColor: HAIRS[0], top: C.gold300, item: roller('#4f7fb0') }],
  ];
  for (const [x, h, look] of group) o += person(a, { x, y: 1110, h: h * 1.25, bottom: C.navy800, shortSleeves: true, face: true, ...look });
  o += warmWash(a, 1400, 100, 0.2);
  o += vignette(a, 0.24);
  return o;
}

export function heroMedia(a: Art): string {
  // Studio wall with acoustic panels.
  let o = rect(0, 0, a.w, a.h, '#1e3658');
  for (let r = 0; r < 6; r++)
    for (let c = 0; c < 12; c++) {
      const x = c * 170 - 20;
      const y = r * 150 - 30;
      o += rect(x + 8, y + 8, 154, 134, (r + c) % 2 ? '#243f66' : '#203a5e', { rx: 8 });
      o += rect(x + 8, y + 8, 154, 20, '#ffffff', { opacity: 0.04, rx: 8 });
    }
  // Window to the control room, warm light beyond.
  o += rect(1140, 140, 640, 400, '#15294a', { rx: 10 }) + rect(1160, 160, 600, 360, a.lin([[0, '#3b5680'], [1, '#c98f6b']], 0, 160, 0, 520), { rx: 6 });
  o += person(a, { x: 1460, y: 640, h: 360, pose: 'stand', skin: SKINS[3], hair: 'bun', hairColor: HAIRS[0], top: '#15294a', bottom: '#15294a', opacity: 0.35, shadow: false, face: false });
  o += poly([[1160, 160], [1360, 160], [1160, 400]], '#ffffff', { opacity: 0.08 });
  // The "on air" lamp: a red light box, no words.
  o += rect(880, 120, 220, 80, '#2a1418', { rx: 14 }) + rect(894, 134, 192, 52, '#e0553a', { rx: 8 }) + ellipse(990, 160, 200, 90, '#e0553a', { opacity: 0.18, filter: a.blur(20) });
  // The desk.
  o += rect(0, 820, a.w, 380, a.lin([[0, '#b98a5a'], [0.06, '#9a6f45'], [1, '#5f4029']], 0, 820, 0, a.h));
  o += rect(0, 810, a.w, 20, '#c99a66');
  // Mixing console.
  o += poly([[1100, 960], [1760, 960], [1700, 830], [1160, 830]], '#2a3448');
  for (let i = 0; i < 10; i++) {
    const x = 1200 + i * 50;
    o += line(x, 850, x - 6, 940, '#15294a', 6) + rect(x - 14 - i * 0.6, 870 + ((i * 37) % 50), 16, 12, i % 3 === 0 ? C.coral : '#e9e4d8', { rx: 3 });
    o += circle(x + 1, 842, 6, C.gold300);
  }
  o += laptop(a, 340, 900, 300, false, '#6f9fd0');
  o += headphones(760, 890, 220, '#1f2633', C.coral);
  o += rect(1196, 480, 16, 340, '#2a3448') + rect(1160, 812, 88, 14, '#2a3448', { rx: 6 });
  o += studioMic(a, 960, 520, 260, [1204, 490]);
  o += circle(960, 520, 260, '#fff1d2', { opacity: 0.08, filter: a.blur(30) });
  o += softShadow(a, 1000, 840, 300, 20, 0.2);
  o += warmWash(a, 900, 400, 0.16, '#ffcf8a');
  o += vignette(a, 0.3);
  return o;
}

export function heroContact(a: Art): string {
  const ground = 720;
  let o = sky(a, 'clear', ground);
  o += cloud(a, 260, 200, 320, 0.9) + cloud(a, 1300, 150, 260, 0.85);
  o += stonePine(a, 200, ground, 460, TREE.green) + stonePine(a, 1720, ground, 480, TREE.green, -0.05);
  o += school(a, { x: 960, y: ground, w: 1300, floorH: 96, cupola: false });
  o += cypress(a, 270, ground + 4, 300) + cypress(a, 1650, ground + 4, 310);
  o += rect(0, ground, a.w, a.h, a.lin([[0, '#e6d8bb'], [1, '#d6c19b']], 0, ground, 0, a.h));
  // Formal garden: clipped parterres either side of a fountain.
  const bed = (pts: [number, number][]): string => poly(pts, C.green500) + polyline(pts.concat([pts[0] as [number, number]]), C.green700, 10);
  o += bed([[120, 780], [800, 780], [760, 900], [30, 900]]) + bed([[1120, 780], [1800, 780], [1890, 900], [1160, 900]]);
  o += bed([[-40, 960], [760, 960], [700, 1140], [-40, 1140]]) + bed([[1160, 960], [1960, 960], [1960, 1140], [1220, 1140]]);
  o += flowers(a, 140, 790, 620, 100, [C.coral, C.gold300, '#fffaf0', C.coralLight], 160, 6);
  o += flowers(a, 1160, 790, 640, 100, [C.coral, C.gold300, '#fffaf0', C.coralLight], 160, 6);
  o += flowers(a, 0, 975, 680, 150, [C.gold300, '#fffaf0', C.coral], 120, 8);
  o += flowers(a, 1240, 975, 680, 150, [C.gold300, '#fffaf0', C.coral], 120, 8);
  // Fountain.
  o += ellipse(960, 950, 250, 60, '#e9dcc3') + ellipse(960, 940, 230, 50, a.lin([[0, '#8fc4d8'], [1, '#4f9bbd']], 0, 890, 0, 990));
  o += ellipse(960, 930, 120, 28, '#ffffff', { opacity: 0.2 });
  o += rect(945, 820, 30, 110, '#e9dcc3') + ellipse(960, 820, 70, 16, '#f1e6d0') + ellipse(960, 815, 60, 11, '#8fc4d8');
  o += path('M960 790 Q930 760 900 820 M960 790 Q990 760 1020 820 M960 790 V760', 'none', { stroke: '#dff1f8', 'stroke-width': 5, 'stroke-linecap': 'round', opacity: 0.9 });
  o += flagPole(1660, ground - 40, 420, [C.navy700, C.gold500, C.navy700]);
  o += warmWash(a, 1500, 120, 0.18);
  o += vignette(a, 0.22);
  return o;
}

