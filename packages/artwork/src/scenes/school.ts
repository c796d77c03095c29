/** School life, stages, services, activities, family and news: 1200 × 800 scenes. */
import { type Art, circle, ellipse, line, mix, path, poly, rect } from '../kit/core';
import { clockFace, lamp, school } from '../kit/buildings';
import { backWindow, pendant, room } from '../kit/interior';
import { vignette, warmWash } from '../kit/light';
import {
  basketball,
  block,
  bookcase,
  bus,
  chair,
  chessboard,
  diploma,
  drum,
  firstAidKit,
  football,
  framedPicture,
  guitar,
  heldBook,
  kite,
  laptop,
  mortarboard,
  openBook,
  padelRacket,
  pottedPlant,
  robot,
  softShadow,
  speechBubble,
  table,
  tennisBall,
  tennisRacket,
  trophy,
  violin,
  volleyball,
} from '../kit/objects';
import { C, HAIRS, SKINS } from '../kit/palette';
import { person, type PersonOptions } from '../kit/people';
import { bush, cloud, flowers, hedge, ridge, sky, stonePine, sun, TREE, treeOld, treeRound, tufts } from '../kit/nature';
import { bunting } from './heroes2';

type Look = Partial<PersonOptions>;

/** An upholstered armchair, side view, facing right unless flipped. `x` is the seat's centre. */
function armchair(a: Art, x: number, y: number, w: number, color: string, flip = false): string {
  const s = w / 100;
  const dark = mix(color, '#0d1c36', 0.25);
  const body =
    rect(-50, -95, 22, 95, dark, { rx: 10 }) +
    rect(-46, -44, 96, 26, color, { rx: 8 }) +
    rect(-48, -24, 100, 18, dark, { rx: 6 }) +
    rect(-42, -6, 8, 6, '#3a2418') +
    rect(38, -6, 8, 6, '#3a2418') +
    rect(20, -58, 32, 16, mix(color, '#ffffff', 0.12), { rx: 8 });
  return softShadow(a, x, y, w * 0.6, w * 0.05) + `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})">${body}</g>`;
}

/** Confetti pieces scattered over an area. */
function confetti(a: Art, x: number, y: number, w: number, h: number, count: number): string {
  let out = '';
  const colors = [C.coral, C.gold500, C.gold300, C.green500, '#4f7fb0', C.cream];
  for (let i = 0; i < count; i++) {
    const cx = x + a.rnd() * w;
    const cy = y + a.rnd() * h;
    out += rect(cx, cy, a.r(6, 12), a.r(3, 6), a.pick(colors), { transform: `rotate(${Math.round(a.r(0, 180))} ${Math.round(cx)} ${Math.round(cy)})` });
  }
  return out;
}

/** A magnifying glass (figure units). */
const magnifier = (): string => line(0, 2, 4, -6, C.woodDark, 2.4) + circle(7, -11, 5.5, '#dff1f8', { stroke: C.navy700, 'stroke-width': 1.6, opacity: 0.95 });

export function students(a: Art): string {
  const horizon = 440;
  let o = sky(a, 'clear', horizon);
  o += sun(a, 980, 130, 30, '#fff6e0', 0.45);
  o += cloud(a, 100, 150, 220, 0.9) + cloud(a, 640, 100, 170, 0.85);
  o += ridge([[-30, 430], [400, 400], [800, 420], [1230, 395]], '#b3c9bb', 500);
  o += school(a, { x: 860, y: horizon + 8, w: 300, floorH: 24 });
  o += rect(0, horizon, a.w, a.h, a.lin([[0, '#8db88f'], [1, '#4f8a63']], 0, horizon, 0, a.h));
  o += treeOld(a, 170, 560, 420, TREE.deep) + stonePine(a, 1080, 480, 300, TREE.green) + treeRound(a, 560, 470, 190, TREE.fresh);
  o += kite(820, 170, 40, C.coral, [700, 560]);
  o += line(820, 210, 690, 560, '#fffaf0', 1.2, { opacity: 0.8 });
  const kids: [number, number, number, Look][] = [
    [680, 610, 230, { age: 'child', pose: { view: 'side', armBack: [-20, -10], armFront: [150, 160], legBack: [-20, -26], legFront: [20, 10] }, skin: SKINS[1], hair: 'pony', hairColor: HAIRS[3], top: C.gold500, bottom: C.navy800, skirt: true }],
    [380, 680, 250, { age: 'child', pose: 'run', skin: SKINS[4], hair: 'curly', hairColor: HAIRS[0], top: C.coral, bottom: C.navy700, shorts: true, shortSleeves: true }],
    [520, 700, 250, { age: 'child', pose: 'run', skin: SKINS[0], hair: 'short', hairColor: HAIRS[2], top: C.green500, bottom: C.navy800, shorts: true, shortSleeves: true }],
    [900, 690, 260, { age: 'child', pose: 'cheer', skin: SKINS[3], hair: 'afro', hairColor: HAIRS[0], top: '#4f7fb0', bottom: C.navy800, shortSleeves: true }],
    [1040, 720, 240, { age: 'child', pose: 'jump', skin: SKINS[2], hair: 'bob', hairColor: HAIRS[1], top: C.gold300, bottom: C.coral, skirt: true, shortSleeves: true }],
  ];
  for (const [x, y, h, look] of kids) o += person(a, { x, y, h, face: true, ...look });
  o += football(a, 640, 720, 20) + softShadow(a, 640, 742, 20, 4);
  o += bush(a, 1160, 800, 200, TREE.green, C.gold300) + flowers(a, 0, 740, 300, 50, [C.coral, C.gold300, '#fffaf0'], 40, 5);
  o += tufts(a, 0, 780, 1200, 30, C.green600, 10);
  o += warmWash(a, 980, 130, 0.2);
  o += vignette(a, 0.2);
  return o;
}

