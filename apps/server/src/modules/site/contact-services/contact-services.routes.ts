/**
 * HTTP of contact services (SPEC §7 "Widgets and contact", issue 14): the site's services, the contact form, and the
 * submissions staff read, download and send again. The module's plugin also runs the job that mails each submission.
 */
import { resolve } from 'node:path';
import { ZMessageResponse } from '@izlog/contract/auth';
import {
  ZContactService,
  ZContactSubmission,
  ZContactSubmissionReceipt,
  ZContactSubmissionsQuery,
  ZCreateContactServiceRequest,
  ZPublicContactService,
  ZSubmitContactFormRequest,
} from '@izlog/contract/contact-services';
import { ZPageQuery } from '@izlog/contract/pagination';
import { optional } from '@izlog/contract/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPrivateDownload } from '../../../platform/http/attachment-disposition';
import { replyWithPage } from '../../../platform/http/page-reply';
import { requestScope } from '../../../platform/http/request-scope';
import { zIdParam, zUploadedFile } from '../../../platform/http/schemas';
import { SEND_CONTACT_MAIL_JOB, type TContactMailJob } from './contact-mail-queue';
import { createContactService } from './create-contact-service';
import { deleteContactService } from './delete-contact-service';
import { deliverContactMail } from './deliver-contact-mail';
import { listContactServices } from './list-contact-services';
import { listContactSubmissions } from './list-contact-submissions';
import { retryContactSubmission } from './retry-contact-submission';
import { contactSenderKey } from './sender-hash';
import { submissionAttachment } from './submission-attachment';
import { submitContactForm } from './submit-contact-form';

const tags = ['Widgets and contact'];
const base = '/licence-contacts';

/** The contact services module: the calls, and the worker of the contact mail job. */
export async function contactServicesModule(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app.deps;
  const senderKey = contactSenderKey(config.CONTACT_SENDER_KEY, resolve(config.DATA_DIR, 'contact-sender.key'));

  api.get(
    `${base}/get-licence-contact-services`,
    {
      config: { permission: 'contacts.read', publicCache: { untilWrite: true } },
      schema: {
        tags,
        summary:
          'The site’s contact services, in the order they were added (deleted ones are not listed): name and ' +
          'description for everyone, with the address for staff who manage them',
        querystring: ZPageQuery,
        response: { 200: z.array(z.union([ZContactService, ZPublicContactService])) },
      },
    },
    (request, reply) => replyWithPage(request, reply, (page) => listContactServices(requestScope(request), page)),
  );

  api.post(
    `${base}/create-contact-service`,
    {
      config: { permission: 'contacts.manage' },
      schema: {
        tags,
        summary:
          'Add a contact service (service_name, email, description); at most CONTACT_SERVICES_MAX per site, no two ' +
          'of one name (409)',
        body: ZCreateContactServiceRequest,
        response: { 200: ZContactService },
      },
    },
    (request) => createContactService(requestScope(request), request.body),
  );

  api.post(
    `${base}/delete-contact-service/:id`,
    {
      config: { permission: 'contacts.manage' },
      schema: {
        tags,
        summary: 'Delete a contact service: it leaves the list and the forms; its messages keep naming it',
        params: zIdParam,
        response: { 200: ZMessageResponse },
      },
    },
    (request) => deleteContactService(requestScope(request), request.params.id),
  );

  api.post(
    `${base}/submit-contact-form`,
    {
      config: { permission: 'contacts.submit' },
      schema: {
        tags,
        summary:
          'Send a message to a contact service (multipart with an `attachment`: a picture, PDF or office document ' +
          'of at most 5 MB, checked by its bytes). Visitors give captcha_id and captcha; CONTACT_SUBMISSIONS_PER_HOUR ' +
          'per address (429). The message is stored first and mailed by a job: the answer does not wait for the mail',
        body: ZSubmitContactFormRequest.extend({ attachment: optional(zUploadedFile) }),
        response: { 200: ZContactSubmissionReceipt },
      },
    },
    (request) => submitContactForm(requestScope(request), senderKey, request.body),
  );

  api.get(
    `${base}/contact-submissions`,
    {
      config: { permission: 'contacts.manage' },
      schema: {
        tags,
        summary:
          'Messages sent through the contact forms, newest first, with their delivery (pending, sent, failed): ' +
          'filter[contact_service_id], filter[delivery]',
        querystring: ZContactSubmissionsQuery,
        response: { 200: z.array(ZContactSubmission) },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, (page) => listContactSubmissions(requestScope(request), request.query, page)),
  );

  api.get(
    `${base}/contact-submissions/:id/attachment`,
    {
      config: { permission: 'contacts.manage' },
      schema: {
        tags,
        summary: 'Download a message’s attachment (its checked type, always as a download)',
        params: zIdParam,
      },
    },
    async (request, reply) => {
      const file = await submissionAttachment(requestScope(request), request.params.id);
      return sendPrivateDownload(reply, file);
    },
  );

  api.post(
    `${base}/retry-contact-submission/:id`,
    {
      config: { permission: 'contacts.manage' },
      schema: {
        tags,
        summary: 'Send a failed message again (409 unless its delivery failed)',
        params: zIdParam,
        response: { 200: ZContactSubmission },
      },
    },
    (request) => retryContactSubmission(requestScope(request), request.params.id),
  );

  await app.deps.jobs.work<TContactMailJob>(SEND_CONTACT_MAIL_JOB, (job, meta) =>
    deliverContactMail(app.deps, job, meta),
  );
}
