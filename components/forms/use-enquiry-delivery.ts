'use client';

import { useRef, useState } from 'react';
import { useContactDraft } from './contact-draft';
import type { ContactValues } from './contact-schema';
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
  // One idempotency key per enquiry: the same for its retries, a new one once the answers change.
  const enquiry = useRef<{ body: string; key: string } | null>(null);

  async function submit(values: ContactValues, honeypot: string) {
    if (status === 'sending' || status === 'sent') return;
    if (!endpoint) {
      useContactDraft.getState().clear();
      window.alert(JSON.stringify(values, null, 2));
      return;
    }
    if (honeypot) {
      setStatus('sent');
      return;
    }
    const body = { ...values, locale };
    if (enquiry.current?.body !== JSON.stringify(body)) enquiry.current = { body: JSON.stringify(body), key: crypto.randomUUID() };
    setStatus('sending');
    const result = await sendEnquiry(endpoint, body, enquiry.current.key);
    if (result === 'sent') useContactDraft.getState().clear();
    setStatus(result);
  }

  return { status, submit };
}
