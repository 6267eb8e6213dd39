/**
 * Licence calls of a site (SPEC §7 "Licence and site"): the public details every page starts with, and the site
 * settings its staff change (permission → validate → one operation → the licence as the site now sees it). The sales
 * side comes later.
 */
import { ZPublicLicence } from '@izlog/contract/licence';
import {
  LICENCE_TEXTS,
  ZGreetingMessagesRequest,
  ZLicenceDetailsQuery,
  ZLicenceTextsRequest,
  ZSwitchRequest,
  ZUpdateLicenceDataRequest,
  ZUpdateLicenceTemplateRequest,
} from '@izlog/contract/site-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUploadedFile } from '../../../platform/http/form-body';
import { partialBody } from '../../../platform/http/partial-update';
import { requestScope } from '../../../platform/http/request-scope';
import { zUploadedFile } from '../../../platform/http/schemas';
import { changeLoginRegistrationStatus, changeSearchStatus } from './change-licence-switch';
import { presentPublicLicence } from './licence.presenter';
import { getLanguageId, getLicenceDetails, getTemplateId } from './licence-details';
import { updateLicenceData } from './update-licence-data';
import { updateLicenceTemplate } from './update-licence-template';
import { updateLicenceGreetings, updateLicenceTexts } from './update-licence-texts';

const tags = ['Licence and site'];
const consumes = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];

/** The logo as a file; anything else in `icon` (the stored logo's address a form sends back) keeps the logo. */
const zLogoFile = z.preprocess((value) => (isUploadedFile(value) ? value : undefined), zUploadedFile.optional());
/** The site image as a file, or a stock photo's download location; empty keeps the image. */
const zSiteImage = z.preprocess(
  (value) => (isUploadedFile(value) || (typeof value === 'string' && value.trim()) ? value : undefined),
  z.union([zUploadedFile, z.string().trim().max(2000)]).optional(),
);

/** The licences module: the site's details and settings. */
export async function licencesModule(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/licences/get-licence-details',
    {
      config: { permission: 'site.view' },
      schema: {
        tags,
        summary:
          'Public details and settings of the site; expand=terms_and_conditions,privacy_policy,terms_of_payment adds those texts',
        querystring: ZLicenceDetailsQuery,
        response: { 200: ZPublicLicence },
      },
    },
    (request) => getLicenceDetails(requestScope(request), request.query.expand),
  );

  api.get(
    '/licences/get-template-id',
    {
      config: { permission: 'site.view' },
      schema: { tags, summary: 'Template of the site', response: { 200: z.object({ template_id: z.number() }) } },
    },
    (request) => getTemplateId(requestScope(request)),
  );

  api.get(
    '/licences/get-language-id',
    {
      config: { permission: 'site.view' },
      schema: {
        tags,
        summary: 'Language of the site (1 srp, 2 en)',
        response: { 200: z.object({ language_id: z.number() }) },
      },
    },
    (request) => getLanguageId(requestScope(request)),
  );

  api.post(
    '/licences/update-licence-data',
    {
      config: { permission: 'site.manage' },
      schema: {
        tags,
        summary:
          'Header, hero and contact data of the site; a field not sent keeps its value, one sent empty is emptied. ' +
          'Logo `icon`: a PNG file, required while the site has none; `site_image`: a file or a stock location',
        consumes,
        body: partialBody(ZUpdateLicenceDataRequest).extend({ icon: zLogoFile, site_image: zSiteImage }),
        response: { 200: ZPublicLicence },
      },
    },
    async (request) => {
      const scope = requestScope(request);
      const { icon, site_image: siteImage, ...fields } = request.body;
      return presentPublicLicence(await updateLicenceData(scope, fields, { icon, siteImage }), scope.deps);
    },
  );

  api.post(
    '/licences/update-licence-template',
    {
      config: { permission: 'site.manage' },
      schema: {
        tags,
        summary: 'The template the site wears (GET /templates lists them); an id that names no template is a 422',
        consumes,
        body: ZUpdateLicenceTemplateRequest,
        response: { 200: ZPublicLicence },
      },
    },
    async (request) => {
      const scope = requestScope(request);
      return presentPublicLicence(await updateLicenceTemplate(scope, request.body.template_id), scope.deps);
    },
  );

  api.post(
    '/licences/update-licence-greeting-messages',
    {
      config: { permission: 'site.manage' },
      schema: {
        tags,
        summary: 'The greetings of the login, registration and client registration notices (all required)',
        consumes,
        body: partialBody(ZGreetingMessagesRequest),
        response: { 200: ZPublicLicence },
      },
    },
    async (request) => {
      const scope = requestScope(request);
      return presentPublicLicence(await updateLicenceGreetings(scope, request.body), scope.deps);
    },
  );

  api.post(
    '/licences/update-licence-terms-and-conditions',
    {
      config: { permission: 'site.manage' },
      schema: {
        tags,
        summary:
          'Terms and conditions (required), privacy policy and terms of payment as rich text, sanitized; answers with the texts',
        consumes,
        body: partialBody(ZLicenceTextsRequest),
        response: { 200: ZPublicLicence },
      },
    },
    async (request) => {
      const scope = requestScope(request);
      const licence = await updateLicenceTexts(scope, request.body);
      return presentPublicLicence(licence, scope.deps, LICENCE_TEXTS);
    },
  );

  api.post(
    '/licences/change-login-registration-status',
    {
      config: { permission: 'site.manage' },
      schema: {
        tags,
        summary: 'Turn login and registration on or off (staff still sign in through the admin login)',
        consumes,
        body: ZSwitchRequest,
        response: { 200: ZPublicLicence },
      },
    },
    async (request) => {
      const scope = requestScope(request);
      return presentPublicLicence(await changeLoginRegistrationStatus(scope, request.body.status), scope.deps);
    },
  );

  api.post(
    '/licences/change-search-status',
    {
      config: { permission: 'site.manage' },
      schema: {
        tags,
        summary: 'Turn the site search on or off',
        consumes,
        body: ZSwitchRequest,
        response: { 200: ZPublicLicence },
      },
    },
    async (request) => {
      const scope = requestScope(request);
      return presentPublicLicence(await changeSearchStatus(scope, request.body.status), scope.deps);
    },
  );
}
