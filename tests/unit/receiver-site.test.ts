import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { enquiryRetentionDays } from '@/content/legal';
import { LegalPage } from '@/components/legal/legal-page';
import { contactEndpoint, formEndpoint, isSameOrigin, receiverRetentionDays } from '@/lib/contact-endpoint';
import { nginxConf } from '@/scripts/postbuild/host-files';
import { enquiriesProxy, metaPolicy } from '@/scripts/postbuild/host-rules';
import { inPage } from '../support/page-locale';

/*
 * The site built for the school's own receiver (docs/receiver.md): on the site's own address behind nginx, or on another; and
 * what the privacy policy then says.
 */

const siteUrl = 'https://www.liceo.example';

describe('an endpoint on the site\'s own address', () => {
  it('is a path: the form posts to it wherever the pages are served, and the policy keeps connect-src \'self\'', () => {
    const endpoint = contactEndpoint('/enquiries', siteUrl)!;
    expect(isSameOrigin(endpoint, siteUrl)).toBe(true);
    expect(formEndpoint(endpoint, siteUrl)).toBe('/enquiries');
    expect(metaPolicy([], endpoint).split('; ')).toContain("connect-src 'self'");
    expect(formEndpoint(contactEndpoint('https://enquiries.liceo.example/enquiries', siteUrl)!, siteUrl)).toBe('https://enquiries.liceo.example/enquiries');
    expect(() => contactEndpoint('/enquiries?x=1', siteUrl)).toThrow(/CONTACT_ENDPOINT, a path/);
  });

  it('is handed by the generated nginx.conf to the receiver, and nothing is proxied otherwise', () => {
    const proxy = enquiriesProxy(contactEndpoint('/enquiries'), 'http://127.0.0.1:8787');
    expect(proxy).toEqual({ path: '/enquiries', upstream: 'http://127.0.0.1:8787' });
    expect(nginxConf(proxy)).toMatch(/location = \/enquiries \{\n {2}proxy_pass http:\/\/127\.0\.0\.1:8787\/enquiries;\n {2}proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;\n\}/);
    expect(enquiriesProxy(contactEndpoint('/enquiries'), undefined)?.upstream).toBe('http://127.0.0.1:8787');
    expect(enquiriesProxy(contactEndpoint('https://forms.example.org/f'), 'http://127.0.0.1:8787')).toBeNull();
    expect(enquiriesProxy(null)).toBeNull();
    expect(nginxConf(null)).not.toContain('proxy_pass');
    for (const wrong of ['127.0.0.1:8787', 'http://127.0.0.1:8787/enquiries', 'http://a b'])
      expect(() => enquiriesProxy(contactEndpoint('/enquiries'), wrong)).toThrow(/RECEIVER_UPSTREAM/);
  });
});

describe('the privacy policy of a site built for the receiver', () => {
  const setEnv = (env: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(env)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  const policy = (locale: 'es' | 'en', env: { CONTACT_ENDPOINT: string; RECEIVER_RETENTION_DAYS?: string }) => {
    const saved = { CONTACT_ENDPOINT: process.env.CONTACT_ENDPOINT, RECEIVER_RETENTION_DAYS: process.env.RECEIVER_RETENTION_DAYS };
    setEnv({ RECEIVER_RETENTION_DAYS: undefined, ...env });
    try {
      return renderToStaticMarkup(inPage(locale, createElement(LegalPage, { pageKey: 'privacy' })));
    } finally {
      setEnv(saved);
    }
  };

  it('says the school\'s own server receives an enquiry, and deletes it the period of legal.json after sending it', () => {
    const env = { CONTACT_ENDPOINT: 'https://enquiries.liceo.example/enquiries', RECEIVER_RETENTION_DAYS: String(enquiryRetentionDays) };
    expect(policy('es', env)).toContain('al servidor del propio colegio (enquiries.liceo.example), que nos las envía por correo electrónico al buzón del colegio; ningún tercero las recibe.');
    expect(policy('es', env)).toContain(`la borra ${enquiryRetentionDays} días después de enviarla.`);
    expect(policy('en', env)).toContain(`deletes it ${enquiryRetentionDays} days after sending it.`);
    // A form service: the policy names it, and says nothing of the receiver.
    expect(policy('en', { CONTACT_ENDPOINT: 'https://forms.example.org/f' })).not.toContain('own server');
  });

  it('states the one retention setting, and stops the build, naming both, on a RECEIVER_RETENTION_DAYS that differs, or one without an endpoint', () => {
    const days = String(enquiryRetentionDays);
    expect(receiverRetentionDays(undefined, '/enquiries')).toBeNull();
    expect(receiverRetentionDays(days, '/enquiries')).toBe(enquiryRetentionDays);
    for (const other of [String(enquiryRetentionDays + 1), 'thirty', '0'])
      expect(() => receiverRetentionDays(other, '/enquiries')).toThrow(`RECEIVER_RETENTION_DAYS is "${other}" but enquiryRetentionDays in content/data/legal.json, which the receiver applies, is ${enquiryRetentionDays}`);
    expect(() => receiverRetentionDays(days, undefined)).toThrow(/^RECEIVER_RETENTION_DAYS is set but CONTACT_ENDPOINT is not/);
  });
});
