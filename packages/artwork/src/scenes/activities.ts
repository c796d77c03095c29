/** Sports, trips, summer camps, media and the magazine cover. */
import { type Art, circle, ellipse, line, mix, n, path, poly, polyline, rect, smooth } from '../kit/core';
import { flagPole, manor, railing, school, windowPane } from '../kit/buildings';
import { room } from '../kit/interior';
import { vignette, warmWash } from '../kit/light';
import {
  canoe,
  chair,
  football,
  framedPicture,
  headphones,
  horse,
  laptop,
  lectern,
  padelRacket,
  paddle,
  sailboat,
  softShadow,
  studioMic,
  suitcase,
  surfboard,
  table,
  tennisBall,
  tent,
  tvCamera,
} from '../kit/objects';
import { C, HAIRS, SKINS } from '../kit/palette';
import { person, type PersonOptions } from '../kit/people';
import { cloud, fir, flowers, hedge, hills, mountains, palm, ridge, sky, stonePine, sun, TREE, treeOld, treeRound, tufts, water } from '../kit/nature';

type Look = Partial<PersonOptions>;

const SNOW = { body: '#8fa6c4', shade: '#7088ab', snow: '#f7f9fb', snowShade: '#d3deea' };

/** A swimmer seen from above doing front crawl, heading right. */
function swimmerTop(x: number, y: number, s: number, cap = C.coral, suit = C.navy800, skin: string = SKINS[2]): string {
  const g = (body: string): string => `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})">${body}</g>`;
  return g(
    // Wake and splash.
    ellipse(-70, 0, 70, 20, '#ffffff', { opacity: 0.25 }) +
      [-120, -100, -84].map((dx, i) => circle(dx, (i - 1) * 8, 6 + i * 2, '#ffffff', { opacity: 0.6 })).join('') +
      // Legs.
      polyline([[-30, -6], [-62, -12], [-88, -8]], skin, 9) +
      polyline([[-30, 6], [-62, 10], [-86, 16]], skin, 9) +
      // Arms: one reaching forward, one pulling back.
      polyline([[22, -12], [50, -22], [84, -20]], skin, 8) +
      polyline([[22, 12], [4, 26], [-26, 24]], skin, 8) +
      // Body and head.
      ellipse(0, 0, 36, 17, skin) +
      ellipse(-6, 0, 30, 16, suit) +
      ellipse(42, 2, 13, 12, skin) +
      path('M34 -10 A13 12 0 0 1 55 2 A13 12 0 0 1 34 14 Q38 2 34 -10 Z', cap) +
      ellipse(44, -4, 8, 3, '#ffffff', { opacity: 0.5 }),
  );
}

export function sportsSwimming(a: Art): string {
  let o = rect(0, 0, a.w, a.h, a.lin([[0, '#5fb8d0'], [1, '#3f9ec0']], 0, 0, a.w, a.h));
  // Caustic light patterns.
  for (let i = 0; i < 40; i++) {
    const x = a.r(-50, a.w);
    const y = a.r(0, a.h);
    o += path(`M${n(x)} ${n(y)} q${n(a.r(20, 40))} ${n(a.r(-14, 14))} ${n(a.r(50, 90))} 0`, 'none', { stroke: '#bfe8f2', 'stroke-width': 3, opacity: 0.35 });
  }
  // Lane markings on the bottom and lane ropes.
  for (const y of [200, 400, 600]) o += rect(0, y - 7, a.w, 14, '#2d6f95', { opacity: 0.35 });
  for (const y of [100, 300, 500, 700]) {
    for (let x = -10; x < a.w; x += 28) o += ellipse(x, y, 13, 9, (Math.floor(x / 28) % 6 < 3 ? C.coral : '#fbf8f2') as string) + ellipse(x - 3, y - 3, 5, 3, '#ffffff', { opacity: 0.4 });
  }
  o += rect(0, 0, 60, a.h, '#e9e4d8') + rect(56, 0, 10, a.h, '#fbf8f2');
  o += swimmerTop(620, 400, 2.2, C.coral, C.navy800, SKINS[3]);
  o += swimmerTop(1030, 200, 1.6, C.gold500, C.green600, SKINS[0]);
  o += swimmerTop(300, 600, 1.6, '#4f7fb0', C.navy700, SKINS[4]);
  o += vignette(a, 0.2);
  return o;
}

export function sportsPadel(a: Art): string {
  let o = rect(0, 0, a.w, a.h, a.lin([[0, '#8dbbd8'], [1, '#dcebf0']], 0, 0, 0, 300));
  o += treeRound(a, 100, 300, 260, TREE.far, false) + stonePine(a, 1080, 300, 280, TREE.far, 0.04, false) + treeRound(a, 700, 290, 220, TREE.far, false);
  // The court in perspective, seen from behind the baseline.
  const far = 300;
  const near = 800;
  o += poly([[300, far], [900, far], [1250, near], [-50, near]], '#3f6f9f');
  const w = '#f4f7f2';
  o += polyline([[320, far + 8], [880, far + 8], [1180, near - 30], [20, near - 30], [320, far + 8]], w, 4);
  o += line(600, far + 8, 600, near - 30, w, 3);
  o += line(210, 470, 990, 470, w, 3);
  // Net.
  o += rect(250, 420, 700, 46, 'none', { stroke: '#2a3448', 'stroke-width': 3 });
  for (let x = 250; x <= 950; x += 14) o += line(x, 420, x, 466, '#2a3448', 1, { opacity: 0.6 });
  for (let y = 426; y < 466; y += 10) o += line(250, y, 950, y, '#2a3448', 1, { opacity: 0.6 });
  o += rect(250, 416, 700, 6, '#fbf8f2');
  // Glass back wall and mesh side fences.
  o += rect(300, 150, 600, 150, '#dff1f8', { opacity: 0.35 });
  for (let i = 0; i <= 4; i++) o += rect(300 + i * 150 - 3, 150, 6, 150, '#2a3448');
  o += poly([[300, 150], [300, far], [-50, near], [-50, 40]], '#2a3448', { opacity: 0.15 });
  o += poly([[900, 150], [900, far], [1250, near], [1250, 40]], '#2a3448', { opacity: 0.15 });
  for (let i = 0; i < 14; i++) {
    o += line(300 - i * 25, 150 - i * 8, 300 - i * 25, far + i * 36, '#2a3448', 2, { opacity: 0.4 });
    o += line(900 + i * 25, 150 - i * 8, 900 + i * 25, far + i * 36, '#2a3448', 2, { opacity: 0.4 });
  }
  // Two rackets and a ball in the foreground.
  o += softShadow(a, 500, 720, 130, 18, 0.3) + padelRacket(470, 640, 300, -70, C.navy700, C.gold500);
  o += softShadow(a, 800, 740, 130, 18, 0.3) + padelRacket(820, 650, 300, 60, C.coral, C.navy800);
  o += softShadow(a, 640, 760, 26, 6, 0.3) + tennisBall(640, 740, 24);
  o += warmWash(a, 900, 0, 0.18);
  o += vignette(a, 0.22);
  return o;
}

/** Skis and poles for a skier figure (figure units, in the foot frame). */
const skis = (len: number, color: string): string => line(-len * 0.45, 2, len * 0.55, 2, color, 3) + path(`M${n(len * 0.55)} 2 q6 0 8 -5`, 'none', { stroke: color, 'stroke-width': 3, 'stroke-linecap': 'round' });

