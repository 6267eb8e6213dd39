/**
 * The content form's state and rules: the contract's schema of the kind (the server's own rules, shown as the user
 * types), plus SPEC §5's publish rules (category and main photo), which a draft may leave for later.
 */
import { ZContentWriteRequest, ZProductWriteRequest } from '@izlog/contract/contents';
import { formatMessage } from '@izlog/contract/messages';
import { useMemo, useRef } from 'react';
import { z } from 'zod';
import { useSchemaForm } from '@/lib/schema-form';
import { type TContentFormValues, wireValuesOf } from '../utils/content-form-values';
import { publishNeedsCategoryAndImage, type TContentKind, type TSaveIntent } from '../utils/managed-kinds';

export function useContentForm(kind: TContentKind, initialValues: TContentFormValues) {
  // Which button was pressed: the publish rules apply unless the user saves a draft.
  const intentRef = useRef<TSaveIntent>('publish');
  const schema = useMemo(
    () =>
      z.preprocess(
        (values) => wireValuesOf(kind, values as TContentFormValues, []),
        kind === 'products' ? ZProductWriteRequest : ZContentWriteRequest,
      ),
    [kind],
  );
  const { form, onSubmit } = useSchemaForm<TContentFormValues>({
    schema,
    initialValues,
    validateExtra: (values, language) => {
      if (intentRef.current === 'draft' || !publishNeedsCategoryAndImage(kind)) return {};
      const errors: Record<string, string> = {};
      if (!values.category_id) errors.category_id = formatMessage('field_required', language);
      if (!values.image) errors.image = formatMessage('content_image_required', language);
      return errors;
    },
  });
  return { form, onSubmit, intentRef };
}
