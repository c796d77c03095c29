// The first touch of each control of issue 19, as a new visitor meets it: on
// the phone profile (bench/first-use.ts), a fresh context per visit, the
// visitor scrolls the control into view at once when its document is parsed and
// touches it N s after `load` (real touch input: Input.dispatchTouchEvent at
// the control's centre). The figure is the time from the input event's
// timestamp to the first animation frame in which the control's effect is on
// screen (see recordFirstTouch in bench/controls.ts); a run where it never
// shows within 10 s is "lost".
//
// The calculator's <select>: a touch opens the platform's picker, which a
// headless browser cannot drive. The bench touches the select, then chooses
// the sixth option as the picker would (the option is selected, input and
// change are dispatched, as Playwright's selectOption does), and counts from that
// change event's timestamp.
//
// The browser is driven with V8's inspector off (bench/quiet-browser.ts), as
// a visitor's phone runs.
//
// The video: besides the player region, the time at which the player's
// frame (https://www.youtube-nocookie.com/…) is requested, from the
// browser's own request timestamp (Network.requestWillBeSent's wallTime)
// against the input's (performance.timeOrigin + timeStamp). The machine has
// no internet: YouTube's requests are answered 204 at once (Fetch domain).
import { readFileSync } from 'node:fs';
import { recordFirstTouch, type MeasuredControl, type TouchRecord } from './controls';
import { phone } from './first-use';
import { launchQuietBrowser, sleep, type QuietBrowser } from './quiet-browser';

/** No effect within this long after the input: the touch is lost. */
export const lostAfterMs = 10_000;

export type TouchRun = {
  /** Milliseconds from the input to the first frame with the effect; null when lost. */
  ms: number | null;
  /** When the touch landed, in milliseconds after `load` (the aim, unless the page kept the bench waiting). */
  touchedAfterLoadMs: number | null;
  /** The video: milliseconds from the input until the player's frame was requested; null if it never was. */
  frameMs?: number | null;
  /** Why a run was lost, when the page says more than "nothing happened". */
  note?: string;
};

export type TouchTarget = { control: MeasuredControl; template: string; locale: string; path: string; url: string };
export type TouchSeries = TouchTarget & { delays: { delay: number; runs: TouchRun[] }[] };

const requiredTextOf = (locale: string) =>
  (JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as { contactForm: { required: string } }).contactForm.required;

const firstTouchOf = () => (window as unknown as { __firstTouch: TouchRecord }).__firstTouch;

