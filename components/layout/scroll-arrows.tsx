'use client';

import { useEffect, useState } from 'react';
import { ArrowDownIcon, ArrowUpIcon } from '@/components/ui/icons';

/** Scroll distance at which the arrows swap (specification section 9). */
export const ARROW_THRESHOLD_PX = 40;

/**
 * Home's scroll arrows. Both are plain anchors, so they work without
 * JavaScript; this island only shows the one that fits the scroll position.
 */
export function ScrollArrows({ downLabel, upLabel }: { downLabel: string; upLabel: string }) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY >= ARROW_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const arrow =
    'fixed z-30 grid size-6 place-items-center rounded-full shadow-lg transition-opacity duration-300';
  return (
    <>
      <a
        href="#page-content"
        data-testid="scroll-down"
        hidden={scrolled}
        className={`${arrow} bottom-4 left-1/2 -translate-x-1/2 bg-white/90 text-navy-900 hover:bg-white`}
      >
        <ArrowDownIcon />
        <span className="sr-only">{downLabel}</span>
      </a>
      <a
        href="#top"
        data-testid="scroll-up"
        hidden={!scrolled}
        className={`${arrow} bottom-4 left-4 bg-navy-900 text-white hover:bg-navy-700`}
      >
        <ArrowUpIcon />
        <span className="sr-only">{upLabel}</span>
      </a>
    </>
  );
}
