/**
 * The demo sites' settings and people (decision 0022: written, not generated): each site's data passes the rules an
 * admin's own edit would, is in the site's language, and the README's demo logins are the ones the seed creates.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ZUpdateClientProfileRequest } from '@izlog/contract/profiles';
import {
  ZGreetingMessagesRequest,
  ZLicenceTextsRequest,
  ZUpdateLicenceDataRequest,
} from '@izlog/contract/site-settings';
import { ASSIGNABLE_ROLES, adminProfileFields } from '@izlog/contract/user-admin';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sanitizeRichText } from '../platform/text/sanitize';
import { DEMO_LICENCES, DEMO_SALES_ACCOUNTS, type TDemoAccount } from './demo-data';

/** The site's list pages a hero button may lead to (the web's routes `/products`, `/catalogs`, …). */
const LIST_PAGES = ['products', 'catalogs', 'articles', 'blogs'];

const wireProfile = (account: TDemoAccount) => ({
  name: account.name,
  surname: account.surname,
  public_email: account.publicEmail,
  gender: account.gender,
  phone: account.phone,
  birthdate: account.birthdate,
  bio: account.bio,
  country: account.country,
  city: account.city,
  address: account.address,
  company_name: account.companyName,
  twitter: account.twitter,
  facebook: account.facebook,
  instagram: account.instagram,
});

/** How many of a language's commonest words a text holds: enough to tell Serbian from English. */
function wordsOf(html: string, words: string[]): number {
  const text = ` ${html.replace(/<[^>]+>/g, ' ').toLowerCase()} `;
  return words.reduce((sum, word) => sum + text.split(` ${word} `).length - 1, 0);
}
const SERBIAN = ['i', 'je', 'da', 'se', 'na', 'za', 'od', 'su'];
const ENGLISH = ['the', 'and', 'you', 'to', 'of', 'your', 'we', 'is'];

describe.each(DEMO_LICENCES.map((demo) => [demo.subdomain, demo] as const))('the %s site', (_, demo) => {
  const { settings } = demo;
  const inSerbian = demo.languageId === 1;

  it('has every setting filled the way the site management modal would accept it', () => {
    expect(
      ZUpdateLicenceDataRequest.safeParse({
        site_name: settings.siteName,
        description: demo.description,
        overlay_text: settings.overlayText,
        button_text: settings.buttonText,
        link_text: settings.linkText,
        phone: settings.phone,
        country: settings.country,
        city: settings.city,
        address: settings.address,
        facebook_url: settings.facebookUrl,
        instagram_url: settings.instagramUrl,
        twitter_url: settings.twitterUrl,
        linkedin_url: settings.linkedinUrl,
      }).error,
    ).toBeUndefined();
    expect(LIST_PAGES).toContain(settings.linkText);
    expect(
      ZGreetingMessagesRequest.safeParse({
        sign_in_msg: settings.signInMsg,
        register_msg: settings.registerMsg,
        client_register_msg: settings.clientRegisterMsg,
      }).error,
    ).toBeUndefined();
    expect(
      ZLicenceTextsRequest.safeParse({
        terms_and_conditions: settings.termsAndConditions,
        privacy_policy: settings.privacyPolicy,
        terms_of_payment: settings.termsOfPayment,
      }).error,
    ).toBeUndefined();
  });

  it.each([
    ['terms and conditions', settings.termsAndConditions],
    ['privacy policy', settings.privacyPolicy],
    ['terms of payment', settings.termsOfPayment],
  ])('has %s of several sections in its own language, that the sanitizer keeps as written', (_, text) => {
    expect(sanitizeRichText(text)).toBe(text);
    expect(text.match(/<h2>/g)?.length).toBeGreaterThanOrEqual(3);
    expect(text.match(/<p>/g)?.length).toBeGreaterThanOrEqual(4);
    expect(text).toMatch(/<(ul|ol)><li>/);
    const [own, other] = inSerbian ? [SERBIAN, ENGLISH] : [ENGLISH, SERBIAN];
    expect(wordsOf(text, own)).toBeGreaterThan(10 * Math.max(1, wordsOf(text, other)));
  });

  it('writes its greetings and hero in its own language', () => {
    const short = [settings.overlayText, settings.signInMsg, settings.registerMsg, settings.clientRegisterMsg].join(
      ' ',
    );
    const [own, other] = inSerbian ? [SERBIAN, ENGLISH] : [ENGLISH, SERBIAN];
    expect(wordsOf(short, own)).toBeGreaterThan(3 * Math.max(1, wordsOf(short, other)));
  });

  it('has a few people of every role, one superadmin, one blocked front user, each told apart', () => {
    const roles = demo.accounts.map((account) => account.role);
    expect(roles.filter((role) => role === 'SUPERADMIN')).toHaveLength(1);
    for (const role of ASSIGNABLE_ROLES) expect(roles, role).toContain(role);
    for (const role of ['ADMIN', 'CLIENT', 'USER'] as const)
      expect(roles.filter((r) => r === role).length, role).toBeGreaterThanOrEqual(2);
    const blocked = demo.accounts.filter((account) => account.status === 'blocked');
    expect(blocked.map((account) => account.role)).toEqual(['USER']);

    const emails = demo.accounts.map((account) => account.email);
    const usernames = demo.accounts.map((account) => account.username.toLowerCase());
    expect(new Set(emails).size).toBe(emails.length);
    expect(new Set(usernames).size).toBe(usernames.length);
    const avatars = demo.accounts.flatMap((account) => (account.avatar ? [JSON.stringify(account.avatar)] : []));
    expect(new Set(avatars).size).toBe(avatars.length);
  });

  it('gives the first of each role the role’s own address, the one the catalogue seed and browser tests use', () => {
    for (const role of ['SUPERADMIN', ...ASSIGNABLE_ROLES]) {
      const first = demo.accounts.find((account) => account.role === role);
      expect(first?.email, role).toBe(`${role.toLowerCase()}@${demo.subdomain}.example.com`);
      expect(first?.status ?? 'active', role).toBe('active');
    }
  });

  it('gives every person a profile an admin could have entered, and every company its shops', () => {
    const profile = z.object(adminProfileFields);
    for (const account of demo.accounts) {
      expect(profile.safeParse(wireProfile(account)).error, account.email).toBeUndefined();
      if (account.status === 'inactive') continue;
      expect(account.bio, account.email).toBeTruthy();
      if (account.status !== 'blocked') expect(account.avatar, account.email).toBeDefined();
      if (account.role === 'CLIENT') {
        expect(account.username).toBe(account.email);
        expect(account.avatar && 'logo' in account.avatar, account.email).toBe(true);
        expect(
          ZUpdateClientProfileRequest.safeParse({ ...wireProfile(account), locations: account.locations }).error,
          account.email,
        ).toBeUndefined();
      }
    }
  });
});

