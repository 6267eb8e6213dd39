/**
 * The accounts module (SPEC §7 "Auth and users"): its one plugin and the HTTP of each call — permission → rate limit
 * → validate → one operation — and the worker of the account-mail job (decision 0048).
 */
import {
  ZCaptchaQuery,
  ZCaptchaResponse,
  ZChangePasswordRequest,
  ZCurrentUser,
  ZLoginRequest,
  ZLogoutRequest,
  ZMessageResponse,
  ZRegisterClientRequest,
  ZRegisteredResponse,
  ZRegisterFrontUserRequest,
  ZRequestResetRequest,
  ZResetPasswordRequest,
  ZSocialAuthRequest,
  ZValidateAccountRequest,
  ZVerifyTokenRequest,
} from '@izlog/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bearerToken } from '../../../platform/http/request-context';
import { requestScope } from '../../../platform/http/request-scope';
import { zIdParam, zUploadedFile } from '../../../platform/http/schemas';
import { SEND_ACCOUNT_MAIL_JOB, type TAccountMailJob } from './account-mail-queue';
import { deliverAccountMail } from './deliver-account-mail';
import { login, logout, socialAuth, verifyToken } from './login';
import { changePassword, requestPasswordReset, resetPassword, validateAccount } from './passwords';
import { issueCaptcha, registerClient, registerFrontUser } from './register';

const tags = ['Auth and users'];
const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });

export async function accountsModule(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limits = app.deps.config;

  api.get(
    '/users/captcha',
    {
      config: { permission: 'auth.captcha', rateLimit: perMinute(60) },
      schema: {
        tags,
        summary: 'A new captcha for a visitor form: a PNG picture, or with kind=work a proof-of-work challenge',
        querystring: ZCaptchaQuery,
        response: { 200: ZCaptchaResponse },
      },
    },
    (request, reply) => {
      // A challenge is one visitor's, once: no cache keeps it.
      reply.header('cache-control', 'no-store');
      return issueCaptcha(requestScope(request), request.query.kind);
    },
  );

  api.post(
    '/users/login-licence-user',
    {
      config: { permission: 'auth.login', rateLimit: perMinute(limits.LOGIN_RATE_PER_MINUTE) },
      schema: {
        tags,
        summary: 'Log in with e-mail and password',
        body: ZLoginRequest,
        response: { 200: ZCurrentUser },
      },
    },
    (request) => login(requestScope(request), request.body),
  );

  api.post(
    '/users/register-licence-front-user',
    {
      config: { permission: 'auth.register', rateLimit: perMinute(20) },
      schema: {
        tags,
        summary: 'Register a front user; a validation link goes by mail',
        body: ZRegisterFrontUserRequest,
        response: { 200: ZRegisteredResponse },
      },
    },
    (request) => registerFrontUser(requestScope(request), request.body),
  );

  api.post(
    '/users/register-licence-client',
    {
      config: { permission: 'auth.register', rateLimit: perMinute(20) },
      schema: {
        tags,
        summary: 'Register a client (multipart, with logo and locations); username is the e-mail',
        consumes: ['multipart/form-data'],
        body: ZRegisterClientRequest.extend({ logo: zUploadedFile }),
        response: { 200: ZRegisteredResponse },
      },
    },
    (request) => {
      const { logo, ...fields } = request.body;
      return registerClient(requestScope(request), fields, logo);
    },
  );

  api.post(
    '/users/verify-token',
    {
      config: { permission: 'auth.verifyToken' },
      schema: {
        tags,
        summary: 'The user of a token (bearer or auth_key); 511 when it is expired or revoked',
        body: ZVerifyTokenRequest,
        response: { 200: ZCurrentUser },
      },
    },
    (request) => verifyToken(requestScope(request), bearerToken(request) ?? request.body.auth_key),
  );

  api.post(
    '/users/logout-user',
    {
      config: { permission: 'auth.logout' },
      schema: {
        tags,
        summary: 'End the session of a token',
        body: ZLogoutRequest,
        response: { 200: ZMessageResponse },
      },
    },
    (request) => logout(requestScope(request), bearerToken(request) ?? request.body.auth_key),
  );

  api.post(
    '/users/social-auth',
    {
      config: { permission: 'auth.socialLogin', rateLimit: perMinute(limits.LOGIN_RATE_PER_MINUTE) },
      schema: {
        tags,
        summary: 'Sign in with a Google or Facebook access token',
        body: ZSocialAuthRequest,
        response: { 200: ZCurrentUser },
      },
    },
    (request) => socialAuth(requestScope(request), request.body),
  );

  api.post(
    '/users/change-password/:id',
    {
      config: { permission: 'account.changeOwnPassword', rateLimit: perMinute(10) },
      schema: {
        tags,
        summary: 'Change the signed-in user’s own password',
        params: zIdParam,
        body: ZChangePasswordRequest,
        response: { 200: ZMessageResponse },
      },
    },
    (request) => changePassword(requestScope(request), request.params.id, request.body),
  );

  api.post(
    '/users/request-reset-licence-user-password',
    {
      config: { permission: 'auth.resetPassword', rateLimit: perMinute(5) },
      schema: {
        tags,
        summary: 'Mail a password reset link',
        body: ZRequestResetRequest,
        response: { 200: ZMessageResponse },
      },
    },
    (request) => requestPasswordReset(requestScope(request), request.body.email),
  );

  api.post(
    '/users/reset-licence-user-password',
    {
      config: { permission: 'auth.resetPassword', rateLimit: perMinute(10) },
      schema: {
        tags,
        summary: 'Set a new password with the mailed token',
        body: ZResetPasswordRequest,
        response: { 200: ZMessageResponse },
      },
    },
    (request) => resetPassword(requestScope(request), request.body),
  );

  api.post(
    '/users/validate-user-account',
    {
      config: { permission: 'auth.validateAccount', rateLimit: perMinute(20) },
      schema: {
        tags,
        summary: 'Confirm an account with the mailed token',
        body: ZValidateAccountRequest,
        response: { 200: ZMessageResponse },
      },
    },
    (request) => validateAccount(requestScope(request), request.body),
  );

  await app.deps.jobs.work<TAccountMailJob>(SEND_ACCOUNT_MAIL_JOB, (job) => deliverAccountMail(app.deps, job));
}
