/**
 * The draft's lifespan (SPEC §4, §9: about a day): read on a fake clock, a draft one second short of a day is kept
 * and one a second past it is removed and reported; a draft that does not parse goes without a word.
 */
import { DRAFT_LIFESPAN_MS, DRAFT_STORAGE_KEY } from '@izlog/contract/sales';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeDraft, discardLicenceData } from './draft-changes';
import { loadDraft, readDraft, saveDraft, storedDraftOrderId } from './draft-storage';

const NOW = new Date('2026-11-23T10:00:00Z').getTime();

describe('the draft in local storage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('keeps a draft updated less than a day ago, with what it held', () => {
    saveDraft({ step: 2, licence_type: 'basic', title_of_app: 'Hrast', lastUpdate: NOW - DRAFT_LIFESPAN_MS + 1000 });
    const { draft, wasExpired } = loadDraft();
    expect(wasExpired).toBe(false);
    expect(draft).toMatchObject({ step: 2, licence_type: 'basic', title_of_app: 'Hrast' });
  });

  it('removes a draft older than a day and says so; the wizard starts empty', () => {
    saveDraft({ step: 3, licence_type: 'basic', lastUpdate: NOW - DRAFT_LIFESPAN_MS - 1000 });
    const { draft, wasExpired } = loadDraft();
    expect(wasExpired).toBe(true);
    expect(draft).toEqual({ step: 0, lastUpdate: NOW });
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('judges a stale draft without removing it when only read (a render may be thrown away and done again)', () => {
    saveDraft({ step: 3, licence_type: 'basic', lastUpdate: NOW - DRAFT_LIFESPAN_MS - 1000 });
    expect(readDraft()).toEqual({ draft: { step: 0, lastUpdate: NOW }, wasExpired: true, isUnusable: true });
    expect(readDraft().wasExpired).toBe(true);
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull();
  });

  it('the same draft turns stale as the clock passes a day since its last change', () => {
    saveDraft({ step: 1, licence_type: 'free', lastUpdate: NOW });
    vi.setSystemTime(NOW + DRAFT_LIFESPAN_MS - 1);
    expect(loadDraft().wasExpired).toBe(false);
    vi.setSystemTime(NOW + DRAFT_LIFESPAN_MS + 1);
    expect(loadDraft().wasExpired).toBe(true);
  });

  it('drops what is not a draft without a notice', () => {
    localStorage.setItem(DRAFT_STORAGE_KEY, '{not json');
    expect(loadDraft()).toEqual({ draft: { step: 0, lastUpdate: NOW }, wasExpired: false });
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ step: 'two' }));
    expect(loadDraft().wasExpired).toBe(false);
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('tells the result page which order the stored draft is for, whatever its age', () => {
    expect(storedDraftOrderId()).toBeUndefined();
    saveDraft({ step: 4, order_id: 501, lastUpdate: NOW - 2 * DRAFT_LIFESPAN_MS });
    expect(storedDraftOrderId()).toBe(501);
  });
});

describe('changing the draft', () => {
  const withOrder = {
    step: 4,
    licence_type: 'basic' as const,
    title_of_app: 'Hrast',
    order_id: 501,
    refNo: '9705000501',
    lastUpdate: 1,
  };

  it('stamps every change with the time', () => {
    expect(changeDraft({ step: 0, lastUpdate: 1 }, { step: 1 }, 5000)).toEqual({ step: 1, lastUpdate: 5000 });
  });

  it('keeps the order when only the step moves or a value is written again unchanged', () => {
    expect(changeDraft(withOrder, { step: 3 }, 2).order_id).toBe(501);
    expect(changeDraft(withOrder, { title_of_app: 'Hrast' }, 2).order_id).toBe(501);
  });

  it('forgets the order when what it ordered changes, since paying it would buy something else', () => {
    const changed = changeDraft(withOrder, { title_of_app: 'Hrast i hrastić' }, 2);
    expect(changed.order_id).toBeUndefined();
    expect(changed.refNo).toBeUndefined();
    expect(changeDraft(withOrder, { title_of_app_unique: 'hrast2' }, 2).order_id).toBeUndefined();
  });

  it('declining the domain prices leaves nothing of the licence (SPEC §4)', () => {
    expect(discardLicenceData(9)).toEqual({ step: 0, lastUpdate: 9 });
  });
});
