/** The comment state machine of decision 0012: approve from the queue; disapprove from the queue or withdraw. */
import { COMMENT_STATUSES } from '@izlog/contract/comments';
import { expect, it } from 'vitest';
import { canDecide } from './comment-status';

it('approves only a waiting comment', () => {
  expect(COMMENT_STATUSES.filter((from) => canDecide(from, 'approved'))).toEqual(['on_moderation']);
});

it('disapproves a waiting comment or withdraws an approved one, never a disapproved one again', () => {
  expect(COMMENT_STATUSES.filter((from) => canDecide(from, 'disapproved'))).toEqual(['on_moderation', 'approved']);
});