export function sportsSki(a: Art): string {
  let o = sky(a, 'winter', 520);
  o += sun(a, 980, 120, 30, '#ffffff', 0.5);
  o += mountains(a, [[250, 150, 330], [640, 90, 380], [1050, 170, 320]], 520, SNOW, 0.45);
  o += ridge([[-30, 470], [300, 440], [700, 480], [1230, 450]], '#e6edf4', 800);
  // The slope running down from the upper left.
  o += path(`M-20 420 Q500 470 1220 720 V820 H-20 Z`, a.lin([[0, '#ffffff'], [1, '#dde7f0']], 0, 420, 0, 800));
  o += path('M-20 520 Q600 560 1220 800', 'none', { stroke: '#c7d5e4', 'stroke-width': 3, opacity: 0.6 });
  for (const [x, y, h] of [
    [60, 480, 160],
    [140, 470, 130],
    [1120, 560, 200],
    [1040, 540, 150],
    [900, 500, 110],
  ] as const)
    o += fir(a, x, y, h, TREE.deep, true);
  // Three skiers carving down, with tracks behind them.
  const skiers: [number, number, number, Look, number][] = [
    [360, 560, 220, { skin: SKINS[1], hair: 'pony', hairColor: HAIRS[3], top: C.coral, bottom: C.navy800 }, 12],
    [640, 640, 250, { skin: SKINS[4], hair: 'short', hairColor: HAIRS[0], top: C.gold500, bottom: C.navy700 }, 16],
    [920, 730, 260, { skin: SKINS[0], hair: 'bob', hairColor: HAIRS[2], top: '#4f7fb0', bottom: C.navy800 }, 20],
  ];
  for (const [x, y, h, look, tilt] of skiers) {
    o += path(`M${x - 300} ${y - 90} Q${x - 150} ${y - 10} ${x} ${y}`, 'none', { stroke: '#c7d5e4', 'stroke-width': 4 });
    const hat = (r: number): string => path(`M${n(-r * 1.05)} ${n(-r * 0.1)} A${n(r * 1.05)} ${n(r * 1.05)} 0 0 1 ${n(r * 1.05)} ${n(-r * 0.1)} Z`, C.cream) + circle(0, -r * 1.1, r * 0.35, C.coral) + rect(-r * 1.05, -r * 0.3, r * 2.1, r * 0.3, C.coral);
    o += `<g transform="rotate(${tilt} ${x} ${y})">${person(a, { x, y, h, age: 'teen', pose: 'ski', shadow: false, hat, itemBack: line(0, 0, -14, 22, '#2a3448', 1.4), item: line(0, 0, -10, 24, '#2a3448', 1.4), ...look })}${`<g transform="translate(${x} ${y}) scale(${h / 100})">${skis(60, C.navy800)}</g>`}</g>`;
  }
  o += vignette(a, 0.18);
  return o;
}

export function tripStudy(a: Art): string {
  const ground = 560;
  let o = sky(a, 'clear', ground);
  o += cloud(a, 160, 110, 200, 0.85) + cloud(a, 880, 80, 180, 0.8);
  // The Roman aqueduct: two tiers of granite arches.
  const stone = '#c9b48e';
  const dark = '#a8916c';
  o += rect(-20, 90, a.w + 40, 24, dark) + rect(-20, 110, a.w + 40, 40, stone);
  const arches = (y0: number, y1: number, span: number, pier: number, offset: number): string => {
    let out = '';
    for (let x = offset; x < a.w + span; x += span) {
      out += rect(x, y0, pier, y1 - y0, stone) + rect(x + pier - 8, y0, 8, y1 - y0, dark);
      out += path(`M${x + pier} ${y0} H${x + span} V${y0 + 26} A${(span - pier) / 2} ${(span - pier) / 2} 0 0 0 ${x + pier} ${y0 + 26} Z`, stone);
    }
    return out;
  };
  o += arches(150, 300, 140, 46, -40);
  o += rect(-20, 296, a.w + 40, 18, dark);
  o += arches(314, ground, 140, 54, -44);
  for (let y = 170; y < ground; y += 26) for (let x = -40; x < a.w; x += 140) o += line(x + 4, y, x + 46, y, dark, 1.5, { opacity: 0.5 });
  o += rect(0, ground, a.w, a.h, a.lin([[0, '#e2d3b4'], [1, '#cdb892']], 0, ground, 0, a.h));
  for (let i = 1; i < 6; i++) o += line(0, ground + i * i * 9, a.w, ground + i * i * 9, '#c4ad86', 2, { opacity: 0.5 });
  // The group with their teacher holding up a little flag.
  o += person(a, { x: 260, y: 760, h: 330, pose: 'wave', skin: SKINS[2], hair: 'bun', hairColor: HAIRS[0], top: C.green500, bottom: C.navy800, face: true, item: line(0, 0, 0, -34, '#56627a', 1.4) + poly([[0, -34], [16, -29], [0, -24]], C.coral) });
  const pupils: [number, number, Look][] = [
    [420, 290, { skin: SKINS[1], hair: 'pony', hairColor: HAIRS[3], top: C.coral, backpack: C.gold500 }],
    [540, 300, { skin: SKINS[4], hair: 'curly', hairColor: HAIRS[0], top: C.gold500 }],
    [660, 280, { skin: SKINS[0], hair: 'short', hairColor: HAIRS[2], top: '#4f7fb0' }],
    [780, 310, { skin: SKINS[5], hair: 'long', hairColor: HAIRS[0], top: C.green300 }],
    [900, 295, { skin: SKINS[3], hair: 'buzz', hairColor: HAIRS[0], top: C.navy700 }],
    [1020, 285, { skin: SKINS[2], hair: 'bob', hairColor: HAIRS[1], top: C.gold300 }],
  ];
  pupils.forEach(([x, h, look], i) => (o += person(a, { x, y: 770 + (i % 2) * 10, h, age: 'teen', pose: i % 3 === 1 ? 'wave' : 'stand', bottom: C.navy800, face: true, ...look })));
  o += warmWash(a, 1000, 60, 0.2);
  o += vignette(a, 0.2);
  return o;
}

export function tripVisit(a: Art): string {
  const r = { bx: 160, by: 90, bw: 880, bh: 470 };
  let o = room(a, r, { back: '#e9dfcc', side: '#ded2bb', floor: '#b98a5a', ceiling: '#f4efe6', floorKind: 'planks', floorLine: '#9a6f45' });
  o += rect(r.bx, r.by, r.bw, 30, '#ffffff', { opacity: 0.3 });
  o += framedPicture(a, 240, 170, 220, 160, 'landscape', C.gold500) + framedPicture(a, 520, 150, 170, 220, 'portrait', C.gold600) + framedPicture(a, 760, 180, 220, 150, 'sun', C.gold500);
  // A sculpture on a plinth.
  o += rect(990, 430, 100, 200, '#f4efe6') + rect(990, 430, 30, 200, '#e2d9c8') + softShadow(a, 1040, 632, 70, 8);
  o += path('M1010 430 Q1000 360 1040 330 Q1080 300 1060 250 Q1100 300 1070 360 Q1050 400 1070 430 Z', '#c9b48e') + circle(1046, 318, 16, '#c9b48e');
  // A bench and the visitors.
  o += rect(340, 640, 360, 24, C.woodDark, { rx: 4 }) + rect(360, 664, 16, 50, C.navy800) + rect(664, 664, 16, 50, C.navy800);
  o += person(a, { x: 470, y: 640, h: 300, age: 'teen', pose: 'sit', anchor: 'hip', flip: true, skin: SKINS[4], hair: 'long', hairColor: HAIRS[0], top: C.coral, bottom: C.navy800 });
  const kids: [number, number, number, Look][] = [
    [240, 760, 300, { pose: 'point', skin: SKINS[1], hair: 'pony', hairColor: HAIRS[3], top: C.gold500 }],
    [760, 770, 300, { pose: 'standSide', flip: true, skin: SKINS[2], hair: 'short', hairColor: HAIRS[1], top: C.green500, backpack: C.navy500 }],
    [930, 780, 420, { pose: 'talk', flip: true, age: 'adult', skin: SKINS[3], hair: 'bun', hairColor: HAIRS[0], top: C.navy700, accent: C.cream }],
    [630, 790, 280, { pose: 'standSide', flip: true, skin: SKINS[0], hair: 'curly', hairColor: HAIRS[2], top: '#4f7fb0', backpack: C.coral }],
  ];
  for (const [x, y, h, look] of kids) o += person(a, { x, y, h, age: 'teen', bottom: C.navy800, ...look });
  for (const x of [350, 605, 870]) o += path(`M${x - 40} ${r.by} L${x + 40} ${r.by} L${x + 120} 340 L${x - 120} 340 Z`, '#fff6e0', { opacity: 0.12 });
  o += warmWash(a, 600, 80, 0.2);
  o += vignette(a, 0.24);
  return o;
}

