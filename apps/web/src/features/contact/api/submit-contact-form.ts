/**
 * POST /licence-contacts/submit-contact-form, always multipart so an attachment goes as a file: the submission is
 * stored and its mail queued (decision 0035); the answer is the receipt whatever the mail does later.
 */
import type { TSubmitContactFormRequest, ZContactSubmissionReceipt } from '@izlog/contract/contact-services';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { toFormData } from '@/lib/form-data';
import { apiPaths } from '@/lib/paths';

type TContactSubmissionReceipt = z.infer<typeof ZContactSubmissionReceipt>;

type TContactSubmission = TSubmitContactFormRequest & { attachment: File | null };

export const submitContactForm = ({ attachment, ...fields }: TContactSubmission) =>
  apiRequest<TContactSubmissionReceipt>(apiPaths.submitContactForm, {
    method: 'POST',
    body: toFormData({ ...fields, attachment }),
  });

export const useSubmitContactForm = () => useMutation({ mutationFn: submitContactForm });
