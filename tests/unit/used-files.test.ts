// The post-build step that keeps out/ to what is used (scripts/postbuild/used-files.ts), on a small
// export written here with every kind of reference the site makes. Next's real output: postbuild-export.test.ts.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { searchBundlePath, searchInterfaceFiles, searchPanelId } from '@/lib/search';
import { fileAt } from '@/scripts/postbuild/references';
import { removeUnusedFiles, usedFiles } from '@/scripts/postbuild/used-files';

const origin = 'https://www.colegio.example';
const search = searchBundlePath.slice(1);
let out = '';

function write(path: string, contents: string | Buffer) {
  mkdirSync(dirname(join(out, path)), { recursive: true });
  writeFileSync(join(out, path), contents);
}

const page = (body: string, head = '') => `<!DOCTYPE html><html lang="es"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

beforeEach(() => {
  out = mkdtempSync(join(tmpdir(), 'used-files-'));
  write('index.html', page('<a href="/es/">es</a>', '<link rel="canonical" href="/es/">'));
  write('404.html', page('<a href="/es/">home</a>'));
  write('robots.txt', `User-Agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
  write('favicon.ico', 'ico');
  write('sitemap.xml', `<urlset><url><loc>${origin}/es/</loc></url><url><loc>${origin}/es/news/</loc></url></urlset>`);
  write(
    'es/index.html',
    page(
      `<div id="${searchPanelId}"></div><picture><source srcset="/images/variants/a-400.avif 400w, /images/variants/a-800.avif 800w"><img src="/images/a.jpg" alt=""></picture>` +
        '<div data-island="carousel" data-island-src="/islands/carousel-X.js"></div><a href="webcal://www.colegio.example/calendar/es/year.ics">cal</a>' +
        `<div style="background: url('/images/b.jpg')"></div>`,
      `<link rel="stylesheet" href="/_next/static/chunks/site.css"><link rel="manifest" href="/manifest.webmanifest"><link rel="alternate" type="application/atom+xml" href="/feeds/news-es.xml"><meta property="og:image" content="${origin}/og/home-es.jpg">`,
    ),
  );
  write('es/news/index.html', page('<p>news</p>'));
  write('es/index.txt', 'payload');
  write('es/__next.es.__PAGE__.txt', 'payload');
  write('_next/static/chunks/site.css', '@font-face{src:url(../media/font.woff2)}');
  write('_next/static/media/font.woff2', 'font');
  write('_next/static/chunks/framework.js', 'runtime');
  write('_not-found/index.html', page('not found'));
  write('islands/carousel-X.js', 'import{a}from"./chunks/chunk-A.js";');
  write('islands/chunks/chunk-A.js', 'export const a=1;');
  write('manifest.webmanifest', JSON.stringify({ icons: [{ src: '/icons/icon-192.png' }] }));
  write('icons/icon-192.png', 'png');
  write('feeds/news-es.xml', `<feed><entry><link href="${origin}/es/news/"/><content>${origin}/images/c.jpg</content></entry></feed>`);
  write('og/home-es.jpg', 'jpg');
  write('calendar/es/year.ics', 'BEGIN:VCALENDAR');
  for (const name of ['a.jpg', 'b.jpg', 'c.jpg', 'variants/a-400.avif', 'variants/a-800.avif', 'variants/a-square-400.avif']) write(`images/${name}`, 'picture');
  write(`${search}${searchInterfaceFiles.script}`, 'await import(`${base}pagefind.js`)');
  write(`${search}${searchInterfaceFiles.stylesheet}`, '.pf{}');
  write(`${search}pagefind.js`, 'fetch(`${base}pagefind-entry.json`);new Worker(`${base}pagefind-worker.js`)');
  write(`${search}pagefind-worker.js`, 'worker');
  write(`${search}pagefind-ui.js`, 'another interface');
  write(`${search}pagefind-entry.json`, JSON.stringify({ languages: { es: { hash: 'es_abc', wasm: 'es' } } }));
  write(`${search}pagefind.es_abc.pf_meta`, gzipSync(Buffer.from('pagefind_dcd\u0082jes_1234567\u0018es_idx0001')));
  write(`${search}wasm.es.pagefind`, 'wasm');
  write(`${search}wasm.unknown.pagefind`, 'wasm');
  write(`${search}index/es_idx0001.pf_index`, 'index');
  write(`${search}fragment/es_1234567.pf_fragment`, 'fragment');
  write(`${search}fragment/es_7654321.pf_fragment`, 'an old page');
  write('_headers', '/*\n  X-Frame-Options: DENY\n');
  write('.htaccess', 'Header always set X-Frame-Options "DENY"\n');
});