export function stageEarly(a: Art): string {
  let o = rect(0, 0, a.w, 540, a.lin([[0, '#f3e6d6'], [1, '#f6ede0']], 0, 0, 0, 540));
  o += rect(0, 520, a.w, 280, a.lin([[0, '#e2cfae'], [1, '#d6bf98']], 0, 520, 0, 800));
  o += rect(0, 512, a.w, 12, '#fbf6ea');
  // Window, a shelf of toys and a cheerful garland.
  o += rect(780, 80, 300, 300, '#fbf8f2') + rect(796, 96, 268, 268, a.lin([[0, '#9cc3dc'], [1, '#eef3f0']], 0, 96, 0, 364)) + path('M796 364 V290 Q880 250 960 285 Q1020 260 1064 280 V364 Z', '#9cc4a4') + line(930, 96, 930, 364, '#fbf8f2', 8);
  o += bunting(60, 70, 700, 70, 24, [C.coral, C.gold500, C.green500, '#4f7fb0', C.gold300], 30);
  o += rect(90, 300, 420, 14, C.woodLight) + block(120, 300, 50, C.coral) + block(190, 300, 44, '#4f7fb0', 'arch') + block(260, 300, 46, C.gold500, 'triangle') + circle(360, 276, 24, C.green400) + rect(420, 240, 50, 60, C.coralLight, { rx: 6 });
  // A round rug.
  o += ellipse(560, 660, 460, 120, C.green300) + ellipse(560, 660, 380, 96, 'none', { stroke: '#fbf6ea', 'stroke-width': 8, opacity: 0.7 }) + ellipse(560, 660, 260, 64, C.gold300, { opacity: 0.6 });
  // The block tower and loose blocks.
  const bx = 520;
  const tower: [number, string][] = [
    [0, C.coral],
    [1, '#4f7fb0'],
    [2, C.gold500],
    [3, C.green500],
  ];
  for (const [i, c] of tower) o += block(bx + (i % 2) * 6, 660 - i * 62, 62, c);
  o += block(bx + 4, 660 - 4 * 62, 60, C.coralLight, 'triangle');
  o += block(340, 720, 54, C.gold500, 'arch') + block(700, 740, 50, C.coral, 'cylinder') + block(760, 700, 46, '#4f7fb0') + block(430, 620, 40, C.green400, 'triangle') + block(880, 650, 44, C.gold300);
  // Toddlers sitting around it.
  const sitFloor = { view: 'front', armBack: [-30, 40], armFront: [30, -40], legBack: [-70, -88], legFront: [70, 88] } as const;
  o += person(a, { x: 330, y: 640, h: 250, age: 'toddler', pose: sitFloor, anchor: 'hip', skin: SKINS[1], hair: 'curly', hairColor: HAIRS[3], top: C.gold500, bottom: C.navy700, face: true });
  o += person(a, { x: 780, y: 620, h: 240, age: 'toddler', pose: { view: 'side', armBack: [60, 100], armFront: [70, 110], legBack: [86, 2], legFront: [92, 6] }, anchor: 'hip', flip: true, skin: SKINS[4], hair: 'pony', hairColor: HAIRS[0], top: C.coral, bottom: C.navy800 });
  o += person(a, { x: 620, y: 790, h: 280, age: 'toddler', pose: 'cheer', skin: SKINS[2], hair: 'short', hairColor: HAIRS[1], top: C.green500, bottom: C.navy700, face: true, shortSleeves: true });
  o += warmWash(a, 930, 200, 0.22);
  o += vignette(a, 0.2);
  return o;
}

export function stagePep(a: Art): string {
  // A greenhouse: glass panes over planting beds.
  let o = rect(0, 0, a.w, a.h, a.lin([[0, '#cfe4e0'], [1, '#eef3ea']], 0, 0, 0, 560));
  o += rect(0, 0, a.w, 560, '#ffffff', { opacity: 0.1 });
  o += treeRound(a, 200, 520, 380, TREE.far, false) + treeRound(a, 980, 520, 420, TREE.far, false);
  o += rect(0, 0, a.w, 560, '#e8f3ee', { opacity: 0.45 });
  for (let i = 0; i <= 8; i++) o += rect(i * 150 - 4, 0, 8, 560, '#f8f6f0');
  for (const y of [140, 330]) o += rect(0, y, a.w, 7, '#f8f6f0');
  o += poly([[0, 0], [500, 0], [0, 300]], '#ffffff', { opacity: 0.12 });
  o += rect(0, 540, a.w, 260, a.lin([[0, '#c9b08a'], [1, '#b0956c']], 0, 540, 0, 800));
  // Raised bed with seedlings.
  o += rect(80, 520, 1040, 120, C.woodDark) + rect(80, 510, 1040, 20, C.wood) + rect(96, 530, 1008, 30, '#6b4a32');
  for (let i = 0; i < 16; i++) {
    const x = 130 + i * 62;
    const h = a.r(30, 70);
    o += line(x, 535, x, 535 - h, '#4f8a5f', 3) + ellipse(x - 10, 535 - h, 12, 6, C.green400, { transform: `rotate(-25 ${x - 10} ${535 - h})` }) + ellipse(x + 10, 535 - h + 6, 12, 6, '#6fb27e', { transform: `rotate(25 ${x + 10} ${535 - h + 6})` });
  }
  // Pupils looking closely at the plants.
  o += person(a, { x: 300, y: 760, h: 340, age: 'child', pose: { view: 'side', armBack: [30, 60], armFront: [60, 120], legBack: [-3, -3], legFront: [3, 3], lean: 18 }, skin: SKINS[1], hair: 'pony', hairColor: HAIRS[3], top: C.gold500, bottom: C.navy800, item: magnifier(), face: true });
  o += person(a, { x: 640, y: 780, h: 330, age: 'child', pose: 'holdFront', skin: SKINS[4], hair: 'curly', hairColor: HAIRS[0], top: C.green500, bottom: C.navy700, face: true, item: rect(-7, -14, 14, 12, C.terracotta, { rx: 2 }) + line(0, -14, 0, -24, '#4f8a5f', 1.6) + ellipse(-3, -24, 4, 2, C.green400) + ellipse(3, -22, 4, 2, '#6fb27e') });
  o += person(a, { x: 930, y: 770, h: 350, age: 'child', pose: 'point', flip: true, skin: SKINS[2], hair: 'short', hairColor: HAIRS[1], top: C.coral, bottom: C.navy800, face: true });
  o += pottedPlant(a, 1110, 790, 160, C.terracotta, C.green500);
  o += warmWash(a, 600, 60, 0.2);
  o += vignette(a, 0.2);
  return o;
}