/** The calculator's choice, as the platform's picker makes it (and Playwright's selectOption): the sixth level, then input and change. */
function chooseSixthLevel() {
  const select = document.getElementById('cost-level') as HTMLSelectElement | null;
  if (!select) throw new Error('no #cost-level');
  select.selectedIndex = 5;
  select.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

async function touchOnce(browser: QuietBrowser, target: TouchTarget, aim: Aim, delaySeconds: number): Promise<TouchRun> {
  const page = await browser.phonePage(phone);
  const { client } = page;
  const { control, url } = target;
  let frameRequestAt: number | undefined;
  let framePausedAt: number | undefined;
  try {
    await page.addInitScript(recordFirstTouch, { control, requiredText: requiredTextOf(target.locale) });
    if (control === 'video') {
      client.on('Network.requestWillBeSent', (event) => {
        if (event.request.url.startsWith('https://www.youtube-nocookie.com/')) frameRequestAt ??= event.wallTime * 1000;
      });
      client.on('Fetch.requestPaused', (event) => {
        // Should the request's own event not come, the time it was held here (a little later).
        if (event.request.url.startsWith('https://www.youtube-nocookie.com/')) framePausedAt ??= Date.now();
        client.Fetch.fulfillRequest({ requestId: event.requestId, responseCode: 204, responseHeaders: [] }).catch(() => undefined);
      });
      await client.Fetch.enable({ patterns: [{ urlPattern: 'https://www.youtube-nocookie.com/*' }, { urlPattern: 'https://www.youtube.com/*' }] });
    }
    await page.goto(url, 120_000);
    // The page has scrolled the control into view itself (recordFirstTouch); where it is comes from a calibration
    // visit, as asking this page could wait behind its long tasks, and touch later than meant.
    await sleep(delaySeconds * 1000);
    await page.tap(aim.x, aim.y);
    if (control === 'calculator') await page.evaluate(chooseSixthLevel, null);
    const settled = await page.waitFor(
      (lostAfter) => {
        const record = (window as unknown as { __firstTouch: TouchRecord }).__firstTouch;
        return record.effectAt !== undefined || (record.inputAt !== undefined && performance.now() - record.inputAt > lostAfter + 500);
      },
      lostAfterMs,
      { timeoutMs: 45_000, pollingMs: 100 },
    );
    const record = await page.evaluate(firstTouchOf, null);
    if (control === 'video' && record.effectAt !== undefined && record.timeOrigin !== undefined && record.startAt !== undefined) {
      // The frame is requested after the player appears: give it until the lost mark.
      const deadline = record.timeOrigin + record.startAt + lostAfterMs;
      while (frameRequestAt === undefined && framePausedAt === undefined && Date.now() < deadline) await sleep(100);
    }
    frameRequestAt ??= framePausedAt;
    const { inputAt, startAt, effectAt, loadEventEnd, timeOrigin } = record;
    const elapsed = effectAt !== undefined && startAt !== undefined ? effectAt - startAt : undefined;
    const run: TouchRun = {
      ms: elapsed !== undefined && elapsed <= lostAfterMs ? Math.round(elapsed) : null,
      touchedAfterLoadMs: inputAt !== undefined && loadEventEnd !== undefined ? Math.round(inputAt - loadEventEnd) : null,
    };
    if (control === 'video') run.frameMs = frameRequestAt !== undefined && timeOrigin !== undefined && startAt !== undefined ? Math.round(frameRequestAt - (timeOrigin + startAt)) : null;
    if (inputAt === undefined) run.note = 'the touch was not seen';
    else if (!settled) run.note = 'the page did not respond';
    else if (record.onControl === false) run.note = `the touch landed elsewhere: ${record.landedOn ?? '?'}`;
    else if (control === 'calculator' && startAt === undefined) run.note = 'no change event';
    else if (run.ms === null && elapsed !== undefined) run.note = `shown after ${Math.round(elapsed)} ms`;
    return run;
  } finally {
    await page.close();
  }
}

type Aim = { x: number; y: number };

/**
 * Where the control is once the page has scrolled it into view at `load`, read
 * in a visit of its own on the same screen (not slowed: layout is the same).
 */
async function calibrate(browser: QuietBrowser, target: TouchTarget): Promise<Aim> {
  const page = await browser.phonePage(phone, { throttled: false });
  try {
    await page.addInitScript(recordFirstTouch, { control: target.control, requiredText: requiredTextOf(target.locale) });
    await page.goto(target.url, 60_000);
    const aim = (await page.evaluate(firstTouchOf, null)).aim;
    if (!aim) throw new Error(`${target.url}: no ${target.control} control at load`);
    return aim;
  } finally {
    await page.close();
  }
}

/** The bench's reading of a run, for its log. */
const brief = (run: TouchRun) =>
  `${run.ms === null ? 'lost' : `${run.ms} ms`}${run.frameMs !== undefined ? ` (frame ${run.frameMs ?? 'never'})` : ''} at ${run.touchedAfterLoadMs ?? '?'} ms${run.note ? ` [${run.note}]` : ''}`;

/**
 * Each target's first touch, `runs` times at each delay (seconds after
 * load), one fresh visit each. Runs go round the targets (run 1 of every
 * target, then run 2…), so that the machine's ups and downs fall on all alike.
 */
export async function measureFirstTouch(targets: TouchTarget[], delays: number[], runs: number): Promise<TouchSeries[]> {
  const browser = await launchQuietBrowser();
  const series: TouchSeries[] = targets.map((target) => ({ ...target, delays: delays.map((delay) => ({ delay, runs: [] })) }));
  const total = runs * targets.length * delays.length;
  let done = 0;
  const start = performance.now();
  try {
    const aims = new Map<TouchSeries, Aim>();
    for (const entry of series) aims.set(entry, await calibrate(browser, entry));
    for (let run = 0; run < runs; run += 1) {
      for (const entry of series) {
        for (const { delay, runs: results } of entry.delays) {
          const result = await touchOnce(browser, entry, aims.get(entry)!, delay);
          results.push(result);
          done += 1;
          const left = ((performance.now() - start) / done) * (total - done);
          process.stderr.write(`touch ${done}/${total} ${entry.control} at ${delay} s ${entry.path}: ${brief(result)} (about ${Math.ceil(left / 60_000)} min left)\n`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return series;
}
