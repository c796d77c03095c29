import { describe, expect, it } from 'vitest';
import { routes } from '@/content/navigation';
import { headersFile, hostDirFor, hostFileBesideContents, hostFileContents, nginxConf, vercelJson } from '@/scripts/postbuild/host-files';
import { headerValue, htaccess } from '@/scripts/postbuild/htaccess';
import { pageScriptTexts } from '@/components/islands/built-code';
import { cacheRules, headerPolicy, hostFiles, metaPolicy, redirects, scriptHash, securityHeaders } from '@/scripts/postbuild/host-rules';

const directive = (policy: string, name: string) =>
  policy.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `));

describe('page Content-Security-Policy', () => {
  it('allows scripts by hash only: no unsafe-inline, no unsafe-eval (WebAssembly for the search, and no eval of text)', () => {
    const scripts = directive(metaPolicy(['sha256-abc=']), 'script-src');
    expect(scripts).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='");
    expect(metaPolicy([])).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(directive(metaPolicy([]), 'frame-src')).toBe('frame-src https://www.youtube-nocookie.com');
    // Browsers ignore frame-ancestors in a meta element: the header carries it.
    expect(metaPolicy([])).not.toContain('frame-ancestors');
  });
});

// The policy on Next's real pages: postbuild-export.test.ts.

describe('host configuration', () => {
  it('sends the security headers the issue names', () => {
    expect(securityHeaders).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
    });
    expect(securityHeaders['Strict-Transport-Security']).toMatch(/^max-age=\d{8}/);
    expect(securityHeaders['Permissions-Policy']).toContain('camera=()');
    for (const part of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", 'frame-src https://www.youtube-nocookie.com'])
      expect(headerPolicy()).toContain(part);
    // The header restricts scripts too: the site's own inline scripts (the same few on every page) and nothing else inline.
    const hashes = pageScriptTexts().map((text) => `'${scriptHash(text)}'`);
    expect(hashes.length).toBeGreaterThanOrEqual(5);
    expect(directive(headerPolicy(), 'script-src')).toBe(
      `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`,
    );
    expect(directive(headerPolicy(), 'default-src')).toBe("default-src 'self'");
    expect(securityHeaders['Content-Security-Policy']).toBe(headerPolicy());
  });

  it('caches hashed assets for a year and revalidates pages and route payloads, with rules that never overlap', () => {
    expect(cacheRules.find((rule) => rule.path === '/_next/static/')?.cacheControl).toBe('public, max-age=31536000, immutable');
    for (const path of ['/es/', '/en/', '/']) expect(cacheRules.find((rule) => rule.path === path)?.cacheControl).toBe('no-cache');
    const prefixes = cacheRules.filter((rule) => rule.match === 'prefix').map((rule) => rule.path);
    for (const a of prefixes) for (const b of prefixes) if (a !== b) expect(a.startsWith(b), `${a} inside ${b}`).toBe(false);
  });

  it('_headers: security headers for every path, one Cache-Control per rule', () => {
    const file = headersFile();
    expect(file).toContain('/*\n  Strict-Transport-Security: ');
    expect(file).toContain('/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(file).toContain('/es/*\n  Cache-Control: no-cache');
    expect(file.match(/Cache-Control/g)).toHaveLength(cacheRules.length);
    expect(file).toContain('/calendar/*\n  Cache-Control: no-cache\n  Content-Type: text/calendar; charset=utf-8');
  });

  it('vercel.json: the same redirects and headers', () => {
    const config = JSON.parse(vercelJson()) as { redirects: unknown[]; headers: { source: string }[]; trailingSlash: boolean };
    expect(config.trailingSlash).toBe(true);
    expect(config.redirects).toHaveLength(routes.length * 2 - 1);
    expect(config.redirects).toContainEqual({ source: '/admission/fees', destination: '/es/admission/fees/', statusCode: 301 });
    expect(config.headers[0]?.source).toBe('/(.*)');
    expect(config.headers.map((rule) => rule.source)).toContain('/_next/static/(.*)');
  });

  it('nginx.conf: a 301 per unprefixed path and the security headers in every location that sets its own', () => {
    const conf = nginxConf();
    expect(redirects).toHaveLength(routes.length * 2 - 1);
    expect(conf).toContain('location = /stages { return 301 /es/stages/; }');
    expect(conf).toContain('location = /stages/ { return 301 /es/stages/; }');
    expect(conf).toContain('error_page 404 /404.html;');
    // The calendar files are sent as text/calendar, a type nginx's standard list lacks.
    expect(conf).toContain('location ^~ /calendar/ {\n  types { }\n  default_type "text/calendar; charset=utf-8";');
    const blocks = conf.split(/\nlocation /).slice(1).filter((block) => block.includes('Cache-Control'));
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    for (const block of blocks)
      for (const name of Object.keys(securityHeaders)) expect(block, `${name} in ${block.split('\n')[0]}`).toContain(`add_header ${name} `);
    // Every path nginx serves carries a script-src in its policy header: the server block's, or its location's own.
    const policies = [...conf.matchAll(/add_header Content-Security-Policy "([^"]*)"/g)].map(([, policy]) => policy!);
    expect(policies.length).toBeGreaterThan(blocks.length);
    for (const policy of policies) expect(directive(policy, 'script-src')).toMatch(/^script-src 'self' .*'sha256-/);
  });

  it('.htaccess: the same headers on every response, each cache rule on its paths, a 301 per unprefixed path, 404.html', () => {
    const file = htaccess();
    for (const [name, value] of Object.entries(securityHeaders)) expect(file).toContain(`Header always set ${name} ${headerValue(value)}\n`);
    for (const rule of cacheRules) expect(file).toContain(`Header always set Cache-Control "${rule.cacheControl}" "expr=%{REQUEST_URI} ${rule.match === 'prefix' ? `=~ m#^${rule.path}#` : `== '${rule.path}'`}"`);
    expect(file).toContain('Header set Content-Type "text/calendar; charset=utf-8" "expr=%{REQUEST_URI} =~ m#^/calendar/#"');
    expect(file.match(/^RedirectMatch 301 /gm)).toHaveLength(redirects.length);
    expect(file).toContain('RedirectMatch 301 "^/admission/fees/$" "/es/admission/fees/"');
    expect(file).toContain('ErrorDocument 404 /404.html');
    expect(file).toContain(String.raw`RedirectMatch 404 "^/(_headers|_redirects|\\.htaccess)$"`);
    // A Permissions-Policy's quotes are escaped; a % would be read by mod_headers as a format.
    expect(file).toContain(String.raw`autoplay=(self \"https://www.youtube-nocookie.com\")`);
    expect(() => headerValue('100%')).toThrow(/mod_headers would read a format/);
  });

  it('writes the host files a visitor could fetch beside out/, never into it', () => {
    expect(Object.keys(hostFileContents).sort()).toEqual([...hostFiles].sort());
    expect(Object.keys(hostFileBesideContents)).toEqual(['vercel.json', 'nginx.conf']);
    expect(hostFiles).not.toContain('vercel.json');
    expect(hostDirFor('/srv/liceo/out')).toBe('/srv/liceo/out-host');
  });
});
