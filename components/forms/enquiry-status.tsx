'use client';

import { Fragment, useEffect, useRef } from 'react';
import type { LinkedText } from '@/lib/text';

/** The delivery states' words, translated on the server. `otherWays` names the school's other ways in, as links (formatted by next-intl there). */
export type DeliveryText = Record<'sending' | 'sentTitle' | 'sentText' | 'failedTitle' | 'failedText' | 'retry', string> & { otherWays: LinkedText };

/** Text with its links, as the server formatted it. */
function Linked({ text }: { text: LinkedText }) {
  return text.map((part, index) =>
    typeof part === 'string' ? (
      <Fragment key={index}>{part}</Fragment>
    ) : (
      <a key={index} href={part.href} className="font-semibold underline underline-offset-4">
        {part.text}
      </a>
    ),
  );
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
export function EnquiryFailed({ text, onRetry }: { text: DeliveryText; onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-1 rounded border border-coral-600/40 bg-coral-100/50 p-2 text-ink" data-testid="enquiry-failed">
      <p>
        <strong className="font-semibold">{text.failedTitle}</strong> {text.failedText}
      </p>
      <p>
        <Linked text={text.otherWays} />
      </p>
      <button type="button" onClick={onRetry} className="rounded border border-garden-700 px-2 py-0.5 font-semibold text-garden-700 hover:bg-garden-50">
        {text.retry}
      </button>
    </div>
  );
}
