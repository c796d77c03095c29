import { runInNewContext } from 'node:vm';
import { inlineScriptText } from '@/components/islands/built-code';
import { describe, expect, it } from 'vitest';
import { routes } from '@/content/navigation';
import { redirectPage, redirectsFile } from '@/scripts/postbuild/redirect-pages';

describe('redirect pages', () => {
  it('land on the Spanish page by meta refresh, location.replace and a visible link', () => {
    const html = redirectPage('/es/admission/fees/');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/es/admission/fees/">');
    expect(html).toContain('<link rel="canonical" href="/es/admission/fees/">');
    // Its script (browser/inline/redirect.ts) goes on to the canonical address, keeping the query and the fragment.
    const script = html.match(/<script id="redirect" data-site-script="">([\s\S]*?)<\/script>/)![1]!;
    expect(script).toBe(inlineScriptText('redirect'));
    const replaced: string[] = [];
    const document = { querySelector: (selector: string) => (selector === 'link[rel="canonical"]' ? { href: 'https://x.example/es/admission/fees/' } : null) };
    const location = { search: '?a=1', hash: '#b', replace: (url: string) => replaced.push(url) };
    runInNewContext(script, { document, location });
    expect(replaced).toEqual(['https://x.example/es/admission/fees/?a=1#b']);
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
