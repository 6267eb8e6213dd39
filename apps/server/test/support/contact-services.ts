/** Worlds and requests the contact service tests share: a licence with every role and a service, and the calls. */
import type { FastifyInstance } from 'fastify';
import { SEND_CONTACT_MAIL_JOB } from '../../src/modules/site/contact-services/contact-mail-queue';
import type { TTestLicence } from '../factories';
import { call } from '../harness';
import { multipart, type TMultipartValue } from '../multipart';
import { contentWorld } from './content-test-support';

const BASE = '/api/v1/licence-contacts';

type TOptions = { token?: string; language?: 'en' | 'srp'; remoteAddress?: string };

export const getServices = (app: FastifyInstance, licence: TTestLicence, options: TOptions = {}) =>
  call(app, { method: 'GET', url: `${BASE}/get-licence-contact-services`, licence: licence.id, ...options });

export const createService = (
  app: FastifyInstance,
  licence: TTestLicence,
  payload: Record<string, unknown>,
  options: TOptions = {},
) => call(app, { method: 'POST', url: `${BASE}/create-contact-service`, licence: licence.id, payload, ...options });

export const deleteService = (app: FastifyInstance, licence: TTestLicence, id: number, options: TOptions = {}) =>
  call(app, { method: 'POST', url: `${BASE}/delete-contact-service/${id}`, licence: licence.id, ...options });

let addresses = 0;
/** A new network address per call unless one is given, so only the rate limit's own tests meet the limit. */
const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/** submit-contact-form as a browser sends it: multipart, with files as parts. */
export async function submitForm(
  app: FastifyInstance,
  licence: TTestLicence,
  fields: Record<string, TMultipartValue>,
  options: TOptions = {},
) {
  const body = await multipart(fields);
  return call(app, {
    method: 'POST',
    url: `${BASE}/submit-contact-form`,
    licence: licence.id,
    payload: body.payload,
    headers: body.headers,
    remoteAddress: options.remoteAddress ?? nextAddress(),
    token: options.token,
    language: options.language,
  });
}

export const getSubmissions = (app: FastifyInstance, licence: TTestLicence, query: string, options: TOptions = {}) =>
  call(app, { method: 'GET', url: `${BASE}/contact-submissions${query}`, licence: licence.id, ...options });

export const retrySubmission = (app: FastifyInstance, licence: TTestLicence, id: number, options: TOptions = {}) =>
  call(app, { method: 'POST', url: `${BASE}/retry-contact-submission/${id}`, licence: licence.id, ...options });

export const downloadAttachment = (app: FastifyInstance, licence: TTestLicence, id: number, options: TOptions = {}) =>
  call(app, { method: 'GET', url: `${BASE}/contact-submissions/${id}/attachment`, licence: licence.id, ...options });

/** Waits until every queued contact mail was sent or has given up. */
export const drainContactMail = (app: FastifyInstance, timeoutMs?: number) =>
  app.deps.jobs.drain([SEND_CONTACT_MAIL_JOB], timeoutMs);

/** The outbox as a developer sees it (/dev/mail.json), to one address. */
export async function outboxTo(app: FastifyInstance, to: string) {
  const response = await app.inject({ method: 'GET', url: `/dev/mail.json?to=${encodeURIComponent(to)}` });
  return response.json() as {
    id: number;
    to: string;
    reply_to: string | null;
    subject: string;
    text: string;
    attachments: { file_name: string; content_type: string; size: number; url: string }[];
  }[];
}

/** A licence with a signed-in user of each role and one contact service (by its admin). */
export async function contactWorld(app: FastifyInstance, name = 'Prodaja') {
  const world = await contentWorld(app);
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${world.licence.id}@firma.example.com`;
  const created = await createService(
    app,
    world.licence,
    { service_name: name, email, description: 'Ponude i cene' },
    { token: world.admin.token },
  );
  if (created.statusCode !== 200) throw new Error(`service not created: ${created.body}`);
  return { ...world, service: created.json() as { id: number; service_name: string; email: string } };
}
export type TContactWorld = Awaited<ReturnType<typeof contactWorld>>;