export function tripExchange(a: Art): string {
  let o = rect(0, 0, a.w, a.h, '#e9e6df');
  // The glass front of the terminal with a plane outside.
  o += rect(0, 80, a.w, 440, a.lin([[0, '#8dbbd8'], [1, '#e4eef0']], 0, 80, 0, 520));
  o += rect(0, 430, a.w, 90, '#b8bfc6');
  o += ridge([[-30, 430], [400, 400], [800, 420], [1230, 395]], '#a9c2b8', 440);
  // A jet.
  const jet = (x: number, y: number, s: number): string =>
    `<g transform="translate(${x} ${y}) scale(${s})">${path('M-200 0 Q-210 -24 -170 -26 L150 -26 Q200 -24 214 0 Q200 20 150 22 L-170 22 Q-210 20 -200 0 Z', '#fbfbf8')}${path('M-150 -22 L-190 -90 L-160 -90 L-100 -22 Z', C.navy700)}${path('M-20 10 L-90 70 L-50 70 L40 10 Z', '#e4e6ea')}${rect(-130, -10, 260, 6, C.navy700)}${Array.from({ length: 14 }, (_, i) => circle(-120 + i * 18, -12, 3.5, '#3a4660')).join('')}${path('M176 -16 Q196 -14 204 -4 L180 -4 Z', '#3a4660')}${ellipse(-40, 28, 30, 12, '#c9ced6')}</g>`;
  o += jet(700, 400, 1.3);
  for (let i = 0; i <= 6; i++) o += rect(i * 200 - 6, 80, 12, 440, '#56627a');
  o += rect(0, 80, a.w, 14, '#56627a') + rect(0, 290, a.w, 8, '#56627a');
  o += rect(0, 0, a.w, 80, '#d9d4ca');
  // Departures board: rows of coloured blocks, no lettering.
  o += rect(860, 10, 300, 170, '#1f2633', { rx: 6 });
  for (let i = 0; i < 6; i++) o += rect(880, 28 + i * 24, 80, 12, '#e2c286', { rx: 2 }) + rect(970, 28 + i * 24, 110, 12, '#c9ced6', { rx: 2, opacity: 0.7 }) + rect(1090, 28 + i * 24, 50, 12, i % 3 ? C.green400 : C.coral, { rx: 2 });
  o += rect(0, 520, a.w, 280, a.lin([[0, '#dcd6cb'], [1, '#c9c1b3']], 0, 520, 0, 800));
  for (let i = 1; i < 8; i++) o += line(i * 150, 520, i * 190 - 110, 800, '#bdb4a4', 2);
  // Pupils with their suitcases, walking to the gate.
  const pupils: [number, number, number, Look, string][] = [
    [220, 740, 320, { skin: SKINS[1], hair: 'long', hairColor: HAIRS[3], top: C.coral, backpack: C.navy500 }, C.gold500],
    [420, 760, 340, { skin: SKINS[4], hair: 'short', hairColor: HAIRS[0], top: C.green500 }, C.navy700],
    [620, 750, 330, { skin: SKINS[0], hair: 'bun', hairColor: HAIRS[2], top: C.gold500, backpack: C.coral }, '#4f7fb0'],
    [840, 770, 350, { skin: SKINS[3], hair: 'curly', hairColor: HAIRS[0], top: '#4f7fb0' }, C.coral],
  ];
  for (const [x, y, h, look, bag] of pupils)
    o += person(a, { x, y, h, age: 'teen', pose: { view: 'side', armBack: [-30, -30], armFront: [26, 48], legBack: [-21, -26], legFront: [20, 10] }, bottom: C.navy800, itemBack: suitcase(0, 26, 22, bag), face: true, ...look });
  o += warmWash(a, 600, 100, 0.18);
  o += vignette(a, 0.2);
  return o;
}

export function tripSki(a: Art): string {
  let o = sky(a, 'winter', 480);
  o += mountains(a, [[200, 120, 300], [620, 60, 360], [1040, 130, 320]], 480, SNOW, 0.5);
  o += rect(0, 470, a.w, a.h, a.lin([[0, '#f7f9fb'], [1, '#dde7f0']], 0, 470, 0, a.h));
  // A wooden chalet with a snowy roof.
  o += rect(860, 330, 260, 170, '#a4704a') + poly([[830, 340], [990, 230], [1150, 340]], '#5a3e2b') + poly([[826, 336], [990, 222], [1154, 336], [1140, 346], [990, 244], [840, 346]], '#f7f9fb');
  for (let i = 0; i < 7; i++) o += line(860, 360 + i * 20, 1120, 360 + i * 20, '#8a5a3b', 2);
  o += windowPane(a, 890, 380, 60, 60, { glass: '#3b5680', frame: '#f4ecdb', lit: 1 }) + windowPane(a, 1030, 380, 60, 60, { glass: '#3b5680', frame: '#f4ecdb', lit: 1 }) + rect(965, 420, 50, 80, '#5a3e2b');
  for (const [x, y, h] of [
    [70, 520, 220],
    [170, 500, 160],
    [790, 480, 130],
    [1160, 520, 180],
  ] as const)
    o += fir(a, x, y, h, TREE.deep, true);
  // The group holding their skis upright.
  const ski = (c: string): string => rect(-2, -60, 4, 62, c, { rx: 2 }) + rect(3, -58, 4, 60, c, { rx: 2 }) + path('M-2 -60 q2 -8 4 0 M3 -58 q2 -8 4 0', 'none', { stroke: c, 'stroke-width': 2 });
  const group: [number, number, Look, string][] = [
    [250, 330, { skin: SKINS[1], hair: 'pony', hairColor: HAIRS[3], top: C.coral }, C.navy700],
    [410, 350, { skin: SKINS[4], hair: 'short', hairColor: HAIRS[0], top: C.gold500 }, C.coral],
    [570, 340, { skin: SKINS[0], hair: 'bob', hairColor: HAIRS[2], top: '#4f7fb0' }, C.gold500],
    [730, 360, { skin: SKINS[3], hair: 'curly', hairColor: HAIRS[0], top: C.green500 }, C.navy800],
  ];
  for (const [x, h, look, c] of group) {
    const hat = (r: number): string => path(`M${n(-r * 1.05)} ${n(-r * 0.1)} A${n(r * 1.05)} ${n(r * 1.05)} 0 0 1 ${n(r * 1.05)} ${n(-r * 0.1)} Z`, C.cream) + circle(0, -r * 1.1, r * 0.35, c) + rect(-r * 1.05, -r * 0.3, r * 2.1, r * 0.3, c);
    o += person(a, { x, y: 770, h, age: 'teen', pose: { view: 'front', armBack: [-7, -4], armFront: [20, 150], legBack: [-2, -1], legFront: [2, 1] }, bottom: C.navy800, face: true, hat, item: `<g transform="translate(4 28)">${ski(c)}</g>`, ...look });
  }
  o += vignette(a, 0.18);
  return o;
}

