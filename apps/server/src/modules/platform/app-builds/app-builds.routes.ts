/**
 * A licence's apps (SPEC §7; issues 13 and 16): build-paid-native-app, update-single-app,
 * admin-add-licence-android-app-link, the list of its builds and the download of a finished one — platform accounts
 * on their own licences (another's is a 404; the platform admin any, a licence user 403). Registers the two build
 * jobs' handlers.
 */
import { type TAppBuildKind, ZAndroidAppLinkRequest, ZAppBuild, ZAppBuildRequest } from '@izlog/contract/app-builds';
import { ZPageQuery } from '@izlog/contract/pagination';
import { ZConsoleLicence } from '@izlog/contract/sales-console';
import { zId } from '@izlog/contract/validation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPrivateDownload } from '../../../platform/http/attachment-disposition';
import { replyWithPage } from '../../../platform/http/page-reply';
import { requestScope } from '../../../platform/http/request-scope';
import { zIdParam } from '../../../platform/http/schemas';
import { saveAndroidAppLink } from './android-app-link';
import { registerAppBuildJobs } from './app-build-job';
import { appBuildArtifact } from './download-app-build';
import { listAppBuildsPage } from './list-app-builds';
import { requestAppBuild } from './request-app-build';

const tags = ['App builds'];
const consumes = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];
const own = { permission: 'sales.own', host: 'any' } as const;

/** The two calls that request a build differ only in their path, the kind of build and what they say. */
const BUILD_CALLS: readonly { path: string; kind: TAppBuildKind; summary: string }[] = [
  {
    path: '/licences/build-paid-native-app',
    kind: 'native_android',
    summary:
      "Builds the native Android app of a paid, active licence: the build is recorded and its job queued, which makes the app's Capacitor Android project as a ZIP (download-app-build); while one is queued or building, that one is answered. 422 for a free licence, and on `icon` when the site's logo is missing, smaller than 512 px or not square",
  },
  {
    path: '/update-single-apps/update-single-app',
    kind: 'single_app_update',
    summary:
      "Updates the active licence's entry in the Izlog app: recorded and queued like a build; while one is queued or building, that one is answered",
  },
];

export async function appBuildsModule(app: FastifyInstance) {
  await registerAppBuildJobs(app.deps);
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const call of BUILD_CALLS) {
    api.post(
      call.path,
      {
        config: own,
        schema: { tags, consumes, summary: call.summary, body: ZAppBuildRequest, response: { 200: ZAppBuild } },
      },
      (request) => requestAppBuild(requestScope(request), request.body.licence_id, call.kind),
    );
  }

  api.post(
    '/android-links/admin-add-licence-android-app-link',
    {
      config: own,
      schema: {
        tags,
        consumes,
        summary:
          "Sets the licence's Google Play link (https://play.google.com/store/apps/details?id=…, kept canonical); an empty link removes it. Answers the licence",
        body: ZAndroidAppLinkRequest,
        response: { 200: ZConsoleLicence },
      },
    },
    (request) => saveAndroidAppLink(requestScope(request), request.body),
  );

  api.get(
    '/licences/app-builds/:id',
    {
      config: own,
      schema: {
        tags,
        summary: "The licence's app builds, newest first, paginated, each with its status, progress and log",
        params: zIdParam,
        querystring: ZPageQuery,
        response: { 200: z.array(ZAppBuild) },
      },
    },
    (request, reply) =>
      replyWithPage(request, reply, (page) => listAppBuildsPage(requestScope(request), request.params.id, page)),
  );

  api.get(
    '/licences/app-builds/:id/download/:build_id',
    {
      config: own,
      schema: {
        tags,
        summary:
          "Downloads a finished build's artifact, always as an attachment: the Android project (application/zip) or the site's entry in the Izlog app (JSON); 404 until the build has succeeded",
        params: z.object({ id: zId, build_id: zId }),
      },
    },
    async (request, reply) => {
      const file = await appBuildArtifact(requestScope(request), request.params.id, request.params.build_id);
      return sendPrivateDownload(reply, file);
    },
  );
}
