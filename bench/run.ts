// npm run bench: build the export and the reference page, serve both on
// loopback, audit one page of every template in both languages with
// Lighthouse (mobile and desktop, medians of N runs), write
// bench/results.json and bench/results.md, print the table, and exit
// non-zero when a page falls below the floors of issue 6.
// Options: --runs N (default 3), --no-build (measure the current out/),
// --cold (build from nothing: no picture cache, no .next, as CI does).
import { execSync, spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { audit, type Preset } from './audit';
import { measureOnUse } from './on-use';
import { referencePages, sampledPages } from './pages';
import { updateReadme } from './readme';
import { failures, markdownTable, medianRun, missedTargets, targets, type PageResult } from './report';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] ?? 3) || 3;
const build = !args.includes('--no-build');
const cold = build && args.includes('--cold');
const SITE_PORT = 4601;
const REFERENCE_PORT = 4602;

function timed(command: string, cwd = '.'): number {
  const start = performance.now();
  execSync(command, { cwd, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  return Math.round((performance.now() - start) / 100) / 10;
}

async function serve(dir: string, port: number) {
  const server = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port), '--dir', dir], { stdio: 'ignore' });
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await fetch(`http://localhost:${port}/es/`).then((response) => response.ok, () => false)) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server for ${dir} did not answer`);
}

async function measureAll() {
  const servers = [await serve('out', SITE_PORT), await serve('bench/reference/out', REFERENCE_PORT)];
  try {
    const urlOf = (path: string, port: number) => `http://localhost:${port}${path}`;
    const urls = [
      ...referencePages.map((page) => urlOf(page.path, REFERENCE_PORT)),
      ...sampledPages.map((page) => urlOf(page.path, SITE_PORT)),
    ];
    const { chromium, grouped } = audit(urls, runs);
    const onUse = await measureOnUse(urls);
    const result = (page: Omit<PageResult, Preset | 'onUse'>, port: number): PageResult => {
      const url = urlOf(page.path, port);
      const runsOf = grouped.get(url)!;
      return { ...page, mobile: medianRun(runsOf.mobile), desktop: medianRun(runsOf.desktop), onUse: onUse.get(url)! };
    };
    return {
      chromium,
      reference: referencePages.map((page) => result(page, REFERENCE_PORT)),
      pages: sampledPages.map((page) => result(page, SITE_PORT)),
    };
  } finally {
    for (const server of servers) server.kill();
  }
}

async function main() {
  if (cold) for (const dir of ['.cache/images', '.next']) rmSync(dir, { recursive: true, force: true });
  const buildSeconds = build ? timed('npm run build') : null;
  const referenceBuildSeconds = timed('../../node_modules/.bin/next build', 'bench/reference');
  const { reference, pages, chromium } = await measureAll();

  const lighthouse = (JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }).version;
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, Chromium ${chromium}`;
  const date = new Date().toISOString().slice(0, 10);
  const failed = failures(pages);
  const missed = missedTargets(pages, reference[0]!);
  if (buildSeconds !== null && buildSeconds > targets.buildSeconds) missed.push(`build ${buildSeconds} s > ${targets.buildSeconds} s`);
  const summary = [
    `Measured ${date} on ${machine}; Lighthouse ${lighthouse}, ${runs} run(s) per page and preset, medians. Mobile figures except the desktop score; bytes are as transferred (gzip) on first load; JS on use is what the first interaction adds (the framework's scripts, sent late), vs ref its difference from the reference page.`,
    `Build: ${buildSeconds === null ? 'not run (--no-build)' : `${buildSeconds} s ${cold ? 'from nothing (--cold)' : 'with the picture cache of earlier builds'}`} for the site, ${referenceBuildSeconds} s for the reference page.`,
    '',
    markdownTable(pages, reference),
  ].join('\n');

  const results = { date, machine, lighthouse, runs, buildSeconds, coldBuild: cold, referenceBuildSeconds, reference, pages, failed, missed };
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync('bench/results.md', `${summary}\n`);
  updateReadme(summary);
  console.log(summary);
  console.log(missed.length ? `\nTargets missed:\n- ${missed.join('\n- ')}` : '\nEvery target met.');
  if (failed.length) {
    console.error(`\nBelow the floor:\n- ${failed.join('\n- ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
