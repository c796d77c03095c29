import { expect, test, type Page, type Request } from '@playwright/test';
import { waitForIslands } from './support/ui';

const foreign = (request: Request) => !new URL(request.url()).hostname.match(/^(localhost|127\.0\.0\.1)$/);

/** Script bodies the page has loaded so far. */
async function scriptsLoaded(page: Page, urls: Set<string>) {
  const bodies = await Promise.all([...urls].map(async (url) => (await page.request.get(url)).text()));
  return bodies.join('\n');
}

for (const path of ['/es/', '/en/camps/']) {
  test(`video thumbnail on ${path}: nothing from the video host until play, then the player`, async ({ page }) => {
    const external: string[] = [];
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (foreign(request)) external.push(request.url());
      else if (request.resourceType() === 'script') scripts.add(request.url());
    });
    // No network here: answer the video host with an empty page so the iframe settles.
    await page.route(/youtube|ytimg|googlevideo/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title>' }));

    await page.goto(path);
    const play = page.getByTestId('video-play').first();
    await expect(play).toHaveAccessibleName(path.startsWith('/es') ? 'Reproducir vídeo: Nuestros campamentos de verano' : 'Play video: Our summer camps');
    await page.waitForLoadState('networkidle');
    await waitForIslands(page);
    expect(external).toEqual([]);
    expect(await scriptsLoaded(page, scripts)).not.toContain('youtube-nocookie');
    const before = new Set(scripts);

    await play.click();
    await expect(page.getByTestId('video-player')).toBeVisible();
    await expect(page.getByTestId('video-play')).toHaveCount(0);
    await expect(page.getByTestId('video-player')).toBeFocused();
    // The player is the host's own page in a frame: the site's page loads no script for it.
    expect([...scripts].filter((url) => !before.has(url))).toEqual([]);
    await expect.poll(() => external.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
    expect(external.some((url) => url.startsWith('https://www.youtube.com/embed'))).toBe(false);
  });
}

test('the caption says where the video comes from and links to it', async ({ page }) => {
  await page.goto('/es/');
  const figure = page.locator('figure', { has: page.getByTestId('video-play') });
  await expect(figure).toContainText('Al reproducirlo, el vídeo se carga desde YouTube.');
  const link = figure.getByRole('link', { name: /Ver en YouTube/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
});

test('a played video cannot read the contact draft: its scripts run in the host\'s origin, none in the site\'s', async ({ page }) => {
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title>' }));
  await page.goto('/en/contact/');
  await waitForIslands(page);
  const name = page.getByRole('textbox', { name: 'Full name', exact: true });
  await name.fill('Ana Pérez');
  await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage).length)).toBeGreaterThan(0);

  const camps = await page.goto('/en/camps/');
  // No other site's script may run in the page: its policies, header and meta, allow scripts from the site
  // itself and the site's own inline scripts by hash, nothing else (the player is only framed: frame-src).
  const policies = [camps!.headers()['content-security-policy'], await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')];
  for (const policy of policies) {
    const scriptSources = policy!.split(';').map((part) => part.trim().split(/\s+/)).find(([name]) => name === 'script-src')!.slice(1);
    expect(scriptSources.filter((source) => !/^'(self|wasm-unsafe-eval|sha256-[A-Za-z0-9+/]+=*)'$/.test(source))).toEqual([]);
    expect(policy).toMatch(/(^|; )frame-src https:\/\/www\.youtube-nocookie\.com(;|$)/);
  }
  await page.getByTestId('video-play').first().click();
  const playerFrame = () => page.frames().find((candidate) => candidate.url().startsWith('https://www.youtube-nocookie.com/'));
  await expect.poll(async () => (await playerFrame()?.evaluate(() => document.title)) ?? null).toBe('video');
  const player = playerFrame();
  // What a script of the video host could try, from inside its frame.
  const reach = await player!.evaluate(() => {
    const attempt = (read: () => unknown) => {
      try {
        return `read ${String(read())}`;
      } catch (error) {
        return (error as Error).name;
      }
    };
    return {
      draft: attempt(() => window.parent.sessionStorage.length),
      page: attempt(() => window.parent.document.title),
      origin: location.origin,
    };
  });
  expect(reach.draft).toBe('SecurityError');
  expect(reach.page).toBe('SecurityError');
  expect(reach.origin).toBe('https://www.youtube-nocookie.com');
  // And the site's own page runs no script from anywhere else.
  const foreignScripts = await page.evaluate(() =>
    performance.getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).origin !== location.origin),
  );
  expect(foreignScripts).toEqual([]);
  expect(await page.evaluate(() => [...document.scripts].filter((script) => script.src && new URL(script.src).origin !== location.origin).length)).toBe(0);
});
