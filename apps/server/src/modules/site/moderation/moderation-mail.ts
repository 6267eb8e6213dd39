/**
 * The author's mail after a moderator's decision (issue 5), through the mail interface, in the site's language (the
 * author reads it later, not in the moderator's language). Approved items link to their public page, the others to
 * the author's edit screen in the back office.
 */
import { formatMessage, type TMessageKey } from '@izlog/contract/messages';
import type { TModeratedKind } from '@izlog/contract/moderation';
import { languageOfLicence } from '../../../platform/http/request-context';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { siteTitleOf } from '../../../platform/tenancy/licence-resolver';
import type { TModerationEvent } from '../publishing/status-machine';
import type { TItem } from '../publishing/subject';
import { findUser } from './moderation.queries';

/** The web's sections (`/products/:slug`, `/my/products/:id`, ...). */
const SECTION: Record<TModeratedKind, string> = { blog: 'blogs', product: 'products', catalog: 'catalogs' };

const KIND: Record<TModeratedKind, TMessageKey> = {
  blog: 'moderation_kind_blog',
  product: 'moderation_kind_product',
  catalog: 'moderation_kind_catalog',
};

type TMailKeys = { subject: TMessageKey; body: TMessageKey };

function mailKeys(event: TModerationEvent, isEdit: boolean): TMailKeys {
  switch (event) {
    case 'approve':
      return {
        subject: 'mail_moderation_approved_subject',
        body: isEdit ? 'mail_moderation_revision_approved_body' : 'mail_moderation_approved_body',
      };
    case 'disapprove':
      return {
        subject: 'mail_moderation_disapproved_subject',
        body: isEdit ? 'mail_moderation_revision_disapproved_body' : 'mail_moderation_disapproved_body',
      };
    case 'requestEdit':
      return { subject: 'mail_moderation_edit_requested_subject', body: 'mail_moderation_edit_requested_body' };
  }
}

export type TModerationNotice = {
  event: TModerationEvent;
  kind: TModeratedKind;
  /** The item as it is after the decision. */
  item: TItem;
  /** Whether the decision was on an edit of approved content. */
  isEdit: boolean;
  remark: string | null;
};

export async function sendModerationMail(scope: TRequestScope, notice: TModerationNotice): Promise<void> {
  const author = await findUser(scope.tenant, notice.item.authorId);
  if (!author) return;
  const language = languageOfLicence(scope.licence);
  const section = SECTION[notice.kind];
  const path =
    notice.event === 'approve'
      ? `/${section}/${encodeURIComponent(notice.item.slug)}`
      : `/my/${section}/${notice.item.id}`;
  const keys = mailKeys(notice.event, notice.isEdit);
  const params = {
    name: author.name ?? author.username,
    site: siteTitleOf(scope.licence),
    kind: formatMessage(KIND[notice.kind], language),
    title: notice.item.title,
    link: new URL(path, scope.siteUrl).toString(),
    remark: notice.remark ?? '',
  };
  await scope.deps.mailer.send({
    licenceId: scope.licence.id,
    to: author.email,
    subject: formatMessage(keys.subject, language, params),
    text: [
      formatMessage(keys.body, language, params),
      ...(notice.event === 'disapprove' && notice.remark
        ? [formatMessage('mail_moderation_disapproved_reason', language, params)]
        : []),
    ].join('\n\n'),
  });
}
