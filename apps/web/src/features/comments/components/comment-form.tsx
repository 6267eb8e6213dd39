/**
 * The comment form of the public pages: a signed-in user writes the text; a visitor also a name and, when the site
 * has it on, the captcha. After posting it says whether the comment waits for moderation or is already shown; a
 * failure shows the server's message (SPEC §8) and, for visitors, a new captcha picture.
 */
import {
  type TComment,
  type TPostCommentRequest,
  ZUserCommentForm,
  ZVisitorCommentForm,
} from '@izlog/contract/comments';
import { NOTICE_MS } from '@izlog/contract/constants';
import { formatMessage } from '@izlog/contract/messages';
import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '@/components/captcha-field';
import { LiveFieldset } from '@/components/live-fieldset';
import { useCaptchaChallenge } from '@/lib/captcha';
import { useCurrentUser } from '@/lib/current-user-store';
import { notify } from '@/lib/notify';
import { reportFormError } from '@/lib/report-form-error';
import { useSchemaForm } from '@/lib/schema-form';
import { usePostComment } from '../api/post-comment';

export type TReplyTarget = Pick<TComment, 'id' | 'author_name'>;

type TCommentFormProps = {
  contentId: number;
  isCaptchaEnabled: boolean;
  /** The comment answered; the form then closes itself after posting (`onDone`) and says so in a notice. */
  replyTo?: TReplyTarget;
  onDone?: () => void;
};

const initialValues = { name: '', text: '', captcha: '' };

export function CommentForm({ contentId, isCaptchaEnabled, replyTo, onDone }: TCommentFormProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const isVisitor = user === null;
  const post = usePostComment(contentId);
  const captcha = useCaptchaChallenge(isVisitor && isCaptchaEnabled, `comment-${contentId}-${replyTo?.id ?? 'new'}`);
  const [posted, setPosted] = useState<TComment | null>(null);
  const { form, onSubmit } = useSchemaForm({
    schema: isVisitor ? ZVisitorCommentForm : ZUserCommentForm,
    initialValues,
    validateExtra: (values, language): Record<string, string> =>
      captcha.isShown && !values.captcha.trim() ? { captcha: formatMessage('field_required', language) } : {},
  });

  const handleSubmit = onSubmit((values) => {
    setPosted(null);
    const body: TPostCommentRequest = { text: values.text, reply: replyTo?.id };
    if (isVisitor) Object.assign(body, { name: values.name, captcha_id: captcha.captchaId, captcha: values.captcha });
    return post.mutateAsync(body).then(
      (comment) => {
        form.setValues({ ...values, text: '', captcha: '' });
        form.resetDirty();
        if (captcha.isShown) captcha.refresh();
        const message = t(comment.status === 'approved' ? 'comments.published' : 'comments.waitsForModeration');
        if (onDone) {
          notify('success', message, NOTICE_MS.longest);
          onDone();
        } else setPosted(comment);
      },
      (error: unknown) => {
        if (captcha.isShown) {
          form.setFieldValue('captcha', '');
          captcha.refresh();
        }
        reportFormError(form, error);
      },
    );
  });

  const textLabel = replyTo ? t('comments.replyTitle', { name: replyTo.author_name }) : t('comments.text');
  return (
    <form onSubmit={handleSubmit} noValidate>
      <LiveFieldset>
        <Stack gap="sm">
          {posted && (
            <Alert color={posted.status === 'approved' ? 'teal' : 'blue'} role="status">
              {t(posted.status === 'approved' ? 'comments.published' : 'comments.waitsForModeration')}
            </Alert>
          )}
          {isVisitor ? (
            <TextInput label={t('comments.name')} autoComplete="name" {...form.getInputProps('name')} />
          ) : (
            <Text size="sm" c="dimmed">
              {t('comments.commentingAs', { name: user.public_name || user.username })}
            </Text>
          )}
          <Textarea label={textLabel} autosize minRows={3} maxRows={10} {...form.getInputProps('text')} />
          {isVisitor && captcha.isShown && (
            <CaptchaField challenge={captcha} inputProps={form.getInputProps('captcha')} />
          )}
          <Group justify="flex-end">
            {onDone && (
              <Button variant="default" onClick={onDone}>
                {t('comments.cancel')}
              </Button>
            )}
            <Button type="submit" loading={post.isPending}>
              {t(replyTo ? 'comments.submitReply' : 'comments.submit')}
            </Button>
          </Group>
        </Stack>
      </LiveFieldset>
    </form>
  );
}
