import { browserStorage } from '@/content/legal';
import { getRoute, localizedPath } from '@/content/navigation';
import { contactFields, type ContactInput } from '@/lib/enquiry-fields';
import en from '@/messages/en.json';
import { desktop, phone } from '../engine-page';
import { attribute, hasFocus, valueOf } from '../page-reads';
import type { Journey, Visit } from '../visit';

const form = '[data-testid="contact-form"]';
const send = `${form} button[type="submit"]`;
const contactPage = (locale: 'es' | 'en') => localizedPath(locale, getRoute('contact').path);

/** A family's answers: every field of the enquiry but the consent box, which is ticked afresh each time. */
const answers = {
  completeName: 'Ana García',
  address: 'Calle del Olmo 3',
  population: 'Alcobendas',
  phone: '9123456789',
  previousCenter: 'CEIP Norte',
  email: 'ana@colegio.es',
  course: 'course2',
  message: 'Quisiera visitar el colegio.',
  alumni: 'no',
  childrenInSchool: 'yes',
} satisfies Omit<ContactInput, 'consent'>;
const typed = ['completeName', 'address', 'population', 'phone', 'previousCenter', 'email', 'message'] as const;

/** The errors shown under each field, by its name (null: none). */
const errorsShown = (names: string[]) => names.map((name) => (document.getElementById(`${name}-error`) as HTMLElement | null)?.innerText.trim() ?? null);
/** The contact draft the tab keeps: { state: { draft, topic, … } }. */
const storedDraft = (key: string) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as { state: { draft: Record<string, unknown> } } | null;

/** Opens the contact page and starts the form as a family does: by going into its first field. */
async function openForm(visit: Visit, locale: 'es' | 'en') {
  await visit.open(contactPage(locale));
  await visit.page.click('#completeName');
  await visit.expect('the form runs once it is first used', 'true', attribute, form, 'data-hydrated');
}

/** Types into a field, as a family does: a click in it, then the keys. */
async function typeInto(visit: Visit, name: string, text: string) {
  await visit.page.click(`${form} [name="${name}"]`);
  await visit.page.type(text);
}

export const contactErrors: Journey = {
  name: 'the contact form\'s errors: send checks every answer and focuses the first; a phone and an e-mail checked as typed',
  viewport: desktop,
  async run(visit) {
    const { required, invalidPhone, invalidEmail } = en.contactForm;
    await openForm(visit, 'en');
    await visit.page.click(send);
    await visit.expect('every answer says it is required', contactFields.map(() => required), errorsShown, [...contactFields]);
    await visit.expect('the first answer has the focus', true, hasFocus, '#completeName');

    await typeInto(visit, 'phone', answers.phone.slice(0, 5));
    await typeInto(visit, 'email', answers.email.replace(/\.[a-z]+$/, ''));
    await visit.page.click('#completeName');
    await visit.expect('a short phone and an e-mail without its domain\'s end are refused', [invalidPhone, invalidEmail], errorsShown, ['phone', 'email']);
    await typeInto(visit, 'phone', answers.phone.slice(5));
    await typeInto(visit, 'email', answers.email.match(/\.[a-z]+$/)![0]);
    await visit.expect('both are taken once whole', [null, null], errorsShown, ['phone', 'email']);
  },
};

export const contactSend: Journey = {
  name: 'the contact form sent: its answers shown as JSON in an alert, nothing sent, the draft gone',
  viewport: desktop,
  async run(visit) {
    await openForm(visit, 'es');
    for (const name of typed) await typeInto(visit, name, answers[name]);
    await visit.page.select(`${form} [name="course"]`, answers.course);
    await visit.page.click(`${form} [name="alumni"][value="${answers.alumni}"]`);
    await visit.page.click(`${form} [name="childrenInSchool"][value="${answers.childrenInSchool}"]`);
    await visit.page.click(`${form} [name="consent"]`);
    await visit.expect('no answer is refused', contactFields.map(() => null), errorsShown, [...contactFields]);

    const message = await visit.page.acceptAlert(() => visit.page.click(send));
    const shown: unknown = JSON.parse(message);
    const expected = { ...answers, consent: true };
    if (JSON.stringify(shown) !== JSON.stringify(expected)) throw new Error(`the alert shows ${message}, not ${JSON.stringify(expected, null, 2)}`);
    await visit.expect('the draft is gone once shown', null, storedDraft, browserStorage.contactDraft.key);
    // With no endpoint the page sends nothing: no fetch, XHR or beacon left it (its own address included).
    await visit.expect('nothing was sent', [], () =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => ['fetch', 'xmlhttprequest', 'beacon'].includes((entry as PerformanceResourceTiming).initiatorType))
        .map((entry) => entry.name),
    );
    await visit.expect('the form stays on its page', contactPage('es'), () => location.pathname);
  },
};

export const contactDraft: Journey = {
  name: 'the contact draft: what was typed and chosen survives a reload, the consent box never',
  viewport: phone,
  async run(visit) {
    await openForm(visit, 'en');
    await typeInto(visit, 'completeName', answers.completeName);
    await visit.page.select(`${form} [name="course"]`, answers.course);
    await visit.page.click(`${form} [name="alumni"][value="${answers.alumni}"]`);
    await visit.page.click(`${form} [name="consent"]`);
    await visit.expect(
      'the tab keeps the draft',
      { completeName: answers.completeName, course: answers.course, alumni: answers.alumni, keepsConsent: false },
      (key: string) => {
        const draft = (JSON.parse(sessionStorage.getItem(key) ?? 'null') as { state: { draft: Record<string, unknown> } } | null)?.state.draft ?? {};
        return { completeName: draft.completeName ?? null, course: draft.course ?? null, alumni: draft.alumni ?? null, keepsConsent: 'consent' in draft };
      },
      browserStorage.contactDraft.key,
    );

    await visit.page.reload();
    await visit.expect('a kept draft starts the form at once', 'true', attribute, form, 'data-hydrated');
    await visit.expect('the name is back', answers.completeName, valueOf, `${form} [name="completeName"]`);
    await visit.expect('the course is back', answers.course, valueOf, `${form} [name="course"]`);
    await visit.expect('the answer chosen is back', true, valueOf, `${form} [name="alumni"][value="${answers.alumni}"]`);
    await visit.expect('the consent box is unticked', false, valueOf, `${form} [name="consent"]`);
  },
};
