import { expect, test, type Page } from '@playwright/test';
import { accessibilityReview, dataProtectionOfficer, enquiryRetentionDays, legalPages, processors, processorsTable, type LegalSection } from '@/content/legal';
import { site } from '@/content/site';
import { formatter, translator } from '@/i18n/request';
import { fullDateOf } from '@/lib/dates';
import { formatTemplate } from '@/lib/text';

// The four pages' expected values written here, independently of content/legal.ts and content/site.ts; those of the
// privacy policy's data protection sections and of the accessibility statement read from content/data/legal.json.
const footer = {
  es: [['Política de privacidad', '/es/privacy/'], ['Política de cookies', '/es/cookies/'], ['Aviso legal', '/es/legal/'], ['Canal de denuncias', '/es/whistleblower/']],
  en: [['Privacy policy', '/en/privacy/'], ['Cookie policy', '/en/cookies/'], ['Legal notice', '/en/legal/'], ['Whistleblower channel', '/en/whistleblower/']],
} as const;

const facts = {
  es: {
    privacy: ['Responsable del tratamiento', 'Sociedad titular del colegio', 'consentimiento', 'No cedemos tus datos a terceros', 'Acceso', 'Rectificación', 'Supresión', 'sessionStorage', 'ningún dato sale de tu dispositivo'],
    cookies: ['no instala cookies', 'localStorage', 'youtube-nocookie.com', 'privacidad mejorada', 'no puede leer lo que escribes'],
    legal: ['Sociedad titular del colegio', 'A-00000000', 'Registro Mercantil de Madrid', '28109 Alcobendas (La Moraleja)', 'legislación española'],
    whistleblower: ['Cómo comunicarlo', 'Confidencialidad', 'represalias', '112'],
  },
  en: {
    privacy: ['Data controller', 'Sociedad titular del colegio', 'consent', 'We do not share your data with third parties', 'Access', 'Rectification', 'Deletion', 'sessionStorage', 'no data leaves your device'],
    cookies: ['sets no cookies', 'localStorage', 'youtube-nocookie.com', 'privacy-enhanced', 'cannot read what you type'],
    legal: ['Sociedad titular del colegio', 'A-00000000', 'Registro Mercantil de Madrid', '28109 Alcobendas (La Moraleja)', 'Spanish law'],
    whistleblower: ['How to report', 'Confidentiality', 'retaliation', '112'],
  },
} as const;

for (const locale of ['es', 'en'] as const) {
  test(`legal pages (${locale}): reached from the footer, with what the specification asks`, async ({ page }) => {
    await page.goto(`/${locale}/`);
    const legal = page.locator('footer').getByRole('listitem').getByRole('link');
    for (const [name, href] of footer[locale]) await expect(legal.filter({ hasText: name })).toHaveAttribute('href', href);

    for (const [name, href] of footer[locale]) {
      await page.goto(href);
      await expect(page.locator('h1')).toHaveText(name);
      const content = page.locator('#page-content');
      const key = href.split('/')[2] as keyof (typeof facts)['es'];
      for (const fact of facts[locale][key]) await expect(content).toContainText(fact);
      await expect(content).not.toContainText('PLACEHOLDER');
      // The section list links to each section of the page.
      const toc = content.getByRole('navigation');
      const sections = content.locator('section h2');
      await expect(toc.getByRole('link')).toHaveCount(await sections.count());
      await expect(page.locator('footer').getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    }

    await page.goto(`/${locale}/privacy/`);
    await expect(page.locator('#page-content a[href="mailto:info@liceo.example"]').first()).toBeVisible();

    await page.goto(`/${locale}/cookies/`);
    const table = page.locator('#page-content table');
    await expect(table.locator('caption')).toHaveText(locale === 'es' ? 'Lo que este sitio guarda en tu navegador' : 'What this site keeps in your browser');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.locator('tbody th[scope="row"]')).toHaveText(['contact-form-draft']);
    const policy = page.locator('#page-content a[href="https://policies.google.com/privacy"]');
    await expect(policy).toHaveAttribute('target', '_blank');
    await expect(policy).toHaveAttribute('rel', /noopener/);

    await page.goto(`/${locale}/whistleblower/`);
    await expect(page.locator('#page-content a[href="mailto:canal.denuncias@liceo.example"]')).toHaveCount(2);
    await expect(page.locator('#page-content section').filter({ hasText: locale === 'es' ? 'Cómo comunicarlo' : 'How to report' }).locator('li')).toHaveCount(4);
  });
}

