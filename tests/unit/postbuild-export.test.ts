// The post-build steps that rewrite Next's HTML, run on Next's real output:
// tests/fixtures/export-app is built here (a page without islands, a page
// with one), so a change in the framework's output fails these tests and the
// build, rather than slipping through.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptText, type IslandBundles } from '@/components/islands/built-code';
import { earlyTouchesScript } from '@/lib/islands';
import { attribute, elementsOf, rawText, type Element } from '@/scripts/postbuild/html';
import { inlineScriptHashes, withPagePolicy } from '@/scripts/postbuild/page-csp';
import { withSiteScriptsOnly } from '@/scripts/postbuild/page-scripts';
import { planPages } from '@/scripts/postbuild/pages';
import { removeUnusedFiles } from '@/scripts/postbuild/used-files';

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

/** The browser bundles, as they would name the fixture's island and the islands' loader. */
const loader = '/islands/islands-loader-TEST.js';
const bundles: IslandBundles = { react: '', loader, islands: { counter: { src: '/islands/counter.js', modules: [] } } };
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
const scripts = (html: string) => elementsOf(html).filter((element) => element.tagName === 'script');
const isScriptPreload = (element: Element) =>
  element.tagName === 'link' && (attribute(element, 'as') === 'script' || attribute(element, 'rel') === 'modulepreload');
const scriptPreloads = (html: string) => elementsOf(html).filter(isScriptPreload);

describe("Next's output, as this step expects it", () => {
  it('loads the framework with scripts of its own on every page: what the step takes out', () => {
    for (const html of [plain, island]) {
      expect(scripts(html).some((script) => attribute(script, 'src')?.startsWith('/_next/'))).toBe(true);
      expect(scripts(html).filter((script) => attribute(script, 'data-site-script') === undefined && !attribute(script, 'type')).length).toBeGreaterThan(2);
    }
  });
});

describe('a page without islands', () => {
  it("keeps only the site's own scripts and data blocks, and nothing else changes", () => {
    const { html, islands } = withSiteScriptsOnly(plain, 'index.html', bundles);
    expect(islands).toBe(0);
    expect(scripts(html).map((script) => attribute(script, 'type') ?? attribute(script, 'data-site-script'))).toEqual(['', 'application/ld+json']);
    expect(scriptPreloads(html)).toEqual([]);
    expect(html).toContain('document.documentElement.dataset.own = "yes"');
    expect(html).not.toContain(`id="${earlyTouchesScript}"`);
    expect(html).not.toContain(loader);
    // Only script elements and script preloads went: every other element is as Next wrote it.
    const others = (text: string) => elementsOf(text).filter((element) => element.tagName !== 'script' && !isScriptPreload(element)).map((element) => element.tagName);
    expect(others(html)).toEqual(others(plain));
    expect(html).toContain('<h1>Una página sin islas</h1>');
  });
});

describe('a page with islands', () => {
  it("gets the islands' early touches inline first in <body>, holding their loader's path, and loses the framework's scripts", () => {
    const { html, islands } = withSiteScriptsOnly(island, 'island/index.html', bundles);
    expect(islands).toBe(1);
    const kept = scripts(html);
    expect(kept.map((script) => attribute(script, 'id') ?? attribute(script, 'src'))).toEqual([earlyTouchesScript]);
    expect(rawText(html, kept[0]!)).toBe(inlineScriptText(earlyTouchesScript));
    // The early touches add the loader's module, once the page is read and its first frame painted.
    expect(attribute(kept[0]!, 'data-loader')).toBe(loader);
    expect(attribute(kept[0]!, 'data-site-script')).toBe('');
    expect(html.indexOf(`<script id="${earlyTouchesScript}"`)).toBe(html.indexOf('>', html.indexOf('<body')) + 1);
    expect(html).toContain('data-island="counter"');
    expect(scriptPreloads(html)).toEqual([]);
  });

  it('stops the build, naming the page, when the page has no body end', () => {
    expect(() => withSiteScriptsOnly(island.replace('</body>', ''), 'island/index.html', bundles)).toThrow(/page-scripts: island\/index\.html has no <\/body>/);
  });
});

