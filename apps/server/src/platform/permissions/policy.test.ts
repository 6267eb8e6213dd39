import { ABILITIES, LICENCE_ROLES } from '@izlog/contract/roles';
import { describe, expect, it } from 'vitest';
import { ROLE_ABILITIES } from '../../../../web/src/test/role-abilities';
import { abilitiesOf, can, POLICY, roleMay } from './policy';

const ALL = ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR', 'CLIENT', 'USER'];

/**
 * The whole table, action → roles, spelled out once more on purpose: a change to who may do what (a group in the
 * contract, an entry in the policy) fails here and is seen in review. Update it together with the policy.
 */
const EXPECTED: Record<string, 'anyone' | readonly string[]> = {
  'platform.health': 'anyone',
  'platform.docs': 'anyone',
  'platform.preflight': 'anyone',
  'platform.devMail': 'anyone',
  'site.view': 'anyone',
  'profiles.read': 'anyone',
  'web.assets': 'anyone',
  'auth.captcha': 'anyone',
  'auth.login': 'anyone',
  'auth.register': 'anyone',
  'auth.socialLogin': 'anyone',
  'auth.resetPassword': 'anyone',
  'auth.validateAccount': 'anyone',
  'auth.verifyToken': 'anyone',
  'auth.logout': 'anyone',
  'auth.signInWhenLoginClosed': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR'],
  'account.changeOwnPassword': ALL,
  'users.list': ['SUPERADMIN', 'ADMIN'],
  'users.administer': ['SUPERADMIN', 'ADMIN'],
  'audit.read': ['SUPERADMIN', 'ADMIN'],
  'site.manage': ['SUPERADMIN', 'ADMIN', 'EDITOR'],
  'profiles.updateOwn': ALL,
  'profiles.memberSetup': ['CLIENT', 'USER'],
  'profiles.staffSetup': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR'],
  'profiles.companyProfile': ['CLIENT'],
  'media.stockPhotos': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'CLIENT', 'USER', 'SALES', 'PARTNER', 'PLATFORM_ADMIN'],
  'media.upload': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'CLIENT', 'USER'],
  'media.stockLibrary': 'anyone',
  'places.suggest': 'anyone',
  'catalogs.read': 'anyone',
  'catalogs.readAll': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR'],
  'catalogs.ownList': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'CLIENT'],
  'catalogs.userWrite': ['CLIENT'],
  'catalogs.adminWrite': ['SUPERADMIN', 'ADMIN', 'EDITOR'],
  'catalogs.draft': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'CLIENT'],
  'catalogs.disable': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR', 'CLIENT'],
  'catalogs.manageAny': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR'],
  'catalogs.byCategory': 'anyone',
  'search.query': 'anyone',
  'categories.read': 'anyone',
  'categories.manage': ['SUPERADMIN', 'ADMIN', 'EDITOR'],
  'contents.read': 'anyone',
  'contents.readAll': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR'],
  'contents.editAny': ['SUPERADMIN', 'ADMIN', 'EDITOR'],
  'contents.articles': ['SUPERADMIN', 'ADMIN', 'EDITOR'],
  'contents.pages': ['SUPERADMIN', 'ADMIN', 'EDITOR'],
  'contents.adminBlogs': ['SUPERADMIN', 'ADMIN', 'EDITOR'],
  'contents.userBlogs': ['CLIENT', 'USER'],
  'contents.blogDrafts': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'CLIENT', 'USER'],
  'contents.adminProducts': ['SUPERADMIN', 'ADMIN', 'EDITOR'],
  'contents.userProducts': ['CLIENT'],
  'contents.productDrafts': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'CLIENT'],
  'contents.publishWithoutModeration': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR'],
  'moderation.moderate': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR'],
  'moderation.changes': ALL,
  'tags.read': 'anyone',
  'comments.read': 'anyone',
  'comments.post': 'anyone',
  'comments.postWithoutModeration': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR'],
  'comments.moderate': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR'],
  'widgets.read': 'anyone',
  'widgets.manage': ['SUPERADMIN', 'ADMIN', 'EDITOR'],
  'contacts.read': 'anyone',
  'contacts.submit': 'anyone',
  'contacts.manage': ['SUPERADMIN', 'ADMIN', 'EDITOR'],
  'bidding.manage': ['SUPERADMIN', 'ADMIN', 'EDITOR'],
  'bidding.duration': ['SUPERADMIN', 'ADMIN'],
  'bidding.click': 'anyone',
  'planners.keep': ['USER'],
  'planners.readPublic': 'anyone',
  'planners.calendarFeed': 'anyone',
  'planners.moderate': ['SUPERADMIN', 'ADMIN', 'EDITOR', 'MODERATOR'],
  'tours.keepProgress': ALL,
  'sales.register': 'anyone',
  'sales.login': 'anyone',
  'sales.catalogue': 'anyone',
  'sales.own': ['SALES', 'PARTNER', 'PLATFORM_ADMIN'],
  'sales.partnerLicences': ['PARTNER', 'PLATFORM_ADMIN'],
  'sales.platformAdmin': ['PLATFORM_ADMIN'],
  'payments.callback': 'anyone',
  'domains.tlsAsk': 'anyone',
  'rates.read': 'anyone',
};

describe('the policy table', () => {
  it('gives every action exactly the roles pinned here', () => {
    const actual = Object.fromEntries(
      Object.entries(POLICY).map(([action, roles]) => [action, roles === 'anyone' ? roles : [...roles]]),
    );
    expect(actual).toEqual(EXPECTED);
  });

  it('has the contract’s abilities as its role-gated actions, no more and no fewer', () => {
    const gated = Object.keys(POLICY).filter((action) => POLICY[action as keyof typeof POLICY] !== 'anyone');
    expect([...gated].sort()).toEqual([...ABILITIES].sort());
  });

  it('lists for each role the abilities it has, in the contract’s order', () => {
    for (const role of LICENCE_ROLES) {
      const expected = ABILITIES.filter((ability) => (EXPECTED[ability] as readonly string[]).includes(role));
      expect(abilitiesOf(role), role).toEqual(expected);
    }
    expect(abilitiesOf('USER')).toEqual([
      'account.changeOwnPassword',
      'profiles.updateOwn',
      'profiles.memberSetup',
      'media.stockPhotos',
      'media.upload',
      'contents.userBlogs',
      'contents.blogDrafts',
      'moderation.changes',
      'planners.keep',
      'tours.keepProgress',
    ]);
  });

  it('answers a role and an actor alike, and a visitor only what anyone may', () => {
    const visitor = { kind: 'anonymous' } as const;
    for (const [action, roles] of Object.entries(EXPECTED)) {
      const permission = action as keyof typeof POLICY;
      expect(can(visitor, permission), action).toBe(roles === 'anyone');
      for (const role of LICENCE_ROLES) {
        const allowed = roles === 'anyone' || roles.includes(role);
        expect(roleMay(role, permission), `${action} ${role}`).toBe(allowed);
        const actor = { kind: 'user', userId: 1, licenceId: 1, role, sessionId: 1 } as const;
        expect(can(actor, permission), `${action} ${role}`).toBe(allowed);
      }
    }
  });

  it('gives the web tests’ signed-in users the abilities this table gives their roles', () => {
    for (const role of LICENCE_ROLES) expect(ROLE_ABILITIES[role], role).toEqual(abilitiesOf(role));
  });
});
