/**
 * The contact endpoint is fixed twice: `next build` writes it into the
 * contact form's props, and this step writes its origin into every policy's
 * connect-src from CONTACT_ENDPOINT as it is when the step runs. Run with
 * another value, or none, the policy would block every enquiry the form
 * sends; so the step reads the endpoint back from each exported contact page
 * and stops when its origin is not the policy's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contactForm } from '@/components/forms/contact-form.island';
import { hrefFor } from '@/content/navigation';
import { routing } from '@/i18n/routing';
import { contactEndpoint } from '@/lib/contact-endpoint';
import { islandAttributes } from '@/lib/islands';
import { attribute, elementsOf } from './html';

/** The address the page's contact form sends to, as `next build` wrote it (null: delivery off). `page` names the file in errors. */
export function endpointInPage(html: string, page: string): string | null {
  const forms = elementsOf(html).filter((element) => attribute(element, islandAttributes.name) === contactForm.name);
  if (forms.length !== 1) throw new Error(`contact endpoint: ${page} has ${forms.length} contact forms, where one was expected: cannot read the endpoint it was built with.`);
  let props: unknown;
  try {
    props = JSON.parse(attribute(forms[0]!, islandAttributes.props) ?? '');
  } catch {
    throw new Error(`contact endpoint: the contact form of ${page} has no readable ${islandAttributes.props}.`);
  }
  const endpoint = (props as { endpoint?: unknown } | null)?.endpoint;
  if (endpoint !== null && typeof endpoint !== 'string') throw new Error(`contact endpoint: the contact form of ${page} has no endpoint in its props (neither an address nor null).`);
  return endpoint;
}

/**
 * Stops the build when a contact page of the export was built with another
 * endpoint's origin than `policyEndpoint` (the one the policies will allow).
 */
export function checkContactEndpoint(outDir: string, policyEndpoint = contactEndpoint()): void {
  const allowed = policyEndpoint?.origin ?? null;
  for (const locale of routing.locales) {
    const page = join(hrefFor(locale, 'contact'), 'index.html').slice(1);
    const file = join(outDir, page);
    if (!existsSync(file)) throw new Error(`contact endpoint: ${page} is missing from the export: cannot check the endpoint it was built with.`);
    const built = endpointInPage(readFileSync(file, 'utf8'), page);
    const builtOrigin = contactEndpoint(built ?? undefined)?.origin ?? null;
    if (builtOrigin !== allowed) {
      throw new Error(
        `contact endpoint: ${page} sends enquiries to ${builtOrigin ?? 'nowhere (delivery off)'}, but the Content-Security-Policy would allow ${allowed ?? 'no endpoint'}: ` +
          'run `next build` and this step with the same CONTACT_ENDPOINT (npm run build does both).',
      );
    }
  }
}
