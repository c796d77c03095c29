/**
 * The site's controls, made better from the first paint by a few lines of
 * script that run inline on every page (browser/inline/controls.ts, bundled
 * by scripts/bundle-browser-code.ts). Every control already works without them:
 * menus are native popovers, the arrows are links. This adds: the navbar's
 * solid look and the arrows' swap as the page scrolls; a menu that closes
 * when a link in it is followed, when focus leaves it or when the pointer
 * leaves its section; the focus on the phone menu's first link and on the
 * search field once their panel is on screen;
 * Escape for a dropdown shown by hovering; and
 * aria-expanded on each menu button, from the start, for assistive technology
 * that reads only the attribute. Events are delegated from the document.
 */
/** Scroll thresholds of the specification (section 9): the bar's solid look and the arrows. */
export const scrollThresholds: ControlsOptions = { solidOffset: 80, arrowThreshold: 40 };

export type ControlsOptions = {
  /** The bar turns solid this many px short of one screen height of scrolling. */
  solidOffset: number;
  /** The scroll arrows swap at this many px. */
  arrowThreshold: number;
};

export function enhanceControls({ solidOffset, arrowThreshold }: ControlsOptions) {
  const doc = document;

  function followScroll() {
    const y = window.scrollY;
    const header = doc.querySelector<HTMLElement>('header[data-mode="on-scroll"]');
    const solid = String(y > window.innerHeight - solidOffset);
    // Written only when they change: a scroll event can come in the frame of an answer (a send grows the form), and a write there is work for that frame.
    if (header && header.dataset.solid !== solid) header.dataset.solid = solid;
    doc.querySelectorAll<HTMLElement>('[data-scroll-arrow]').forEach((arrow) => {
      const hidden = (arrow.dataset.scrollArrow === 'down') === y >= arrowThreshold;
      if (arrow.hidden !== hidden) arrow.hidden = hidden;
    });
  }
  // The server HTML is right for the top of the page; a page opened further down (an anchor, a
  // restored position) fires a scroll event. No reading of the position before then: it forces a layout.
  addEventListener('scroll', followScroll, { passive: true });
  addEventListener('resize', followScroll, { passive: true });

  // A browser without popovers shows each menu's fallback link instead (see globals.css).
  if (!Object.prototype.hasOwnProperty.call(HTMLElement.prototype, 'popover')) return;

  const isOpen = (popover: Element) => popover.matches(':popover-open');
  // The focus an opened panel gives follows its first frame: in the press's task it made the browser lay the panel out there.
  const afterFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then, 0));
  const close = (popover: Element | null | undefined) => {
    if (popover && isOpen(popover)) (popover as HTMLElement).hidePopover();
  };

  // Assistive technology that reads only the attribute hears each menu button's state from the start, not
  // only after its first toggle (which sets it below). Without this script the browser gives the popover's own state.
  const markStates = () =>
    doc.querySelectorAll('[popovertarget]').forEach((button) => {
      const popover = doc.getElementById(button.getAttribute('popovertarget')!);
      if (popover && !button.hasAttribute('aria-expanded')) button.setAttribute('aria-expanded', String(isOpen(popover)));
    });
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', markStates, { once: true });
  else markStates();

  doc.addEventListener(
    'toggle',
    (event) => {
      const popover = event.target as HTMLElement;
      if (!popover.id || !('newState' in event)) return;
      doc.querySelectorAll(`[popovertarget="${popover.id}"]`).forEach((button) => {
        button.setAttribute('aria-expanded', String(event.newState === 'open'));
      });
      // The phone menu's links are the bar's from md, where an autofocus link would take the focus at load.
      if (event.newState === 'open' && popover.dataset.placement === 'screen') afterFrame(() => popover.querySelector<HTMLElement>('a[href]')?.focus());
    },
    true,
  );

  // A panel's autofocus field (the search's) takes the focus once the opened panel is on screen, as the
  // phone menu's first link does: the browser's own autofocus, in the press's task, made it work out the
  // panel's style and layout there, and again for the frame. Without this script the browser does it.
  doc.addEventListener(
    'beforetoggle',
    (event) => {
      const popover = event.target as HTMLElement;
      const field = popover.querySelector<HTMLElement>('[autofocus]');
      if (!('newState' in event) || event.newState !== 'open' || !field) return;
      field.removeAttribute('autofocus');
      afterFrame(() => {
        field.setAttribute('autofocus', '');
        if (isOpen(popover)) field.focus();
      });
    },
    true,
  );

  doc.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a[href]');
    close(link?.closest('[popover]:popover-open'));
  });

  doc.addEventListener('focusout', (event) => {
    // The open one: a section's dropdown inside the phone menu shows without being open.
    const popover = (event.target as Element).closest('[popover]:popover-open');
    const next = event.relatedTarget as Element | null;
    if (!popover || !next || popover.contains(next) || next.getAttribute('popovertarget') === popover.id) return;
    close(popover);
  });

  // A dropdown opened by its button closes when the pointer leaves its section, as a hovered one does.
  doc.addEventListener(
    'mouseleave',
    (event) => {
      const menu = event.target as HTMLElement;
      if (!menu.matches?.('[data-hover-menu]')) return;
      delete menu.dataset.dismissed;
      const popover = menu.querySelector('[popover]');
      if (popover && !popover.contains(doc.activeElement)) close(popover);
    },
    true,
  );

  // WCAG 1.4.13: what hovering shows, Escape hides, until the pointer leaves.
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    doc.querySelectorAll<HTMLElement>('[data-hover-menu]:hover').forEach((menu) => {
      menu.dataset.dismissed = '';
    });
  });
}
