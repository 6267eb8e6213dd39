/**
 * The sales-accounts module (SPEC §6 SALES USER, §7 login-sales-user, register-sales-user, sales-user-update-*; issue
 * 13): platform accounts sign up, sign in, check their token, sign out and change their own name and phone. Paths are
 * the web's `salesApiPaths`. Sign-up and sign-in answer on the platform host only; the own-account calls on any host,
 * so a licence's user calling one on a site gets 403 (decision 0026).
 */
import {
  ZCaptchaQuery,
  ZCaptchaResponse,
  ZLogoutRequest,
  ZMessageResponse,
  ZVerifyTokenRequest,
} from '@izlog/contract/auth';
import {
  ZLoginSalesUserRequest,
  ZRegisterSalesUserRequest,
  ZSalesUser,
  ZSalesUserNameRequest,
  ZSalesUserPhoneRequest,
} from '@izlog/contract/sales';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestScope } from '../../../platform/http/request-scope';
import { issueSalesCaptcha, registerSalesUser } from './register-sales-user';
import { loginSalesUser, logoutSalesUser, verifySalesUserToken } from './sales-sessions';
import { updateOwnSalesUser } from './update-sales-user';

const tags = ['Sales users'];
const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
const onPlatform = (permission: 'sales.register' | 'sales.login') => ({ permission, host: 'platform' }) as const;
const ownAccount = { permission: 'sales.own', host: 'any' } as const;

export async function salesAccountsModule(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limits = app.deps.config;

  api.get(
    '/users/sales-user-captcha',
    {
      config: { ...onPlatform('sales.register'), rateLimit: perMinute(60) },
      schema: {
        tags,
        summary: 'A new captcha for the sales user sign-up form: a PNG picture, or with kind=work a proof of work',
        querystring: ZCaptchaQuery,
        response: { 200: ZCaptchaResponse },
      },
    },
    (request, reply) => {
      // A challenge is one visitor's, once: no cache keeps it.
      reply.header('cache-control', 'no-store');
      return issueSalesCaptcha(requestScope(request), request.query.kind);
    },
  );

  api.post(
    '/users/register-sales-user',
    {
      config: { ...onPlatform('sales.register'), rateLimit: perMinute(20) },
      schema: {
        tags,
        summary: 'Sign up as a sales user of the platform; answers the account signed in (auth_key)',
        body: ZRegisterSalesUserRequest,
        response: { 200: ZSalesUser },
      },
    },
    (request) => registerSalesUser(requestScope(request), request.body),
  );

  api.post(
    '/users/login-sales-user',
    {
      config: { ...onPlatform('sales.login'), rateLimit: perMinute(limits.LOGIN_RATE_PER_MINUTE) },
      schema: {
        tags,
        summary: 'Sign in to the platform with e-mail and password (sales users, partners, the platform admin)',
        body: ZLoginSalesUserRequest,
        response: { 200: ZSalesUser },
      },
    },
    (request) => loginSalesUser(requestScope(request), request.body),
  );

  api.post(
    '/users/verify-sales-user-token',
    {
      config: onPlatform('sales.login'),
      schema: {
        tags,
        summary: 'The platform account of a token (bearer or auth_key); 511 when it is expired or revoked',
        body: ZVerifyTokenRequest,
        response: { 200: ZSalesUser },
      },
    },
    (request) => verifySalesUserToken(requestScope(request), request.body.auth_key),
  );

  api.post(
    '/users/logout-sales-user',
    {
      config: onPlatform('sales.login'),
      schema: {
        tags,
        summary: 'End the platform session of a token',
        body: ZLogoutRequest,
        response: { 200: ZMessageResponse },
      },
    },
    (request) => logoutSalesUser(requestScope(request), request.body.auth_key),
  );

  api.post(
    '/profiles/sales-user-update-name',
    {
      config: ownAccount,
      schema: { tags, summary: 'Change one’s own name', body: ZSalesUserNameRequest, response: { 200: ZSalesUser } },
    },
    (request) => updateOwnSalesUser(requestScope(request), { name: request.body.name }),
  );

  api.post(
    '/profiles/sales-user-update-phone',
    {
      config: ownAccount,
      schema: { tags, summary: 'Change one’s own phone', body: ZSalesUserPhoneRequest, response: { 200: ZSalesUser } },
    },
    (request) => updateOwnSalesUser(requestScope(request), { phone: request.body.phone }),
  );
}
