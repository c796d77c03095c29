import { expect, test } from '@playwright/test';
import { waitForCarousels } from './support/ui';

// Values from the specification (section 1), written here independently of content/.
const facts = {
  es: ['1982', '+40', '30.000', 'm² de jardines', '11.000', 'm² de instalaciones deportivas', '+400', 'deportistas federados',
    'inglés, francés, alemán, italiano y chino mandarín', 'matrícula abierta'],
  en: ['1982', '+40', '30,000', 'm² of gardens', '11,000', 'm² of sports facilities', '+400', 'federated athletes',
    'English, French, German, Italian and Mandarin Chinese', 'enrolment open'],
} as const;

for (const locale of ['es', 'en'] as const) {
  test(`home (${locale}): ideals, school facts, camps and facilities cards, doubts block`, async ({ page }) => {
    await page.goto(`/${locale}/`);
    await waitForCarousels(page);
    await expect(page.locator('h1')).toHaveText(locale === 'es' ? 'Educar en la felicidad' : 'Educating in happiness');
    const factsList = page.getByTestId('school-facts');
    await expect(factsList.locator('li')).toHaveCount(8);
    for (const fact of facts[locale]) await expect(factsList).toContainText(fact);
    await expect(factsList).toContainText(locale === 'es' ? '1 año' : '1 year old');

    const camps = page.locator('section', { has: page.getByRole('heading', { name: locale === 'es' ? 'Campamentos de verano' : 'Summer camps' }) });
    await expect(camps.getByRole('link', { name: locale === 'es' ? 'Saber más' : 'Know more' })).toHaveAttribute('href', `/${locale}/camps/`);
    await expect(camps.locator('img')).toHaveCount(1);

    const facilities = page.locator('section', { has: page.locator('#home-facilities') });
    await expect(facilities.getByRole('link', { name: locale === 'es' ? 'Ver instalaciones' : 'See our facilities' })).toHaveAttribute('href', `/${locale}/meetus/facilities/`);
    await expect(facilities.locator('img')).toHaveCount(4);

    const doubts = page.locator('section', { has: page.locator('#doubts') });
    await expect(doubts.getByRole('heading')).toHaveText(locale === 'es' ? '¿Tienes dudas?' : 'Have any doubts?');
    await expect(doubts.getByRole('link')).toHaveAttribute('href', `/${locale}/contact/`);
  });

  test(`contact (${locale}): intro and the three info blocks`, async ({ page }) => {
    await page.goto(`/${locale}/contact/`);
    await expect(page.locator('h1')).toHaveText(locale === 'es' ? 'Contacto' : 'Contact');
    await expect(page.locator('#page-content')).toContainText(locale === 'es' ? '¿Tienes dudas?' : 'Have any doubts?');
    await expect(page.locator('#page-content')).toContainText(locale === 'es' ? 'Rellena el siguiente formulario' : 'Fill in the following form');
    const info = page.getByTestId('contact-info');
    await expect(info.locator('section')).toHaveCount(3);
    await expect(info.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(info.locator('a[href^="tel:"]')).toHaveCount(2);
    await expect(info.locator('address')).toContainText('Alcobendas (La Moraleja)');
  });
}
