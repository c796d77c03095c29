import { describe, expect, it } from 'vitest';
import { cmsSettings } from '@/scripts/admin/cms-config';
import { adminHeaders, adminHeadersFile, adminNginxConf, adminPolicy } from '@/scripts/admin/editor-headers';
import { securityHeaders } from '@/scripts/postbuild/host-rules';

const settings = cmsSettings({ CMS_AUTH_URL: 'https://auth.colegio.es', SITE_URL: 'https://www.colegio.es' });
const directives = Object.fromEntries(adminPolicy(settings).split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe("the staff editor's headers", () => {
  it('let it talk to the Git host and the sign-in worker only, run no other script and need no eval', () => {
    expect(directives['connect-src']).toEqual(["'self'", 'data:', 'blob:', 'https://api.github.com', 'https://www.githubstatus.com', 'https://auth.colegio.es']);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(adminPolicy(settings)).not.toContain('unsafe-eval');
    expect(directives['img-src']).toContain('https://www.colegio.es');
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
  });

  it('leave the sign-in window able to answer: no Cross-Origin-Opener-Policy same-origin, unlike the site', () => {
    expect(adminHeaders(settings)['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(securityHeaders['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(adminHeadersFile(settings, [])).not.toMatch(/Cross-Origin-Opener-Policy: same-origin$/m);
  });

  it('are sent by nginx in every location, with the cache rules of each file', () => {
    const conf = adminNginxConf(settings, ['sveltia-cms-1.0.0.js']);
    const locations = conf.split('\nlocation ').slice(1).filter((block) => !block.startsWith('~'));
    expect(locations.length).toBe(4);
    for (const block of locations) expect(block).toContain(`add_header Content-Security-Policy "${adminPolicy(settings)}" always;`);
    expect(conf).toMatch(/location = \/sveltia-cms-1\.0\.0\.js \{\n[^}]*immutable/);
    expect(adminHeadersFile(settings, ['sveltia-cms-1.0.0.js'])).toContain('/sveltia-cms-1.0.0.js\n  Cache-Control: public, max-age=31536000, immutable');
  });
});
