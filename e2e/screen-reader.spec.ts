import { expect, test } from '@playwright/test';
import { childrenOf, hrefFor, navbarSections } from '@/content/navigation';
import { translator } from '@/i18n/request';
import { routing } from '@/i18n/routing';
import { routeText } from '@/lib/seo';
import { act, offerScreenReader, readThrough } from './support/screen-reader';
import { waitForIslands } from './support/ui';

/*
 * A screen reader's path (support/screen-reader.ts) through the contact form
 * and the main menu, in each language: what it says is in the page's language
 * (its own words for roles and states are English, as the tool has them).
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const locale of routing.locales) {
  const form = translator({ locale, namespace: 'contactForm' });
  const layout = translator({ locale, namespace: 'layout' });
  const nav = translator({ locale, namespace: 'nav' });
  const common = translator({ locale, namespace: 'common' });

  // Each question of the form as the reader names it: its role and its label.
  const fields = [
    ['textbox', form('completeName')],
    ['textbox', form('address')],
    ['textbox', form('population')],
    ['textbox', form('phone')],
    ['textbox', form('email')],
    ['textbox', form('previousCenter')],
    ['combobox', form('course')],
    ['textbox', form('message')],
    ['radiogroup', form('alumni')],
    ['radiogroup', form('childrenInSchool')],
    ['checkbox', form('consent')],
  ] as const;
  /** The phrase the reader says on arriving at a field: role, name, what describes it (a hint, an error), its states, ending with required. */
  const heard = (role: string, label: string, error?: string) =>
    new RegExp(`^${role}, ${escape(label)}, ${error ? `(.* )?${escape(error)}, (.*, )?invalid, ` : ''}.*required$`);

  test(`the contact form, heard: each field's name, that it is required and, after an empty send, its error (${locale})`, async ({ page }) => {
    await offerScreenReader(page);
    await page.goto(hrefFor(locale, 'contact'));
    await waitForIslands(page);

    const before = await readThrough(page, '[data-testid="contact-form"]');
    for (const [role, label] of fields) {
      expect(before.filter((phrase) => heard(role, label).test(phrase)), `${role} ${label}`).toHaveLength(1);
    }
    // No error is said before the visitor has done anything.
    expect(before.filter((phrase) => phrase.includes(form('required')))).toEqual([]);

    // Send pressed on the empty form: the focus goes to the first question, and the reader follows it. (It speaks at
    // the focus event itself, before the form has drawn its errors: what it then says of each field is read below.)
    const answer = await act(
      page,
      new RegExp(`^button, ${escape(common('send_message'))}$`),
      () => document.activeElement?.id === 'completeName' && document.activeElement.getAttribute('aria-invalid') === 'true',
    );
    expect(answer.at(-1)).toMatch(heard('textbox', form('completeName')));

    const after = await readThrough(page, '[data-testid="contact-form"]');
    for (const [role, label] of fields) {
      expect(after.filter((phrase) => heard(role, label, form('required')).test(phrase)), `${role} ${label}`).toHaveLength(1);
    }
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test(`the main menu, heard: its button, collapsed then expanded, and every link of the menu (${locale})`, async ({ page }) => {
      await offerScreenReader(page);
      await page.goto(hrefFor(locale, 'home'));
      const button = new RegExp(`^button, ${escape(layout('openMenu'))}, (not )?expanded$`);

      const bar = await readThrough(page, 'header');
      expect(bar.filter((phrase) => button.test(phrase))).toEqual([`button, ${layout('openMenu')}, not expanded`]);

      // Pressed: the menu opens and its first link takes the focus; the reader follows it into the menu.
      const opened = await act(page, button, () => !!document.activeElement?.closest('[popover]:popover-open'));
      expect(opened.at(-1)).toBe(`link, ${routeText(nav, navbarSections[0]!.key)}`);

      const menu = await readThrough(page, 'header');
      expect(menu.filter((phrase) => button.test(phrase))).toEqual([`button, ${layout('openMenu')}, expanded`]);
      expect(menu).toContain(`navigation, ${layout('mainNav')}`);
      // Every section, then the pages of its menu, in the bar's order.
      const links = navbarSections.flatMap((section) => [section, ...childrenOf(section.key, { menuOnly: true })]).map((route) => `link, ${routeText(nav, route.key)}`);
      const heardLinks = menu.filter((phrase) => phrase.startsWith('link, ') && !phrase.startsWith(`link, ${layout('homeLink')}`) && phrase !== `link, ${nav('contact')}`);
      expect(heardLinks).toEqual(links);
    });
  });
}
