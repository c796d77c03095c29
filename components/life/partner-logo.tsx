import type { ReactNode } from 'react';
import type { PartnerMark } from '@/content/partners';

// Each mark is a simple geometric drawing in the site palette, on a 48 px grid.
const marks: Record<PartnerMark, ReactNode> = {
  bubble: (
    <>
      <path d="M8 10h26a6 6 0 0 1 6 6v12a6 6 0 0 1-6 6H20l-8 7v-7H8a6 6 0 0 1-6-6V16a6 6 0 0 1 6-6Z" className="fill-garden-600" />
      <circle cx="14" cy="22" r="2.5" className="fill-white" />
      <circle cx="21" cy="22" r="2.5" className="fill-white" />
      <circle cx="28" cy="22" r="2.5" className="fill-gold-300" />
      <circle cx="40" cy="10" r="6" className="fill-gold-500" />
    </>
  ),
  rings: (
    <>
      <circle cx="18" cy="24" r="13" fill="none" strokeWidth="5" className="stroke-navy-800" />
      <circle cx="30" cy="24" r="13" fill="none" strokeWidth="5" className="stroke-gold-500" />
    </>
  ),
  hexagon: (
    <>
      <path d="M24 3 42 13.5v21L24 45 6 34.5v-21L24 3Z" className="fill-navy-800" />
      <path d="M24 14 33 19v10l-9 5-9-5V19l9-5Z" className="fill-garden-100" />
      <circle cx="24" cy="24" r="3.5" className="fill-gold-500" />
    </>
  ),
  waves: (
    <>
      <rect x="2" y="2" width="44" height="44" rx="22" className="fill-gold-100" />
      <path d="M8 20c4-5 8-5 12 0s8 5 12 0 6-4 8-2M8 30c4-5 8-5 12 0s8 5 12 0 6-4 8-2" fill="none" strokeWidth="3.5" strokeLinecap="round" className="stroke-coral-600" />
    </>
  ),
  grid: (
    <>
      <rect x="4" y="4" width="18" height="18" rx="3" className="fill-garden-700" />
      <rect x="26" y="4" width="18" height="18" rx="9" className="fill-gold-500" />
      <rect x="4" y="26" width="18" height="18" rx="9" className="fill-navy-700" />
      <rect x="26" y="26" width="18" height="18" rx="3" className="fill-garden-100" />
    </>
  ),
  arch: (
    <>
      <path d="M4 44V24a20 20 0 0 1 40 0v20Z" className="fill-coral-600" />
      <path d="M14 44V26a10 10 0 0 1 20 0v18Z" className="fill-gold-100" />
      <circle cx="24" cy="12" r="3" className="fill-gold-300" />
    </>
  ),
};

/** A partner's logo mark: decorative, the name beside it is the text. */
export function PartnerLogo({ mark, className = '' }: { mark: PartnerMark; className?: string }) {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false" className={className}>
      {marks[mark]}
    </svg>
  );
}
