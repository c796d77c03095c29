// The post-build steps that rewrite Next's HTML, run on Next's real output:
// tests/fixtures/export-app is built here (a page without islands, a page
// with one), so a change in the framework's output fails these tests and the
// build, rather than slipping through.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chunkReloadScript, withChunkReload } from '@/scripts/postbuild/chunk-reload';
import { compileHint, markForEagerCompile, withCompileHint } from '@/scripts/postbuild/compile-hints';
import {
  deferredScriptsId,
  hasIslands,
  inlinePayload,
  pictureNotShownMs,
  scriptsLoadedEvent,
  startChunks,
  withDeferredScripts,
  withoutFramework,
} from '@/scripts/postbuild/deferred-scripts';
import { inlineScriptHashes, withPagePolicy } from '@/scripts/postbuild/page-csp';
import { planPages } from '@/scripts/postbuild/pages';

const app = join(process.cwd(), 'tests/fixtures/export-app');
const out = join(app, 'out');
const read = (path: string) => readFileSync(join(out, path), 'utf8');
let plain = '';
let island = '';

beforeAll(() => {
  execFileSync(join(process.cwd(), 'node_modules/.bin/next'), ['build'], {
    cwd: app,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  plain = read('index.html');
  island = read('island/index.html');
}, 180_000);

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
const chunkScripts = (html: string) => [...html.matchAll(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async="">/g)].map(([, src]) => src);
const loaderOf = (html: string) => html.match(new RegExp(`<script id="${deferredScriptsId}">([\\s\\S]*?)</script>`))![1]!;

describe('a page without islands', () => {
  it('is told apart from a page with one', () => {
    expect(hasIslands(plain)).toBe(false);
    expect(hasIslands(island)).toBe(true);
  });

  it('loses every script of the framework and keeps its own', () => {
    const html = withoutFramework(plain, 'index.html');
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toContain('__next_f');
    expect(html).not.toContain('TURBOPACK');
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain('document.documentElement.dataset.own = "yes"');
    expect(html).toContain('Una página sin islas');
  });

  it('stops the build, naming the page, when the framework writes its scripts differently', () => {
    const changed = plain.replaceAll('async=""', 'defer=""');
    expect(() => withoutFramework(changed, 'es/index.html')).toThrow(/deferred-scripts: es\/index\.html: no framework script/);
    const noStartup = plain.replace(/<script id="_R_">/, '<script id="_S_">');
    expect(() => withoutFramework(noStartup, 'es/index.html')).toThrow(/es\/index\.html/);
  });
});

describe('a page with islands', () => {
  it('holds exactly its index.txt inline: the loader can fetch that instead', () => {
    expect(inlinePayload(island)).toBe(read('island/index.txt'));
  });

  it('gets the loader in place of the chunk scripts, their preloads and the inline payload', () => {
    const sources = chunkScripts(island);
    expect(sources.length).toBeGreaterThan(2);
    const html = withDeferredScripts(island, '/island/index.txt', 'island/index.html');
    expect(chunkScripts(html)).toEqual([]);
    expect(html).not.toContain('<script>self.__next_f.push([1,');
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html).toContain('data-island="counter"');
    // The same scripts, in the same order, for the loader to add.
    expect(loaderOf(html)).toContain(JSON.stringify(sources));
    expect(html.indexOf(`id="${deferredScriptsId}"`)).toBeLessThan(html.indexOf('</body>'));
  });

  it('stops the build, naming the page, when a pattern it rewrites is gone', () => {
    const noChunks = island.replaceAll('async=""', 'defer=""');
    expect(() => withDeferredScripts(noChunks, '/island/index.txt', 'island/index.html')).toThrow(/island\/index\.html: no <script src/);
    const noPayload = island.replaceAll('self.__next_f.push([1,', 'self.__next_f.unshift([1,');
    expect(() => withDeferredScripts(noPayload, '/island/index.txt', 'island/index.html')).toThrow(/no inline route payload/);
    const once = withDeferredScripts(island, '/island/index.txt', 'island/index.html');
    expect(() => withDeferredScripts(once, '/island/index.txt', 'island/index.html')).toThrow(/already/);
  });
});

describe('the page policy and the chunk-reload guard on real pages', () => {
  const finished = () => withPagePolicy(withChunkReload(withDeferredScripts(island, '/island/index.txt', 'island/index.html'), 'island/index.html'), 'island/index.html');

  it('hashes exactly the inline scripts a browser runs, the added ones included', () => {
    const html = finished();
    const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => sha256(body!));
    expect(inlineScriptHashes(html).sort()).toEqual([...new Set(inline)].sort());
    expect(html).toContain(`'${sha256(chunkReloadScript)}'`);
    expect(html).toContain(`'${sha256(loaderOf(html))}'`);
  });

  it('puts the policy first in <head>, after the charset, before any script; never twice', () => {
    const html = finished();
    expect(html.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(html.search(/<meta charSet="utf-8"\/?>/i)).toBeLessThan(html.indexOf('Content-Security-Policy'));
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    expect(() => withPagePolicy(html, 'island/index.html')).toThrow(/page-csp: island\/index\.html already has a policy/);
    expect(() => withChunkReload(html, 'island/index.html')).toThrow(/chunk-reload: island\/index\.html/);
  });

  it('stops the build when a page has no <head>', () => {
    const headless = island.replace(/<head>/, '').replace(/<\/head>/, '');
    expect(() => withPagePolicy(headless, 'island/index.html')).toThrow(/island\/index\.html has no <head>/);
    expect(() => withChunkReload(headless, 'island/index.html')).toThrow(/island\/index\.html has no <head>/);
  });
});

describe('the chunks a page with islands starts with', () => {
  it('are marked for eager compilation once the export is planned, and no other chunk is', () => {
    const copy = mkdtempSync(join(tmpdir(), 'export-'));
    try {
      cpSync(out, copy, { recursive: true });
      const started = startChunks(island);
      expect(planPages(copy).eagerChunks).toBe(new Set(started).size);
      const chunksDir = join(copy, '_next/static/chunks');
      for (const name of readdirSync(chunksDir).filter((file) => file.endsWith('.js'))) {
        const marked = readFileSync(join(chunksDir, name), 'utf8').startsWith(compileHint);
        expect(marked, name).toBe(started.includes(`/_next/static/chunks/${name}`));
      }
      // The page still names the same files, now for the loader.
      expect(loaderOf(readFileSync(join(copy, 'island/index.html'), 'utf8'))).toContain(JSON.stringify(started));
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('stops the build when a chunk is missing or already marked', () => {
    expect(() => markForEagerCompile(out, ['/_next/static/chunks/gone.js'])).toThrow(/compile-hints: .*gone\.js, which is not in the export/);
    const code = read(startChunks(island)[0]!.slice(1));
    expect(withCompileHint(code, 'x.js')).toBe(compileHint + code);
    expect(() => withCompileHint(withCompileHint(code, 'x.js'), 'x.js')).toThrow(/compile-hints: x\.js is already marked/);
  });
});

type FakePicture = {
  complete: boolean;
  listeners: Map<string, () => void>;
  addEventListener: (type: string, listener: () => void) => void;
  getBoundingClientRect: () => { left: number; right: number; top: number; bottom: number };
};

/** The page's first picture (img[fetchpriority=high]), loaded or still on its way. */
function fakePicture(complete: boolean): FakePicture {
  const listeners = new Map<string, () => void>();
  // 390 × 300 on screen, the rest of it below a 390 × 844 viewport.
  const getBoundingClientRect = () => ({ left: 0, right: 390, top: 544, bottom: 1044 });
  return { complete, listeners, addEventListener: (type, listener) => void listeners.set(type, listener), getBoundingClientRect };
}

/** Runs the loader of the processed page against a fake window; returns what it did. */
function runLoader(fetchResult: Promise<{ ok: boolean; text: () => Promise<string> }>, firstPicture: FakePicture | null = null, paintEntries = true) {
  const timers: { callback: () => void; ms: number }[] = [];
  const frames: (() => void)[] = [];
  type PaintEntry = { element: unknown; size: number };
  const paintObservers: { callback: (list: { getEntries: () => PaintEntry[] }, observer: { disconnect: () => void }) => void; options?: unknown }[] = [];
  const added: { tag: string; src?: string; href?: string; onload?: () => void }[] = [];
  const marks: string[] = [];
  const fetched: string[] = [];
  const dispatched: string[] = [];
  const listeners = new Map<string, (event: unknown) => void>();

  const observers: { callback: (changes: { target: FakeElement }[]) => void; observing: boolean }[] = [];
  const nextF: unknown[] = [[0]];
  type FakeElement = { attributes: Map<string, string>; getAttribute: (name: string) => string | null; setAttribute: (name: string, value: string) => void; removeAttribute: (name: string) => void };
  const element = (): FakeElement => {
    const attributes = new Map<string, string>();
    return {
      attributes,
      getAttribute: (name) => attributes.get(name) ?? null,
      setAttribute: (name, value) => void attributes.set(name, value),
      removeAttribute: (name) => void attributes.delete(name),
    };
  };
  const root = element();
  const originalSet = root.setAttribute;
  root.setAttribute = (name, value) => {
    if (name === 'data-islands') marks.push(value);
    originalSet(name, value);
  };
  const context = {
    document: {
      documentElement: root,

      body: {},
      querySelector: (selector: string) => (selector === 'img[fetchpriority=high]' ? firstPicture : null),
      head: { appendChild: (item: (typeof added)[number]) => added.push(item) },
      createElement: (tag: string) => ({ tag }),
    },
    self: { __next_f: nextF },
    fetch: (url: string) => (fetched.push(url), fetchResult),
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    innerWidth: 390,
    innerHeight: 844,
    PerformanceObserver: class {
      static supportedEntryTypes = paintEntries ? ['element', 'largest-contentful-paint'] : ['element'];
      constructor(callback: (typeof paintObservers)[number]['callback']) {
        paintObservers.push({ callback });
      }
      observe(options: unknown) {
        paintObservers.at(-1)!.options = options;
      }
    },
    Event: class {
      constructor(readonly type: string) {}
    },
    MutationObserver: class {
      constructor(callback: (changes: { target: FakeElement }[]) => void) {
        observers.push({ callback, observing: false });
      }
      observe() {
        observers.at(-1)!.observing = true;
      }
    },
    dispatchEvent: (event: { type: string }) => dispatched.push(event.type),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  runInNewContext(`window = this;`, context);
  runInNewContext(loaderOf(withDeferredScripts(island, '/island/index.txt', 'island/index.html')), context);
  /** The browser reports a largest paint of `element`, `size` pixels on screen. */
  const paint = (element: unknown, size = 0) =>
    paintObservers.forEach(({ callback }) => callback({ getEntries: () => [{ element, size }] }, { disconnect: () => {} }));
  return { added, marks, fetched, dispatched, listeners, observers, nextF, element, timers, frames, paintObservers, paint };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const ok = (text: string) => Promise.resolve({ ok: true, text: () => Promise.resolve(text) });

describe('the loader', () => {
  it('without a first picture, starts at once: the payload, then the scripts in order', async () => {
    const run = runLoader(ok('PAYLOAD'));
    expect(run.marks).toEqual(['waiting', 'loading']);
    await settle();
    expect(run.fetched).toEqual(['/island/index.txt']);
    expect(run.nextF).toEqual([[0], [1, 'PAYLOAD']]);
    const sources = chunkScripts(island);
    expect(run.added.filter((item) => item.tag === 'link').map((item) => item.href)).toEqual(sources);
    const scripts = run.added.filter((item) => item.tag === 'script');
    expect(scripts.map((item) => item.src)).toEqual(sources);
    scripts.slice(0, -1).forEach((script) => script.onload!());
    expect(run.dispatched).toEqual([]);
    scripts.at(-1)!.onload!();
    expect(run.dispatched).toEqual([scriptsLoadedEvent]);
    expect(run.marks).toEqual(['waiting', 'loading', 'loaded']);
  });

  it('with a first picture, waits until the largest paint shows it: arrived later or already in', () => {
    for (const complete of [false, true]) {
      const picture = fakePicture(complete);
      const run = runLoader(ok(''), picture);
      if (!complete) {
        expect(run.paintObservers).toEqual([]);
        picture.listeners.get('load')!();
      }
      expect(run.paintObservers.map(({ options }) => options)).toEqual([{ type: 'largest-contentful-paint', buffered: true }]);
      run.paint({ smaller: 'text' }, 390 * 300 - 1);
      expect(run.fetched).toEqual([]);
      run.paint(picture, 390 * 300);
      expect(run.fetched).toEqual(['/island/index.txt']);
    }
  });

  it('when a larger paint than the picture can ever be is on screen, starts after the next frame', () => {
    const run = runLoader(ok(''), fakePicture(true));
    run.paint({ larger: 'text' }, 390 * 300);
    expect(run.fetched).toEqual([]);
    run.frames[0]!();
    run.timers.find(({ ms }) => ms === 0)!.callback();
    expect(run.fetched).toEqual(['/island/index.txt']);
  });

  it('when the picture fills the viewport (a background to browsers), starts after the next frame once anything is painted', () => {
    const picture = { ...fakePicture(true), getBoundingClientRect: () => ({ left: 0, right: 390, top: 0, bottom: 844 }) };
    const run = runLoader(ok(''), picture);
    run.paint({ smaller: 'text' }, 8330);
    run.frames[0]!();
    run.timers.find(({ ms }) => ms === 0)!.callback();
    expect(run.fetched).toEqual(['/island/index.txt']);
  });

  it('starts at once when the first picture fails to arrive', () => {
    const picture = fakePicture(false);
    const run = runLoader(ok(''), picture);
    picture.listeners.get('error')!();
    expect(run.fetched).toEqual(['/island/index.txt']);
  });

  it('starts a second after the picture arrived when no paint is reported (a page in the background)', () => {
    const run = runLoader(ok(''), fakePicture(true));
    expect(run.timers.map(({ ms }) => ms)).toEqual([pictureNotShownMs]);
    expect(run.fetched).toEqual([]);
    run.timers[0]!.callback();
    expect(run.fetched).toEqual(['/island/index.txt']);
  });

  it('in a browser without largest-paint entries, starts after the frame that shows the picture', () => {
    const run = runLoader(ok(''), fakePicture(true), false);
    expect(run.paintObservers).toEqual([]);
    expect(run.fetched).toEqual([]);
    run.frames[0]!();
    run.timers[0]!.callback();
    expect(run.fetched).toEqual(['/island/index.txt']);
  });

  it('starts at once when the visitor reaches into an island, not elsewhere', () => {
    const run = runLoader(ok(''), fakePicture(false));
    run.listeners.get('pointerdown')!({ target: { closest: () => null } });
    expect(run.fetched).toEqual([]);
    run.listeners.get('pointerdown')!({ target: { closest: (selector: string) => (selector === '[data-island]' ? {} : null) } });
    expect(run.fetched).toEqual(['/island/index.txt']);
  });

  it('adds no scripts when the payload cannot be fetched: the page stays readable', async () => {
    const run = runLoader(Promise.resolve({ ok: false, text: () => Promise.resolve('') }));
    await settle();
    expect(run.added.filter((item) => item.tag === 'script')).toEqual([]);
    expect(run.marks.at(-1)).toBe('failed');
  });

  it('keeps a press on an island button made before the framework listens, and presses it again once the island runs', () => {
    const run = runLoader(ok(''), fakePicture(false));
    const owner = run.element();
    const button = { ...run.element(), clicks: 0, click() { this.clicks += 1; } };
    const target = { closest: (selector: string) => (selector === '[data-island]' ? owner : selector === 'button' ? button : null) };
    (owner as unknown as { querySelector: () => unknown }).querySelector = () => (button.getAttribute('data-early-press') === null ? null : button);
    run.listeners.get('click')!({ type: 'click', target });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(run.observers).toHaveLength(1);
    owner.setAttribute('data-hydrated', 'true');
    run.observers[0]!.callback([{ target: owner }]);
    expect(button.clicks).toBe(1);
    expect(button.getAttribute('aria-busy')).toBeNull();
    // Once pressed again, nothing is left to press.
    run.observers[0]!.callback([{ target: owner }]);
    expect(button.clicks).toBe(1);
  });
});
