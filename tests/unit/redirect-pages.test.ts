import { describe, expect, it } from 'vitest';
import { routes } from '@/content/navigation';
import { redirectPage, redirectsFile } from '@/scripts/postbuild/redirect-pages';

describe('redirect pages', () => {
  it('land on the Spanish page by meta refresh, location.replace and a visible link', () => {
    const html = redirectPage('/es/admission/fees/');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/es/admission/fees/">');
    expect(html).toContain('location.replace("/es/admission/fees/"');
    expect(html).toContain('<a href="/es/admission/fees/">');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('_redirects sends every unprefixed path to its Spanish page with a 301', () => {
    const lines = redirectsFile().trim().split('\n');
    expect(lines).toContain('/ /es/ 301');
    expect(lines).toContain('/stages /es/stages/ 301');
    expect(lines).toContain('/admission/fees/ /es/admission/fees/ 301');
    expect(lines).toHaveLength(routes.length * 2 - 1);
  });
});
