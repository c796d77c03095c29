'use client';

import type { ReactNode } from 'react';
import type { EnquiryTopic } from '@/content/contact';
import { buttonClass, type ButtonVariant } from '@/components/ui/button-link';
import { SiteLink } from '@/components/ui/site-link';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useContactDraft } from './contact-draft';

type AskAboutLinkProps = { topic: EnquiryTopic; href: string; variant?: ButtonVariant; children: ReactNode };

/**
 * "Ask about this camp", "Ask about fees": a link to the contact form that
 * hands it the topic (contact-draft.ts). Without JavaScript it is a plain
 * link to the contact page.
 */
export function AskAboutLink({ topic, href, variant = 'secondary', children }: AskAboutLinkProps) {
  const hydrated = useHydrated();
  return (
    <SiteLink
      href={href}
      className={buttonClass(variant)}
      data-island="ask-about"
      data-hydrated={hydrated}
      data-ask-about={topic}
      onClick={() => useContactDraft.getState().setTopic(topic)}
    >
      {children}
    </SiteLink>
  );
}
