import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localizedPath, routes } from '@/content/navigation';
import { routing } from '@/i18n/routing';
import { inlineScriptText } from '@/components/islands/built-code';
import { messages } from '@/i18n/messages';
import { siteScript } from './page-scripts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The page written at an unprefixed path (`/stages/`): it lands on the
 * Spanish page at once by meta refresh and by location.replace to its
 * canonical address (browser/inline/redirect.ts), and shows a link for
 * anyone with neither.
 */
export function redirectPage(target: string): string {
  const href = escapeHtml(target);
  return `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<title>${escapeHtml(messages.es.layout.siteName)}</title>
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="0; url=${href}">
<link rel="canonical" href="${href}">
${siteScript('redirect', inlineScriptText('redirect'))}
</head>
<body>
<p>${escapeHtml(messages.es.redirect.text)} <a href="${href}">${href}</a>.</p>
</body>
</html>
`;
}

/** Writes a redirect page for `/` and for every unprefixed route of the tree. */
export function writeRedirectPages(outDir: string): number {
  for (const route of routes) {
    const target = localizedPath(routing.defaultLocale, route.path);
    const dir = join(outDir, route.path);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), redirectPage(target));
  }
  return routes.length;
}

// Kept here for the redirect pages' tests: the file itself comes from host-rules.ts.
export { redirectsFile } from './host-files';
