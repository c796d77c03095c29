import { expect, test } from '@playwright/test';

// Expected values written here, independently of content/legal.ts and content/site.ts.
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