export function stagePai(a: Art): string {
  let o = rect(0, 0, a.w, a.h, a.lin([[0, '#e9e2d2'], [1, '#f3ede1']], 0, 0, a.w, 0));
  // Whiteboard with sticky notes, a window.
  o += rect(90, 90, 560, 300, '#fbfbf8', { stroke: '#c9ced6', 'stroke-width': 8 });
  const notes = [C.gold300, C.coralLight, C.green100, '#cfe0f0', C.gold300, C.coralLight];
  for (let i = 0; i < 12; i++) o += rect(130 + (i % 6) * 84, 130 + Math.floor(i / 6) * 110, 64, 64, notes[i % notes.length] as string, { rx: 3, transform: `rotate(${(i % 3) - 1} ${160 + (i % 6) * 84} 160)` });
  o += path('M200 330 L300 290 L400 310 L500 260 L600 280', 'none', { stroke: C.navy500, 'stroke-width': 4 });
  o += rect(800, 70, 320, 330, '#fbf8f2') + rect(816, 86, 288, 298, a.lin([[0, '#9cc3dc'], [1, '#eef3f0']], 0, 86, 0, 384)) + path('M816 384 V300 Q900 260 980 290 Q1050 270 1104 290 V384 Z', '#9cc4a4');
  o += rect(0, 620, a.w, 180, a.lin([[0, '#b98a5a'], [1, '#9a6f45']], 0, 620, 0, 800));
  // The team around a laptop.
  o += person(a, { x: 760, y: 640, h: 420, age: 'teen', pose: { view: 'side', armBack: [10, 30], armFront: [55, 80], legBack: [-3, -3], legFront: [3, 3], lean: 14 }, flip: true, skin: SKINS[5], hair: 'short', hairColor: HAIRS[0], top: C.gold500, bottom: C.navy800, face: true });
  o += person(a, { x: 420, y: 560, h: 400, age: 'teen', pose: 'sit', anchor: 'hip', skin: SKINS[1], hair: 'long', hairColor: HAIRS[3], top: C.coral, bottom: C.navy800, face: true });
  o += chair(400, 620, 200, C.navy700);
  o += person(a, { x: 860, y: 560, h: 400, age: 'teen', pose: 'sit', anchor: 'hip', flip: true, skin: SKINS[2], hair: 'bun', hairColor: HAIRS[1], top: C.green500, bottom: C.navy800, face: true });
  o += chair(880, 620, 200, C.navy700, true);
  o += table(a, 300, 700, 640, 160, '#e9dcc3', '#56627a');
  o += laptop(a, 530, 532, 220, false, '#7fb0d3');
  o += openBook(380, 534, 110, C.navy700) + rect(760, 520, 90, 12, C.gold500, { rx: 3 });
  o += warmWash(a, 960, 120, 0.2);
  o += vignette(a, 0.2);
  return o;
}

export function stagePd(a: Art): string {
  let o = rect(0, 0, a.w, a.h, a.lin([[0, '#e7dfcf'], [1, '#f1eadd']], 0, 0, a.w, 0));
  o += rect(320, 70, 560, 260, '#2f5a4a', { rx: 8 }) + rect(310, 60, 580, 280, 'none', { stroke: C.woodDark, 'stroke-width': 14, rx: 10 });
  o += path('M380 250 Q460 150 540 230 T700 190 T840 150', 'none', { stroke: '#e8efe9', 'stroke-width': 4, opacity: 0.4 });
  o += rect(0, 600, a.w, 200, a.lin([[0, '#c8a27a'], [1, '#a9825a']], 0, 600, 0, 800));
  // Two teams at two desks, facing each other.
  o += person(a, { x: 150, y: 560, h: 330, age: 'teen', pose: 'sit', anchor: 'hip', skin: SKINS[0], hair: 'bob', hairColor: HAIRS[2], top: C.navy700, bottom: C.navy800, face: true });
  o += person(a, { x: 270, y: 560, h: 330, age: 'teen', pose: { view: 'side', armBack: [18, 80], armFront: [170, 175], legBack: [86, 2], legFront: [92, 6] }, anchor: 'hip', skin: SKINS[4], hair: 'curly', hairColor: HAIRS[0], top: C.gold500, bottom: C.navy800, face: true });
  o += table(a, 220, 660, 220, 110, '#e9dcc3', '#56627a');
  o += person(a, { x: 1050, y: 560, h: 330, age: 'teen', pose: 'sit', anchor: 'hip', flip: true, skin: SKINS[3], hair: 'short', hairColor: HAIRS[0], top: C.green500, bottom: C.navy800, face: true });
  o += person(a, { x: 930, y: 560, h: 330, age: 'teen', pose: 'sitRead', anchor: 'hip', flip: true, skin: SKINS[1], hair: 'long', hairColor: HAIRS[1], top: C.coral, bottom: C.navy800, face: true, item: heldBook('#fbf6ea') });
  o += table(a, 760, 660, 220, 110, '#e9dcc3', '#56627a');
  // The speaker in the middle, and the arguments flying across as speech bubbles.
  o += person(a, { x: 560, y: 720, h: 420, age: 'teen', pose: 'talk', skin: SKINS[2], hair: 'pony', hairColor: HAIRS[0], top: '#4f7fb0', bottom: C.navy800, face: true });
  o += speechBubble(a, 420, 140, 170, 90, C.gold300, true) + speechBubble(a, 700, 190, 140, 76, '#fbf8f2', false) + speechBubble(a, 120, 230, 120, 66, C.coralLight, true);
  for (const [x, y, w] of [
    [450, 175, 110],
    [730, 220, 80],
    [145, 255, 70],
  ] as const) {
    o += rect(x, y, w, 8, '#0d1c36', { rx: 4, opacity: 0.25 }) + rect(x, y + 18, w * 0.7, 8, '#0d1c36', { rx: 4, opacity: 0.25 });
  }
  o += warmWash(a, 600, 80, 0.18);
  o += vignette(a, 0.22);
  return o;
}

