/** Every URL the web shell uses: its own routes and the API calls (relative to API_BASE). */

export const routes = {
  home: '/',
  validateAccount: '/validate-account',
  resetPassword: '/reset-password',
} as const;

export const apiPaths = {
  licenceDetails: '/licences/get-licence-details',
  captcha: '/users/captcha',
  login: '/users/login-licence-user',
  registerFrontUser: '/users/register-licence-front-user',
  registerClient: '/users/register-licence-client',
  verifyToken: '/users/verify-token',
  logout: '/users/logout-user',
  requestPasswordReset: '/users/request-reset-licence-user-password',
  resetPassword: '/users/reset-licence-user-password',
  validateAccount: '/users/validate-user-account',
} as const;
