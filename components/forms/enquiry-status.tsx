'use client';

import { Fragment, useEffect, useRef, type ReactNode } from 'react';

/** The delivery states' words, translated on the server. `otherWays` holds {email} and {phone}. */
export type DeliveryText = Record<'sending' | 'sentTitle' | 'sentText' | 'failedTitle' | 'failedText' | 'retry' | 'otherWays', string>;

/** The school's other ways in, for when sending fails. */
export type ContactAlternatives = { email: string; phone: string; phoneHref: string };

/** `otherWays` with its e-mail and phone as links. */
function OtherWays({ template, alternatives }: { template: string; alternatives: ContactAlternatives }) {
  const links: Record<string, ReactNode> = {
    email: <a href={`mailto:${alternatives.email}`} className="font-semibold underline underline-offset-4">{alternatives.email}</a>,
    phone: <a href={alternatives.phoneHref} className="font-semibold underline underline-offset-4">{alternatives.phone}</a>,
  };
  return template.split(/(\{\w+\})/).map((part, index) => <Fragment key={index}>{links[part.slice(1, -1)] ?? part}</Fragment>);
}

/** In place of the form once the enquiry has arrived; focus moves here, so it is read out. */
export function EnquirySent({ text }: { text: DeliveryText }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div ref={panel} tabIndex={-1} className="rounded bg-garden-50 p-3 text-ink outline-none" data-testid="enquiry-sent">
      <h3 className="font-serif text-xl font-semibold text-garden-800">{text.sentTitle}</h3>
      <p className="mt-1">{text.sentText}</p>
    </div>
  );
}

/** Above the send button when the enquiry could not go: everything typed stays, and there are other ways in. */
export function EnquiryFailed({ text, alternatives, onRetry }: { text: DeliveryText; alternatives: ContactAlternatives; onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-1 rounded border border-coral-600/40 bg-coral-100/50 p-2 text-ink" data-testid="enquiry-failed">
      <p>
        <strong className="font-semibold">{text.failedTitle}</strong> {text.failedText}
      </p>
      <p>
        <OtherWays template={text.otherWays} alternatives={alternatives} />
      </p>
      <button type="button" onClick={onRetry} className="rounded border border-garden-700 px-2 py-0.5 font-semibold text-garden-700 hover:bg-garden-50">
        {text.retry}
      </button>
    </div>
  );
}
