'use client';

import type { EnquiryTopic } from '@/content/contact';
import type { Slots } from '@/components/islands/slot';
import { buttonClass, type ButtonVariant } from '@/components/ui/button-class';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useContactDraft } from './contact-draft';

export type AskAboutLinkProps = { topic: EnquiryTopic; href: string; label: string; variant?: ButtonVariant; slots: Slots };

/**
 * "Ask about this camp", "Ask about fees": a link to the contact form that
 * hands it the topic (contact-draft.ts). Without JavaScript it is a plain
 * link to the contact page.
 */
export function AskAboutLink({ topic, href, label, variant = 'secondary' }: AskAboutLinkProps) {
  const hydrated = useHydrated();
  return (
    <a
      href={href}
      className={buttonClass(variant)}
      data-hydrated={hydrated}
      data-ask-about={topic}
      onClick={() => useContactDraft.getState().setTopic(topic)}
    >
      {label}
    </a>
  );
}
