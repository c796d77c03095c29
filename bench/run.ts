// npm run bench: build the export and the reference page, serve them on
// loopback with the native popover reference, audit one page of every
// template in both languages with Lighthouse (mobile and desktop, medians of
// N runs), measure first taps and the hero on a throttled phone in the same
// run, write bench/results.json and bench/results.md, print the tables, and
// exit non-zero when a budget is missed.
// Options: --runs N (default 3), --no-build (measure the current out/),
// --cold (build from nothing: no picture cache, no .next, as CI does).
import { execSync, spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { audit, type Preset } from './audit';
import { measureFirstUse, phone } from './first-use';
import { measureOnUse } from './on-use';
import { referencePages, sampledPages } from './pages';
import { updateReadme } from './readme';
import { firstTapTable, heroNote, markdownTable, medianRun, missedBudgets, missedTargets, targets, type PageResult } from './report';
import { benchReceiver } from './receiver';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] ?? 3) || 3;
const build = !args.includes('--no-build');
const cold = build && args.includes('--cold');
const SITE_PORT = 4601;
const REFERENCE_PORT = 4602;
const NATIVE_PORT = 4603;

function timed(command: string, cwd = '.'): number {
  const start = performance.now();
  execSync(command, { cwd, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  return Math.round((performance.now() - start) / 100) / 10;
}

async function serve(dir: string, port: number, probe = '/es/') {
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', '--port', String(port), '--dir', dir], { stdio: 'ignore' });
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await fetch(`http://localhost:${port}${probe}`).then((response) => response.ok, () => false)) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server for ${dir} did not answer`);
}

async function measureAll() {
  const servers = [
    await serve('out', SITE_PORT),
    await serve('bench/reference/out', REFERENCE_PORT),
    await serve('bench/native-reference', NATIVE_PORT, '/'),
  ];
  try {
    const urlOf = (path: string, port: number) => `http://localhost:${port}${path}`;
    const siteUrls = sampledPages.map((page) => urlOf(page.path, SITE_PORT));
    const urls = [...referencePages.map((page) => urlOf(page.path, REFERENCE_PORT)), ...siteUrls];
    const { chromium, grouped } = audit(urls, runs);
    const onUse = await measureOnUse(urls);
    const nativeUrl = urlOf('/', NATIVE_PORT);
    const homes = sampledPages.filter((page) => page.template === 'home').map((page) => urlOf(page.path, SITE_PORT));
    const { taps, heroChange } = await measureFirstUse([nativeUrl, ...siteUrls], homes, runs);
    const result = (page: Omit<PageResult, Preset | 'onUse'>, port: number): PageResult => {
      const url = urlOf(page.path, port);
      const runsOf = grouped.get(url)!;
      return { ...page, mobile: medianRun(runsOf.mobile), desktop: medianRun(runsOf.desktop), onUse: onUse.get(url)!, firstTap: taps.get(url) };
    };
    return {
      chromium,
      reference: referencePages.map((page) => result(page, REFERENCE_PORT)),
      pages: sampledPages.map((page) => result(page, SITE_PORT)),
      native: taps.get(nativeUrl)!,
      heroChange,
    };
  } finally {
    for (const server of servers) server.kill();
  }
}

async function main() {
  if (cold) for (const dir of ['.cache/images', '.next']) rmSync(dir, { recursive: true, force: true });
  const buildSeconds = build ? timed('npm run build') : null;
  const referenceBuildSeconds = timed('../../node_modules/.bin/next build', 'bench/reference');
  const { reference, pages, chromium, native, heroChange } = await measureAll();

  const lighthouse = (JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }).version;
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, Chromium ${chromium}`;
  const date = new Date().toISOString().slice(0, 10);
  const failed = missedBudgets(pages, reference, heroChange);
  const missed = missedTargets(pages, reference[0]!);
  if (buildSeconds !== null && buildSeconds > targets.buildSeconds) missed.push(`build ${buildSeconds} s > ${targets.buildSeconds} s`);
  const profile = `${phone.viewport.width}×${phone.viewport.height} touch, CPU ${phone.cpuSlowdown}× slower, ${phone.latencyMs} ms round trip, ${phone.downloadBitsPerSecond / 1e6} Mbit/s down`;
  const summary = [
    `Measured ${date} on ${machine}; Lighthouse ${lighthouse}, ${runs} run(s) per page and preset, medians. Mobile figures except the desktop score; bytes are as transferred (gzip) on first load; JS for islands is the framework's code a page with islands loads on its own, behind its first picture (none on pages without islands), vs ref its difference from the reference page's.`,
    `Build: ${buildSeconds === null ? 'not run (--no-build)' : `${buildSeconds} s ${cold ? 'from nothing (--cold)' : 'with the picture cache of earlier builds'}`} for the site, ${referenceBuildSeconds} s for the reference page.`,
    '',
    markdownTable(pages, reference),
    '',
    `First tap on the menu button, on a phone (${profile}), a fresh visit each time: milliseconds from the tap's input timestamp to the first frame with the menu open, for a first tap 1, 2, 3 and 4 s after load; medians of ${runs} run(s); × native is the ratio of the median to the native popover reference's, measured in the same run.`,
    '',
    firstTapTable(pages, native),
    '',
    heroNote(heroChange),
    ...(args.includes('--no-receiver') ? [] : ['', await benchReceiver()]),
  ].join('\n');

  const results = { date, machine, lighthouse, runs, buildSeconds, coldBuild: cold, referenceBuildSeconds, phone, reference, pages, native, heroChange: Object.fromEntries(heroChange), failed, missed };
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync('bench/results.md', `${summary}\n`);
  updateReadme(summary);
  console.log(summary);
  console.log(missed.length ? `\nTargets missed:\n- ${missed.join('\n- ')}` : '\nEvery target met.');
  if (failed.length) {
    console.error(`\nBudgets missed:\n- ${failed.join('\n- ')}`);
    process.exitCode = 1;
  } else console.log('Every budget met.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