export function extendedHours(a: Art): string {
  const ground = 520;
  let o = sky(a, 'dawn', ground);
  o += sun(a, 180, 420, 30, '#fff0cc', 0.7);
  o += cloud(a, 500, 140, 200, 0.6, '#fff0e2') + cloud(a, 900, 200, 160, 0.5, '#fff0e2');
  o += ridge([[-30, 490], [400, 470], [800, 480], [1230, 460]], '#b9c0cf', 560);
  o += school(a, { x: 520, y: ground, w: 640, floorH: 48, lit: 0.6 });
  o += rect(0, ground, a.w, a.h, a.lin([[0, '#8db88f'], [1, '#4f8a63']], 0, ground, 0, a.h));
  o += path(`M420 ${ground} L620 ${ground} L980 800 L60 800 Z`, a.lin([[0, '#eadcc0'], [1, '#d6c19b']], 0, ground, 0, a.h));
  for (let i = 1; i < 6; i++) o += line(0, ground + i * i * 10, a.w, ground + i * i * 10, '#c9b48c', 2, { opacity: 0.5 });
  o += hedge(40, 600, 300, 40) + hedge(1000, 560, 200, 34);
  o += stonePine(a, 1060, ground + 10, 320, TREE.green);
  // The big garden clock on its post: half past seven.
  o += rect(884, 300, 18, 420, C.navy800) + rect(870, 700, 46, 24, C.navy800, { rx: 4 });
  o += clockFace(893, 250, 80, 7, 30, C.navy800, '#fffaf0');
  o += circle(893, 250, 100, '#fff1d2', { opacity: 0.12 });
  o += lamp(120, 700, 150, true) + lamp(700, 600, 110, true);
  // Pupils arriving early with backpacks.
  const kids: [number, number, number, Look][] = [
    [420, 700, 210, { age: 'child', skin: SKINS[1], hair: 'pony', hairColor: HAIRS[2], top: C.coral, bottom: C.navy800, backpack: C.gold500 }],
    [520, 680, 190, { age: 'child', skin: SKINS[4], hair: 'short', hairColor: HAIRS[0], top: C.green500, bottom: C.navy700, backpack: '#4f7fb0' }],
    [640, 740, 260, { age: 'adult', skin: SKINS[4], hair: 'bun', hairColor: HAIRS[0], top: C.navy700, bottom: '#56627a' }],
    [720, 760, 200, { age: 'child', skin: SKINS[2], hair: 'curly', hairColor: HAIRS[1], top: C.gold500, bottom: C.navy800, backpack: C.coral }],
  ];
  for (const [x, y, h, look] of kids) o += person(a, { x, y, h, pose: 'walk', flip: true, ...look });
  o += warmWash(a, 180, 420, 0.3);
  o += vignette(a, 0.24);
  return o;
}

export function orientation(a: Art): string {
  let o = rect(0, 0, a.w, a.h, a.lin([[0, '#efe4d0'], [1, '#f5ede0']], 0, 0, a.w, 0));
  o += rect(0, 600, a.w, 200, a.lin([[0, '#c8a27a'], [1, '#a9825a']], 0, 600, 0, 800));
  o += bookcase(a, 60, 600, 260, 440, 4);
  o += rect(760, 80, 340, 360, '#fbf8f2') + rect(776, 96, 308, 328, a.lin([[0, '#9cc3dc'], [1, '#eef3f0']], 0, 96, 0, 424)) + path('M776 424 V330 Q860 290 940 320 Q1020 290 1084 320 V424 Z', '#9cc4a4') + line(930, 96, 930, 424, '#fbf8f2', 8);
  o += poly([[776, 424], [1084, 424], [980, 800], [560, 800]], '#fff6e0', { opacity: 0.2 });
  o += framedPicture(a, 420, 130, 200, 140, 'sun');
  // A rug, two armchairs, a low table with cups and a plant.
  o += ellipse(600, 720, 440, 60, C.green300, { opacity: 0.6 });
  o += armchair(a, 380, 700, 230, C.green500);
  o += armchair(a, 820, 700, 230, C.gold500, true);
  o += person(a, { x: 390, y: 620, h: 360, anchor: 'hip', skin: SKINS[3], hair: 'bun', hairColor: HAIRS[1], top: C.navy700, bottom: '#56627a', face: true, pose: { view: 'side', armBack: [20, 70], armFront: [40, 110], legBack: [86, 2], legFront: [92, 6] } });
  o += person(a, { x: 810, y: 630, h: 320, age: 'teen', anchor: 'hip', flip: true, skin: SKINS[0], hair: 'short', hairColor: HAIRS[2], top: C.coral, bottom: C.navy800, face: true, pose: { view: 'side', armBack: [20, 60], armFront: [25, 70], legBack: [86, 2], legFront: [92, 6] } });
  o += table(a, 540, 740, 120, 80, C.woodLight, C.woodDark);
  o += rect(560, 640, 24, 20, '#fbf8f2', { rx: 4 }) + rect(612, 642, 22, 18, C.coralLight, { rx: 4 });
  o += pottedPlant(a, 1120, 720, 220, C.cream2, C.green500);
  o += warmWash(a, 930, 200, 0.22);
  o += vignette(a, 0.2);
  return o;
}

export function nursing(a: Art): string {
  let o = rect(0, 0, a.w, a.h, a.lin([[0, '#eaf1ef'], [1, '#f6f8f4']], 0, 0, a.w, 0));
  o += rect(0, 600, a.w, 200, a.lin([[0, '#dfe6e3'], [1, '#c9d3cf']], 0, 600, 0, 800));
  for (let i = 1; i < 8; i++) o += line(i * 160, 600, i * 200 - 100, 800, '#c3ccc8', 2);
  // Window with daylight.
  o += rect(90, 80, 360, 380, '#fbfbf8') + rect(106, 96, 328, 348, a.lin([[0, '#9cc3dc'], [1, '#eef3f0']], 0, 96, 0, 444)) + path('M106 444 V340 Q190 300 270 330 Q350 300 434 330 V444 Z', '#9cc4a4') + line(270, 96, 270, 444, '#fbfbf8', 8);
  o += poly([[106, 444], [434, 444], [640, 800], [120, 800]], '#ffffff', { opacity: 0.25 });
  // Curtain rail and a half-drawn curtain.
  o += line(470, 60, 1150, 60, '#9aa6b6', 5);
  for (let i = 0; i < 5; i++) o += rect(1000 + i * 30, 62, 30, 500, i % 2 ? '#cfe4e0' : '#bcd9d2');
  // The first-aid kit on the wall, prominent.
  o += firstAidKit(a, 560, 150, 230);
  // Cabinet with glass doors.
  o += rect(860, 180, 200, 420, '#f8f8f5', { stroke: '#c9ced6', 'stroke-width': 4 }) + rect(876, 200, 168, 180, '#dfeef2');
  for (const y of [260, 330]) o += rect(876, y, 168, 5, '#c9ced6');
  o += rect(890, 230, 24, 30, '#ffffff') + rect(924, 236, 20, 24, C.gold300) + rect(956, 226, 30, 34, '#ffffff') + rect(994, 236, 30, 24, '#cfe0f0') + rect(890, 300, 40, 30, C.coralLight) + rect(940, 296, 24, 34, '#ffffff') + rect(976, 304, 48, 26, '#b6d98a');
  o += rect(876, 400, 168, 190, '#eef0ec') + line(960, 400, 960, 590, '#c9ced6', 3) + circle(945, 495, 5, '#9aa6b6') + circle(975, 495, 5, '#9aa6b6');
  // Examination couch with a paper sheet and a pillow.
  o += softShadow(a, 560, 700, 300, 14);
  o += rect(300, 560, 520, 40, '#4f9a8a', { rx: 12 }) + rect(300, 556, 520, 16, '#5fb0a0', { rx: 8 }) + rect(380, 550, 360, 12, '#fbfbf8') + rect(310, 530, 100, 30, '#ffffff', { rx: 12 });
  o += rect(330, 600, 14, 100, '#9aa6b6') + rect(776, 600, 14, 100, '#9aa6b6') + rect(320, 640, 480, 8, '#9aa6b6');
  o += pottedPlant(a, 1150, 760, 200, C.cream2, C.green500);
  o += warmWash(a, 260, 200, 0.16, '#fff6e0');
  o += vignette(a, 0.18);
  return o;
}

