/** Messages of domains (issue 13), spread into the one catalogue (../messages.ts). */
import type { TLanguage } from '../constants';

export const DOMAINS_MESSAGES = {
  // SPEC §8, word for word.
  domain_not_available: {
    srp: 'Domen nije dostupan ili ga niste ispravno uneli, molimo pokušajte ponovo',
    en: 'Domain not available or you have not entered it correctly, please try again',
  },
  domain_available: { srp: 'Domen je slobodan.', en: 'The domain is available.' },
  domain_none: {
    srp: 'Ovaj sajt nema svoj domen; dodajte ga pre ovog koraka.',
    en: 'This site has no domain of its own; add one before this step.',
  },
  domain_certificate_needs_dns: {
    srp: 'Sertifikat se izdaje kada DNS zapisi domena pokazuju na Izlog; proverite domen ponovo kada ih podesite.',
    en: 'The certificate is issued once the domain’s DNS records point to Izlog; check the domain again after setting them.',
  },
  domain_dns_ok: {
    srp: 'DNS zapisi domena {domain} su ispravni.',
    en: 'The DNS records of {domain} are right.',
  },
  domain_dns_txt_missing: {
    srp: 'TXT zapis {name} sa kodom za potvrdu još nije vidljiv.',
    en: 'The TXT record {name} with the verification code is not visible yet.',
  },
  domain_dns_address_wrong: {
    srp: 'A zapis domena {domain} ne pokazuje na {expected} (sada: {found}).',
    en: 'The A record of {domain} does not point to {expected} (now: {found}).',
  },
  domain_dns_lookup_failed: {
    srp: 'DNS serveri domena {domain} nisu odgovorili; pokušaćemo ponovo.',
    en: 'The DNS servers of {domain} did not answer; we will try again.',
  },
  domain_checks_exhausted: {
    srp: 'Zapisi domena nisu pronađeni ni posle nekoliko provera. Podesite ih i proverite ponovo; sajt i dalje radi na adresi {site}.',
    en: 'The domain’s records were still not found after several checks. Set them and check again; the site keeps working at {site}.',
  },
  domain_certificate_issued: {
    srp: 'Sertifikat za {domain} je izdat; sajt radi na ovom domenu.',
    en: 'The certificate for {domain} is issued; the site works on this domain.',
  },
  domain_claim_lapsed: {
    srp: 'Zahtev za domen {domain} je istekao: njegovi DNS zapisi nisu potvrđeni u roku od {hours|sat|sata|sati}. Proverite domen ponovo da biste ga ponovo zatražili.',
    en: 'The claim on {domain} lapsed: its DNS records were not confirmed within {hours} hours. Check the domain again to claim it anew.',
  },
  domain_proven_elsewhere: {
    srp: 'Drugi sajt je prvi dokazao da je {domain} njegov (DNS zapisi domena nose kod tog sajta); ovaj zahtev je završen.',
    en: "Another site proved first that {domain} is its own (its DNS records hold that site's code); this claim ended.",
  },
  domain_not_in_licence_type: {
    srp: 'Sopstveni domen dobijaju licence Basic i E-commerce; sajt besplatne licence radi na svom poddomenu platforme.',
    en: "A custom domain comes with the basic and e-commerce licences; a free licence's site works on its platform subdomain.",
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
