import { readFileSync } from 'node:fs';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { feeRules } from '@/content/fees';
import { levelRules } from '@/components/admission/cost-calculator';
import { CostCalculatorSection } from '@/components/admission/cost-calculator-section';
import { feeLevels } from '@/components/admission/fee-levels';
import { formatter } from '@/i18n/request';
import { transportChoices, yearlyCost, type TransportChoice } from '@/lib/yearly-cost';
import { inPage } from '../support/page-locale';

/*
 * The calculator without script (components/admission/cost-calculator.tsx):
 * the server renders every answer, and CSS shows the one the controls choose.
 * Here the page's rules are applied by hand: a level's elements show when it
 * is chosen, and an element with `data-transport` shows only with the
 * choices it lists (app/globals.css).
 */

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['parentNode'];

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;
const isElement = (node: Node): node is Element => 'tagName' in node;
const children = (node: Node): Node[] => ('childNodes' in node ? node.childNodes : []);

function* descendants(node: Node): Generator<Element> {
  for (const child of children(node)) {
    if (!isElement(child)) continue;
    yield child;
    yield* descendants(child);
  }
}

/** Shown with this transport choice, as far as the element's own `data-transport` says. */
const shownWith = (element: Element, transport: TransportChoice) => attribute(element, 'data-transport')?.split(' ').includes(transport) ?? true;

/** The text a visitor sees in `node` with this transport choice. */
function shownText(node: Node, transport: TransportChoice): string {
  if (isElement(node) && !shownWith(node, transport)) return '';
  if ('value' in node && node.nodeName === '#text') return node.value;
  return children(node)
    .map((child) => shownText(child, transport))
    .join('');
}

const levels = feeLevels('en', formatter('en'));

for (const locale of ['es', 'en'] as const) {
  describe(`the fees calculator without script (${locale})`, () => {
    const format = formatter(locale);
    const euros = (amount: number) => format.number(amount, 'euros');
    const document = parse(`<!doctype html><body>${renderToStaticMarkup(inPage(locale, createElement(CostCalculatorSection)))}`);
    const all = [...descendants(document)];
    const status = all.find((element) => attribute(element, 'role') === 'status')!;
    const ofLevel = (root: Node, level: string) => [...descendants(root)].filter((element) => attribute(element, 'data-level') === level);

    it('has a level option for every level, after the empty one', () => {
      const options = all.filter((element) => element.tagName === 'option').map((option) => attribute(option, 'value'));
      expect(options).toEqual(['', ...levels.map((level) => level.id)]);
    });

    it('shows exactly one summary for every level and transport choice, with its total', () => {
      for (const level of feeLevels(locale, format))
        for (const transport of transportChoices) {
          const [block, ...others] = ofLevel(status, level.id);
          expect(others, level.id).toEqual([]);
          const shown = children(block!).filter((child) => isElement(child) && shownWith(child, transport));
          expect(shown, `${level.id}, ${transport}`).toHaveLength(1);
          expect(shownText(shown[0]!, transport)).toContain(`${level.label}: ${euros(yearlyCost(feeRules, level.id, transport).total)}.`);
        }
    });

    it('shows each level\'s month-by-month table with the months and totals of the transport chosen', () => {
      const tables = all.filter((element) => element.tagName === 'table');
      expect(tables).toHaveLength(levels.length);
      for (const level of levels)
        for (const transport of transportChoices) {
          const cost = yearlyCost(feeRules, level.id, transport);
          const [table, ...others] = ofLevel(document, level.id).flatMap((block) => [...descendants(block)].filter((element) => element.tagName === 'table'));
          expect(others).toEqual([]);
          const rows = (section: string) =>
            [...descendants(table!)]
              .filter((element) => element.tagName === section)
              .flatMap((part) => children(part).filter(isElement))
              .filter((row) => shownWith(row, transport))
              .map((row) => children(row).filter(isElement).filter((cell) => shownWith(cell, transport)).map((cell) => shownText(cell, transport)));
          const [header] = rows('thead');
          expect(header, `${level.id}, ${transport}`).toHaveLength(cost.items.length + 2);
          const body = rows('tbody');
          expect(body).toHaveLength(cost.schedule.length + (cost.unscheduled.length > 0 ? 1 : 0));
          for (const [index, month] of cost.schedule.entries()) {
            expect(body[index]).toHaveLength(cost.items.length + 2);
            expect(body[index]!.at(-1), `${level.id}, ${transport}, month ${month.month}`).toBe(euros(month.amount));
            for (const [column, item] of cost.items.entries()) {
              const charged = month.items.find((candidate) => candidate.id === item.id);
              expect(body[index]![column + 1]).toBe(charged ? euros(charged.amount) : '');
            }
          }
          expect(rows('tfoot')[0]!.at(-1)).toBe(euros(cost.total));
        }
    });

    it('gives every table its own caption id, and every element its own id', () => {
      const ids = all.map((element) => attribute(element, 'id')).filter(Boolean);
      expect(new Set(ids).size).toBe(ids.length);
    });
  });
}

describe('the calculator\'s CSS', () => {
  it('shows each level\'s elements when its option is checked', () => {
    const rules = levelRules(levels.map((level) => level.id));
    for (const level of levels) expect(rules).toContain(`option[value="${level.id}"]:checked) [data-level="${level.id}"]{display:block}`);
  });

  it('hides what each transport choice does not include (app/globals.css)', () => {
    const css = readFileSync('app/globals.css', 'utf8');
    for (const transport of transportChoices)
      expect(css).toContain(`.cost-calculator:has(input[name='transport'][value='${transport}']:checked) [data-transport]:not([data-transport~='${transport}'])`);
  });
});
