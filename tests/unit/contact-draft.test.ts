import { beforeEach, describe, expect, it, vi } from 'vitest';
import { draftLifetimeMs } from '@/components/forms/contact-draft';
import { emptyContact, type ContactInput } from '@/lib/enquiry-fields';
import { browserStorage } from '@/content/legal';

/** The tab's sessionStorage, in memory. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() { return this.items.size; }
  clear() { this.items.clear(); }
  getItem(key: string) { return this.items.get(key) ?? null; }
  key(index: number) { return [...this.items.keys()][index] ?? null; }
  removeItem(key: string) { this.items.delete(key); }
  setItem(key: string, value: string) { this.items.set(key, String(value)); }
}

const key = browserStorage.contactDraft.key;
let storage: MemoryStorage;

/** The store as a fresh page load finds it: module state reset, storage kept. */
async function loadStore() {
  vi.resetModules();
  return (await import('@/components/forms/contact-draft')).useContactDraft;
}
/** What the form holds: these answers, the others empty, the consent box ticked (never kept). */
const form = (answers: Partial<ContactInput>): ContactInput => ({ ...emptyContact, consent: true, ...answers });
/** The draft of a form holding these answers. */
const draftOf = (answers: Partial<ContactInput>) => ({ ...Object.fromEntries(Object.entries(emptyContact).filter(([field]) => field !== 'consent')), ...answers });
const stored = () => JSON.parse(storage.getItem(key) ?? 'null') as { state: unknown } | null;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('sessionStorage', storage);
});

