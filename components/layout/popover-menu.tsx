import type { CSSProperties, ReactNode } from 'react';

/**
 * Where a menu's panel sits (app/globals.css, "Menus"): under its section
 * (dropdown), under the button at the bar's right end (corner), over the
 * screen below the bar (screen), above the floating button (widget), or, for
 * the search, under the bar's right end and as wide as a phone allows (search).
 */
export type MenuPlacement = 'dropdown' | 'corner' | 'screen' | 'widget' | 'search';

type PopoverMenuProps = {
  /** The panel's id, unique on the page. */
  id: string;
  /** Accessible name of the button. */
  label: string;
  /** What the button shows (an icon). */
  button: ReactNode;
  /** The panel's content, rendered on the server. */
  children: ReactNode;
  placement: MenuPlacement;
  /** Rendered before the button, in the same hover area: the section's own link. */
  before?: ReactNode;
  /** The panel also shows while the pointer is over the menu (desktop dropdowns). */
  openOnHover?: boolean;
  /** Where the button leads in a browser without popovers; without it, the button is left out there. */
  fallbackHref?: string;
  /** That link, when it is named for where it goes rather than for the menu: its name, its language and what it shows. */
  fallbackLink?: { label: string; lang: string; content: ReactNode };
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
};

type MenuButtonProps = Pick<PopoverMenuProps, 'id' | 'label' | 'button' | 'fallbackHref' | 'fallbackLink' | 'buttonClassName'>;

/** The button that opens panel `id`, and the link shown instead of it in a browser without popovers. */
export function MenuButton({ id, label, button, fallbackHref, fallbackLink, buttonClassName = '' }: MenuButtonProps) {
  return (
    <>
      <button type="button" popoverTarget={id} aria-label={label} className={`${buttonClassName} not-supports-[selector(:popover-open)]:hidden`}>
        {button}
      </button>
      {fallbackHref && (
        <a
          href={fallbackHref}
          aria-label={fallbackLink?.label ?? label}
          lang={fallbackLink?.lang}
          hrefLang={fallbackLink?.lang}
          className={`${buttonClassName} supports-[selector(:popover-open)]:hidden`}
        >
          {fallbackLink?.content ?? button}
        </a>
      )}
    </>
  );
}

/** A menu's panel, a native popover: hidden until its button opens it, unless its classes show it (app/globals.css, "Menus"). */
export function MenuPanel({ id, placement, className = '', children }: { id: string; placement: MenuPlacement; className?: string; children: ReactNode }) {
  return (
    <div id={id} popover="auto" data-placement={placement} className={`menu-panel ${className}`}>
      {children}
    </div>
  );
}

/**
 * A menu button and its panel on the platform's popover: it opens and closes
 * at the first tap, with or without JavaScript. The browser closes it on
 * Escape (focus returns to the button), on a click outside, and when another
 * menu opens; it exposes the button as expanded or collapsed. An autofocus
 * element in the panel receives focus when it opens. ControlsScript adds the
 * rest (browser/controls/enhance-controls.ts).
 */
export function PopoverMenu({
  id,
  label,
  button,
  children,
  placement,
  before,
  openOnHover = false,
  fallbackHref,
  fallbackLink,
  className = '',
  buttonClassName = '',
  panelClassName = '',
}: PopoverMenuProps) {
  // The panel is anchored to this element once it is in the top layer (CSS anchor positioning).
  const anchor = { '--anchor': `--${id}` } as CSSProperties;
  return (
    <div className={className} style={anchor} data-menu-anchor="" data-hover-menu={openOnHover ? '' : undefined}>
      {before}
      <MenuButton id={id} label={label} button={button} fallbackHref={fallbackHref} fallbackLink={fallbackLink} buttonClassName={buttonClassName} />
      <MenuPanel id={id} placement={placement} className={panelClassName}>
        {children}
      </MenuPanel>
    </div>
  );
}
