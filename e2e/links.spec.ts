import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { site } from '@/content/site';
import { exportedHtmlFiles, outDir } from './support/site';

const attribute = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1]?.replace(/&amp;/g, '&');

/** The URLs a tag points at: href and src, and every candidate of a srcset or a preload's imagesrcset. */
function urlsOf(tag: string): string[] {
  const single = ['href', 'src'].map((name) => attribute(tag, name));
  const sets = ['srcset', 'imagesrcset'].flatMap(
    (name) => attribute(tag, name)?.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]) ?? [],
  );
  return [...single, ...sets].filter((value): value is string => !!value);
}

const idsCache = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  if (!idsCache.has(file)) {
    const html = readFileSync(file, 'utf8');
    idsCache.set(file, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!)));
  }
  return idsCache.get(file)!;
}

/** The exported file a site-relative URL resolves to, as a static host would serve it. */
function resolveFile(pathname: string): string | undefined {
  const decoded = decodeURIComponent(pathname);
  const candidates = decoded.endsWith('/') ? [join(outDir, decoded, 'index.html')] : [join(outDir, decoded)];
  return candidates.find((candidate) => existsSync(candidate));
}

const files = exportedHtmlFiles();

const siteHost = new URL(site.url).host;

/**
 * A link the export must serve itself: a site-relative path, or a calendar
 * subscription (webcal:, which must name a file on the site's own address,
 * SITE_URL). Undefined for a link elsewhere.
 */
function ownUrl(value: string): URL | undefined {
  if (value.startsWith('webcal:')) return new URL(value.replace(/^webcal:/, 'https:'));
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  return new URL(value, 'http://site.local');
}

test('every internal link and asset in the export resolves to an exported file (srcset candidates included)', () => {
  const broken: string[] = [];
  let checked = 0;
  let srcsets = 0;
  let subscriptions = 0;
  let calendarFiles = 0;
  for (const file of files) {
    const html = readFileSync(join(outDir, file), 'utf8');
    for (const [tag] of html.matchAll(/<(a|link|script|img|source)\s[^>]*>/gi)) {
      if (/\ssrcset="/i.test(tag)) srcsets += 1;
      for (const value of urlsOf(tag)) {
        const url = ownUrl(value);
        if (!url) continue;
        checked += 1;
        if (value.startsWith('webcal:')) {
          subscriptions += 1;
          if (url.host !== siteHost) broken.push(`${file}: ${value} (a subscription to another address than ${siteHost})`);
        }
        if (url.pathname.endsWith('.ics')) calendarFiles += 1;
        const target = resolveFile(url.pathname);
        if (!target) broken.push(`${file}: ${value}`);
        else if (url.hash && target.endsWith('.html') && !idsOf(target).has(url.hash.slice(1)))
          broken.push(`${file}: ${value} (no element #${url.hash.slice(1)})`);
      }
    }
  }
  expect(checked).toBeGreaterThan(1000);
  expect(srcsets).toBeGreaterThan(100);
  // The school calendar's subscription in both languages; its file, each open day's and each camp page's.
  expect(subscriptions).toBe(2);
  expect(calendarFiles).toBeGreaterThanOrEqual(2 * (1 + 2 + 7) + subscriptions);
  expect(broken).toEqual([]);
});

test('every link that opens a new tab has rel="noopener"', () => {
  const unsafe: string[] = [];
  for (const file of files) {
    const html = readFileSync(join(outDir, file), 'utf8');
    for (const [tag] of html.matchAll(/<a\s[^>]*target="_blank"[^>]*>/gi)) {
      if (!/\srel="[^"]*\bnoopener\b/i.test(tag)) unsafe.push(`${file}: ${tag}`);
    }
  }
  expect(unsafe).toEqual([]);
});
