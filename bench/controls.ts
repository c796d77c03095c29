// The controls of issue 19 that the first-touch table measures, how the
// bench finds each on its page, and, in the page, what its visible effect is.
// Only the hooks the site promises are used: data-island/data-hydrated,
// roles and labels, test ids and the ids below, never an implementation detail.
import type { Template } from './pages';

export const controlIds = ['menu', 'language', 'carousel', 'video', 'submit', 'calculator', 'family', 'search'] as const;
export type ControlId = (typeof controlIds)[number];
/** The native popover reference page's menu, measured beside the site's controls. */
export type MeasuredControl = ControlId | 'native';

export type Control = {
  label: string;
  /** The templates whose page has the control; 'all' for the header's controls. */
  templates: Template[] | 'all';
};

export const controls: Record<MeasuredControl, Control> = {
  native: { label: 'Native `<button popovertarget>` page (the limit)', templates: [] },
  menu: { label: 'Menu (native popover)', templates: 'all' },
  language: { label: 'Language menu (native popover)', templates: 'all' },
  carousel: { label: 'Home: facilities carousel "next"', templates: ['home'] },
  video: { label: 'Home: play on the camps video', templates: ['home'] },
  submit: { label: 'Contact: send as the first action', templates: ['contact'] },
  calculator: { label: 'Fees: choosing a level (from its change event)', templates: ['fees'] },
  family: { label: 'Fees: adding a child to the family total', templates: ['fees'] },
  search: { label: 'Search: the field after the magnifier', templates: 'all' },
};

/** What the page needs to know, passed to the in-page functions below (which run in the page: no imports, no closures). */
export type TouchConfig = { control: MeasuredControl; requiredText: string };

/** What the page records of a first touch (on window.__firstTouch). */
export type TouchRecord = {
  /** The first pointerdown or touchstart's timeStamp. */
  inputAt?: number;
  /** The timeStamp of the event the figure counts from: the input's, or for the calculator the select's change event. */
  startAt?: number;
  /** performance.now() in the first animation frame with the effect on screen. */
  effectAt?: number;
  baseline?: string;
  final?: string;
  /** Where the control's centre was once scrolled into view at `load` (viewport pixels). */
  aim?: { x: number; y: number };
  /** Whether the touch landed on the control the bench aimed at. */
  onControl?: boolean;
  /** What it landed on otherwise. */
  landedOn?: string;
  loadEventEnd?: number;
  timeOrigin?: number;
};

/**
 * Runs in the page from its first byte (an init script: Page.addScriptToEvaluateOnNewDocument).
 * Scrolls the control into view (see below). On the first pointerdown or touchstart, in a capture listener on window,
 * ahead of any of the page's own: notes its timeStamp and the control's state,
 * then checks that state in every animation frame; the first frame in which
 * it differs is the one that shows the effect.
 */
