/** Where a planner item stands with the public after its owner's writes, and what a moderator may decide. */
import { describe, expect, it } from 'vitest';
import {
  canDecidePlannerItem,
  settleItemStatus,
  settlePlannerStatus,
  type TItemPublicFacts,
} from './planner-item-status';

const task: TItemPublicFacts = {
  kind: 'task',
  showPublicly: true,
  status: 'approved',
  title: 'Torta',
  remark: null,
  image: null,
  city: 'Beograd',
  country: 'Srbija',
  scheduledDate: '2026-06-20',
  scheduledTime: '18:00',
  categoryId: 1,
};
const { status: _status, ...shown } = task;

describe('settleItemStatus', () => {
  it('makes a hidden item private and a newly shown task wait for a moderator', () => {
    expect(settleItemStatus(task, { ...shown, showPublicly: false })).toBe('private');
    expect(settleItemStatus(null, shown)).toBe('pending');
    expect(settleItemStatus({ ...task, showPublicly: false, status: 'private' }, shown)).toBe('pending');
  });

  it('keeps a shown task’s decision while its shown words stay, and sends it back when one changes', () => {
    expect(settleItemStatus(task, shown)).toBe('approved');
    expect(settleItemStatus({ ...task, status: 'disapproved' }, shown)).toBe('disapproved');
    for (const change of [
      { title: 'Druga' },
      { remark: 'Nova' },
      { image: '/media/x.webp' },
      { city: 'Niš' },
      { country: 'Hrvatska' },
      { scheduledDate: '2026-06-21' },
      { scheduledTime: '19:00' },
      { categoryId: 2 },
    ]) {
      expect(settleItemStatus(task, { ...shown, ...change }), JSON.stringify(change)).toBe('pending');
    }
  });

  it('approves a bare link at once; a link with its owner’s remark waits like a task', () => {
    const link = { ...shown, kind: 'product', remark: null };
    expect(settleItemStatus(null, link)).toBe('approved');
    expect(
      settleItemStatus(
        { ...task, kind: 'catalog', status: 'private', showPublicly: false },
        { ...link, kind: 'catalog' },
      ),
    ).toBe('approved');
    expect(settleItemStatus({ ...task, kind: 'product', remark: null }, { ...link, remark: 'Dva komada' })).toBe(
      'pending',
    );
    // A linked item's title and date are the site's or carry no words of its owner.
    expect(
      settleItemStatus({ ...task, kind: 'product', remark: 'Dva' }, { ...link, remark: 'Dva', scheduledDate: null }),
    ).toBe('approved');
  });
});

describe('canDecidePlannerItem', () => {
  it('approves a waiting item; disapproves a waiting or an approved one; nothing else', () => {
    expect(canDecidePlannerItem('pending', 'approved')).toBe(true);
    expect(canDecidePlannerItem('approved', 'disapproved')).toBe(true);
    expect(canDecidePlannerItem('approved', 'approved')).toBe(false);
    expect(canDecidePlannerItem('private', 'approved')).toBe(false);
    expect(canDecidePlannerItem('disapproved', 'disapproved')).toBe(false);
  });
});

describe('settlePlannerStatus', () => {
  const words = { title: 'Selidba', description: 'Sve za novi stan' };

  it('makes a new planner private and waits for a moderator once it is first made public', () => {
    expect(settlePlannerStatus(null, { ...words, isPublic: false })).toBe('private');
    const privateOne = { ...words, isPublic: false, status: 'private' };
    expect(settlePlannerStatus(privateOne, { ...words, isPublic: true })).toBe('pending');
    // Its words change freely while nobody was ever asked to read them.
    expect(settlePlannerStatus(privateOne, { title: 'Nova', description: 'Drugo', isPublic: false })).toBe('private');
  });

  it('keeps a decision while the words stay, public or private again, and waits again when they change', () => {
    for (const status of ['pending', 'approved', 'disapproved']) {
      const before = { ...words, isPublic: true, status };
      expect(settlePlannerStatus(before, { ...words, isPublic: false }), `${status} made private`).toBe(status);
      expect(settlePlannerStatus({ ...before, isPublic: false }, { ...words, isPublic: true }), status).toBe(status);
      expect(settlePlannerStatus(before, { ...words, title: 'Selidba u maju', isPublic: true })).toBe('pending');
      expect(settlePlannerStatus(before, { ...words, description: 'Drugačije', isPublic: false })).toBe('pending');
    }
  });
});
