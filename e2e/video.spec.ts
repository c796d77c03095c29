import { expect, test, type Page, type Request } from '@playwright/test';

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
    expect(external).toEqual([]);
    expect(await scriptsLoaded(page, scripts)).not.toContain('youtube-nocookie');
    const before = new Set(scripts);

    await expect(async () => {
      if (await play.isVisible()) await play.click();
      await expect(page.getByTestId('video-player')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByTestId('video-play')).toHaveCount(0);
    await expect(page.getByTestId('video-player')).toBeFocused();
    const newScripts = [...scripts].filter((url) => !before.has(url));
    expect(newScripts.length).toBeGreaterThan(0);
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
