'use client';

import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';

type DisclosureProps = {
  /** Accessible name of the toggle button. */
  label: string;
  /** What the button shows (usually an icon). */
  button: ReactNode;
  /** Rendered before the button inside the same hover area, e.g. the section's own link. */
  before?: ReactNode;
  /** The panel, rendered on the server and only shown or hidden here. */
  children: ReactNode;
  openOnHover?: boolean;
  /** Move focus into the panel when it opens (the mobile menu). */
  focusPanelOnOpen?: boolean;
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
};

/**
 * The WAI-ARIA disclosure pattern: a button with aria-expanded controls a
 * panel. Escape closes it and returns focus to the button; so do a click
 * outside and focus leaving it. Used by the navbar dropdowns, the language
 * globe, the burger menu and the widget menu.
 */
export function Disclosure({
  label,
  button,
  before,
  children,
  openOnHover = false,
  focusPanelOnOpen = false,
  className = '',
  buttonClassName = '',
  panelClassName = '',
}: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    if (focusPanelOnOpen) panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, focusPanelOnOpen]);

  return (
    <div
      ref={rootRef}
      className={className}
      data-open={open}
      onMouseEnter={openOnHover ? () => setOpen(true) : undefined}
      onMouseLeave={openOnHover ? () => setOpen(false) : undefined}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onClick={(event) => {
        // Following a link inside the panel closes it (client navigation keeps this component).
        if ((event.target as HTMLElement).closest('a')) setOpen(false);
      }}
    >
      {before}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        className={buttonClassName}
        onClick={() => setOpen((value) => !value)}
      >
        {button}
      </button>
      <div ref={panelRef} id={panelId} hidden={!open} className={panelClassName}>
        {children}
      </div>
    </div>
  );
}
