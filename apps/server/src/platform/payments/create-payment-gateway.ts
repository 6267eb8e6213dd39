/** The card gateway chosen by configuration (PAYMENT_GATEWAY), with an exhaustive match; a missing key fails the start. */
import { resolve } from 'node:path';
import { ConfigError, type TConfig } from '../../config';
import { platformUrl } from '../tenancy/site-url';
import type { PaymentGateway } from './gateway';
import { NestPayGateway } from './nestpay';
import { SandboxGateway, sandboxSecret } from './sandbox';

export function createPaymentGateway(config: TConfig): PaymentGateway {
  const gateway = config.PAYMENT_GATEWAY;
  switch (gateway) {
    case 'sandbox':
      return new SandboxGateway(
        sandboxSecret(config.SANDBOX_GATEWAY_SECRET, resolve(config.DATA_DIR, 'sandbox-gateway.secret')),
        platformUrl(config),
        config.IPS_PAYEE_NAME,
      );
    case 'nestpay': {
      const missing = (['NESTPAY_CLIENT_ID', 'NESTPAY_STORE_KEY', 'NESTPAY_API_USER', 'NESTPAY_API_PASSWORD'] as const)
        .filter((name) => !config[name])
        .join(', ');
      if (missing) throw new ConfigError(`Invalid configuration:\n  PAYMENT_GATEWAY=nestpay needs ${missing}`);
      return new NestPayGateway({
        clientId: config.NESTPAY_CLIENT_ID!,
        storeKey: config.NESTPAY_STORE_KEY!,
        gatewayUrl: config.NESTPAY_GATEWAY_URL,
        apiUrl: config.NESTPAY_API_URL,
        apiUser: config.NESTPAY_API_USER!,
        apiPassword: config.NESTPAY_API_PASSWORD!,
      });
    }
    default: {
      const unknown: never = gateway;
      throw new ConfigError(`Invalid configuration:\n  PAYMENT_GATEWAY=${String(unknown)}`);
    }
  }
}

/** Where the browser posts a checkout form besides Izlog itself: the bank's hosted page (CSP form-action). */
export function paymentFormTargets(config: Pick<TConfig, 'PAYMENT_GATEWAY' | 'NESTPAY_GATEWAY_URL'>): string[] {
  return config.PAYMENT_GATEWAY === 'nestpay' ? [new URL(config.NESTPAY_GATEWAY_URL).origin] : [];
}
