/** English texts of comments on the public pages: the list with replies and the comment form. */
import type { TTranslations } from './srp';

export const commentsEn: TTranslations['comments'] = {
  title: 'Comments',
  titleWithCount: 'Comments ({{count}})',
  listLabel: 'Comments',
  repliesLabel: 'Replies to the comment of {{name}}',
  empty: 'No comments yet.',
  emptyOpen: 'No comments yet. Be the first to comment.',
  closed: 'Comments on this content are closed.',
  formTitle: 'Leave a comment',
  replyTitle: 'Reply to {{name}}',
  name: 'Your name',
  text: 'Comment',
  submit: 'Post comment',
  submitReply: 'Post reply',
  reply: 'Reply',
  replyTo: 'Reply to the comment of {{name}}',
  cancel: 'Cancel',
  commentingAs: 'Commenting as {{name}}',
  waitsForModeration: 'Thank you! Your comment waits for moderation and will appear once it is approved.',
  published: 'Your comment is published.',
  moderatorNote: "Moderator's answer",
  withdraw: 'Withdraw',
  withdrawOf: 'Withdraw the comment of {{name}}',
  withdrawTitle: 'Withdraw the comment of {{name}}?',
  withdrawThreadText:
    'The comment and its replies will no longer be shown on the site. A withdrawn comment cannot be approved again.',
  withdrawReplyText: 'The reply will no longer be shown on the site. A withdrawn comment cannot be approved again.',
  withdrawConfirm: 'Withdraw the comment',
  withdrawn: 'The comment is withdrawn.',
};
