'use client';

import { useRef, useState } from 'react';
import { useContactDraft } from './contact-draft';
import type { ContactValues } from '@/lib/enquiry';
import { enquiryBody, shownForMs } from '@/lib/enquiry-body';
import { sendEnquiry } from './send-enquiry';

export type DeliveryStatus = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * What a valid form does. Without an endpoint (the specification's
 * behaviour): the answers in an alert, and nothing sent. With one: the
 * enquiry is delivered (send-enquiry.ts), through sending to sent or failed;
 * a sent enquiry clears the draft, a failed one keeps everything. A filled
 * honeypot pretends success and sends nothing.
 */
export function useEnquiryDelivery(endpoint: string | null, locale: string) {
  const [status, setStatus] = useState<DeliveryStatus>('idle');
  // Checked and set in the same turn as the press, not read from the last render: two presses in one
  // frame (or a press kept from before the form ran, replayed beside a new one) send one enquiry.
  const busy = useRef(false);

  async function submit(values: ContactValues, honeypot: string) {
    if (busy.current) return;
    if (!endpoint) {
      useContactDraft.getState().clear();
      window.alert(JSON.stringify(values, null, 2));
      return;
    }
    if (honeypot) {
      busy.current = true;
      setStatus('sent');
      return;
    }
    busy.current = true;
    const draft = useContactDraft.getState();
    // The key follows the answers alone: the same answers sent again carry it, however long the form was shown.
    const key = draft.keyFor(JSON.stringify({ ...values, locale }));
    const body = enquiryBody(values, locale, shownForMs(Date.now(), performance.now(), draft.startedAt));
    const typedAtSend = JSON.stringify(draft.draft);
    setStatus('sending');
    const result = await sendEnquiry(endpoint, body, key);
    // An answer changed while it was sending is kept, and the form stays open for the next send: only the
    // draft that was sent is cleared.
    const editedMeanwhile = JSON.stringify(useContactDraft.getState().draft) !== typedAtSend;
    if (result === 'sent' && !editedMeanwhile) useContactDraft.getState().clear();
    busy.current = result === 'sent' && !editedMeanwhile;
    setStatus(result === 'sent' && editedMeanwhile ? 'idle' : result);
  }

  return { status, submit };
}
