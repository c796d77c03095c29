// npm run bench: build the export, serve it on loopback beside its pages'
// no-script twins (bench/twins.ts) and the native popover reference page
// (bench/native-reference), and measure, in one run:
// - Lighthouse, mobile (simulated throttling) and desktop, each run in a
//   fresh Chromium with a fresh profile, medians with their spread; each
//   page's no-script twin (mobile), whose LCP is the page's reference;
// - the script each page runs before any interaction (bench/on-use.ts);
// - the first touch of each control of issue 19, at 0.5, 1 and 3 s after
//   load, on a throttled phone, a fresh visit each (bench/first-touch.ts),
//   beside the native popover page's menu;
// - how long the home hero takes to change with no input;
// - last, the enquiry receiver under load (bench/receiver.ts).
// It writes bench/results.json and bench/results.md, prints the tables,
// replaces those in docs/performance.md after a full run, and exits non-zero when a budget
// is missed (bench/report.ts).
//
// Options:
//   --runs N          runs of each measure (default 5): Lighthouse per page
//                     and preset, first touch per control and touch time
//   --pages a,b       the templates measured, by route key or template name:
//                     home, services, founder, fees, yearGroup2018 (year
//                     group), calendar, antibes, routes, contact (default all 9)
//   --locales es,en   the languages (default both)
//   --only lighthouse Lighthouse, twins and script bytes only
//   --only touch      first touches and the hero only
//   --controls a,b    first-touch controls: menu, language, carousel, video,
//                     submit, calculator, family, search (default all; menu,
//                     language and search are touched on every page measured,
//                     the others on theirs)
//   --delays 0.5,1,3  seconds after load of the first touch (default 0.5,1,3)
//   --no-build        measure the current out/
//   --cold            build from nothing (no picture cache, no .next), as CI
//   --no-receiver     leave out the receiver (a reduced run, with any of
//                     --pages, --locales, --only, --controls, --delays, does)
//   --bare-next       also audit the bare Next page in bench/reference
//   --port-base N     serve on ports N to N+3 (default 4601)
// A reduced run that finishes in under 10 minutes on a 2-core machine:
//   npm run bench -- --no-build --runs 2 --pages home,contact --locales es
// The full default run (5 runs, 18 pages, both parts) takes more than two hours.
import { execSync, spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { audit, type AuditRun, type Preset } from './audit';
import { controls, type MeasuredControl } from './controls';
import { measureFirstTouch, type TouchSeries, type TouchTarget } from './first-touch';
import { measureHeroChange, phone } from './first-use';
import { measureOnUse } from './on-use';
import { parseOptions } from './options';
import { referencePages, sampledPages } from './pages';
import { updateLatestFigures } from './latest-figures';
import { budgets, firstTouchTable, heroNote, lighthouseTable, medianRun, missedBudgets, missedTargets, scriptTable, spreadOf, targets, type PageResult } from './report';
import { benchReceiver } from './receiver';
import { writeTwins } from './twins';

const options = parseOptions(process.argv.slice(2));
const { runs } = options;
const SITE_PORT = options.portBase;
const TWIN_PORT = options.portBase + 1;
const NATIVE_PORT = options.portBase + 2;
const REFERENCE_PORT = options.portBase + 3;

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
  server.kill();
  throw new Error(`The server for ${dir} did not answer on port ${port}`);
}

const urlOf = (path: string, port: number) => `http://localhost:${port}${path}`;

async function measureAll() {
  const pages = sampledPages.filter((page) => options.templates.includes(page.template) && options.locales.includes(page.locale));
  const lighthouse = options.parts.includes('lighthouse');
  const touch = options.parts.includes('touch');
  const servers = [await serve('out', SITE_PORT)];
  try {
    const results: PageResult[] = pages.map((page) => ({ ...page }));
    const reference: PageResult[] = [];
    let chromium = '';
    if (lighthouse) {
      servers.push(await serve(writeTwins(pages.map((page) => page.path)), TWIN_PORT));
      const references = options.bareNext ? referencePages.filter((page) => options.locales.includes(page.locale)) : [];
      if (references.length) servers.push(await serve('bench/reference/out', REFERENCE_PORT));
      const both: Preset[] = ['mobile', 'desktop'];
      const audited = audit(
        [
          ...references.map((page) => ({ url: urlOf(page.path, REFERENCE_PORT), presets: both })),
          ...pages.flatMap((page) => [
            { url: urlOf(page.path, SITE_PORT), presets: both },
            { url: urlOf(page.path, TWIN_PORT), presets: ['mobile' as const] },
          ]),
        ],
        runs,
      );
      chromium = audited.chromium;
      const withAudit = (result: PageResult, port: number) => {
        const { mobile, desktop } = audited.grouped.get(urlOf(result.path, port))!;
        const spread = (pick: (run: AuditRun) => number) => spreadOf(mobile.map(pick));
        result.mobile = medianRun(mobile);
        result.desktop = medianRun(desktop);
        result.spread = { performance: spread((run) => run.scores.performance), lcp: spread((run) => run.metrics.lcp), tbt: spread((run) => run.metrics.tbt) };
      };
      for (const result of results) {
        withAudit(result, SITE_PORT);
        result.twinLcp = spreadOf(audited.grouped.get(urlOf(result.path, TWIN_PORT))!.mobile.map((run) => run.metrics.lcp));
      }
      for (const page of references) {
        const result: PageResult = { ...page, template: 'bare Next (bench/reference)' };
        withAudit(result, REFERENCE_PORT);
        reference.push(result);
      }
      const onUse = await measureOnUse(results.map((result) => urlOf(result.path, SITE_PORT)));
      for (const result of results) result.onUse = onUse.get(urlOf(result.path, SITE_PORT));
    }
    let touches: TouchSeries[] = [];
    let heroChange = new Map<string, number[]>();
    if (touch) {
      servers.push(await serve('bench/native-reference', NATIVE_PORT, '/'));
      const targetsOf = (control: MeasuredControl): TouchTarget[] => {
        const templates = controls[control].templates;
        return pages
          .filter((page) => templates === 'all' || templates.includes(page.template))
          .map((page) => ({ control, ...page, url: urlOf(page.path, SITE_PORT) }));
      };
      const touchTargets = [
        { control: 'native' as const, template: 'native reference', locale: 'es', path: '/', url: urlOf('/', NATIVE_PORT) },
        ...options.controls.flatMap(targetsOf),
      ];
      touches = await measureFirstTouch(touchTargets, options.delays, runs);
      const homes = pages.filter((page) => page.template === 'home').map((page) => urlOf(page.path, SITE_PORT));
      heroChange = await measureHeroChange(homes, runs);
    }
    return { chromium, pages: results, reference, touches, heroChange };
  } finally {
    for (const server of servers) server.kill();
  }
}