/** A legal page's section, found by what it holds in content/data/legal.json. */
const sectionOf = (page: keyof typeof legalPages, holds: (section: LegalSection) => boolean) => {
  const found = legalPages[page].sections.find(holds);
  if (!found) throw new Error(`content/data/legal.json: no such section of ${page}`);
  return found;
};
/** The section of the page titled so. */
const sectionTitled = (page: Page, title: string) => page.locator('#page-content section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
const names = (section: LegalSection, slot: string) => [...section.paragraphs.es, ...(section.items?.es ?? [])].some((text) => text.includes(`{${slot}`));

for (const locale of ['es', 'en'] as const) {
  test(`privacy policy (${locale}): the data protection officer, the processors, transfers and the retention period, as content/data/legal.json has them`, async ({ page }) => {
    await page.goto(`/${locale}/privacy/`);
    const content = page.locator('#page-content');
    const toc = content.getByRole('navigation');
    for (const section of legalPages.privacy.sections) {
      await expect(content.getByRole('heading', { level: 2, name: section.title[locale], exact: true })).toBeVisible();
      await expect(toc.getByRole('link', { name: section.title[locale], exact: true })).toHaveAttribute('href', /^#/);
    }
    const sectionNamed = (section: LegalSection) => sectionTitled(page, section.title[locale]);

    // The officer's address, a link, in its own section and among the rights.
    const officer = sectionNamed(sectionOf('privacy', (section) => names(section, 'dpoEmail') && !section.items));
    await expect(officer.locator(`a[href="mailto:${dataProtectionOfficer.email}"]`)).toHaveText(dataProtectionOfficer.email);
    await expect(sectionNamed(sectionOf('privacy', (section) => names(section, 'dpoEmail') && !!section.items)).locator(`a[href="mailto:${dataProtectionOfficer.email}"]`)).toBeVisible();

    // The processors, a row each, in the section that shows their table.
    const table = sectionNamed(sectionOf('privacy', (section) => section.table === 'processors')).getByRole('table');
    await expect(table.locator('caption')).toHaveText(processorsTable.caption[locale]);
    await expect(table.locator('thead th')).toHaveText([processorsTable.provider[locale], processorsTable.service[locale], processorsTable.location[locale], processorsTable.safeguard[locale]]);
    await expect(table.locator('tbody tr')).toHaveCount(processors.length);
    for (const [index, processor] of processors.entries()) {
      const row = table.locator('tbody tr').nth(index);
      await expect(row.locator('th[scope="row"]')).toHaveText(processor.provider);
      await expect(row.locator('td')).toHaveText([processor.service[locale], processor.location[locale], processor.safeguard[locale]]);
    }
    // On a phone the table scrolls in a region of its own, named by its caption, that the keyboard can reach.
    await expect(page.getByRole('region', { name: processorsTable.caption[locale] })).toHaveAttribute('tabindex', '0');

    // The retention period is the receiver's one setting, written by the page in the page's language.
    const retention = sectionOf('privacy', (section) => names(section, 'retentionDays'));
    const stated = retention.paragraphs[locale].filter((text) => text.includes('{retentionDays')).map((text) => formatTemplate(text, { retentionDays: enquiryRetentionDays }, locale));
    expect(stated.join(' ')).toContain(String(enquiryRetentionDays));
    for (const text of stated) await expect(sectionNamed(retention)).toContainText(text);
  });

  test(`accessibility statement (${locale}): reached from the footer beside the legal pages, with the standard, the checks, how to report a barrier and the day of the last review`, async ({ page }) => {
    const name = translator({ locale, namespace: 'nav' })('accessibility');
    await page.goto(`/${locale}/`);
    const footerLink = page.locator('footer').getByRole('listitem').getByRole('link', { name, exact: true });
    await expect(footerLink).toHaveAttribute('href', `/${locale}/accessibility/`);
    // Beside the other legal pages: in the same list, last.
    await expect(page.locator('footer ul').filter({ has: page.getByRole('link', { name, exact: true }) }).getByRole('link').last()).toHaveAttribute('href', `/${locale}/accessibility/`);

    await footerLink.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/accessibility/$`));
    await expect(page.locator('h1')).toHaveText(name);
    const content = page.locator('#page-content');
    const statement = legalPages.accessibility;
    await expect(content.getByText(statement.lead[locale], { exact: true })).toBeVisible();
    const sections = content.locator('section h2');
    await expect(sections).toHaveText(statement.sections.map((section) => section.title[locale]));
    await expect(content.getByRole('navigation').getByRole('link')).toHaveCount(statement.sections.length);
    await expect(page.locator('footer').getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');

    // The day of the last review, as next-intl's format writes it in the page's language.
    const reviewed = formatter(locale).dateTime(fullDateOf(accessibilityReview.date), 'dayWithYear');
    const reviewSection = sectionOf('accessibility', (section) => names(section, 'reviewDate'));
    await expect(sectionTitled(page, reviewSection.title[locale])).toContainText(reviewed);
    // How it is checked: one line per check.
    const checks = sectionOf('accessibility', (section) => !!section.items);
    await expect(sectionTitled(page, checks.title[locale]).locator('li')).toHaveCount(checks.items![locale].length);
    // How to report a barrier: the school's address and phone.
    const report = sectionTitled(page, sectionOf('accessibility', (section) => names(section, 'email')).title[locale]);
    await expect(report.locator(`a[href="mailto:${site.contact.email}"]`)).toHaveText(site.contact.email);
    await expect(report).toContainText(site.contact.phones[0]);
    await expect(content).not.toContainText('{');
  });
}
