import { expect, test, type Page } from '@playwright/test';
import { baseName, pictureCuts } from '@/lib/image-variants';
import { waitForIslands } from './support/ui';
import { exampleCamp } from './support/example-camps';

/*
 * Responsive pictures (components/ui/picture.tsx, lib/image-variants.ts,
 * lib/picture-sizes.ts): the page's first picture loads at once and first,
 * every other one lazily; browsers get AVIF near the size drawn.
 */

const tagsOf = (html: string, name: string) => [...html.matchAll(new RegExp(`<${name}\\s[^>]*>`, 'gi'))].map(([tag]) => tag);
const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1];

// One page per kind of hero, and the pictures each loads at once.
const heroes = [
  { url: '/es/', kind: 'home carousel', eager: ['/images/hero-home-1.jpg'] },
  { url: '/en/admission/', kind: 'section carousel', eager: ['/images/hero-admission-1.jpg'] },
  // The video's thumbnail sits in the first screen: it is the page's largest contentful paint.
  { url: '/es/meetus/founder/', kind: 'Meet us hero', eager: ['/images/hero-meetus.jpg', '/images/hero-meetus.jpg'] },
  { url: '/en/life/news/', kind: 'short hero', eager: ['/images/hero-life.jpg'] },
  { url: '/es/stages/early/', kind: 'scene as hero', eager: ['/images/stage-early.jpg'] },
  { url: '/en/privacy/', kind: 'no picture', eager: [] },
];

test.describe('in the server HTML', () => {
  for (const { url, kind, eager } of heroes) {
    test(`${kind} (${url}): the hero loads at once, with high priority, as AVIF; the rest lazily`, async ({ page }) => {
      const html = await (await page.request.get(url)).text();
      const imgs = tagsOf(html, 'img');
      const eagerImgs = imgs.filter((tag) => attr(tag, 'loading') === 'eager');
      expect(eagerImgs.map((tag) => attr(tag, 'src'))).toEqual(eager);
      for (const tag of eagerImgs) expect(attr(tag, 'fetchpriority')).toBe('high');
      expect(imgs.filter((tag) => attr(tag, 'loading') !== 'eager').every((tag) => attr(tag, 'loading') === 'lazy')).toBe(true);
      if (eager.length === 0) return;

      const hero = html.match(/<picture[^>]*>.*?<\/picture>/s)![0];
      const types = tagsOf(hero, 'source').map((tag) => attr(tag, 'type'));
      expect(new Set(types)).toEqual(new Set(['image/avif']));
      for (const tag of tagsOf(hero, 'source')) {
        expect(attr(tag, 'srcset')).toMatch(/^\/images\/variants\/\S+\.avif \d+w(, \/images\/variants\/\S+ \d+w)*$/);
        expect(attr(tag, 'sizes')).toBeTruthy();
      }
    });
  }
});

test.describe('before the first interaction', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

  test("a hero carousel fetches only its first slide's picture; the next one's once it runs", async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const slide = (index: number) => requested.some((path) => path.startsWith(`/images/variants/hero-home-${index}-`));
    await page.goto('/es/', { waitUntil: 'load' });
    expect(slide(1)).toBe(true);
    expect(slide(2) || slide(3)).toBe(false);
    await waitForIslands(page);
    await expect.poll(() => slide(2)).toBe(true);
  });
});

/**
 * Every picture: the width its `sizes` gives for this screen, the width it is
 * drawn at (CSS px), its largest candidate there, and the file the browser
 * loaded with its width.
 */
function measure(page: Page) {
  const cutAspects: Record<string, number> = Object.fromEntries(Object.values(pictureCuts).map((cut) => [cut.media, cut.aspect]));
  return page.evaluate((cutAspects) => {
    /** The length `sizes` gives for this screen, as the browser reads it. */
    function sizesWidth(sizes: string): number {
      const entries: string[] = [];
      let depth = 0;
      let current = '';
      for (const char of sizes) {
        if (char === '(') depth += 1;
        if (char === ')') depth -= 1;
        if (char === ',' && depth === 0) {
          entries.push(current.trim());
          current = '';
        } else current += char;
      }
      entries.push(current.trim());
      for (const entry of entries) {
        let condition = '';
        for (let index = 0, open = 0; entry.startsWith('(') && !condition; index += 1) {
          open += entry[index] === '(' ? 1 : entry[index] === ')' ? -1 : 0;
          if (open === 0) condition = entry.slice(0, index + 1);
        }
        if (condition && !matchMedia(condition).matches) continue;
        const probe = document.createElement('div');
        probe.style.cssText = `position: absolute; visibility: hidden; width: ${entry.slice(condition.length).trim()}`;
        document.body.append(probe);
        const width = probe.getBoundingClientRect().width;
        probe.remove();
        return width;
      }
      return Number.NaN;
    }
    return [...document.querySelectorAll('picture')].map((picture) => {
      const img = picture.querySelector('img')!;
      const source = [...picture.querySelectorAll('source')].find((candidate) => !candidate.media || matchMedia(candidate.media).matches)!;
      const box = img.getBoundingClientRect();
      const candidates = source.srcset.split(', ').map((candidate) => {
        const [url, width] = candidate.split(' ');
        return { url: url!, width: Number(width!.replace('w', '')) };
      });
      // naturalWidth is scaled by the candidate's density: the file's own width is in its descriptor.
      const loaded = candidates.find((candidate) => img.currentSrc.endsWith(candidate.url));
      // A source with media offers a cut (lib/image-variants.ts); the whole picture has the img's proportions.
      const aspect = source.media ? cutAspects[source.media]! : Number(img.getAttribute('width')) / Number(img.getAttribute('height'));
      const drawn = getComputedStyle(img).objectFit === 'cover' ? Math.max(box.width, box.height * aspect) : box.width;
      return {
        sizes: sizesWidth(source.sizes),
        drawn,
        largest: Math.max(...candidates.map((candidate) => candidate.width)),
        current: img.currentSrc,
        loadedWidth: loaded?.width ?? 0,
      };
    });
  }, cutAspects);
}

