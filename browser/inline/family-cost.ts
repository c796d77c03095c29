// Inline on the fees page, before the family total's controls (components/admission/family-cost.tsx):
// it answers them from the document, so a touch finds it there whenever it comes.
import { familyCostHooks as hooks, familyTotal, type ChosenChild, type FamilyCostData } from '@/lib/family-cost';
import type { TransportChoice } from '@/lib/yearly-cost';

const doc = document;
let data: FamilyCostData | undefined;
let euros: Intl.NumberFormat | undefined;

const attribute = (name: string) => `[${name}]`;
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (slot, name: string) => String(values[name] ?? slot));
/** Writes a text only when it changes: a live region announces every write. */
const write = (element: Element | null, text: string) => {
  if (element && element.textContent !== text) element.textContent = text;
};

function read(): FamilyCostData {
  data ??= JSON.parse(doc.getElementById(hooks.data)!.textContent!) as FamilyCostData;
  euros ??= new Intl.NumberFormat(data.locale, data.euros);
  return data;
}

/** Reads every child's choices and writes each child's total, the family's and its months. */
function update(root: Element) {
  const { words, plans, monthCount, withoutDigital } = read();
  const money = (amount: number) => euros!.format(amount);
  const rows = [...root.querySelectorAll(attribute(hooks.child))];
  const chosen: ChosenChild[] = rows.map((row) => ({
    level: row.querySelector<HTMLSelectElement>(attribute(hooks.level))!.value,
    transport: row.querySelector<HTMLSelectElement>(attribute(hooks.transport))!.value as TransportChoice,
  }));
  const family = familyTotal(chosen, plans, monthCount);
  rows.forEach((row, index) => {
    const label = fill(words.child, { number: index + 1 });
    write(row.querySelector(attribute(hooks.label)), label);
    const remove = row.querySelector<HTMLButtonElement>(attribute(hooks.remove))!;
    remove.hidden = rows.length === 1;
    remove.setAttribute('aria-label', `${words.remove}: ${label}`);
    const cost = family.children[index];
    const notes = cost ? [...(withoutDigital.includes(chosen[index]!.level) ? [words.withoutDigital] : []), ...(cost.transportListed ? [] : [words.transportNotListed])] : [];
    write(row.querySelector(attribute(hooks.childTotal)), cost ? [fill(words.childTotal, { amount: money(cost.plan.total) }), ...notes].join(' · ') : '');
  });
  write(root.querySelector(attribute(hooks.total)), family.chosen > 0 ? fill(words.total, { amount: money(family.plan.total) }) : words.prompt);
  family.plan.months.forEach((amount, index) => write(root.querySelector(`[${hooks.month}="${index}"]`), money(amount)));
  // What follows the controls may not have arrived yet at a very early touch: the page's end writes it (updateAll).
  const unscheduled = root.querySelector<HTMLElement>(attribute(hooks.unscheduled));
  if (unscheduled) unscheduled.hidden = family.plan.unscheduled === 0;
  write(unscheduled?.querySelector('td') ?? null, money(family.plan.unscheduled));
  write(root.querySelector(attribute(hooks.yearTotal)), money(family.plan.total));
}

/** Runs `then` once the frame that shows what was just done is on screen: a focus in the press's task makes the browser lay the page out there. */
const afterFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));

function addChild(root: Element) {
  const template = root.querySelector<HTMLTemplateElement>(attribute(hooks.template))!;
  const child = (template.content.firstElementChild as Element).cloneNode(true) as Element;
  root.querySelector(attribute(hooks.list))!.append(child);
  update(root);
  afterFrame(() => child.querySelector<HTMLElement>(attribute(hooks.level))?.focus());
}

function removeChild(root: Element, row: Element) {
  const rows = [...root.querySelectorAll(attribute(hooks.child))];
  const before = rows[rows.indexOf(row) - 1] ?? rows[1];
  row.remove();
  update(root);
  afterFrame(() => before?.querySelector<HTMLElement>(attribute(hooks.level))?.focus());
}

doc.addEventListener('change', (event) => {
  const root = (event.target as Element).closest?.(attribute(hooks.root));
  if (root) update(root);
});

doc.addEventListener('click', (event) => {
  const target = event.target as Element;
  const root = target.closest?.(attribute(hooks.root));
  if (!root) return;
  if (target.closest(attribute(hooks.add))) addChild(root);
  const remove = target.closest(attribute(hooks.remove));
  if (remove) removeChild(root, remove.closest(attribute(hooks.child))!);
});

// Choices the browser kept (a reload, a return to the page) are added up once the controls are all there.
const updateAll = () => doc.querySelectorAll(attribute(hooks.root)).forEach(update);
if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', updateAll);
else updateAll();
addEventListener('pageshow', (event) => {
  if (event.persisted) updateAll();
});
