import type { ReactNode } from 'react';

type CallToActionProps = { title: ReactNode; text?: ReactNode; children: ReactNode; headingId?: string };

/** A closing band that invites the visitor to take the next step; buttons go in children. */
export function CallToAction({ title, text, children, headingId }: CallToActionProps) {
  return (
    <section aria-labelledby={headingId} className="rounded bg-navy-900 px-3 py-4 text-white sm:px-5 sm:py-5">
      <h2 id={headingId} className="text-title font-semibold text-white">
        {title}
      </h2>
      {text && <p className="mt-1 max-w-2xl text-lead text-white/90">{text}</p>}
      <div className="mt-3 flex flex-wrap gap-2">{children}</div>
    </section>
  );
}