describe('the README', () => {
  const readme = readFileSync(resolve(__dirname, '../../../../README.md'), 'utf8');
  const section = readme.slice(
    readme.indexOf('## Demo logins'),
    readme.indexOf('\n## ', readme.indexOf('## Demo logins')),
  );
  const rows = section.split('\n').filter((line) => line.startsWith('| ') && line.includes('.example.com'));

  it('lists every seeded login with its site, role, password and person, and marks the blocked and unconfirmed ones', () => {
    for (const demo of DEMO_LICENCES) {
      for (const account of demo.accounts) {
        const row = rows.find((line) => line.includes(` ${account.email} `));
        expect(row, account.email).toBeDefined();
        const cells = row!.split('|').map((cell) => cell.trim());
        expect(cells[1], account.email).toBe(`${demo.subdomain}.localhost`);
        expect(cells[2], account.email).toContain(account.role);
        expect(cells[4], account.email).toBe(demo.password);
        const who = cells[5] ?? '';
        expect(who, account.email).toContain(account.companyName ?? `${account.name} ${account.surname}`);
        if (account.status === 'blocked') expect(who, account.email).toMatch(/blocked/);
        else if (account.status === 'inactive') expect(who, account.email).toMatch(/not confirmed/);
        else expect(who, account.email).not.toMatch(/blocked|not confirmed/);
      }
    }
    const seeded = DEMO_LICENCES.flatMap((demo) => demo.accounts).length;
    // The platform admin's row and the platform's sales accounts are the more.
    expect(rows).toHaveLength(seeded + 1 + DEMO_SALES_ACCOUNTS.length);
  });

  it('lists the platform’s sales user and partner with their role, password and name', () => {
    for (const account of DEMO_SALES_ACCOUNTS) {
      const row = rows.find((line) => line.includes(` ${account.email} `));
      expect(row, account.email).toBeDefined();
      const cells = row!.split('|').map((cell) => cell.trim());
      expect(cells[1]).toBe('platform');
      expect(cells[2]).toContain(account.role);
      expect(cells[4]).toBe(account.password);
      expect(cells[5]).toBe(account.name);
    }
  });
});