export function routesBus(a: Art): string {
  const road = 560;
  let o = sky(a, 'morning', road);
  o += cloud(a, 160, 140, 220, 0.8) + cloud(a, 800, 110, 180, 0.75);
  o += ridge([[-30, 470], [400, 440], [800, 460], [1230, 430]], '#b8c8bd', 540);
  o += rect(0, 490, a.w, 80, a.lin([[0, '#9cc4a4'], [1, '#7fae8c']], 0, 490, 0, 570));
  // A row of plane trees behind the road.
  for (let i = 0; i < 7; i++) o += treeRound(a, 60 + i * 180, 540, 300, i % 2 ? TREE.green : TREE.fresh);
  o += rect(0, 530, a.w, 20, '#d8c8a8');
  o += rect(0, road - 10, a.w, 200, a.lin([[0, '#6b7486'], [1, '#566074']], 0, road, 0, 760));
  for (let x = 0; x < a.w; x += 160) o += rect(x, 650, 90, 8, '#f6ead2', { opacity: 0.75 });
  o += bus(a, 300, 700, 560, false, C.gold500);
  // The near row of trees, cropped by the frame, and the pavement.
  o += rect(0, 755, a.w, 45, '#d8c8a8');
  o += rect(60, 0, 26, 800, '#6b4a32') + rect(1120, 0, 26, 800, '#6b4a32') + rect(60, 0, 10, 800, C.navy900, { opacity: 0.15 }) + rect(1120, 0, 10, 800, C.navy900, { opacity: 0.15 });
  o += path('M0 0 H1200 V70 Q1100 120 980 90 Q860 140 720 96 Q600 130 460 92 Q320 130 200 90 Q90 120 0 80 Z', C.green600);
  o += path('M0 0 H1200 V40 Q1080 80 960 56 Q840 96 720 60 Q600 92 460 58 Q320 90 200 56 Q90 84 0 50 Z', C.green500);
  o += warmWash(a, 1000, 100, 0.2);
  o += vignette(a, 0.2);
  return o;
}

export function extraNew(a: Art): string {
  let o = rect(0, 0, a.w, a.h, a.lin([[0, '#e3e9ee'], [1, '#f1ede4']], 0, 0, 0, 560));
  o += rect(700, 70, 400, 280, '#2a3448', { rx: 10 }) + rect(716, 86, 368, 248, '#3b5680', { rx: 6 });
  for (let i = 0; i < 6; i++) o += rect(740, 110 + i * 36, 60 + ((i * 53) % 200), 14, [C.gold300, '#7fe0d0', C.coralLight, '#ffffff'][i % 4] as string, { rx: 7, opacity: 0.85 });
  o += rect(0, 560, a.w, 240, a.lin([[0, '#d9b88e'], [1, '#b98a5a']], 0, 560, 0, 800));
  o += rect(0, 550, a.w, 16, '#e2c89e');
  // A path mat with a grid, and the robot on it.
  o += poly([[300, 740], [900, 740], [820, 600], [380, 600]], '#fbf8f2');
  for (let i = 1; i < 6; i++) o += line(300 + i * 100, 740, 380 + i * 73, 600, '#c9ced6', 2) + line(300 + (i * 80) / 6, 740 - i * 23, 900 - (i * 80) / 6, 740 - i * 23, '#c9ced6', 2);
  o += path('M420 720 Q480 650 600 680 T800 620', 'none', { stroke: C.coral, 'stroke-width': 6, 'stroke-dasharray': '14 10' });
  o += robot(a, 600, 690, 120);
  o += laptop(a, 820, 760, 260, true, '#7fb0d3');
  // Two pupils leaning in.
  o += person(a, { x: 220, y: 800, h: 520, age: 'child', pose: { view: 'side', armBack: [40, 70], armFront: [70, 95], legBack: [-3, -3], legFront: [3, 3], lean: 14 }, skin: SKINS[4], hair: 'curly', hairColor: HAIRS[0], top: C.gold500, bottom: C.navy800, face: true, shadow: false });
  o += person(a, { x: 1060, y: 800, h: 500, age: 'child', flip: true, pose: { view: 'side', armBack: [20, 50], armFront: [60, 100], legBack: [-3, -3], legFront: [3, 3], lean: 12 }, skin: SKINS[0], hair: 'pony', hairColor: HAIRS[2], top: C.green500, bottom: C.navy800, face: true, shadow: false });
  o += warmWash(a, 600, 100, 0.18);
  o += vignette(a, 0.22);
  return o;
}

