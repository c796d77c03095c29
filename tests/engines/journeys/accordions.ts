import { getRoute, localizedPath } from '@/content/navigation';
import { phone } from '../engine-page';
import { focus, hasFocus } from '../page-reads';
import type { Journey } from '../visit';

/** Whether the panel is open and its content drawn. */
const opened = (panel: string) => ({
  open: (document.querySelector(panel) as HTMLDetailsElement | null)?.open ?? null,
  shown: document.querySelector(`${panel} > summary + *`)?.checkVisibility() ?? null,
});

export const accordions: Journey = {
  name: 'the accordions: a bus route\'s stops open and close by tap and by keyboard',
  viewport: phone,
  async run(visit) {
    await visit.open(localizedPath('es', getRoute('routes').path));
    const id = await visit.page.evaluate(() => document.querySelector('#page-content details')?.id ?? null);
    if (!id) throw new Error('the routes page has no panel with an id');
    const panel = `details[id="${id}"]`;
    const summary = `${panel} > summary`;
    await visit.expect('the panel starts closed', { open: false, shown: false }, opened, panel);

    await visit.page.click(summary);
    await visit.expect('a tap opens it', { open: true, shown: true }, opened, panel);
    await visit.page.click(summary);
    await visit.expect('a second tap closes it', { open: false, shown: false }, opened, panel);

    await visit.page.evaluate(focus, summary);
    await visit.page.press('Enter');
    await visit.expect('Enter opens it', { open: true, shown: true }, opened, panel);
    await visit.page.press(' ');
    await visit.expect('Space closes it', { open: false, shown: false }, opened, panel);
    await visit.expect('the summary keeps the focus', true, hasFocus, summary);
  },
};