async function main() {
  if (options.cold) for (const dir of ['.cache/images', '.next']) rmSync(dir, { recursive: true, force: true });
  const buildSeconds = options.build ? timed('npm run build') : null;
  const referenceBuildSeconds = options.bareNext ? timed('../../node_modules/.bin/next build', 'bench/reference') : null;
  const { pages, reference, chromium, touches, heroChange } = await measureAll();

  const lighthouse = (JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')) as { version: string }).version;
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}${chromium ? `, Chromium ${chromium}` : ''}`;
  const date = new Date().toISOString().slice(0, 10);
  const failed = missedBudgets(pages, touches, heroChange);
  const missed = missedTargets(pages);
  if (buildSeconds !== null && buildSeconds > targets.buildSeconds) missed.push(`build ${buildSeconds} s > ${targets.buildSeconds} s`);
  const profile = `${phone.viewport.width}×${phone.viewport.height} touch, CPU ${phone.cpuSlowdown}× slower, ${phone.latencyMs} ms round trip, ${phone.downloadBitsPerSecond / 1e6} Mbit/s down`;
  const scope = options.partial ? ` A reduced run (${process.argv.slice(2).join(' ')}).` : '';
  const sections: string[] = [
    `Measured ${date} on ${machine}; ${runs} run(s) of each measure.${scope}`,
    `Build: ${buildSeconds === null ? 'not run (--no-build)' : `${buildSeconds} s ${options.cold ? 'from nothing (--cold)' : 'with the picture cache of earlier builds'}`}${referenceBuildSeconds === null ? '' : `; ${referenceBuildSeconds} s for the bare Next page`}.`,
  ];
  if (options.parts.includes('lighthouse')) {
    sections.push(
      '',
      `Lighthouse ${lighthouse}, each run in a fresh Chromium with a fresh profile: mobile (simulated throttling) figures, medians with their spread (min–max) where the runs differ, and the desktop score; bytes as transferred (gzip) on first load. The no-script twin is the same page with every script removed (bench/twins.ts), served beside it in the same run: its LCP is the page's reference (budget: at most ${budgets.lcpOverTwin} ×).`,
      '',
      lighthouseTable([...reference, ...pages]),
      '',
      'Script before any interaction: inline scripts (each gzipped) and the script files\' bodies as transferred (gzip; without the response headers, which this HTTP/1.1 server repeats on every file), until the page is quiet for 2 s with no input.',
      '',
      scriptTable(pages),
    );
  }
  if (options.parts.includes('touch')) {
    sections.push(
      '',
      `First touch, on a phone (${profile}), a fresh visit each time: the control is scrolled into view at once and touched N s after load; milliseconds from the input's timestamp to the first frame with its effect on screen, median of ${runs} with the worst run; "lost" when nothing shows within 10 s. The calculator counts from the change of its select (chosen after the touch: a headless browser has no picker). The native popover reference page is measured in the same run.`,
      '',
      firstTouchTable(touches),
      ...(heroChange.size ? ['', heroNote(heroChange)] : []),
    );
  }
  if (options.receiver) sections.push('', await benchReceiver());
  const summary = sections.join('\n');

  const results = { date, machine, lighthouse, runs, options, buildSeconds, coldBuild: options.cold, referenceBuildSeconds, phone, reference, pages, touches, heroChange: Object.fromEntries(heroChange), failed, missed };
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync('bench/results.md', `${summary}\n`);
  if (!options.partial) updateLatestFigures(summary);
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
