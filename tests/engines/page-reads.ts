/*
 * What the journeys read in the page, and the one thing they do by script.
 * Each function runs in the browser (EnginePage.evaluate sends its source):
 * it uses only its arguments and the page, never anything of this module.
 */

/**
 * Puts the focus on the element, as a keyboard user's Tabs would: what a
 * journey then does with keys starts there in every engine (a click does not
 * focus a button in every browser: Safari's does not).
 */
export const focus = (selector: string) => (document.querySelector(selector) as HTMLElement).focus();

/** Whether the element is there and drawn (not display: none, nor inside a closed popover or details). */
export const isShown = (selector: string) => document.querySelector(selector)?.checkVisibility() ?? false;

/** Whether the popover is open. */
export const isOpen = (selector: string) => document.querySelector(selector)?.matches(':popover-open') ?? false;

/** Whether the focus is on the element the selector finds. */
export const hasFocus = (selector: string) => document.activeElement !== null && document.activeElement === document.querySelector(selector);

/** An attribute of the element, null when it has none or is not there. */
export const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;

/** The middle of the element's box, in the viewport. */
export const middleOf = (selector: string) => {
  const box = document.querySelector(selector)!.getBoundingClientRect();
  return { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };
};

/** How many elements the selector finds. */
export const count = (selector: string) => document.querySelectorAll(selector).length;

/** The text the element shows, its white space as drawn and trimmed. */
export const shownText = (selector: string) => (document.querySelector(selector) as HTMLElement | null)?.innerText.trim() ?? null;

/** The first amount in euros the element shows, in whole euros: "12.300 €" and "€12,300" are both 12300. */
export const euros = (selector: string) => {
  const text = (document.querySelector(selector) as HTMLElement | null)?.innerText ?? '';
  const amount = text.match(/€\s*(\d[\d.,\s]*\d|\d)|(\d[\d.,\s]*)\s*€/);
  return amount ? Number((amount[1] ?? amount[2]!).replace(/\D/g, '')) : null;
};

/** A form control's value, or whether a box or radio is ticked. */
export const valueOf = (selector: string) => {
  const control = document.querySelector(selector) as HTMLInputElement | null;
  if (!control) return null;
  return control.type === 'checkbox' || control.type === 'radio' ? control.checked : control.value;
};