export function campSchoolSports(a: Art): string {
  const horizon = 360;
  let o = sky(a, 'clear', horizon);
  o += cloud(a, 120, 120, 200, 0.85) + cloud(a, 760, 90, 180, 0.8);
  for (let i = 0; i < 10; i++) o += treeRound(a, i * 130 + a.r(-20, 20), horizon + 10, a.r(100, 140), TREE.far, false);
  o += rect(0, horizon, a.w, a.h, a.lin([[0, '#6fa27a'], [1, '#3f7a55']], 0, horizon, 0, a.h));
  for (let i = 0; i < 8; i += 2) o += poly([[0, horizon + i * 55], [a.w, horizon + i * 55], [a.w, horizon + (i + 1) * 55], [0, horizon + (i + 1) * 55]], '#7fb08a', { opacity: 0.35 });
  o += line(0, 470, a.w, 460, '#f4f7f2', 4, { opacity: 0.8 }) + ellipse(600, 466, 170, 34, 'none', { stroke: '#f4f7f2', 'stroke-width': 4, opacity: 0.8 });
  // Goal.
  o += rect(980, 330, 6, 110, '#f4f7f2') + rect(1160, 320, 6, 120, '#f4f7f2') + line(980, 332, 1166, 322, '#f4f7f2', 6);
  for (let i = 1; i < 9; i++) o += line(980 + i * 21, 332 - i, 990 + i * 21, 440, '#f4f7f2', 1, { opacity: 0.5 });
  // A camp gazebo on the side.
  o += poly([[60, 330], [300, 330], [260, 270], [100, 270]], C.gold500) + rect(70, 330, 6, 110, C.navy800) + rect(284, 330, 6, 110, C.navy800);
  for (let i = 0; i < 6; i++) o += path(`M${60 + i * 40} 330 q20 16 40 0`, C.gold600);
  // Cones.
  for (const x of [380, 520, 660, 800]) o += poly([[x - 12, 640], [x + 12, 640], [x, 608]], C.coral) + rect(x - 6, 622, 12, 5, '#ffffff');
  // Children in bibs playing.
  const kids: [number, number, number, Look][] = [
    [300, 580, 240, { pose: 'run', top: C.coral, skin: SKINS[1], hair: 'pony', hairColor: HAIRS[3] }],
    [560, 640, 260, { pose: 'kick', top: C.gold500, skin: SKINS[4], hair: 'short', hairColor: HAIRS[0] }],
    [780, 600, 250, { pose: 'run', flip: true, top: C.coral, skin: SKINS[0], hair: 'curly', hairColor: HAIRS[2] }],
    [1060, 560, 230, { pose: 'jump', top: C.gold500, skin: SKINS[3], hair: 'afro', hairColor: HAIRS[0] }],
    [900, 720, 270, { pose: 'run', flip: true, top: C.gold500, skin: SKINS[2], hair: 'bob', hairColor: HAIRS[1] }],
  ];
  for (const [x, y, h, look] of kids) o += person(a, { x, y, h, age: 'child', bottom: C.navy800, shorts: true, shortSleeves: true, face: true, ...look });
  o += football(a, 660, 620, 20) + softShadow(a, 660, 642, 18, 4);
  o += person(a, { x: 160, y: 560, h: 300, pose: 'point', skin: SKINS[2], hair: 'buzz', hairColor: HAIRS[0], top: C.green500, bottom: C.navy800, shorts: true, shortSleeves: true });
  o += warmWash(a, 900, 60, 0.18);
  o += vignette(a, 0.2);
  return o;
}

export function campBeachescolas(a: Art): string {
  const sea = 380;
  let o = sky(a, 'soft', sea);
  o += cloud(a, 80, 120, 260, 0.9) + cloud(a, 700, 100, 220, 0.85);
  // Green Galician hills with pines sloping to the sea.
  o += path('M-20 260 Q200 180 420 260 Q520 300 560 380 H-20 Z', '#5e8f62') + path('M-20 320 Q180 270 340 330 Q420 360 460 400 H-20 Z', '#4a7a52');
  for (let i = 0; i < 8; i++) o += stonePine(a, 30 + i * 50, 290 + i * 10, a.r(60, 90), TREE.deep, 0.02, false);
  o += path('M1220 300 Q1050 250 960 330 Q930 360 940 390 H1220 Z', '#6f9a6c');
  // The Atlantic.
  o += water(a, 0, sea, a.w, 220, '#4f8fa8', '#6fb3c2', 16);
  for (let i = 0; i < 4; i++) {
    const y = 480 + i * 34;
    o += path(smooth(Array.from({ length: 9 }, (_, k) => [k * 160 - 40, y + (k % 2) * 8] as const)), 'none', { stroke: '#f4fbfc', 'stroke-width': 6 - i, opacity: 0.7 });
  }
  o += path('M-20 590 Q300 560 600 585 T1220 575 V620 H-20 Z', '#f4fbfc', { opacity: 0.8 });
  // Rocks and the sand.
  o += path('M900 420 Q940 380 1000 400 Q1060 390 1080 440 L880 450 Z', '#6b6f78') + path('M1000 400 Q1060 390 1080 440 L1010 446 Z', '#555a64');
  o += path('M-20 600 Q400 580 800 600 T1220 590 V820 H-20 Z', a.lin([[0, '#efdcb4'], [1, '#e2c99a']], 0, 590, 0, 800));
  for (let i = 0; i < 30; i++) o += circle(a.r(0, a.w), a.r(630, 790), a.r(1.5, 3), '#c9ad7e', { opacity: 0.6 });
  // Surfboards standing in the sand.
  const boards: [number, number, number, string, string][] = [
    [420, 760, 300, C.coral, '#fffaf0'],
    [540, 770, 330, '#fbf8f2', C.navy700],
    [660, 760, 290, C.gold500, '#fffaf0'],
    [790, 775, 320, '#3f8f8a', C.gold300],
  ];
  for (const [x, y, h, c, s] of boards) o += softShadow(a, x + 40, y + 4, 50, 8, 0.22) + surfboard(x, y, h, a.r(-8, 8), c, s);
  o += surfboard(180, 770, 220, -70, '#4f7fb0', '#fffaf0');
  o += warmWash(a, 900, 80, 0.16, '#fff4dc');
  o += vignette(a, 0.2);
  return o;
}

