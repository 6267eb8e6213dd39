/** POST /licences/check-domain: the check's answer on the wire, with a custom domain's prices in RSD and EUR. */
import type { TCheckDomainResponse } from '@izlog/contract/domains';
import { formatMessage } from '@izlog/contract/messages';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { checkDomain } from './check-domain';
import { presentDomainPrice } from './domain-prices';

export async function checkDomainCall(
  scope: Pick<TRequestScope, 'deps' | 'language' | 'log' | 'actor'>,
  domain: string,
): Promise<TCheckDomainResponse> {
  const buyerId = scope.actor.kind === 'platform' ? scope.actor.platformUserId : undefined;
  const check = await checkDomain(scope.deps, domain, { language: scope.language, buyerId });
  if (check.reason) scope.log.info({ domain: check.domain, reason: check.reason }, 'domain not offered');
  return {
    domain: check.domain,
    display_domain: check.displayDomain,
    kind: check.kind,
    is_free: check.isFree,
    message: formatMessage(check.messageKey, scope.language),
    site_url: check.siteUrl,
    price: check.price ? await presentDomainPrice(scope.deps, check.price) : null,
  };
}
