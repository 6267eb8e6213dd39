/**
 * The state machine of SPEC §4 / DESIGN §3, every event from every status by every role: the expected table is
 * written out here from the SPEC, independently of the machine's own table.
 */
import { CONTENT_STATUSES, type TContentStatus } from '@izlog/contract/constants';
import { LICENCE_ROLES, type TLicenceRole } from '@izlog/contract/roles';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/http/errors';
import { editWaitsAsRevision, nextStatus, type TStatusEvent, workingStatus } from './status-machine';

const FROM: (TContentStatus | 'new')[] = ['new', ...CONTENT_STATUSES];
const EVENTS: TStatusEvent[] = [
  'saveDraft',
  'publish',
  'publishDraft',
  'disable',
  'approve',
  'disapprove',
  'requestEdit',
];
const STAFF: TLicenceRole[] = ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR'];
const published = (role: TLicenceRole): TContentStatus => (STAFF.includes(role) ? 'approved' : 'on_moderation');

/** SPEC §4: what each event leads to from each status, or null when it is not allowed (422). */
function expected(event: TStatusEvent, from: TContentStatus | 'new', role: TLicenceRole): TContentStatus | null {
  switch (event) {
    case 'saveDraft':
      return ['new', 'draft', 'request_for_edit'].includes(from) ? 'draft' : null;
    case 'publish':
      return from === 'deleted' ? null : published(role);
    case 'publishDraft':
      return from === 'draft' || from === 'request_for_edit' ? published(role) : null;
    case 'disable':
      return from === 'new' || from === 'deleted' ? null : 'deleted';
    case 'approve':
      return from === 'on_moderation' ? 'approved' : null;
    case 'disapprove':
      return from === 'on_moderation' ? 'deleted' : null;
    case 'requestEdit':
      return from === 'on_moderation' ? 'request_for_edit' : null;
  }
}

describe.each(EVENTS)('%s', (event) => {
  it.each(FROM)('from %s, for every role', (from) => {
    for (const role of LICENCE_ROLES) {
      const want = expected(event, from, role);
      if (want === null) {
        let error: unknown;
        try {
          nextStatus(from, event, role);
        } catch (caught) {
          error = caught;
        }
        expect(error, `${role}`).toBeInstanceOf(AppError);
        expect((error as AppError).status).toBe(422);
        expect((error as AppError).key).toBe('status_transition_invalid');
      } else {
        expect(nextStatus(from, event, role), role).toBe(want);
      }
    }
  });
});

describe('pending edits of approved content', () => {
  it('are worked on in the revision’s status when one waits, else in the item’s own', () => {
    expect(workingStatus('approved', 'request_for_edit')).toBe('request_for_edit');
    expect(workingStatus('approved', undefined)).toBe('approved');
    expect(workingStatus('draft', null)).toBe('draft');
  });

  it('are what an approved item’s save becomes unless it is published at once', () => {
    expect(editWaitsAsRevision('approved', 'on_moderation')).toBe(true);
    expect(editWaitsAsRevision('approved', 'draft')).toBe(true);
    expect(editWaitsAsRevision('approved', 'approved')).toBe(false);
    for (const status of ['draft', 'on_moderation', 'request_for_edit'] as const) {
      expect(editWaitsAsRevision(status, 'on_moderation')).toBe(false);
    }
  });
});