export function campLaEspuela(a: Art): string {
  const horizon = 420;
  let o = sky(a, 'morning', horizon);
  o += cloud(a, 600, 110, 220, 0.8);
  // Granite mountains of Gredos with late snow.
  o += mountains(a, [[180, 150, 300], [520, 110, 320], [900, 170, 340], [1150, 200, 260]], horizon, { body: '#9aa3b5', shade: '#7f889c', snow: '#f4f6f8', snowShade: '#d6dce6' }, 0.18);
  o += ridge([[-30, 400], [300, 370], [700, 395], [1230, 370]], '#8fa48a', 460);
  o += rect(0, 430, a.w, a.h, a.lin([[0, '#a7c08a'], [1, '#6f9a5c']], 0, 430, 0, a.h));
  // The farmhouse: stone walls and a tiled roof.
  o += rect(780, 360, 280, 120, '#d6cbb5') + poly([[760, 366], [920, 300], [1080, 366]], '#b8643f') + rect(800, 390, 40, 40, '#4a5568') + rect(1000, 390, 40, 40, '#4a5568') + rect(900, 410, 50, 70, '#6b4a32');
  for (let i = 0; i < 14; i++) o += ellipse(790 + (i % 7) * 40, 450 + Math.floor(i / 7) * 16, 14, 6, '#c4b89e', { opacity: 0.8 });
  o += treeOld(a, 1150, 480, 260, TREE.olive) + treeRound(a, 700, 460, 160, TREE.olive);
  // A wooden fence and the horses.
  o += railing(0, a.w, 700, 90, '#8a6240', 120).replace(/stroke-width="[0-9.]+"/g, 'stroke-width="8"');
  o += horse(a, 300, 640, 200, '#8a5a3b', '#2a1d14') + horse(a, 620, 600, 170, '#c8a27a', '#6b4a32', true, true) + horse(a, 900, 560, 130, '#4a3428', '#1f1410');
  o += flowers(a, 0, 720, 1200, 70, ['#fffaf0', C.gold300, '#d9a3c7'], 80, 4);
  o += tufts(a, 0, 760, 1200, 40, '#5d7a45', 12);
  o += warmWash(a, 1000, 80, 0.2);
  o += vignette(a, 0.2);
  return o;
}

export function campImmersion(a: Art): string {
  let o = rect(0, 0, a.w, a.h, a.lin([[0, '#ebe4d6'], [1, '#f3ede2']], 0, 0, a.w, 0));
  // Whiteboard with sticky notes and an idea bulb; a small flag pennant.
  o += rect(80, 70, 640, 320, '#fbfbf8', { stroke: '#c9ced6', 'stroke-width': 8 });
  const notes = [C.gold300, C.coralLight, C.green100, '#cfe0f0'];
  for (let i = 0; i < 10; i++) o += rect(110 + (i % 5) * 80, 100 + Math.floor(i / 5) * 90, 62, 62, notes[i % 4] as string, { rx: 3 });
  o += circle(610, 190, 46, C.gold300) + rect(590, 236, 40, 30, '#c9ced6', { rx: 4 }) + path('M596 200 q14 -30 28 0', 'none', { stroke: C.gold600, 'stroke-width': 4 });
  for (const ang of [-60, -30, 0, 30, 60]) {
    const r = (ang * Math.PI) / 180;
    o += line(610 + Math.sin(r) * 60, 190 - Math.cos(r) * 60, 610 + Math.sin(r) * 80, 190 - Math.cos(r) * 80, C.gold500, 4);
  }
  o += path('M200 340 L300 310 L380 320 L480 280', 'none', { stroke: C.navy500, 'stroke-width': 4 });
  o += line(860, 60, 860, 200, '#56627a', 3);
  const ukClip = a.clip(rect(864, 70, 120, 72, '#000'));
  o += `<g clip-path="${ukClip}">${rect(864, 70, 120, 72, '#012169')}${line(864, 70, 984, 142, '#ffffff', 14)}${line(984, 70, 864, 142, '#ffffff', 14)}${line(864, 70, 984, 142, '#c8102e', 5)}${line(984, 70, 864, 142, '#c8102e', 5)}${rect(912, 70, 24, 72, '#ffffff')}${rect(864, 94, 120, 24, '#ffffff')}${rect(917, 70, 14, 72, '#c8102e')}${rect(864, 99, 120, 14, '#c8102e')}</g>`;
  o += rect(0, 600, a.w, 200, a.lin([[0, '#c8a27a'], [1, '#a9825a']], 0, 600, 0, 800));
  // The teacher presenting and the pupils around their table.
  o += person(a, { x: 800, y: 640, h: 440, pose: 'point', flip: true, skin: SKINS[3], hair: 'bob', hairColor: HAIRS[0], top: C.green500, bottom: C.navy800, face: true });
  o += person(a, { x: 260, y: 560, h: 360, age: 'teen', pose: 'sit', anchor: 'hip', skin: SKINS[1], hair: 'pony', hairColor: HAIRS[3], top: C.coral, bottom: C.navy800, face: true });
  o += chair(240, 620, 180, C.navy700);
  o += person(a, { x: 520, y: 700, h: 400, age: 'teen', pose: { view: 'front', armBack: [-150, -170], armFront: [14, -60], legBack: [-2, -1], legFront: [2, 1] }, skin: SKINS[4], hair: 'short', hairColor: HAIRS[0], top: C.gold500, bottom: C.navy800, face: true });
  o += person(a, { x: 1020, y: 560, h: 360, age: 'teen', pose: 'sit', anchor: 'hip', flip: true, skin: SKINS[0], hair: 'curly', hairColor: HAIRS[2], top: '#4f7fb0', bottom: C.navy800, face: true });
  o += chair(1040, 620, 180, C.navy700, true);
  o += table(a, 330, 720, 560, 150, '#e9dcc3', '#56627a');
  o += laptop(a, 580, 568, 180, true, '#7fb0d3') + rect(380, 556, 60, 60, C.gold300, { rx: 3, transform: 'rotate(-8 410 586)' }) + rect(450, 560, 56, 56, C.coralLight, { rx: 3, transform: 'rotate(6 478 588)' });
  o += warmWash(a, 900, 100, 0.2);
  o += vignette(a, 0.2);
  return o;
}

export function campVillage(a: Art): string {
  const horizon = 330;
  let o = sky(a, 'clear', horizon);
  o += cloud(a, 120, 110, 200, 0.85) + cloud(a, 800, 80, 180, 0.8);
  o += ridge([[-30, 320], [400, 290], [800, 310], [1230, 285]], '#a8c2b4', 380);
  for (let i = 0; i < 16; i++) o += fir(a, i * 80 + a.r(-15, 15), horizon + 16, a.r(90, 130), TREE.far, false, false);
  o += rect(0, horizon + 10, a.w, a.h, a.lin([[0, '#7fae8c'], [1, '#4f8a63']], 0, horizon, 0, a.h));
  // Two courts in perspective.
  const court = (pts: [number, number][], color: string): string => poly(pts, color) + polyline(pts.concat([pts[0] as [number, number]]), '#f4f7f2', 3);
  o += court([[80, 420], [520, 420], [560, 640], [20, 640]], '#4f7fb0');
  o += line(50, 530, 540, 530, '#2a3448', 5) + line(50, 522, 540, 522, '#f4f7f2', 2);
  o += court([[640, 420], [1080, 420], [1160, 640], [620, 640]], C.terracotta);
  o += line(630, 530, 1120, 530, '#2a3448', 5) + line(630, 522, 1120, 522, '#f4f7f2', 2);
  // The tents of the village: white marquees and bell tents with pennants.
  const bellTent = (x: number, y: number, w: number, color: string): string =>
    softShadow(a, x, y, w * 0.6, w * 0.06) +
    path(`M${x - w / 2} ${y} Q${x - w * 0.4} ${y - w * 0.4} ${x} ${y - w * 0.75} Q${x + w * 0.4} ${y - w * 0.4} ${x + w / 2} ${y} Z`, '#fbf8f2') +
    path(`M${x} ${y - w * 0.75} Q${x + w * 0.4} ${y - w * 0.4} ${x + w / 2} ${y} L${x + w * 0.1} ${y} Z`, '#e4ddd0') +
    path(`M${x - w * 0.12} ${y} L${x} ${y - w * 0.35} L${x + w * 0.12} ${y} Z`, mix(color, '#0d1c36', 0.2)) +
    line(x, y - w * 0.75, x, y - w * 0.95, '#56627a', 2) +
    poly([[x, y - w * 0.95], [x + w * 0.16, y - w * 0.9], [x, y - w * 0.85]], color);
  o += bellTent(160, 760, 200, C.coral) + bellTent(400, 780, 230, C.gold500) + bellTent(700, 770, 210, C.green500) + bellTent(960, 760, 220, C.navy700);
  o += tent(a, 1040, 560, 120, C.green500) + tent(a, 540, 380, 90, C.coral);
  o += flagPole(590, 700, 300, [C.navy700, C.gold500, C.navy700]);
  o += stonePine(a, 1150, 760, 300, TREE.green);
  o += warmWash(a, 900, 60, 0.18);
  o += vignette(a, 0.2);
  return o;
}

