// Runs Lighthouse in plain Node, outside tsx: tsx's transform adds helpers
// to functions that Lighthouse sends into the page, which then fail there.
// Input (argv[2], JSON): [{ url, preset: 'mobile' | 'desktop' }, …].
// Output (stdout, JSON): one summary per input, in order (see bench/audit.ts).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import chromeFlags from '../scripts/chromium-flags.json' with { type: 'json' };

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const kindOf = { Document: 'html', Stylesheet: 'css', Script: 'js', Image: 'images', Font: 'fonts' };

function summarise(lhr) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details?.items ?? []).filter((request) => request.url.startsWith('http'));
  const bytes = { html: 0, css: 0, js: 0, images: 0, fonts: 0, other: 0 };
  for (const request of requests) bytes[kindOf[request.resourceType] ?? 'other'] += request.transferSize ?? 0;
  const lcpNode = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node');
  return {
    scores: Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    metrics: {
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      speedIndex: numeric('speed-index'),
    },
    bytes,
    requests: requests.length,
    scripts: requests.filter((request) => request.resourceType === 'Script').map((request) => new URL(request.url).pathname),
    lcpElement: lcpNode?.selector,
  };
}

// Each run in a fresh Chromium (Debian's, headless, kept off the network: see
// README, "Browsers") with a fresh profile: chrome-launcher gives every launch
// a new temporary user-data directory, and removes it when it kills Chromium.
let version = '';
const summaries = [];
/** One Lighthouse run in its own Chromium, fresh profile; Lighthouse's own failures (NO_NAVSTART on a loaded machine…) returned, not thrown. */
async function runOnce(url, preset) {
  const chromium = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: chromeFlags.filter((flag) => !flag.startsWith('--user-data-dir')),
  });
  try {
    const flags = { port: chromium.port, output: 'json', logLevel: 'error', onlyCategories: categories };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    version ||= (await (await fetch(`http://127.0.0.1:${chromium.port}/json/version`)).json()).Browser.replace(/^.*?\//, '');
    return result && !result.lhr.runtimeError ? { lhr: result.lhr } : { error: result?.lhr.runtimeError?.message ?? 'no result' };
  } finally {
    await chromium.kill();
  }
}

const jobs = JSON.parse(process.argv[2]);
for (const { url, preset } of jobs) {
  let outcome;
  // A run Lighthouse itself could not record is run again, twice at most, then fails the benchmark.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    outcome = await runOnce(url, preset);
    if (outcome.lhr) break;
    process.stderr.write(`lighthouse ${preset} ${url}: ${outcome.error}${attempt < 3 ? ', running it again' : ''}\n`);
  }
  if (!outcome.lhr) throw new Error(`${url}: ${outcome.error}`);
  summaries.push(summarise(outcome.lhr));
  const { metrics } = summaries.at(-1);
  process.stderr.write(
    `lighthouse ${summaries.length}/${jobs.length} ${preset.padEnd(7)} ${Math.round(outcome.lhr.categories.performance.score * 100)} LCP ${Math.round(metrics.lcp)} TBT ${Math.round(metrics.tbt)} ${url}\n`,
  );
}
process.stdout.write(JSON.stringify({ chromium: version, summaries }));
