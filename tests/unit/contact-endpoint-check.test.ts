// The post-build step reads the contact endpoint back from the exported
// contact pages and stops when the policies would allow another
// (scripts/postbuild/contact-endpoint.ts). The pages here carry the form's
// props as the real Island component writes them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contactForm } from '@/components/forms/contact-form.island';
import { Island } from '@/components/islands/island';
import { contactEndpoint } from '@/lib/contact-endpoint';
import type { IslandDeclaration } from '@/lib/islands';
import { checkContactEndpoint, endpointInPage } from '@/scripts/postbuild/contact-endpoint';

/** The contact form's island, drawing nothing: only what Island writes beside it matters here. */
const formIsland = { ...contactForm, component: async () => ({ [contactForm.export]: () => null }) } satisfies IslandDeclaration;

/** A contact page whose form has these props. */
const pageWithForm = async (props: Record<string, string | null>) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Contact</title></head><body>${renderToStaticMarkup(await Island({ of: formIsland, props }))}</body></html>`;

const endpoints = ['https://forms.example.org/f/abc', 'https://other.example.org/f', null];
const pages = new Map<string | null, string>();
let formWithoutEndpoint = '';
beforeAll(async () => {
  for (const endpoint of endpoints) pages.set(endpoint, await pageWithForm({ locale: 'es', endpoint }));
  formWithoutEndpoint = await pageWithForm({ locale: 'es' });
});

/** A contact page whose form was built with `endpoint` (null: delivery off). */
const contactPage = (endpoint: string | null) => pages.get(endpoint)!;

let outDir = '';
/** An export holding each locale's contact page as given. */
function exportWith(pages: Partial<Record<'es' | 'en', string>>) {
  outDir = mkdtempSync(join(tmpdir(), 'contact-endpoint-'));
  for (const [locale, html] of Object.entries(pages)) {
    mkdirSync(join(outDir, locale, 'contact'), { recursive: true });
    writeFileSync(join(outDir, locale, 'contact', 'index.html'), html);
  }
  return outDir;
}

afterEach(() => rmSync(outDir, { recursive: true, force: true }));

describe('the endpoint the contact form was built with', () => {
  it('is read back from the page: the address, or null with delivery off', () => {
    expect(endpointInPage(contactPage('https://forms.example.org/f/abc'), 'es/contact/index.html')).toBe('https://forms.example.org/f/abc');
    expect(endpointInPage(contactPage(null), 'es/contact/index.html')).toBeNull();
  });

  it('stops the build, naming the page, when the form or its endpoint is not there', () => {
    expect(() => endpointInPage('<!DOCTYPE html><html><body><form></form></body></html>', 'en/contact/index.html')).toThrow(/en\/contact\/index\.html has 0 contact forms/);
    expect(() => endpointInPage(formWithoutEndpoint, 'es/contact/index.html')).toThrow(/es\/contact\/index\.html has no endpoint/);
  });
});

describe('the post-build check of the endpoint', () => {
  const built = 'https://forms.example.org/f/abc';

  it('passes when the policy allows the origin the pages were built with, or both have none', () => {
    expect(() => checkContactEndpoint(exportWith({ es: contactPage(built), en: contactPage(built) }), contactEndpoint(built))).not.toThrow();
    rmSync(outDir, { recursive: true });
    expect(() => checkContactEndpoint(exportWith({ es: contactPage(null), en: contactPage(null) }), null)).not.toThrow();
  });

  it('stops when the step runs without the variable the build had: every enquiry would be blocked', () => {
    expect(() => checkContactEndpoint(exportWith({ es: contactPage(built), en: contactPage(built) }), null)).toThrow(
      /es\/contact\/index\.html sends enquiries to https:\/\/forms\.example\.org, but the Content-Security-Policy would allow no endpoint/,
    );
  });

  it('stops when the step has another endpoint, or one the build did not have', () => {
    expect(() => checkContactEndpoint(exportWith({ es: contactPage(built), en: contactPage(built) }), contactEndpoint('https://other.example.org/f'))).toThrow(
      /would allow https:\/\/other\.example\.org/,
    );
    rmSync(outDir, { recursive: true });
    expect(() => checkContactEndpoint(exportWith({ es: contactPage(null), en: contactPage(null) }), contactEndpoint(built))).toThrow(/nowhere \(delivery off\)/);
  });

  it('checks every language: one page built with another endpoint stops it', () => {
    expect(() => checkContactEndpoint(exportWith({ es: contactPage(built), en: contactPage('https://other.example.org/f') }), contactEndpoint(built))).toThrow(/en\/contact\/index\.html/);
  });

  it('stops when a contact page is missing from the export', () => {
    expect(() => checkContactEndpoint(exportWith({ es: contactPage(built) }), contactEndpoint(built))).toThrow(/en\/contact\/index\.html is missing/);
  });
});