export function campEeuu(a: Art): string {
  const lake = 420;
  let o = sky(a, 'morning', lake);
  o += cloud(a, 160, 120, 220, 0.8) + cloud(a, 860, 90, 180, 0.75);
  o += hills(a, 330, 70, '#7e9c88', 5, lake + 10);
  o += hills(a, 380, 50, '#5f8a6c', 6, lake + 10);
  // Dense forest of conifers and broadleaves along the shore.
  for (let i = 0; i < 30; i++) {
    const x = i * 42 + a.r(-10, 10);
    o += i % 3 ? fir(a, x, lake + 6, a.r(110, 170), TREE.deep, false, false) : treeRound(a, x, lake + 6, a.r(100, 140), TREE.green, false);
  }
  o += water(a, 0, lake, a.w, 400, '#6f9fb4', '#3f7d9a', 20);
  // Reflections of the trees.
  o += rect(0, lake, a.w, 40, '#2f5a4a', { opacity: 0.35, filter: a.blur(6) });
  // A wooden dock with canoes tied to it, and canoes out on the lake.
  o += poly([[760, 800], [1000, 800], [900, 560], [840, 560]], C.wood) + poly([[760, 800], [780, 800], [850, 560], [840, 560]], C.woodDark);
  for (let i = 0; i < 8; i++) o += line(770 + i * 2, 800 - i * 30, 990 - i * 11, 800 - i * 30, C.woodDark, 2, { opacity: 0.6 });
  o += canoe(620, 700, 260, C.coral) + canoe(1080, 650, 220, '#3f8f8a') + canoe(420, 520, 150, C.gold500) + canoe(980, 490, 110, C.coral);
  o += paddle(600, 680, 120, 60);
  o += person(a, { x: 420, y: 512, h: 80, age: 'teen', pose: { view: 'side', armBack: [40, 70], armFront: [60, 100], legBack: [86, 2], legFront: [92, 6] }, anchor: 'hip', skin: SKINS[2], hair: 'pony', top: C.navy700, bottom: C.navy800 });
  o += fir(a, 80, 800, 380, TREE.deep) + fir(a, 200, 820, 300, TREE.deep);
  o += warmWash(a, 900, 60, 0.2);
  o += vignette(a, 0.22);
  return o;
}

export function campAntibes(a: Art): string {
  const sea = 360;
  let o = sky(a, 'clear', sea);
  o += sun(a, 1000, 110, 30, '#fff6e0', 0.5);
  // The Alps, faint beyond the bay.
  o += mountains(a, [[700, 250, 200], [950, 230, 240], [1150, 260, 180]], sea, { body: '#b8c8da', shade: '#a6b8cc', snow: '#f4f7fa', snowShade: '#e0e8f0' }, 0.35);
  o += water(a, 0, sea, a.w, 440, '#3fa6bf', '#1f7a9a', 24);
  // The old town on its rocks: ochre houses, terracotta roofs, the ramparts.
  o += path('M-20 420 Q120 380 260 400 Q360 410 420 470 L420 520 H-20 Z', '#b9a27e');
  o += rect(-20, 430, 440, 60, '#d8c39a');
  for (let i = 0; i < 9; i++) o += rect(-20 + i * 50, 420, 30, 14, '#d8c39a');
  const houses: [number, number, number, number, string][] = [
    [10, 330, 80, 100, '#e8c98a'],
    [90, 300, 70, 130, '#f0dcb2'],
    [160, 320, 90, 110, '#e2b67a'],
    [250, 340, 70, 90, '#f4e3c2'],
    [320, 360, 80, 70, '#e8c98a'],
  ];
  for (const [x, y, w, h, c] of houses) {
    o += rect(x, y, w, h, c) + poly([[x - 6, y], [x + w / 2, y - 26], [x + w + 6, y]], C.terracotta);
    for (let k = 0; k < Math.floor(w / 28); k++) o += rect(x + 10 + k * 28, y + 20, 12, 18, '#4a6a8a') + rect(x + 10 + k * 28, y + 50, 12, 18, '#4a6a8a');
  }
  o += rect(190, 220, 40, 110, '#e2b67a') + poly([[184, 220], [210, 190], [236, 220]], C.terracotta);
  o += palm(a, 380, 480, 200, 0.1) + palm(a, 40, 470, 170, -0.08);
  // Boats on the water.
  o += sailboat(760, 560, 260, '#fffaf0', '#fbfbf7', C.navy700);
  o += sailboat(1050, 450, 120, '#fffaf0', '#fbfbf7', C.coral);
  o += path('M640 566 Q760 580 900 566', 'none', { stroke: '#ffffff', 'stroke-width': 3, opacity: 0.5 });
  // Rocky shore in the foreground.
  o += path('M-20 820 V680 Q100 640 200 670 Q300 650 360 700 Q420 740 520 760 V820 Z', '#a4947c') + path('M-20 820 V720 Q120 690 240 720 Q360 740 520 780 V820 Z', '#8a7a64');
  o += warmWash(a, 1000, 110, 0.2);
  o += vignette(a, 0.2);
  return o;
}

