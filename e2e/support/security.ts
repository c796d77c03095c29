import type { Page } from '@playwright/test';

/**
 * Records every Content-Security-Policy violation of a page, from the first
 * byte of each document on: the listener is installed before any page script.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  return violations;
}

/** The video host, answered locally (no network here): an empty script or page. */
export async function fakeVideoHost(page: Page) {
  await page.route(/youtube|ytimg|googlevideo/, (route) => {
    const script = route.request().resourceType() === 'script';
    return route.fulfill({
      status: 200,
      contentType: script ? 'text/javascript' : 'text/html',
      body: script ? '' : '<!doctype html><title>video</title>',
    });
  });
}
