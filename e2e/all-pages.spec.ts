import { expect, test } from '@playwright/test';
import { localizedPath, routes, type RouteKey } from '@/content/navigation';
import { translator } from '@/i18n/request';
import { routing, type Locale } from '@/i18n/routing';
import { routeText } from '@/lib/seo';
import { seriousViolations } from './support/axe';
import { watchScripts } from './support/islands';
import { watchCspViolations } from './support/security';
import { waitForIslands } from './support/ui';
import { routeGroups } from './support/site';

// Every page of the site, visited once, with every check that concerns a single
// page made on that visit: one test per group of pages and language, reusing one page.
// Each check runs at the moment it always has: the document's own facts when it
// is parsed, axe once it has loaded, storage once its islands have started.
// Privacy is what the cookie policy promises (content/legal.ts): no cookie,
// nothing in localStorage, and no request to anyone else until a video's play button.
// Islands: once started, a page has loaded the code of its own islands and of no other.

const label = (locale: Locale, key: RouteKey) => routeText(translator({ locale, namespace: 'nav' }), key);
// The biggest sections first, so that the two workers finish together.
const groups = [...routeGroups].sort((a, b) => b.routes.length - a.routes.length);

test('the groups hold every route of the tree exactly once', () => {
  expect(groups.flatMap((group) => group.routes.map((route) => route.key)).sort()).toEqual(routes.map((route) => route.key).sort());
});

for (const group of groups) {
  for (const locale of routing.locales) {
    test(`${group.name} (${locale}): status, lang, h1, title, axe, CSP, privacy, islands`, async ({ page, context, baseURL }) => {
      // The largest group (camps: 24 pages) takes about two minutes on a quiet 2-core machine.
      test.setTimeout(480_000);
      const origin = new URL(baseURL!).origin;
      const cspViolations = await watchCspViolations(page);
      const scripts = watchScripts(page);
      // A script error, or React's word that an island's HTML did not match what it renders (browser/islands/runtime.tsx).
      const scriptErrors: string[] = [];
      page.on('pageerror', (error) => scriptErrors.push(`${page.url()}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && !/Failed to load resource|Content Security Policy/.test(message.text())) scriptErrors.push(`${page.url()}: ${message.text()}`);
      });
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol !== 'data:' && url.origin !== origin) elsewhere.push(`${page.url()} → ${request.url()}`);
      });
      // Anything that did try to leave is answered here, never sent.
      await page.route((url) => url.origin !== origin && url.protocol !== 'data:', (route) => route.abort());

      for (const route of group.routes) {
        const url = localizedPath(locale, route.path);
        scripts.reset();
        const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
        expect.soft(response?.status(), url).toBe(200);
        const facts = await page.evaluate(() => ({
          lang: document.documentElement.lang,
          h1: document.querySelectorAll('h1').length,
          title: document.title,
        }));
        expect.soft(facts.lang, url).toBe(locale);
        expect.soft(facts.h1, `${url} h1 count`).toBe(1);
        if (route.key === 'home') expect.soft(facts.title.length, url).toBeGreaterThan(3);
        else expect.soft(facts.title, url).toContain(label(locale, route.key));

        // The islands start on their own once the page has painted: wait, without touching the page,
        // then judge the page as the visitor has it from then on (not mid-way through a carousel's start).
        await page.waitForLoadState('load');
        await waitForIslands(page);
        expect.soft(await seriousViolations(page), `${url} axe (WCAG 2.2 AA)`).toEqual([]);
        expect.soft(await page.evaluate(() => localStorage.length), `${url} localStorage`).toBe(0);
        expect.soft(await scripts.mismatches(), `${url} islands`).toEqual([]);
      }
      expect.soft(cspViolations, 'CSP violations').toEqual([]);
      expect.soft(scriptErrors, 'script errors (a hydration mismatch among them)').toEqual([]);
      expect.soft(elsewhere, 'requests to other origins').toEqual([]);
      expect.soft(await context.cookies(), 'cookies').toEqual([]);
      expect.soft(await page.evaluate(() => document.cookie), 'document.cookie').toBe('');
      expect.soft(await page.evaluate(() => localStorage.length), 'localStorage').toBe(0);
    });
  }
}