export function campBuckswood(a: Art): string {
  const horizon = 380;
  let o = sky(a, 'soft', horizon);
  o += cloud(a, 100, 150, 300, 0.9, '#fbfbf8') + cloud(a, 720, 120, 260, 0.85, '#fbfbf8') + cloud(a, 440, 80, 160, 0.7, '#fbfbf8');
  // Patchwork fields with hedgerows.
  o += path('M-20 360 Q300 320 600 350 T1220 340 V500 H-20 Z', '#9cbf8a');
  o += path('M-20 400 Q300 370 620 395 T1220 380 V520 H-20 Z', '#86b07a');
  for (const [x1, y1, x2, y2] of [
    [100, 360, 260, 420],
    [600, 350, 560, 420],
    [900, 345, 1000, 410],
  ] as const)
    o += line(x1, y1, x2, y2, '#4f7a4a', 8);
  for (let i = 0; i < 12; i++) o += treeRound(a, i * 110 + a.r(-20, 20), 390 + a.r(-10, 10), a.r(60, 90), TREE.olive, false);
  o += manor(a, 600, 520, 560);
  o += rect(0, 515, a.w, a.h, a.lin([[0, '#7fae6c'], [1, '#4f8a4f']], 0, 515, 0, a.h));
  o += treeOld(a, 150, 600, 360, TREE.deep) + treeOld(a, 1080, 610, 380, TREE.green);
  o += hedge(0, 700, 300, 36, TREE.deep) + hedge(900, 700, 300, 36, TREE.deep);
  o += path('M560 520 Q620 620 520 800 H700 Q660 640 640 520 Z', '#e4d5b8');
  // Sheep grazing on the lawn.
  for (const [x, y] of [
    [330, 640],
    [380, 660],
    [850, 650],
    [920, 630],
  ] as const)
    o += ellipse(x, y, 22, 14, '#fbf8f1') + circle(x + 20, y - 6, 7, '#3a3a3a') + line(x - 10, y + 12, x - 10, y + 20, '#3a3a3a', 3) + line(x + 10, y + 12, x + 10, y + 20, '#3a3a3a', 3);
  o += warmWash(a, 900, 100, 0.14);
  o += vignette(a, 0.2);
  return o;
}

export function mediaEmprende(a: Art): string {
  let o = rect(0, 0, a.w, a.h, '#26304a');
  o += rect(0, 420, a.w, 80, '#8a6240') + rect(0, 418, a.w, 8, '#b98a5a');
  // The big screen with a growth chart and a light bulb.
  o += rect(460, 60, 640, 330, '#fbfbf8', { rx: 6 }) + rect(460, 60, 640, 330, 'none', { stroke: '#15294a', 'stroke-width': 6, rx: 6 });
  [90, 130, 170, 230].forEach((h, i) => (o += rect(540 + i * 80, 340 - h, 50, h, [C.green400, C.gold500, '#4f7fb0', C.coral][i] as string)));
  o += polyline([[520, 300], [620, 260], [700, 270], [800, 190], [880, 150]], C.navy700, 5) + poly([[880, 150], [860, 152], [872, 168]], C.navy700);
  o += circle(1000, 170, 44, C.gold300) + rect(982, 214, 36, 26, '#c9ced6', { rx: 4 });
  for (const ang of [-60, -30, 0, 30, 60]) {
    const r = (ang * Math.PI) / 180;
    o += line(1000 + Math.sin(r) * 56, 170 - Math.cos(r) * 56, 1000 + Math.sin(r) * 74, 170 - Math.cos(r) * 74, C.gold500, 4);
  }
  o += rect(460, 60, 640, 330, a.rad([[0, '#ffffff', 0.1], [1, '#ffffff', 0]], 780, 200, 400));
  // The speaker at the lectern.
  o += person(a, { x: 260, y: 430, h: 300, pose: 'talk', skin: SKINS[3], hair: 'short', hairColor: HAIRS[0], top: C.navy700, bottom: '#3a4660', accent: C.cream, face: true });
  o += lectern(340, 430, 160, C.woodDark);
  o += circle(260, 250, 160, '#fff1c9', { opacity: 0.08 });
  // The audience, seen from behind.
  o += rect(0, 500, a.w, 300, '#1e2640');
  for (let row = 0; row < 3; row++) {
    const y = 600 + row * 90;
    const s = 1 + row * 0.35;
    for (let x = 30 + (row % 2) * 50; x < a.w; x += 100 * s) {
      const skin = a.pick(SKINS);
      const hair = a.pick(HAIRS);
      o += rect(x - 34 * s, y, 68 * s, 90 * s, a.pick([C.navy700, C.green600, C.coral, C.gold600, '#3a4660']), { rx: 22 * s });
      o += circle(x, y - 16 * s, 22 * s, skin) + path(`M${x - 23 * s} ${y - 14 * s} A${23 * s} ${23 * s} 0 0 1 ${x + 23 * s} ${y - 14 * s} Q${x + 24 * s} ${y + 2 * s} ${x} ${y + 2 * s} Q${x - 24 * s} ${y + 2 * s} ${x - 23 * s} ${y - 14 * s} Z`, hair);
    }
  }
  o += vignette(a, 0.3);
  return o;
}

export function mediaTv(a: Art): string {
  let o = rect(0, 0, a.w, a.h, '#1e3658');
  // Set backdrop in school colours.
  o += rect(340, 90, 760, 420, a.lin([[0, '#2f5a6e'], [1, '#245840']], 340, 0, 1100, 0), { rx: 10 });
  o += circle(720, 300, 160, C.gold500, { opacity: 0.25 }) + circle(720, 300, 110, C.gold300, { opacity: 0.25 });
  for (let i = 0; i < 5; i++) o += rect(380 + i * 140, 130, 100, 8, '#ffffff', { opacity: 0.12 });
  o += rect(0, 520, a.w, 280, a.lin([[0, '#2a3448'], [1, '#1f2633']], 0, 520, 0, 800));
  // The presenters behind their desk.
  o += person(a, { x: 600, y: 620, h: 380, age: 'teen', pose: 'talk', flip: true, skin: SKINS[1], hair: 'long', hairColor: HAIRS[1], top: C.coral, bottom: C.navy800, face: true, shadow: false });
  o += person(a, { x: 840, y: 620, h: 400, age: 'teen', pose: 'holdFront', skin: SKINS[4], hair: 'short', hairColor: HAIRS[0], top: C.navy700, bottom: C.navy800, face: true, accent: C.gold500, shadow: false, item: rect(-2, -14, 10, 16, '#fbf8f2') });
  o += path('M440 480 L1000 480 L980 620 L460 620 Z', C.cream2) + rect(440, 470, 560, 16, '#fbf8f2') + rect(460, 540, 520, 10, C.gold500);
  // Studio lights on stands.
  for (const [x, flip] of [
    [260, false],
    [1150, true],
  ] as const) {
    o += line(x, 800, x, 220, '#56627a', 5) + line(x - 40, 800, x, 700, '#56627a', 4) + line(x + 40, 800, x, 700, '#56627a', 4);
    o += rect(x - 40, 170, 80, 70, '#2a3448', { rx: 6, transform: `rotate(${flip ? -20 : 20} ${x} 205)` }) + rect(x - 30, 180, 60, 50, '#fff1c9', { rx: 4, transform: `rotate(${flip ? -20 : 20} ${x} 205)` });
    o += poly([[x, 205], [flip ? 700 : 740, 420], [flip ? 900 : 540, 560]], '#fff1c9', { opacity: 0.08 });
  }
  // The camera in the foreground, lens towards the set.
  o += circle(160, 480, 260, '#8da3c2', { opacity: 0.18, filter: a.blur(40) });
  o += tvCamera(a, 150, 800, 560);
  o += vignette(a, 0.3);
  return o;
}

