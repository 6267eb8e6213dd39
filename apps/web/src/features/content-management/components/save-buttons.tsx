/** The foot of an editor form: back to the list, "Save draft" (when a draft is possible) and "Publish". */
import { Anchor, Button, Group } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TSaveIntent } from '../utils/managed-kinds';

type TSaveButtonsProps = {
  /** Set by the pressed button before the form submits, so the submit knows what to do. */
  intentRef: RefObject<TSaveIntent>;
  saving: TSaveIntent | null;
  canSaveDraft: boolean;
  publishLabel: string;
  backTo: string;
};

export function SaveButtons({ intentRef, saving, canSaveDraft, publishLabel, backTo }: TSaveButtonsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="md">
      <Anchor component={Link} to={backTo}>
        {t('manage.form.backToList')}
      </Anchor>
      <Group gap="sm">
        {canSaveDraft && (
          <Button
            type="submit"
            variant="default"
            loading={saving === 'draft'}
            disabled={saving !== null}
            onClick={() => {
              intentRef.current = 'draft';
            }}
          >
            {t('manage.form.saveDraft')}
          </Button>
        )}
        <Button
          type="submit"
          loading={saving === 'publish'}
          disabled={saving !== null}
          onClick={() => {
            intentRef.current = 'publish';
          }}
        >
          {publishLabel}
        </Button>
      </Group>
    </Group>
  );
}
