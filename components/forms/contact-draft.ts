import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { EnquiryTopic } from '@/content/contact';
import { storageKeys } from '@/content/storage-keys';
import { contactFields, type ContactInput } from '@/lib/enquiry-fields';

/** Every answer but the consent box, which a visitor ticks afresh each time. */
export type DraftField = Exclude<keyof ContactInput, 'consent'>;
export type ContactDraft = Partial<Record<DraftField, string>>;
/** What the form holds, as far as the draft keeps it. */
export type DraftAnswers = Record<DraftField, string>;

/** An enquiry as sent, and the idempotency key every attempt to send it carries. */
export type SentEnquiry = { body: string; key: string };

/** How long a draft is kept in the tab while nobody touches it. */
export const draftLifetimeMs = 24 * 60 * 60 * 1000;

type ContactDraftState = {
  /** What the visitor has typed in the contact form so far. */
  draft: ContactDraft;
  /** What they asked about from a camp or the fees page, if anything. */
  topic?: EnquiryTopic;
  /**
   * The last enquiry sent from this draft and its key: kept with the draft, so that sending the same
   * answers again (another press, a reload after a lost answer) carries the same key, and the school's
   * endpoint can discard the copy.
   */
  enquiry?: SentEnquiry;
  /** When the draft last changed (ms since the epoch): a draft older than draftLifetimeMs is forgotten. */
  savedAt?: number;
  /** When its first answer was given (ms since the epoch): how long the family has had the form, across reloads (lib/enquiry-body.ts). */
  startedAt?: number;
  /** The key for sending `body`: the one kept with the draft for the same answers, a new one otherwise. */
  keyFor: (body: string) => string;
  /**
   * Holds what the form holds now, every answer at once, however it got there (typed before or after the
   * form ran, restored, a topic's sentence); the same answers again change nothing, and store nothing.
   */
  keep: (answers: DraftAnswers) => void;
  setTopic: (topic: EnquiryTopic | undefined) => void;
  /** Forgets the draft and the topic, in memory and in the browser: after a successful send. */
  clear: () => void;
};

const draftFields = contactFields.filter((field): field is DraftField => field !== 'consent');
/** Whether the draft holds these answers already (an answer it lacks is an empty one). */
const holds = (draft: ContactDraft, answers: DraftAnswers) => draftFields.every((field) => (draft[field] ?? '') === answers[field]);

/**
 * What the form can use of a stored value: text answers and a topic. A value
 * written by an older version of the site, or altered by hand, loses the rest.
 */
function usable(stored: unknown, now = Date.now()): Pick<ContactDraftState, 'draft' | 'topic' | 'enquiry' | 'savedAt' | 'startedAt'> {
  const { draft, topic, enquiry, savedAt, startedAt } = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  // Forgotten after a day untouched; a draft without a date (written before drafts had one) too.
  if (typeof savedAt !== 'number' || now - savedAt > draftLifetimeMs || savedAt > now) return { draft: {}, topic: undefined };
  const fields = (typeof draft === 'object' && draft !== null ? draft : {}) as Record<string, unknown>;
  const sent = (typeof enquiry === 'object' && enquiry !== null ? enquiry : {}) as Record<string, unknown>;
  return {
    draft: Object.fromEntries(draftFields.flatMap((field) => (typeof fields[field] === 'string' ? [[field, fields[field]]] : []))),
    topic: typeof topic === 'string' ? (topic as EnquiryTopic) : undefined,
    enquiry: typeof sent.body === 'string' && typeof sent.key === 'string' ? { body: sent.body, key: sent.key } : undefined,
    savedAt,
    startedAt: typeof startedAt === 'number' && startedAt <= savedAt ? startedAt : undefined,
  };
}

/**
 * The contact draft: what the form holds and the topic a family brought
 * from a camp or the fees page (topic-address.ts). Kept in the tab's
 * sessionStorage (zustand's persist), so it survives a reload and a move to
 * the contact page, and is gone when the tab closes (unless the browser
 * reopens it) or a day after its last change.
 */
export const useContactDraft = create<ContactDraftState>()(
  persist(
    (set, get) => ({
      draft: {},
      topic: undefined,
      keep: (answers) => {
        if (holds(get().draft, answers)) return;
        const now = Date.now();
        set({ draft: Object.fromEntries(draftFields.map((field) => [field, answers[field]])), savedAt: now, startedAt: get().startedAt ?? now });
      },
      setTopic: (topic) => set({ topic, savedAt: Date.now() }),
      keyFor: (body) => {
        const kept = get().enquiry;
        if (kept?.body === body) return kept.key;
        const enquiry = { body, key: crypto.randomUUID() };
        set({ enquiry, savedAt: Date.now() });
        return enquiry.key;
      },
      clear: () => {
        set({ draft: {}, topic: undefined, enquiry: undefined, savedAt: undefined, startedAt: undefined });
        // Absent where the browser refuses storage: then the draft only ever lived in memory.
        useContactDraft.persist?.clearStorage();
      },
    }),
    {
      name: storageKeys.contactDraft,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ draft, topic, enquiry, savedAt, startedAt }) => ({ draft, topic, enquiry, savedAt, startedAt }),
      merge: (stored, current) => ({ ...current, ...usable(stored) }),
      // A stored draft past its lifetime is removed from the tab, not only ignored.
      onRehydrateStorage: () => (state) => {
        if (state?.savedAt === undefined) removeStoredDraft();
      },
    },
  ),
);

function removeStoredDraft() {
  try {
    sessionStorage.removeItem(storageKeys.contactDraft);
  } catch {
    // A browser that refuses storage never held the draft there.
  }
}

/**
 * A page left open keeps its draft in the tab's storage no longer than the
 * draft's lifetime either: then the stored copy goes (a reload finds nothing),
 * while what the form shows stays until the page is left, and a new change
 * stores it afresh.
 */
let expiry: ReturnType<typeof setTimeout> | undefined;
function expireStoredDraftAfter(savedAt: number | undefined) {
  clearTimeout(expiry);
  if (savedAt !== undefined) expiry = setTimeout(removeStoredDraft, Math.max(0, savedAt + draftLifetimeMs - Date.now()));
}
expireStoredDraftAfter(useContactDraft.getState().savedAt);
useContactDraft.subscribe((state, previous) => {
  if (state.savedAt !== previous.savedAt) expireStoredDraftAfter(state.savedAt);
});