export function mediaRadio(a: Art): string {
  let o = rect(0, 0, a.w, a.h, '#1e3658');
  for (let r = 0; r < 5; r++) for (let c = 0; c < 8; c++) o += rect(c * 155 + 6, r * 120 + 6, 143, 108, (r + c) % 2 ? '#243f66' : '#203a5e', { rx: 6 });
  o += rect(490, 60, 220, 70, '#2a1418', { rx: 12 }) + rect(504, 74, 192, 42, '#e0553a', { rx: 8 }) + ellipse(600, 95, 180, 70, '#e0553a', { opacity: 0.16, filter: a.blur(16) });
  o += rect(0, 560, a.w, 240, a.lin([[0, '#b98a5a'], [1, '#6e4a2c']], 0, 560, 0, 800)) + rect(0, 550, a.w, 16, '#c99a66');
  // Two pupils facing each other across the desk, headphones on, microphones between them.
  const hp = (r: number): string => path(`M${n(-r * 1.1)} 0 A${n(r * 1.12)} ${n(r * 1.12)} 0 0 1 ${n(r * 1.1)} 0`, 'none', { stroke: '#1f2633', 'stroke-width': n(r * 0.22) }) + rect(-r * 0.75, -r * 0.35, r * 0.5, r * 0.8, '#1f2633', { rx: r * 0.2 });
  o += person(a, { x: 280, y: 500, h: 420, age: 'teen', anchor: 'hip', skin: SKINS[2], hair: 'pony', hairColor: HAIRS[1], top: C.coral, bottom: C.navy800, face: true, hat: hp, pose: { view: 'side', armBack: [18, 80], armFront: [30, 110], legBack: [86, 2], legFront: [92, 6] } });
  o += person(a, { x: 920, y: 500, h: 420, age: 'teen', pose: 'sit', anchor: 'hip', flip: true, skin: SKINS[4], hair: 'curly', hairColor: HAIRS[0], top: C.gold500, bottom: C.navy800, face: true, hat: hp });
  o += studioMic(a, 480, 330, 150) + rect(472, 420, 16, 140, '#2a3448') + rect(440, 552, 80, 10, '#2a3448', { rx: 4 });
  o += studioMic(a, 720, 330, 150) + rect(712, 420, 16, 140, '#2a3448') + rect(680, 552, 80, 10, '#2a3448', { rx: 4 });
  o += laptop(a, 540, 560, 140, false, '#6f9fd0');
  o += headphones(1080, 560, 90, '#1f2633', C.gold500);
  o += warmWash(a, 600, 100, 0.16, '#ffcf8a');
  o += vignette(a, 0.3);
  return o;
}

export function magazineCover(a: Art): string {
  const W = a.w;
  let o = rect(0, 0, W, a.h, '#faf7f1');
  // Masthead.
  o += rect(0, 0, W, 16, C.navy800);
  o += `<text x="${W / 2}" y="148" text-anchor="middle" font-family="serif" font-size="80" font-weight="bold" fill="${C.navy800}" textLength="${W - 110}" lengthAdjust="spacingAndGlyphs">The Liceo Times</text>`;
  o += rect(50, 180, W - 100, 3, C.gold500) + rect(50, 226, W - 100, 1.5, C.gold500);
  o += `<text x="60" y="214" font-family="serif" font-size="26" font-weight="bold" fill="${C.coral}">Nº 1</text>`;
  o += `<text x="${W - 60}" y="214" text-anchor="end" font-family="serif" font-size="26" fill="${C.navy800}">Diciembre 2023</text>`;
  // Cover picture: the school on a winter evening, lights strung, a decorated tree.
  const px = 50;
  const py = 260;
  const pw = W - 100;
  const ph = a.h - py - 70;
  const clip = a.clip(rect(px, py, pw, ph, '#000'));
  let p = rect(px, py, pw, ph, a.lin([[0, '#15294a'], [0.6, '#3b5680'], [1, '#8da3c2']], 0, py, 0, py + ph));
  for (let i = 0; i < 40; i++) p += circle(px + a.rnd() * pw, py + a.rnd() * ph * 0.5, a.r(1, 2.2), '#fffaf0', { opacity: a.r(0.4, 0.9) });
  p += circle(px + pw * 0.8, py + 110, 36, '#f6ead2') + circle(px + pw * 0.8 + 14, py + 100, 32, '#15294a');
  const ground = py + ph * 0.68;
  p += ridge([[px - 20, ground - 40], [px + 200, ground - 70], [px + 450, ground - 50], [px + pw + 20, ground - 80]], '#5a6f90', ground + 10);
  p += school(a, { x: W / 2, y: ground, w: 560, floorH: 42, wall: '#d9d2c6', roof: '#8e4a34', lit: 0.85, doorOpen: true, cupola: true });
  // Snow on the roofs and the ground.
  p += rect(W / 2 - 290, ground - 112, 580, 6, '#ffffff', { opacity: 0.9 });
  p += rect(px, ground, pw, ph, a.lin([[0, '#eef3f8'], [1, '#c9d6e6']], 0, ground, 0, py + ph));
  p += fir(a, px + 90, ground + 40, 220, TREE.deep, true) + fir(a, px + pw - 80, ground + 30, 190, TREE.deep, true);
  // The big tree with lights in front of the school.
  const tx = W / 2;
  p += fir(a, tx, ground + 120, 260, { leaf: '#2f6b4f', dark: '#1b4431', light: '#4f8a68', trunk: '#5a3e2b' }, true);
  for (let i = 0; i < 26; i++) {
    const t = a.rnd();
    const yy = ground + 120 - 30 - t * 200;
    const half = (1 - t) * 48 + 6;
    p += circle(tx + a.r(-half, half), yy, 4.5, a.pick([C.gold300, C.coral, '#fff1c9', C.gold500]));
  }
  p += poly(Array.from({ length: 10 }, (_, i) => {
    const ang = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? 7 : 17;
    return [tx + Math.cos(ang) * rr, ground + 120 - 262 + Math.sin(ang) * rr] as const;
  }), C.gold300);
  // String lights along the façade.
  for (let i = 0; i < 30; i++) {
    const x = W / 2 - 270 + i * 18.6;
    p += circle(x, ground - 100 + Math.sin(i * 0.7) * 5, 3.2, i % 3 ? '#fff1c9' : C.gold300);
  }
  // Children in scarves admiring the tree.
  const scarf = (c: string) => (r: number): string => rect(-r * 0.9, r * 0.9, r * 1.8, r * 0.45, c, { rx: r * 0.2 });
  p += person(a, { x: px + 150, y: py + ph - 40, h: 170, age: 'child', pose: 'point', skin: SKINS[1], hair: 'pony', hairColor: HAIRS[3], top: C.coral, bottom: C.navy800, hat: scarf(C.gold300) });
  p += person(a, { x: px + 240, y: py + ph - 30, h: 150, age: 'child', pose: 'wave', skin: SKINS[4], hair: 'curly', hairColor: HAIRS[0], top: C.green500, bottom: C.navy800, hat: scarf(C.coral) });
  p += person(a, { x: px + pw - 170, y: py + ph - 35, h: 190, age: 'teen', pose: 'standSide', flip: true, skin: SKINS[2], hair: 'bob', hairColor: HAIRS[1], top: C.navy700, bottom: '#3a4660', hat: scarf(C.gold500) });
  for (let i = 0; i < 70; i++) p += circle(px + a.rnd() * pw, py + a.rnd() * ph, a.r(1.5, 3.5), '#ffffff', { opacity: a.r(0.5, 0.9) });
  p += rect(px, py, pw, ph, a.rad([[0, '#ffd9a0', 0.2], [1, '#ffd9a0', 0]], W / 2, ground, 360));
  o += `<g clip-path="${clip}">${p}</g>`;
  o += rect(px, py, pw, ph, 'none', { stroke: C.navy800, 'stroke-width': 2 });
  // Footer band.
  o += rect(50, a.h - 46, W - 100, 3, C.gold500);
  o += rect(50, a.h - 34, 120, 12, C.navy800, { rx: 2 }) + rect(180, a.h - 34, 80, 12, C.coral, { rx: 2 }) + rect(W - 170, a.h - 34, 120, 12, C.green500, { rx: 2 });
  return o;
}