describe('contact draft (zustand, persisted in sessionStorage)', () => {
  it('keeps each answer and the topic under the key the cookie policy lists, and nothing else', async () => {
    const store = await loadStore();
    store.getState().keep(form({ completeName: 'Ana García', message: 'Hola' }));
    store.getState().setTopic('camp-antibes');
    expect(stored()).toEqual({ state: { draft: draftOf({ completeName: 'Ana García', message: 'Hola' }), topic: 'camp-antibes', savedAt: expect.any(Number), startedAt: expect.any(Number) }, version: 0 });
    expect(Object.values(browserStorage).map((entry) => entry.key)).toContain(key);
    expect([...Array(storage.length).keys()].map((index) => storage.key(index))).toEqual([key]);
  });

  it('holds every answer the form holds at once, and stores nothing for answers it holds already', async () => {
    const store = await loadStore();
    // A form as it starts, nothing typed: nothing in the tab.
    store.getState().keep(form({}));
    expect(storage.getItem(key)).toBeNull();
    // Answers typed before the form ran arrive together, not one change at a time.
    store.getState().keep(form({ completeName: 'Ana García', address: 'Calle del Olmo 3', course: 'course2', alumni: 'no' }));
    expect(stored()).toMatchObject({ state: { draft: draftOf({ completeName: 'Ana García', address: 'Calle del Olmo 3', course: 'course2', alumni: 'no' }) } });
    expect(stored()!.state).not.toHaveProperty('draft.consent');
    const { savedAt, startedAt } = store.getState();
    expect(startedAt).toBe(savedAt);
    vi.useFakeTimers({ now: Date.now() + 60_000 });
    try {
      store.getState().keep(form({ completeName: 'Ana García', address: 'Calle del Olmo 3', course: 'course2', alumni: 'no', consent: false }));
      expect(store.getState().savedAt).toBe(savedAt);
      // An answer emptied is held empty.
      store.getState().keep(form({ completeName: 'Ana García', course: 'course2', alumni: 'no' }));
      const reloaded = (await loadStore()).getState();
      expect(reloaded.draft).toEqual(draftOf({ completeName: 'Ana García', course: 'course2', alumni: 'no' }));
      // A change, and a reload, keep when the first answer was given: how long the family has had the form (lib/enquiry-body.ts).
      expect([reloaded.savedAt, reloaded.startedAt]).toEqual([Date.now(), startedAt]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('finds the draft and the topic again after a reload', async () => {
    const first = await loadStore();
    first.getState().keep(form({ email: 'ana@colegio.es' }));
    first.getState().setTopic('fees');
    const again = await loadStore();
    expect(again.getState()).toMatchObject({ draft: { email: 'ana@colegio.es' }, topic: 'fees' });
  });

  it('clears the draft and the topic, in memory and in the browser', async () => {
    const store = await loadStore();
    store.getState().keep(form({ phone: '9123456789' }));
    store.getState().setTopic('camp-buckswood');
    store.getState().clear();
    expect(store.getState()).toMatchObject({ draft: {}, topic: undefined });
    expect(storage.getItem(key)).toBeNull();
    expect((await loadStore()).getState()).toMatchObject({ draft: {}, topic: undefined });
  });

  it('drops the topic alone when asked', async () => {
    const store = await loadStore();
    store.getState().keep(form({ message: 'Hola' }));
    store.getState().setTopic('camp-village');
    store.getState().setTopic(undefined);
    expect((await loadStore()).getState()).toMatchObject({ draft: { message: 'Hola' }, topic: undefined });
  });

  it('keeps only text answers from what it finds stored: never a consent, never an unknown field', async () => {
    storage.setItem(key, JSON.stringify({
      state: { draft: { completeName: 'Luis', consent: true, isAdmin: 'yes', phone: 612345678, course: 'course2' }, topic: 'camp-eeuu', savedAt: Date.now() },
      version: 0,
    }));
    expect((await loadStore()).getState()).toMatchObject({ draft: { completeName: 'Luis', course: 'course2' }, topic: 'camp-eeuu' });
    expect((await loadStore()).getState().draft).not.toHaveProperty('consent');
  });

  it('forgets a draft left untouched for a day, and one without a date', async () => {
    const store = await loadStore();
    store.getState().keep(form({ message: 'Hola' }));
    expect((await loadStore()).getState().draft).toEqual(draftOf({ message: 'Hola' }));
    vi.useFakeTimers({ now: Date.now() + draftLifetimeMs + 1 });
    try {
      expect((await loadStore()).getState().draft).toEqual({});
    } finally {
      vi.useRealTimers();
    }
    storage.setItem(key, JSON.stringify({ state: { draft: { message: 'Hola' } }, version: 0 }));
    expect((await loadStore()).getState().draft).toEqual({});
  });

  it('removes a stored draft past its lifetime from the tab, not only ignores it', async () => {
    const old = Date.now() - draftLifetimeMs - 1;
    storage.setItem(key, JSON.stringify({ state: { draft: { message: 'Hola' }, savedAt: old }, version: 0 }));
    expect((await loadStore()).getState().draft).toEqual({});
    expect(storage.getItem(key)).toBeNull();
  });

  it('on a page left open, removes the stored copy a day after the last change, keeping what the form holds until the next change', async () => {
    vi.useFakeTimers();
    try {
      const store = await loadStore();
      store.getState().keep(form({ message: 'Hola' }));
      vi.advanceTimersByTime(draftLifetimeMs - 1_000);
      store.getState().keep(form({ message: 'Hola', phone: '9123456789' }));
      vi.advanceTimersByTime(draftLifetimeMs - 1);
      // A change restarts the day.
      expect(stored()).toMatchObject({ state: { draft: { message: 'Hola', phone: '9123456789' } } });
      vi.advanceTimersByTime(1);
      expect(storage.getItem(key)).toBeNull();
      expect(store.getState().draft).toEqual(draftOf({ message: 'Hola', phone: '9123456789' }));
      store.getState().keep(form({ message: 'Hola', phone: '9123456789', email: 'ana@colegio.es' }));
      expect(stored()).toMatchObject({ state: { draft: { message: 'Hola', phone: '9123456789', email: 'ana@colegio.es' } } });
      // After a send, nothing is left to expire.
      store.getState().clear();
      vi.advanceTimersByTime(draftLifetimeMs);
      expect(storage.getItem(key)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps one idempotency key per enquiry with the draft: the same answers after a reload carry the same key', async () => {
    const store = await loadStore();
    const first = store.getState().keyFor('{"message":"Hola"}');
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.getState().keyFor('{"message":"Hola"}')).toBe(first);
    expect((await loadStore()).getState().keyFor('{"message":"Hola"}')).toBe(first);
    const changed = (await loadStore()).getState().keyFor('{"message":"Hola, otra vez"}');
    expect(changed).not.toBe(first);
    const store2 = await loadStore();
    store2.getState().clear();
    expect((await loadStore()).getState().keyFor('{"message":"Hola, otra vez"}')).not.toBe(changed);
  });

  it('starts empty from a stored value it cannot read', async () => {
    for (const value of ['{not json', '"a string"', JSON.stringify({ completeName: 'an older draft' }), JSON.stringify({ state: null, version: 0 })]) {
      storage.setItem(key, value);
      expect((await loadStore()).getState(), value).toMatchObject({ draft: {}, topic: undefined });
    }
  });
});
