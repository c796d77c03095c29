import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { EnquiryTopic } from '@/content/contact';
import { storageKeys } from '@/content/storage-keys';
import { contactFields, type ContactInput } from './contact-fields';

/** Every answer but the consent box, which a visitor ticks afresh each time. */
export type DraftField = Exclude<keyof ContactInput, 'consent'>;
export type ContactDraft = Partial<Record<DraftField, string>>;

type ContactDraftState = {
  /** What the visitor has typed in the contact form so far. */
  draft: ContactDraft;
  /** What they asked about from a camp or the fees page, if anything. */
  topic?: EnquiryTopic;
  setField: (field: DraftField, value: string) => void;
  setTopic: (topic: EnquiryTopic | undefined) => void;
  /** Forgets the draft and the topic, in memory and in the browser: after a successful send. */
  clear: () => void;
};

const draftFields = contactFields.filter((field): field is DraftField => field !== 'consent');
export const isDraftField = (name: string | undefined): name is DraftField => draftFields.includes(name as DraftField);

/**
 * What the form can use of a stored value: text answers and a topic. A value
 * written by an older version of the site, or altered by hand, loses the rest.
 */
function usable(stored: unknown): Pick<ContactDraftState, 'draft' | 'topic'> {
  const { draft, topic } = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const fields = (typeof draft === 'object' && draft !== null ? draft : {}) as Record<string, unknown>;
  return {
    draft: Object.fromEntries(draftFields.flatMap((field) => (typeof fields[field] === 'string' ? [[field, fields[field]]] : []))),
    topic: typeof topic === 'string' ? (topic as EnquiryTopic) : undefined,
  };
}

/**
 * The contact draft, shared by the islands that fill it: the contact form and
 * the "Ask about…" links of the camp and fees pages. Kept in the tab's
 * sessionStorage (zustand's persist), so it survives a reload and a move to
 * the contact page, and is gone when the tab closes.
 */
export const useContactDraft = create<ContactDraftState>()(
  persist(
    (set) => ({
      draft: {},
      topic: undefined,
      setField: (field, value) => set((state) => ({ draft: { ...state.draft, [field]: value } })),
      setTopic: (topic) => set({ topic }),
      clear: () => {
        set({ draft: {}, topic: undefined });
        // Absent where the browser refuses storage: then the draft only ever lived in memory.
        useContactDraft.persist?.clearStorage();
      },
    }),
    {
      name: storageKeys.contactDraft,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ draft, topic }) => ({ draft, topic }),
      merge: (stored, current) => ({ ...current, ...usable(stored) }),
    },
  ),
);