export function recordFirstTouch(config: TouchConfig) {
  const record: TouchRecord = { timeOrigin: performance.timeOrigin };
  (window as unknown as { __firstTouch: TouchRecord }).__firstTouch = record;
  // The element the visitor touches.
  const control = (): Element | null => {
    switch (config.control) {
      case 'native':
      case 'menu':
        return document.querySelector('[popovertarget="menu-site"]');
      case 'language':
        return document.querySelector('[popovertarget="menu-language"]');
      case 'search':
        return document.querySelector('[popovertarget="menu-search"]');
      case 'carousel': {
        const carousel = document.querySelector('[aria-labelledby="home-facilities"] [aria-roledescription="carousel"]');
        const named = (button: Element) => /Siguiente|Next/.test(button.getAttribute('aria-label') ?? button.textContent ?? '');
        return [...(carousel?.querySelectorAll('button') ?? [])].filter(named).at(-1) ?? null;
      }
      case 'video':
        return document.querySelector('[data-testid="video-play"]');
      case 'submit':
        return document.querySelector('[data-testid="contact-form"] button[type="submit"]');
      case 'calculator':
        return document.getElementById('cost-level');
      case 'family':
        return document.querySelector('[data-family-add]');
    }
  };
  // The visitor scrolls the control into view at once: when the document is parsed, and again at `load`
  // (pictures and fonts may have moved it), from a listener that runs before the page's own.
  const scrollToControl = () => {
    const element = control();
    if (!element) return;
    element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    const box = element.getBoundingClientRect();
    record.aim = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  document.addEventListener('DOMContentLoaded', scrollToControl);
  window.addEventListener('load', scrollToControl);
  const shown = (element: Element) => element.getClientRects().length > 0 && element.checkVisibility({ visibilityProperty: true });
  // The control's visible state, as text; the effect is a change from the state at the touch.
  const state = (): string => {
    switch (config.control) {
      case 'native':
      case 'menu':
        return document.getElementById('menu-site')?.matches(':popover-open') ? 'open' : 'closed';
      case 'language':
        return document.getElementById('menu-language')?.matches(':popover-open') ? 'open' : 'closed';
      case 'search': {
        const inputs = [...(document.getElementById('menu-search')?.querySelectorAll('input') ?? [])];
        const usable = inputs.some((input) => (input.type === 'text' || input.type === 'search') && !input.disabled && !input.closest('[inert]') && shown(input));
        return usable ? 'field' : 'no field';
      }
      case 'carousel': {
        const carousel = document.querySelector('[aria-labelledby="home-facilities"] [aria-roledescription="carousel"]') ?? [...document.querySelectorAll('[aria-roledescription="carousel"]')].at(-1);
        const slides = [...(carousel?.querySelectorAll('[aria-roledescription="slide"]') ?? [])];
        return `slide ${slides.findIndex((slide) => slide.getAttribute('data-active') === 'true')}`;
      }
      case 'video':
        return document.querySelector('[data-testid="video-player"]') ? 'player' : 'picture';
      case 'submit': {
        const form = document.querySelector('[data-testid="contact-form"]');
        // React's message (its text), or the browser-checked one before the form runs (its words are CSS-generated):
        // both are texts that describe a field, whose ids end in -error (components/forms/form-fields.tsx). Only those
        // are read: reading every element's text cost each frame about 13 ms on the phone, counted in the figure.
        const errors = [...(form?.querySelectorAll('[id$="-error"]') ?? [])].filter(
          (element) => (element.textContent?.trim() === config.requiredText || element.id.endsWith('-native-error')) && shown(element),
        );
        return errors.length ? 'required shown' : 'no error';
      }
      case 'calculator':
        // The summary shown: every level's is in the page, CSS shows the chosen one (cost-calculator.tsx).
        return [...document.querySelectorAll('#cost-calculator [role="status"] p')]
          .filter(shown)
          .map((status) => status.textContent?.trim() ?? '')
          .join(' | ');
      case 'family':
        // Each child is a row of the family total (components/admission/family-cost.tsx): adding one shows one more.
        return `${document.querySelectorAll('[data-family-child]').length} children`;
    }
  };
  const watch = () => {
    if (record.effectAt !== undefined || record.inputAt === undefined) return;
    // The calculator's figure counts from the change of the select, not from the touch that opens its picker.
    const started = config.control !== 'calculator' || record.startAt !== undefined;
    const now = state();
    if (started && now !== record.baseline && now !== '') {
      record.effectAt = performance.now();
      record.final = now;
      return;
    }
    if (performance.now() - record.inputAt < 20_000) requestAnimationFrame(watch);
  };
  const onInput = (event: Event) => {
    if (record.inputAt !== undefined) return;
    record.inputAt = event.timeStamp;
    if (config.control !== 'calculator') record.startAt = event.timeStamp;
    record.baseline = state();
    const target = control();
    record.onControl = Boolean(target && event.target instanceof Node && target.contains(event.target));
    if (!record.onControl && event.target instanceof Element) record.landedOn = event.target.outerHTML.slice(0, 120);
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    record.loadEventEnd = navigation?.loadEventEnd;
    requestAnimationFrame(watch);
  };
  window.addEventListener('pointerdown', onInput, true);
  window.addEventListener('touchstart', onInput, true);
  window.addEventListener(
    'change',
    (event) => {
      if (config.control === 'calculator' && (event.target as Element | null)?.id === 'cost-level') record.startAt ??= event.timeStamp;
    },
    true,
  );
}