export function extraSports(a: Art): string {
  // A flat lay on a blue court, seen from above.
  let o = rect(0, 0, a.w, a.h, '#3f6f9f');
  o += rect(0, 0, a.w, a.h, a.rad([[0, '#ffffff', 0.12], [1, '#ffffff', 0]], 900, 150, 900));
  o += line(0, 620, a.w, 620, '#f4f7f2', 10) + line(420, 0, 420, a.h, '#f4f7f2', 10) + line(0, 140, 420, 140, '#f4f7f2', 10);
  o += rect(0, 660, a.w, 140, '#c0603d');
  o += line(0, 660, a.w, 660, '#f4f7f2', 10);
  const shadow = (inner: string): string => `<g transform="translate(14 16)" opacity="0.25" filter="${a.blur(6)}"><g fill="#0d1c36">${inner}</g></g>`;
  const items = [
    tennisRacket(330, 420, 420, -35, C.coral),
    padelRacket(800, 400, 360, 28, C.navy700, C.gold500),
  ];
  for (const it of items) o += shadow(it.replace(/fill="[^"]+"/g, 'fill="#0d1c36"').replace(/stroke="[^"]+"/g, 'stroke="#0d1c36"')) + it;
  const balls: [number, number, number, 'basket' | 'foot' | 'tennis' | 'volley'][] = [
    [560, 610, 90, 'basket'],
    [1020, 660, 80, 'foot'],
    [180, 640, 34, 'tennis'],
    [640, 220, 28, 'tennis'],
    [1020, 170, 70, 'volley'],
  ];
  for (const [x, y, r, kind] of balls) {
    o += circle(x + r * 0.2, y + r * 0.25, r, '#0d1c36', { opacity: 0.25, filter: a.blur(Math.max(3, r * 0.12)) });
    o += kind === 'basket' ? basketball(x, y, r) : kind === 'foot' ? football(a, x, y, r) : kind === 'volley' ? volleyball(x, y, r) : tennisBall(x, y, r);
  }
  o += vignette(a, 0.25);
  return o;
}

/** A small national flag, w × h at (x, y). */
function flag(a: Art, kind: 'es' | 'gb' | 'fr' | 'de' | 'it' | 'cn', x: number, y: number, w: number, h: number): string {
  const clip = a.clip(rect(x, y, w, h, '#000', { rx: h * 0.12 }));
  let f = '';
  switch (kind) {
    case 'es':
      f = rect(x, y, w, h, '#c60b1e') + rect(x, y + h / 4, w, h / 2, '#ffc400');
      break;
    case 'fr':
      f = rect(x, y, w / 3, h, '#0055a4') + rect(x + w / 3, y, w / 3, h, '#ffffff') + rect(x + (2 * w) / 3, y, w / 3, h, '#ef4135');
      break;
    case 'it':
      f = rect(x, y, w / 3, h, '#009246') + rect(x + w / 3, y, w / 3, h, '#ffffff') + rect(x + (2 * w) / 3, y, w / 3, h, '#ce2b37');
      break;
    case 'de':
      f = rect(x, y, w, h / 3, '#1a1a1a') + rect(x, y + h / 3, w, h / 3, '#dd0000') + rect(x, y + (2 * h) / 3, w, h / 3, '#ffce00');
      break;
    case 'cn': {
      f = rect(x, y, w, h, '#de2910');
      const cx = x + w * 0.17;
      const cy = y + h * 0.27;
      const r = h * 0.15;
      const star = Array.from({ length: 10 }, (_, i) => {
        const t = -Math.PI / 2 + (i * Math.PI) / 5;
        const rr = i % 2 ? r * 0.4 : r;
        return [cx + Math.cos(t) * rr, cy + Math.sin(t) * rr] as const;
      });
      f += poly(star, '#ffde00');
      for (const [sx, sy] of [
        [0.33, 0.1],
        [0.4, 0.2],
        [0.4, 0.35],
        [0.33, 0.45],
      ] as const)
        f += circle(x + w * sx, y + h * sy, h * 0.04, '#ffde00');
      break;
    }
    case 'gb': {
      f = rect(x, y, w, h, '#012169');
      f += line(x, y, x + w, y + h, '#ffffff', h * 0.2, { 'stroke-linecap': 'butt' }) + line(x + w, y, x, y + h, '#ffffff', h * 0.2, { 'stroke-linecap': 'butt' });
      f += line(x, y, x + w, y + h, '#c8102e', h * 0.07, { 'stroke-linecap': 'butt' }) + line(x + w, y, x, y + h, '#c8102e', h * 0.07, { 'stroke-linecap': 'butt' });
      f += rect(x + w / 2 - h * 0.17, y, h * 0.34, h, '#ffffff') + rect(x, y + h / 2 - h * 0.17, w, h * 0.34, '#ffffff');
      f += rect(x + w / 2 - h * 0.1, y, h * 0.2, h, '#c8102e') + rect(x, y + h / 2 - h * 0.1, w, h * 0.2, '#c8102e');
      break;
    }
  }
  return `<g clip-path="${clip}">${f}</g>`;
}

export function extraLanguages(a: Art): string {
  let o = rect(0, 0, a.w, a.h, a.lin([[0, '#f6ead2'], [1, '#f1ebdf']], 0, 0, a.w, a.h));
  for (let i = 0; i < 60; i++) o += circle(a.r(0, a.w), a.r(0, a.h), a.r(2, 5), C.gold300, { opacity: 0.4 });
  o += circle(600, 400, 300, '#ffffff', { opacity: 0.35 });
  const bubbles: [number, number, number, number, string, 'es' | 'gb' | 'fr' | 'de' | 'it' | 'cn', boolean][] = [
    [110, 110, 300, 170, C.navy700, 'gb', false],
    [460, 60, 280, 160, C.coral, 'es', true],
    [790, 150, 300, 170, C.green500, 'fr', true],
    [140, 400, 280, 160, C.gold500, 'de', false],
    [480, 330, 260, 150, '#4f7fb0', 'cn', false],
    [800, 440, 290, 165, C.green300, 'it', true],
  ];
  for (const [x, y, w, h, fill, kind, tail] of bubbles) {
    o += speechBubble(a, x, y, w, h, fill, tail);
    const fw = h * 0.62 * 1.5;
    const fh = h * 0.62;
    o += rect(x + w / 2 - fw / 2 - 5, y + h / 2 - fh / 2 - 5, fw + 10, fh + 10, '#ffffff', { rx: fh * 0.16, opacity: 0.9 });
    o += flag(a, kind, x + w / 2 - fw / 2, y + h / 2 - fh / 2, fw, fh);
  }
  // Two pupils chatting below the bubbles.
  o += person(a, { x: 420, y: 790, h: 230, age: 'teen', pose: 'talk', skin: SKINS[2], hair: 'pony', hairColor: HAIRS[1], top: C.coral, bottom: C.navy800, face: true });
  o += person(a, { x: 780, y: 790, h: 240, age: 'teen', pose: 'talk', flip: true, skin: SKINS[4], hair: 'short', hairColor: HAIRS[0], top: C.navy700, bottom: '#56627a', face: true });
  o += vignette(a, 0.15);
  return o;
}

export function extraOther(a: Art): string {
  let o = rect(0, 0, a.w, 520, a.lin([[0, '#e9dfcc'], [1, '#f1e9db']], 0, 0, 0, 520));
  o += framedPicture(a, 140, 90, 220, 160, 'shapes') + framedPicture(a, 820, 70, 180, 230, 'portrait');
  o += rect(0, 520, a.w, 280, a.lin([[0, '#a47448'], [1, '#6e4a2c']], 0, 520, 0, 800));
  o += rect(0, 510, a.w, 16, '#c99a66');
  // A guitar leaning on the wall, a drum, a violin and sheet music, and a game of chess.
  o += guitar(220, 530, 420, -10);
  o += drum(1020, 590, 220, C.coral);
  o += `<g transform="rotate(-6 600 560)">${rect(470, 520, 260, 170, '#fbf8f2')}${[0, 1, 2, 3].map((i) => [0, 1, 2, 3, 4].map((k) => line(490, 545 + i * 38 + k * 5, 710, 545 + i * 38 + k * 5, '#9aa6b6', 1)).join('')).join('')}${[0, 1, 2, 3].map((i) => [0, 1, 2, 3, 4, 5].map((k) => ellipse(510 + k * 34, 552 + i * 38 + ((k * 3 + i) % 4) * 3, 5, 3.6, C.navy800)).join('')).join('')}</g>`;
  o += violin(1000, 770, 260, -82);
  o += chessboard(a, 300, 760, 400);
  o += warmWash(a, 900, 120, 0.22);
  o += vignette(a, 0.25);
  return o;
}

export function familyMeeting(a: Art): string {
  const r = { bx: 150, by: 80, bw: 900, bh: 480 };
  let o = room(a, r, { back: '#efe4d0', side: '#e6d9c2', floor: '#c8a27a', ceiling: '#f6f0e4', floorKind: 'planks', floorLine: '#a9825a' });
  o += backWindow(a, 240, 140, 180, 300, r, '#9cc3dc', '#f3ead8', false, false) + backWindow(a, 780, 140, 180, 300, r, '#9cc3dc', '#f3ead8', false, false);
  o += framedPicture(a, 500, 170, 200, 140, 'landscape');
  o += pendant(600, 0, 70, 90, C.gold500);
  // People on the far side of the table, then the table, then those at its ends.
  const far: [number, Look][] = [
    [380, { skin: SKINS[4], hair: 'short', hairColor: HAIRS[0], top: C.navy700 }],
    [520, { skin: SKINS[1], hair: 'bob', hairColor: HAIRS[3], top: C.coral }],
    [680, { skin: SKINS[3], hair: 'bun', hairColor: HAIRS[0], top: C.green500, accent: C.cream }],
    [820, { skin: SKINS[0], hair: 'curly', hairColor: HAIRS[2], top: C.gold500 }],
  ];
  // Seated behind the table: their legs are hidden by its front panel.
  const hide = a.clip(rect(0, 0, a.w, 700, '#000'));
  o += `<g clip-path="${hide}">${far.map(([x, look]) => person(a, { x, y: 790, h: 330, pose: 'holdFront', bottom: C.navy800, face: true, shadow: false, ...look })).join('')}</g>`;
  o += table(a, 300, 720, 600, 160, '#c99a66', C.woodDark);
  o += rect(300, 572, 600, 148, '#a47448') + rect(300, 572, 600, 8, C.navy900, { opacity: 0.15 }) + rect(300, 712, 600, 8, C.woodDark);
  o += rect(360, 548, 80, 10, '#fbf8f2') + rect(560, 546, 90, 12, '#fbf8f2') + rect(740, 548, 70, 10, '#fbf8f2');
  o += rect(470, 530, 24, 24, '#fbf8f2', { rx: 4 }) + rect(690, 530, 24, 24, C.coralLight, { rx: 4 }) + pottedPlant(a, 600, 558, 70, C.cream2, C.green500);
  o += person(a, { x: 230, y: 590, h: 330, anchor: 'hip', skin: SKINS[2], hair: 'long', hairColor: HAIRS[1], top: '#4f7fb0', bottom: C.navy800, face: true, pose: { view: 'side', armBack: [18, 80], armFront: [40, 110], legBack: [86, 2], legFront: [92, 6] } });
  o += chair(215, 650, 180, C.navy700);
  o += person(a, { x: 970, y: 590, h: 330, pose: 'sit', anchor: 'hip', flip: true, skin: SKINS[5], hair: 'buzz', hairColor: HAIRS[0], top: C.gold300, bottom: C.navy800, face: true });
  o += chair(985, 650, 180, C.navy700, true);
  o += warmWash(a, 600, 150, 0.22);
  o += vignette(a, 0.22);
  return o;
}

export function news1(a: Art): string {
  const ground = 560;
  let o = sky(a, 'clear', ground);
  o += cloud(a, 100, 120, 200, 0.85) + cloud(a, 850, 90, 180, 0.8);
  o += school(a, { x: 600, y: ground - 20, w: 760, floorH: 56, cupola: true });
  o += stonePine(a, 90, ground, 300, TREE.green) + stonePine(a, 1110, ground, 300, TREE.green);
  o += bunting(100, 330, 1100, 330, 30, [C.navy700, C.gold500, C.cream, C.gold300]);
  o += rect(0, ground - 40, a.w, a.h, a.lin([[0, '#8db88f'], [1, '#4f8a63']], 0, ground, 0, a.h));
  // Mortarboards thrown in the air.
  for (const [x, y, rot] of [
    [300, 200, -20],
    [520, 140, 15],
    [760, 190, -8],
    [930, 120, 25],
  ] as const)
    o += `<g transform="translate(${x} ${y}) rotate(${rot}) scale(4)">${mortarboard(C.navy900, C.gold500)(8)}</g>`;
  o += confetti(a, 100, 80, 1000, 300, 50);
  // Graduates in gowns holding their diplomas.
  const grads: [number, number, Look, boolean][] = [
    [170, 380, { skin: SKINS[1], hair: 'long', hairColor: HAIRS[3] }, false],
    [330, 400, { skin: SKINS[4], hair: 'short', hairColor: HAIRS[0] }, true],
    [500, 390, { skin: SKINS[2], hair: 'pony', hairColor: HAIRS[1] }, false],
    [680, 410, { skin: SKINS[0], hair: 'bob', hairColor: HAIRS[4] }, true],
    [860, 390, { skin: SKINS[5], hair: 'curly', hairColor: HAIRS[0] }, false],
    [1030, 400, { skin: SKINS[3], hair: 'bun', hairColor: HAIRS[0] }, false],
  ];
  for (const [x, h, look, cheer] of grads)
    o += person(a, {
      x,
      y: 790,
      h,
      age: 'teen',
      pose: cheer ? 'cheer' : 'wave',
      top: C.navy800,
      bottom: C.navy800,
      gown: true,
      accent: C.gold500,
      face: true,
      hat: cheer ? undefined : mortarboard(C.navy900, C.gold500),
      item: diploma(0, 0, 24, -60),
      ...look,
    });
  o += warmWash(a, 900, 100, 0.2);
  o += vignette(a, 0.2);
  return o;
}

export function news2(a: Art): string {
  const horizon = 420;
  let o = sky(a, 'golden', horizon);
  o += sun(a, 900, 300, 36, '#fff0cc', 0.6);
  o += ridge([[-30, 410], [400, 380], [800, 400], [1230, 375]], '#b9c6bc', 460);
  for (let i = 0; i < 10; i++) o += treeRound(a, i * 130 + a.r(-20, 20), horizon + 10, a.r(90, 120), TREE.far, false);
  o += rect(0, horizon, a.w, a.h, a.lin([[0, '#6fa27a'], [1, '#3f7a55']], 0, horizon, 0, a.h));
  o += line(0, 520, a.w, 500, '#f4f7f2', 5, { opacity: 0.8 }) + ellipse(600, 512, 200, 40, 'none', { stroke: '#f4f7f2', 'stroke-width': 5, opacity: 0.8 });
  o += rect(1000, 380, 8, 120, '#f4f7f2') + rect(1180, 370, 8, 130, '#f4f7f2') + line(1000, 382, 1188, 372, '#f4f7f2', 8);
  o += confetti(a, 60, 60, 1080, 420, 80);
  // The team in matching kit, jumping and cheering around the trophy.
  const team: [number, number, Look][] = [
    [180, 320, { pose: 'cheer', skin: SKINS[1], hair: 'pony', hairColor: HAIRS[3] }],
    [330, 340, { pose: 'jump', skin: SKINS[4], hair: 'short', hairColor: HAIRS[0] }],
    [480, 330, { pose: 'cheer', skin: SKINS[0], hair: 'curly', hairColor: HAIRS[2] }],
    [780, 335, { pose: 'jump', skin: SKINS[5], hair: 'afro', hairColor: HAIRS[0] }],
    [930, 325, { pose: 'cheer', skin: SKINS[2], hair: 'bob', hairColor: HAIRS[1] }],
    [1070, 330, { pose: 'wave', skin: SKINS[3], hair: 'buzz', hairColor: HAIRS[0] }],
  ];
  for (const [x, h, look] of team) o += person(a, { x, y: 760, h, age: 'child', top: C.coral, bottom: C.navy800, shorts: true, shortSleeves: true, face: true, accent: C.cream, ...look });
  o += person(a, {
    x: 630,
    y: 780,
    h: 360,
    age: 'child',
    pose: { view: 'front', armBack: [-150, -175], armFront: [150, 175], legBack: [-4, -2], legFront: [4, 2] },
    skin: SKINS[2],
    hair: 'short',
    hairColor: HAIRS[1],
    top: C.coral,
    bottom: C.navy800,
    shorts: true,
    shortSleeves: true,
    face: true,
    accent: C.cream,
    itemBack: `<g transform="translate(8 -4)">${trophy(0, 0, 30)}</g>`,
  });
  o += football(a, 1120, 760, 22);
  o += warmWash(a, 900, 300, 0.25);
  o += vignette(a, 0.22);
  return o;
}

export function news3(a: Art): string {
  const r = { bx: 120, by: 80, bw: 960, bh: 440 };
  let o = room(a, r, { back: '#e9e2d2', side: '#e0d8c6', floor: '#d9a86c', ceiling: '#f3eee4', floorKind: 'planks', floorLine: '#c08f55' });
  for (let i = 0; i < 5; i++) o += rect(r.bx + 40 + i * 190, r.by + 20, 150, 80, a.lin([[0, '#a9cbe0'], [1, '#e4efe9']], 0, r.by + 20, 0, r.by + 100), { stroke: '#f8f6f0', 'stroke-width': 6 });
  o += bunting(120, 140, 1080, 140, 20, [C.coral, C.gold500, C.green500, '#4f7fb0']);
  // Project tables with trifold boards.
  const board = (x: number, y: number, w: number, h: number, c: string, chart: string): string =>
    poly([[x - w * 0.3, y + 10], [x, y], [x, y - h], [x - w * 0.3, y - h + 10]], mix(c, '#0d1c36', 0.15)) +
    rect(x, y - h, w, h, c) +
    poly([[x + w, y], [x + w * 1.3, y + 10], [x + w * 1.3, y - h + 10], [x + w, y - h]], mix(c, '#0d1c36', 0.15)) +
    rect(x + w * 0.1, y - h * 0.9, w * 0.8, h * 0.12, '#ffffff', { opacity: 0.85 }) +
    chart;
  const bars = (x: number, y: number): string => [40, 70, 55, 90].map((h, i) => rect(x + i * 26, y - h, 18, h, [C.coral, C.gold500, C.green500, '#4f7fb0'][i] as string)).join('');
  o += table(a, 130, 640, 400, 110, '#fbf8f2', C.woodDark, C.navy700);
  o += board(220, 520, 200, 190, '#dfeaf3', bars(260, 500));
  // Volcano model.
  o += poly([[450, 530], [560, 530], [520, 450], [490, 450]], '#8a6240') + path('M490 452 Q505 420 520 452 Z', C.coral) + path('M496 450 q-10 30 -20 60 M514 450 q8 30 20 50', 'none', { stroke: C.coral, 'stroke-width': 8, 'stroke-linecap': 'round' });
  o += table(a, 680, 640, 400, 110, '#fbf8f2', C.woodDark, C.green600);
  o += board(760, 520, 200, 190, C.gold100, circle(820, 420, 36, C.gold300) + circle(880, 450, 22, '#4f7fb0') + circle(910, 400, 14, C.coral));
  // Solar system on sticks.
  o += circle(1040, 440, 34, C.gold500) + line(1040, 474, 1040, 530, C.navy800, 3) + circle(990, 470, 12, '#4f7fb0') + line(990, 482, 990, 530, C.navy800, 2) + circle(1090, 480, 14, C.coral) + line(1090, 494, 1090, 530, C.navy800, 2);
  // Pupils presenting and visitors looking.
  o += person(a, { x: 120, y: 790, h: 330, age: 'child', pose: 'point', skin: SKINS[4], hair: 'curly', hairColor: HAIRS[0], top: C.gold500, bottom: C.navy800, face: true });
  o += person(a, { x: 600, y: 800, h: 420, pose: 'standSide', skin: SKINS[1], hair: 'bob', hairColor: HAIRS[2], top: C.navy700, bottom: '#56627a' });
  o += person(a, { x: 690, y: 800, h: 300, age: 'child', pose: 'standSide', skin: SKINS[1], hair: 'pony', hairColor: HAIRS[3], top: C.coral, bottom: C.navy800 });
  o += person(a, { x: 1110, y: 790, h: 340, age: 'teen', pose: 'talk', flip: true, skin: SKINS[2], hair: 'short', hairColor: HAIRS[1], top: C.green500, bottom: C.navy800, face: true });
  o += warmWash(a, 600, 100, 0.2);
  o += vignette(a, 0.22);
  return o;
}