// A page for every use of Picture.
const layouts = [
  '/es/',
  '/es/meetus/',
  '/es/meetus/founder/',
  '/es/meetus/students/',
  '/es/meetus/facilities/',
  '/es/stages/',
  '/es/stages/early/',
  '/es/admission/',
  '/es/admission/visit/',
  '/es/admission/opendoors/',
  '/es/life/news/',
  '/es/life/family/',
  '/es/life/multimedia/',
  '/es/life/activities/',
  '/es/services/',
  '/es/services/extracurricular/',
  '/es/services/diningroom/',
  '/es/camps/',
  '/es/camps/spain/',
  '/es/camps/sports/',
  `/es/camps/${exampleCamp.slug}/`,
  '/es/media/',
  '/es/media/magazine/',
  '/es/contact/',
];

test.describe('sizes', () => {
  for (const url of layouts) {
    test(`agree with the layout on ${url} (phone, tablet, desktop)`, async ({ page }) => {
      await page.goto(url);
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1024, height: 768 },
        { width: 1350, height: 940 },
      ]) {
        await page.setViewportSize(viewport);
        const pictures = (await measure(page)).filter((picture) => picture.drawn > 0);
        expect(pictures.length).toBeGreaterThan(0);
        // Within a third either way: the browser then picks the candidate that fits, or its neighbour.
        const off = pictures.filter(({ sizes, drawn }) => !(sizes / drawn >= 0.75 && sizes / drawn <= 4 / 3));
        expect(off, `at ${viewport.width}×${viewport.height}`).toEqual([]);
      }
    });
  }
});

test.describe('on a phone (412×823 at 1.75×, as Lighthouse emulates one)', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

  // The cuts (lib/image-variants.ts): a short hero's square cut is 14 KB here, the whole picture 23 KB.
  for (const { url, kind, cut } of [
    { url: '/es/', kind: 'a full-screen hero', cut: 'portrait-900' },
    { url: '/es/life/news/', kind: 'a short hero', cut: 'square-800' },
  ]) {
    test(`${kind} (${url}) loads its picture's ${cut} cut, and no other copy of it`, async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(url, { waitUntil: 'load' });
      const first = page.locator('picture img').first();
      const { src, currentSrc } = await first.evaluate((img: HTMLImageElement) => ({ src: img.getAttribute('src')!, currentSrc: img.currentSrc }));
      expect(currentSrc).toMatch(new RegExp(`-${cut}\\.avif$`));
      const copies = requested.filter((path) => path.startsWith(`/images/variants/${baseName(src)}-`));
      expect(copies).toEqual([`/images/variants/${baseName(src)}-${cut}.avif`]);
    });
  }

  for (const url of ['/es/', '/es/life/news/', '/es/services/', '/es/admission/', '/es/camps/']) {
    test(`${url}: every picture is AVIF, at most twice the pixels drawn, and never needlessly small`, async ({ page }) => {
      await page.goto(url);
      // Running carousels show their later slides' pictures too.
      await waitForIslands(page);
      for (const img of await page.locator('picture img:visible').all()) {
        await img.scrollIntoViewIfNeeded();
        await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
      }
      const pictures = (await measure(page)).filter((picture) => picture.drawn > 0);
      expect(pictures.length).toBeGreaterThan(0);
      for (const { current, loadedWidth, drawn, largest } of pictures) {
        const message = `${current}, ${loadedWidth} px wide, drawn ${Math.round(drawn)} CSS px wide`;
        expect(current, message).toMatch(/\/images\/variants\/.+\.avif$/);
        const needed = drawn * 1.75;
        expect(loadedWidth / needed, message).toBeLessThanOrEqual(2);
        if (loadedWidth < largest) expect(loadedWidth / needed, message).toBeGreaterThanOrEqual(0.75);
      }
    });
  }
});
