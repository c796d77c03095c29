import { campOf } from '@/content/camps';
import { getRoute, localizedPath, type RouteKey } from '@/content/navigation';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { desktop } from '../engine-page';
import { attribute, hasFocus, isOpen } from '../page-reads';
import type { Journey, Visit } from '../visit';

const searchButton = (label: string) => `button[aria-label="${label}"]`;
const resultLinks = (panel: string) => [...document.querySelectorAll(`${panel} .pf-result-link`)].map((link) => link.getAttribute('href'));
/** "3 results for fees", "No se encontraron resultados para fees": the summary ends with the whole query once its search is done. */
const summaryEndsWith = (panel: string, query: string) => (document.querySelector(`${panel} pagefind-summary`) as HTMLElement | null)?.innerText.trim().endsWith(` ${query}`) ?? false;

/** Opens the search from the navbar, waits for its field to take the focus, types the query and waits for its results. */
async function search(visit: Visit, label: string, query: string) {
  const button = searchButton(label);
  const panel = `[id="${await visit.page.evaluate(attribute, button, 'popovertarget')}"]`;
  await visit.page.click(button);
  await visit.expect('the search opens', true, isOpen, panel);
  await visit.expect('its field takes the focus', true, hasFocus, `${panel} input[type="search"]`);
  await visit.page.type(query);
  await visit.expect(`the results for "${query}" are shown`, true, summaryEndsWith, panel, query);
  return panel;
}

export const siteSearch: Journey = {
  name: 'search: a camp found first on the Spanish site and followed by keyboard; the fees on the English site, English pages only',
  viewport: desktop,
  async run(visit) {
    const camp = campOf('camp-antibes');
    const campPage = localizedPath('es', getRoute(camp.key as RouteKey).path);
    await visit.open('/es/');
    const panel = await search(visit, es.search.open, camp.name.es);
    await visit.expect('the camp is the first result', campPage, attribute, `${panel} .pf-results > li:first-child .pf-result-link`, 'href');
    const spanish = await visit.page.evaluate(resultLinks, panel);
    if (!spanish.every((link) => link?.startsWith('/es/'))) throw new Error(`a Spanish search found other pages: ${spanish.join(', ')}`);
    await visit.page.press('ArrowDown');
    await visit.expect('the down arrow goes to the first result', true, hasFocus, `${panel} .pf-result-link`);
    await visit.page.press('Enter');
    await visit.arrivedAt(campPage);

    const fees = localizedPath('en', getRoute('fees').path);
    await visit.open('/en/');
    const english = await search(visit, en.search.open, en.nav.fees);
    await visit.expect(`"${en.nav.fees}" finds the fees page`, true, (panel: string, href: string) => document.querySelector(`${panel} .pf-result-link[href="${href}"]`) !== null, english, fees);
    const found = await visit.page.evaluate(resultLinks, english);
    if (!found.every((link) => link?.startsWith('/en/'))) throw new Error(`an English search found other pages: ${found.join(', ')}`);
  },
};
