'use client';

import { useEffect, useState, type ReactNode } from 'react';
import type { NavbarStyle } from '@/content/navigation';

/** Scroll distance after which the bar turns solid: one screen height minus 80 px (specification section 9). */
export const solidAfter = () => window.innerHeight - 80;

/** The navbar's outer frame: it only decides whether the bar is solid. */
export function NavbarFrame({ mode, children }: { mode: NavbarStyle; children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    if (mode !== 'on-scroll') return;
    const update = () => setScrolled(window.scrollY > solidAfter());
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [mode]);

  const solid = mode === 'solid' || (mode === 'on-scroll' && scrolled);
  return (
    <header
      data-mode={mode}
      data-solid={solid}
      className={`group/header inset-x-0 top-0 z-40 transition-colors duration-300 ${
        mode === 'overlay' ? 'absolute' : 'fixed'
      } text-white data-[solid=true]:bg-cream data-[solid=true]:text-navy-900 data-[solid=true]:shadow-[0_1px_0_rgb(23_34_54/0.08),0_8px_24px_-12px_rgb(23_34_54/0.25)] has-[:not([hidden])>[data-mobile-menu-panel]]:bg-navy-900 has-[:not([hidden])>[data-mobile-menu-panel]]:text-white`}
    >
      {children}
    </header>
  );
}
