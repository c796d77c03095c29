// The scale figure of issue 37: `npm run build`, step by step, on a copy of
// the site with many more news articles, each with a phone photo of its own
// (bench/news-scale/articles.ts); first from nothing (no picture cache, no
// .next), then again after one fee changed, when the picture step must
// encode nothing. It prints each step's time, the picture step's line, the
// size of out/ and the machine's load before and after. The copy is a dotted
// folder inside the project (its node_modules are the project's), never
// committed, and removed at the end unless --keep.
// Usage: tsx bench/news-scale.ts [--articles 300] [--into tests/fixtures/.news-scale] [--keep] [--reuse]
//   --keep leaves the copy; --reuse builds the articles a kept copy has (the
//   rest of it copied again, nothing built kept) instead of drawing them anew.
//        tsx bench/news-scale.ts --articles 20 --content <dir>   (only writes the articles into a content folder)
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { uptime } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { writeSampleArticles } from './news-scale/articles';

const root = process.cwd();
const args = process.argv.slice(2);
const value = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const count = Number(value('articles') ?? 300);
if (!Number.isInteger(count) || count < 1) throw new Error('--articles: a whole number, 1 or more');

/**
 * What the build reads (next build type-checks e2e/, bench/ and tests/support/
 * too): the files git tracks or would (not those it ignores), less the docs,
 * the lockfile (whose folder Next would take for the project's) and the unit
 * tests (Vitest would find them in the copy).
 */
function copyProject(into: string, fresh = true) {
  if (fresh) rmSync(into, { recursive: true, force: true });
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files.filter((name) => !/^docs\/|^package-lock\.json$|\.test\.ts$/.test(name))) {
    mkdirSync(dirname(join(into, file)), { recursive: true });
    cpSync(join(root, file), join(into, file));
  }
}

const load = () => `load ${execFileSync('uptime', { encoding: 'utf8' }).split('load average:')[1]!.trim()}`;

type Step = { command: string; seconds: number; cpuSeconds: number };

/** "1m2.5s" (the shell's `times`) in seconds. */
const shellSeconds = (text: string) => {
  const [, minutes = '0', seconds = '0'] = /(\d+)m([\d.]+)s/.exec(text) ?? [];
  return Number(minutes) * 60 + Number(seconds);
};

/**
 * Runs `npm run build`'s steps one by one in `dir`, each timed by the clock
 * and by the processor time it took (user and system, children included: the
 * shell's `times`), which other work on the machine does not inflate; stops
 * at the first that fails.
 */
function build(dir: string): Step[] {
  const { scripts } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const env = { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}` };
  return scripts.build!.split(' && ').map((command) => {
    const started = performance.now();
    const run = spawnSync('sh', ['-c', `${command}; status=$?; times >&2; exit $status`], { cwd: dir, env, encoding: 'utf8', maxBuffer: 1 << 28 });
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    if (run.status !== 0) throw new Error(`${command} failed (${run.status}):\n${run.stdout}\n${run.stderr}`);
    const [user = '', system = ''] = run.stderr.trim().split('\n').at(-1)!.split(' ');
    const cpuSeconds = Math.round((shellSeconds(user) + shellSeconds(system)) * 10) / 10;
    // The content check's, the picture step's and postbuild's own lines.
    const line = run.stdout.split('\n').find((candidate) => /^(images|postbuild|content):/.test(candidate));
    console.log(`  ${seconds.toFixed(1).padStart(6)} s (processor ${cpuSeconds.toFixed(1)} s)  ${command}${line ? `\n      ${line}` : ''}`);
    return { command, seconds, cpuSeconds };
  });
}

const total = (steps: Step[]) =>
  `${steps.reduce((sum, step) => sum + step.seconds, 0).toFixed(1)} s in all (processor ${steps.reduce((sum, step) => sum + step.cpuSeconds, 0).toFixed(1)} s)`;
const size = (path: string) => execFileSync('du', ['-sh', path], { encoding: 'utf8' }).split('\t')[0];

async function main() {
  const content = value('content');
  if (content) {
    await writeSampleArticles(resolve(content), count);
    console.log(`${count} sample articles and their photos written into ${content}`);
    return;
  }
  const into = resolve(value('into') ?? 'tests/fixtures/.news-scale');
  if (relative(root, into).startsWith('..')) throw new Error('--into: a folder inside the project, so the copy finds its node_modules');
  console.log(`Start: ${load()} (${Math.round(uptime() / 60)} min up)`);
  if (args.includes('--reuse') && existsSync(join(into, 'content/data/news'))) {
    // The articles of an earlier --keep run; the code and the rest of the content as committed now.
    copyProject(into, false);
    for (const built of ['.cache', '.next', 'out', 'out-admin', 'public/images']) rmSync(join(into, built), { recursive: true, force: true });
    console.log(`The articles of ${relative(root, into)} kept; the rest copied again`);
  } else {
    copyProject(into);
    const started = performance.now();
    await writeSampleArticles(join(into, 'content'), count);
    console.log(`${count} articles, each with its own photo, written in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }

  console.log('Build from nothing (no picture cache, no .next):');
  const cold = build(into);
  console.log(`  ${total(cold)}`);

  const feesFile = join(into, 'content/data/fees.json');
  const fees = JSON.parse(readFileSync(feesFile, 'utf8')) as { tuition: { amount: number }[] };
  fees.tuition[0]!.amount += 10;
  writeFileSync(feesFile, `${JSON.stringify(fees, null, 2)}\n`);
  console.log('Build again after one fee changed:');
  const again = build(into);
  console.log(`  ${total(again)}`);

  console.log(`out/: ${size(join(into, 'out'))}, of which pictures (out/images) ${size(join(into, 'out/images'))} and link-preview images (out/og) ${size(join(into, 'out/og'))}`);
  console.log(`End: ${load()}`);
  if (!args.includes('--keep')) rmSync(into, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