describe('the page policy on real pages', () => {
  it('hashes exactly the inline scripts a browser runs, the added early touches included, and no data block or module file', () => {
    const { html } = withSiteScriptsOnly(island, 'island/index.html', bundles);
    expect(inlineScriptHashes(html)).toEqual([sha256(inlineScriptText(earlyTouchesScript))]);
    const { html: page } = withSiteScriptsOnly(plain, 'index.html', bundles);
    expect(inlineScriptHashes(page)).toEqual([sha256('document.documentElement.dataset.own = "yes"')]);
  });

  it('puts the policy first in <head>, after the charset, before any script; never twice', () => {
    const { html } = withSiteScriptsOnly(island, 'island/index.html', bundles);
    const finished = withPagePolicy(html, 'island/index.html');
    const policy = finished.indexOf('http-equiv="Content-Security-Policy"');
    expect(policy).toBeGreaterThan(finished.indexOf('<meta charset="utf-8"'));
    expect(policy).toBeLessThan(finished.indexOf('<script'));
    expect(policy).toBeLessThan(1024);
    expect(finished).toContain(`'${sha256(inlineScriptText(earlyTouchesScript))}'`);
    expect(() => withPagePolicy(finished, 'island/index.html')).toThrow(/already has a policy/);
  });

  it('stops the build when a page has no <head>', () => {
    // The parser implies a head for a document without one; the step wants one written.
    expect(() => withPagePolicy('<!DOCTYPE html><html><body><p>x</p></body></html>', 'x.html')).toThrow(/page-csp: x\.html has no <head>/);
  });
});

describe('the whole export', () => {
  it("is planned once: every page has only the site's scripts and a policy that hashes them", () => {
    const copy = mkdtempSync(join(tmpdir(), 'export-'));
    try {
      cpSync(out, copy, { recursive: true });
      expect(planPages(copy, bundles)).toEqual({ pages: expect.any(Number), withIslands: 1 });
      const page = readFileSync(join(copy, 'island/index.html'), 'utf8');
      expect(scripts(page).map((script) => attribute(script, 'id') ?? attribute(script, 'src'))).toEqual([earlyTouchesScript]);
      expect(attribute(scripts(page)[0]!, 'data-loader')).toBe(loader);
      expect(page).toContain('http-equiv="Content-Security-Policy"');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it("keeps only what the pages use: Next's route payloads and scripts go, and any other unused file stops the build", () => {
    const copy = mkdtempSync(join(tmpdir(), 'export-'));
    const filesIn = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesIn(join(dir, name)).map((file) => `${name}/${file}`) : [name]));
    try {
      cpSync(out, copy, { recursive: true });
      const bundles = { react: '19', loader, islands: { counter: { src: '/islands/counter.js', modules: [] } } };
      planPages(copy, bundles);
      const before = filesIn(copy);
      // What Next writes that the step expects to remove: route payloads beside every page, and its scripts.
      expect(before.filter((file) => file.endsWith('.txt')).length).toBeGreaterThan(4);
      expect(before.some((file) => file.startsWith('_next/') && file.endsWith('.js'))).toBe(true);
      const removed = removeUnusedFiles(copy, 'https://www.liceo.example');
      const after = filesIn(copy);
      expect(after).toEqual(expect.arrayContaining(['index.html', 'island/index.html', '404.html']));
      expect(after.filter((file) => file.endsWith('.txt') || file.endsWith('.js'))).toEqual([]);
      expect(removed.files).toBe(before.length - after.length);
      writeFileSync(join(copy, 'stray.html'), '<!DOCTYPE html><title>x</title>');
      expect(() => removeUnusedFiles(copy, 'https://www.liceo.example')).toThrow(/used-files: nothing uses these files of .*: stray\.html\./);
      expect(existsSync(join(copy, 'stray.html'))).toBe(true);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('stops, naming the page, when an island is not one the bundles have, or points at other code', () => {
    const copy = mkdtempSync(join(tmpdir(), 'export-'));
    try {
      cpSync(out, copy, { recursive: true });
      expect(() => planPages(copy, { react: '19', loader, islands: {} })).toThrow(/island\/index\.html: the island "counter" has no module in \.generated\/islands\.json/);
      cpSync(out, copy, { recursive: true });
      expect(() => planPages(copy, { react: '19', loader, islands: { counter: { src: '/islands/counter-NEW.js', modules: [] } } })).toThrow(
        /island\/index\.html: the island "counter" points at \/islands\/counter\.js, not at its module \/islands\/counter-NEW\.js/,
      );
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