afterEach(() => rmSync(out, { recursive: true, force: true }));

describe('what the export uses', () => {
  it('follows pages, stylesheets, scripts, the manifest, feeds, the sitemap, robots.txt and the search index', () => {
    const { used } = usedFiles(out, origin);
    for (const file of [
      'index.html', '404.html', 'robots.txt', 'favicon.ico', 'sitemap.xml', 'es/index.html', 'es/news/index.html',
      '_next/static/chunks/site.css', '_next/static/media/font.woff2', 'islands/carousel-X.js', 'islands/chunks/chunk-A.js',
      'manifest.webmanifest', 'icons/icon-192.png', 'feeds/news-es.xml', 'og/home-es.jpg', 'calendar/es/year.ics',
      'images/a.jpg', 'images/b.jpg', 'images/c.jpg', 'images/variants/a-400.avif', 'images/variants/a-800.avif',
      `${search}${searchInterfaceFiles.script}`, `${search}${searchInterfaceFiles.stylesheet}`, `${search}pagefind.js`, `${search}pagefind-worker.js`,
      `${search}pagefind-entry.json`, `${search}pagefind.es_abc.pf_meta`, `${search}wasm.es.pagefind`, `${search}index/es_idx0001.pf_index`,
      `${search}fragment/es_1234567.pf_fragment`, '_headers', '.htaccess',
    ])
      expect(used, file).toContain(file);
    for (const file of ['es/index.txt', 'es/__next.es.__PAGE__.txt', '_next/static/chunks/framework.js', '_not-found/index.html', `${search}pagefind-ui.js`, `${search}wasm.unknown.pagefind`, `${search}fragment/es_7654321.pf_fragment`, 'images/variants/a-square-400.avif'])
      expect(used, file).not.toContain(file);
  });

  it("removes the build tools' unused files and the folders they leave empty, and keeps the rest", () => {
    const { files: before } = usedFiles(out, origin);
    const removed = removeUnusedFiles(out, origin);
    expect(removed.files).toBe(8);
    expect(removed.kept).toBe(before.length - 8);
    expect(existsSync(join(out, 'es/index.txt'))).toBe(false);
    expect(existsSync(join(out, '_not-found'))).toBe(false);
    expect(readdirSync(join(out, '_next/static/chunks'))).toEqual(['site.css']);
    expect(existsSync(join(out, 'es/index.html'))).toBe(true);
    // Nothing left to remove.
    expect(removeUnusedFiles(out, origin).files).toBe(0);
  });

  it('stops the build, naming every file nothing uses that no build tool explains, and removes nothing', () => {
    write('notes/draft.pdf', 'a file of the school, linked from nowhere');
    write('es/old/index.html', page('a page nothing links'));
    expect(() => removeUnusedFiles(out, origin)).toThrow(/used-files: nothing uses these files of .*: es\/old\/index\.html, notes\/draft\.pdf\. Link them from a page, or stop writing them\./);
    expect(existsSync(join(out, 'es/index.txt'))).toBe(true);
  });

  it("follows the search's files as its loader asks for them", () => {
    const loader = readFileSync(join(process.cwd(), 'browser/search/load-search.ts'), 'utf8');
    for (const name of Object.values(searchInterfaceFiles)) expect(loader).toContain(`\${bundlePath}${name}\``);
  });

  it('reads an address as the host serves it: a folder is its index.html, with or without its slash', () => {
    const files = new Set(['index.html', 'es/index.html', 'es/a b.txt']);
    expect(fileAt('/', files)).toBe('index.html');
    expect(fileAt('/es/', files)).toBe('es/index.html');
    expect(fileAt('/es', files)).toBe('es/index.html');
    expect(fileAt('/es/a%20b.txt', files)).toBe('es/a b.txt');
    expect(fileAt('/en/', files)).toBeNull();
    expect(fileAt('/%E0%A4%A', files)).toBeNull();
  });
});
