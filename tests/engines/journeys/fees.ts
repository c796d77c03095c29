import { feeRules, levelBilling } from '@/content/fees';
import { getRoute, localizedPath } from '@/content/navigation';
import { familyCostHooks as hooks } from '@/lib/family-cost';
import { yearlyCost, type TransportChoice } from '@/lib/yearly-cost';
import { desktop, phone } from '../engine-page';
import { count, euros, hasFocus, valueOf } from '../page-reads';
import type { Journey } from '../visit';

const cost = (level: string, transport: TransportChoice) => yearlyCost(feeRules, level, transport).total;
/** The levels whose transport the fee table prices, in its order: each has a total with a half and a full route. */
const withTransport = Object.keys(levelBilling).filter((level) => levelBilling[level]!.transport !== 'returnIncluded');
const [firstLevel, secondLevel] = withTransport;
if (!firstLevel || !secondLevel) throw new Error('the fee table prices the transport of fewer than two levels');

export const feesCalculator: Journey = {
  name: 'the fees calculator: a level\'s total for the year, with each transport, by click and by keyboard',
  viewport: desktop,
  async run(visit) {
    await visit.open(localizedPath('es', getRoute('fees').path));
    const calculator = '[data-testid="cost-calculator"]';
    const status = `${calculator} [role="status"]`;
    await visit.expect('no total before a level is chosen', null, euros, status);

    await visit.page.select(`${calculator} select[name="level"]`, firstLevel);
    await visit.expect('the level\'s total, without transport', cost(firstLevel, 'none'), euros, status);
    await visit.page.click(`${calculator} input[name="transport"][value="half"]`);
    await visit.expect('with a half route', cost(firstLevel, 'half'), euros, status);
    await visit.page.press('ArrowRight');
    await visit.expect('the arrow key moves to the full route', true, valueOf, `${calculator} input[name="transport"][value="full"]`);
    await visit.expect('with a full route', cost(firstLevel, 'full'), euros, status);
    await visit.page.select(`${calculator} select[name="level"]`, secondLevel);
    await visit.expect('another level, the same transport', cost(secondLevel, 'full'), euros, status);
  },
};

export const familyTotal: Journey = {
  name: 'the family total: two children summed, a child added and removed',
  viewport: phone,
  async run(visit) {
    await visit.open(localizedPath('en', getRoute('fees').path));
    const family = `[${hooks.root}]`;
    const child = (n: number) => `${family} li[${hooks.child}]:nth-of-type(${n})`;
    const total = `${family} [${hooks.total}]`;
    await visit.expect('no total before a level is chosen', null, euros, total);

    await visit.page.select(`${child(1)} [${hooks.level}]`, firstLevel);
    await visit.page.select(`${child(1)} [${hooks.transport}]`, 'half');
    await visit.expect('the first child\'s total', cost(firstLevel, 'half'), euros, total);
    await visit.page.click(`${family} [${hooks.add}]`);
    await visit.expect('a second child is added', 2, count, `${family} li[${hooks.child}]`);
    await visit.expect('with the focus on its level', true, hasFocus, `${child(2)} [${hooks.level}]`);
    await visit.page.select(`${child(2)} [${hooks.level}]`, secondLevel);

    const both = cost(firstLevel, 'half') + cost(secondLevel, 'none');
    await visit.expect('the family\'s total is the sum of both', both, euros, total);
    await visit.expect('the first child\'s own total', cost(firstLevel, 'half'), euros, `${child(1)} [${hooks.childTotal}]`);
    await visit.expect('the second child\'s own total', cost(secondLevel, 'none'), euros, `${child(2)} [${hooks.childTotal}]`);
    await visit.expect('the months add up to the year', both, euros, `${family} [${hooks.yearTotal}]`);

    await visit.page.click(`${child(1)} [${hooks.remove}]`);
    await visit.expect('one child is left', 1, count, `${family} li[${hooks.child}]`);
    await visit.expect('the total is the other child\'s alone', cost(secondLevel, 'none'), euros, total);
  },
};
