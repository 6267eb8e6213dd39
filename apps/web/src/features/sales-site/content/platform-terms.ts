/**
 * The platform's own rules, in both languages: terms of payment and terms and conditions of Izlog d.o.o. for the
 * licences it sells (SPEC §1: one-year term, 15-day deviation window with a refund to the same card, prices in dinars
 * with VAT, confirmation by e-mail, prohibited conduct). The figures come from the contract, so the text and the
 * server cannot disagree. A site's own rules are the licence's texts, not these.
 */
import type { TLanguage } from '@izlog/contract/constants';
import { GRACE_PERIOD_DAYS, REFUND_WINDOW_DAYS, RENEWAL_REMINDER_DAYS } from '@izlog/contract/sales';
import { COMPANY } from './company';

type TTermsSection = { id: string; title: string; paragraphs: string[] };
type TTermsDocument = { effectiveDate: string; sections: TTermsSection[] };

/** The day these versions took effect (ISO date; shown in the reader's format). */
const EFFECTIVE_DATE = '2026-11-20';
const COMPANY_EMAIL = COMPANY.email;
/** "30, 7 i 1": the days before expiry the reminders go out. */
function reminders(and: string): string {
  const days = [...RENEWAL_REMINDER_DAYS];
  const last = days.pop();
  return `${days.join(', ')} ${and} ${last}`;
}

export const TERMS_OF_PAYMENT: Record<TLanguage, TTermsDocument> = {
  srp: {
    effectiveDate: EFFECTIVE_DATE,
    sections: [
      {
        id: 'cene',
        title: 'Cene',
        paragraphs: [
          'Sve cene licenci i domena na sajtu Izloga izražene su u dinarima (RSD) i u njih je uračunat porez na dodatu vrednost. Iznos u evrima prikazan je samo informativno, po srednjem kursu Narodne banke Srbije na dan koji je naveden uz cenu.',
          'Cena koju plaćate je cena koju je Izlog obračunao u trenutku porudžbine i prikazao vam pre plaćanja, sa svim stavkama i ukupnim iznosom.',
        ],
      },
      {
        id: 'nacini-placanja',
        title: 'Načini plaćanja',
        paragraphs: [
          'Licencu možete platiti platnom karticom (Visa, Mastercard, Maestro, DinaCard) na zaštićenoj stranici banke, uz proveru 3-D Secure (Visa Secure, Mastercard ID Check), ili uplatom po predračunu, skeniranjem NBS IPS QR koda ili nalogom za prenos sa pozivom na broj iz predračuna.',
          'Sva plaćanja biće izvršena u lokalnoj valuti Republike Srbije – dinaru (RSD). Iznos za koji će biti zadužena vaša platna kartica biće izražen u vašoj lokalnoj valuti kroz konverziju po kursu koji koriste kartičarske organizacije, a koji nama u trenutku transakcije ne može biti poznat. Zbog ove konverzije moguća je neznatna razlika od cene navedene na našem sajtu.',
        ],
      },
      {
        id: 'zastita-podataka-kartice',
        title: 'Zaštita podataka o platnoj kartici',
        paragraphs: [
          'Prilikom unošenja podataka o platnoj kartici, poverljivi podaci se prenose putem javne mreže u zaštićenoj (kriptovanoj) formi upotrebom TLS protokola. Sigurnost podataka prilikom kupovine garantuje procesor platnih kartica, pa se kompletan proces naplate obavlja na stranicama banke. Ni u jednom trenutku podaci o platnoj kartici nisu dostupni našem sistemu.',
        ],
      },
      {
        id: 'potvrda',
        title: 'Potvrda kupovine',
        paragraphs: [
          'Posle uspešnog plaćanja na stranici rezultata vidite broj porudžbine, iznos i valutu, vrstu kartice sa poslednje četiri cifre, autorizacioni kod i vreme transakcije. Isti podaci stižu vam i e-poštom, na adresu vašeg naloga, zajedno sa podacima o licenci.',
          'Po predračunu, licenca se aktivira kada uplata stigne na račun Izloga; o tome vas obaveštavamo e-poštom.',
        ],
      },
      {
        id: 'trajanje-i-produzenje',
        title: 'Trajanje i produženje licence',
        paragraphs: [
          `Licenca traje godinu dana od dana plaćanja. Pre isteka šaljemo podsetnike e-poštom (${reminders('i')} dana pre isteka), a licencu produžavate plaćanjem na isti način kao pri kupovini.`,
          `Licenca koja nije produžena ističe: sajt tada prikazuje obaveštenje da nije aktivan, a njegov sadržaj čuvamo još ${GRACE_PERIOD_DAYS} dana. Produženje u tom roku nastavlja se od dana isteka.`,
        ],
      },
      {
        id: 'povracaj',
        title: 'Odstupanje od opisa i povraćaj novca',
        paragraphs: [
          `U roku od ${REFUND_WINDOW_DAYS} dana od dana zakupa licence možete prijaviti odstupanje usluge od opisa iz ponude, iz konzole ili e-poštom na ${COMPANY_EMAIL}. Ako je prijava osnovana, licenca se zatvara, a novac vraćamo u celosti.`,
          'U slučaju povraćaja sredstava kupcu koji je platio platnom karticom, delimično ili u celosti, a bez obzira na razlog, Izlog je u obavezi da povraćaj izvrši isključivo preko iste kartice kojom je plaćeno (Visa, Mastercard, Maestro, DinaCard), što znači da će banka na zahtev prodavca vratiti sredstva na račun korisnika kartice.',
          `Po isteku roka od ${REFUND_WINDOW_DAYS} dana povraćaj nije moguć; licenca se tada može ne produžiti po isteku godine.`,
        ],
      },
      {
        id: 'kontakt',
        title: 'Kontakt',
        paragraphs: [
          `Za pitanja o plaćanju pišite na ${COMPANY_EMAIL} ili pozovite ${COMPANY.phone} radnim danima od 9 do 17 časova. Prodavac je ${COMPANY.name}, ${COMPANY.address.srp}, PIB ${COMPANY.taxId}, matični broj ${COMPANY.registrationNo}.`,
        ],
      },
    ],
  },
  en: {
    effectiveDate: EFFECTIVE_DATE,
    sections: [
      {
        id: 'prices',
        title: 'Prices',
        paragraphs: [
          'All prices of licences and domains on the Izlog site are in Serbian dinars (RSD) and include value added tax. Amounts in euros are shown for information only, at the middle rate of the National Bank of Serbia on the day given beside the price.',
          'The price you pay is the one Izlog worked out when you placed the order and showed you before payment, with every item and the total.',
        ],
      },
      {
        id: 'ways-to-pay',
        title: 'Ways to pay',
        paragraphs: [
          'You can pay for a licence by card (Visa, Mastercard, Maestro, DinaCard) on the bank’s protected page with 3-D Secure verification (Visa Secure, Mastercard ID Check), or against a proforma invoice, by scanning its NBS IPS QR code or by a bank transfer quoting the invoice’s reference number.',
          'All payments are made in the local currency of the Republic of Serbia, the dinar (RSD). The amount charged to your card is converted into your local currency at the rate used by the card associations, which we cannot know at the time of the transaction; because of this conversion the amount may differ slightly from the price on our site.',
        ],
      },
      {
        id: 'card-data',
        title: 'Protection of card data',
        paragraphs: [
          'When you enter your card details, they travel over the public network in protected (encrypted) form using the TLS protocol. The security of the data is guaranteed by the card processor: the whole payment takes place on the bank’s pages, and your card details are never available to our system.',
        ],
      },
      {
        id: 'confirmation',
        title: 'Confirmation of the purchase',
        paragraphs: [
          'After a successful payment the result page shows the order number, the amount and currency, the card type with its last four digits, the authorization code and the time of the transaction. The same details reach you by e-mail, at your account’s address, together with the licence’s details.',
          'With a proforma invoice, the licence starts when the payment reaches Izlog’s account; we let you know by e-mail.',
        ],
      },
      {
        id: 'term-and-renewal',
        title: 'Term and renewal',
        paragraphs: [
          `A licence runs for one year from the day of payment. Before it ends we send reminders by e-mail (${reminders('and')} days before), and you renew by paying the same way as when you bought it.`,
          `A licence that is not renewed expires: the site then shows a notice that it is not active, and we keep its content for another ${GRACE_PERIOD_DAYS} days. A renewal within that time continues from the day it expired.`,
        ],
      },
      {
        id: 'refunds',
        title: 'Deviation from the description and refunds',
        paragraphs: [
          `Within ${REFUND_WINDOW_DAYS} days of leasing a licence you may report that the service deviates from its description, from the console or by e-mail to ${COMPANY_EMAIL}. If the report is justified, the licence is closed and the money is returned in full.`,
          'When money is returned to a buyer who paid by card, in part or in full and whatever the reason, Izlog returns it only to the same card that paid (Visa, Mastercard, Maestro, DinaCard): the bank returns the money to the cardholder’s account at the seller’s request.',
          `After the ${REFUND_WINDOW_DAYS} days no refund is possible; you may then choose not to renew the licence when its year ends.`,
        ],
      },
      {
        id: 'contact',
        title: 'Contact',
        paragraphs: [
          `For questions about payment write to ${COMPANY_EMAIL} or call ${COMPANY.phone} on working days from 9 am to 5 pm. The seller is ${COMPANY.name}, ${COMPANY.address.en}, tax ID ${COMPANY.taxId}, company number ${COMPANY.registrationNo}.`,
        ],
      },
    ],
  },
};

export const TERMS_AND_CONDITIONS: Record<TLanguage, TTermsDocument> = {
  srp: {
    effectiveDate: EFFECTIVE_DATE,
    sections: [
      {
        id: 'opste',
        title: 'Opšte odredbe',
        paragraphs: [
          `Ovi uslovi uređuju korišćenje sajta Izloga i licenci koje prodaje ${COMPANY.name}, ${COMPANY.address.srp} (u daljem tekstu: Izlog). Registracijom naloga i kupovinom licence prihvatate ove uslove i uslove plaćanja.`,
        ],
      },
      {
        id: 'usluga',
        title: 'Usluga',
        paragraphs: [
          'Licenca daje jedan sajt i mobilnu aplikaciju izgrađene na izabranom šablonu, na adresi na Izlog poddomenu i, kod plaćenih licenci, na vašem domenu. Šta svaka vrsta licence uključuje piše na strani Cene u trenutku kupovine.',
          'Vlasnik licence je superadministrator svog sajta: upravlja sadržajem, korisnicima i podešavanjima sajta i odgovara za njih.',
        ],
      },
      {
        id: 'nalog',
        title: 'Nalog',
        paragraphs: [
          'Za kupovinu je potreban nalog sa tačnim imenom, e-adresom i telefonom. Lozinku čuvate u tajnosti; za sve što se uradi sa vašim nalogom odgovarate vi, dok nam ne prijavite zloupotrebu.',
        ],
      },
      {
        id: 'trajanje',
        title: 'Trajanje licence',
        paragraphs: [
          `Licenca traje godinu dana od plaćanja i produžava se plaćanjem. Istekla licenca čuva sadržaj još ${GRACE_PERIOD_DAYS} dana, bez mogućnosti izmena; posle toga Izlog može trajno da obriše podatke sajta.`,
          `U roku od ${REFUND_WINDOW_DAYS} dana od zakupa možete prijaviti odstupanje od opisa i dobiti povraćaj na istu karticu, kako je opisano u uslovima plaćanja.`,
        ],
      },
      {
        id: 'zabranjeno',
        title: 'Zabranjeno ponašanje',
        paragraphs: [
          'Na sajtovima Izloga i preko njih zabranjeno je: objavljivati nezakonit sadržaj ili sadržaj koji podstiče mržnju, nasilje ili diskriminaciju; kršiti autorska i druga prava intelektualne svojine; prodavati robu ili usluge čiji je promet zabranjen; slati neželjene poruke; širiti zlonamerni softver ili pokušavati da se zaobiđe zaštita Izloga ili drugih sajtova; lažno se predstavljati ili obmanjivati kupce; preprodavati licence bez partnerskog ugovora sa Izlogom.',
          'Izlog može privremeno da isključi sajt koji krši ova pravila i o tome obaveštava vlasnika e-poštom, sa razlogom; ponovljeno ili teško kršenje je razlog za zatvaranje licence bez povraćaja novca.',
        ],
      },
      {
        id: 'sadrzaj',
        title: 'Sadržaj i podaci',
        paragraphs: [
          'Sadržaj sajta pripada vlasniku licence i autorima. Izlog ga čuva i prikazuje samo da bi pružio uslugu. Lične podatke posetilaca i korisnika obrađujemo u skladu sa Zakonom o zaštiti podataka o ličnosti; vlasnik sajta je rukovalac podacima svojih korisnika.',
        ],
      },
      {
        id: 'odgovornost',
        title: 'Odgovornost',
        paragraphs: [
          'Izlog se trudi da sajtovi rade bez prekida, a planirane radove najavljuje unapred. Za štetu nastalu zbog prekida rada koji nije naša krivica, niti za sadržaj koji objavljuju vlasnici i korisnici sajtova, Izlog ne odgovara.',
        ],
      },
      {
        id: 'izmene',
        title: 'Izmene uslova i sporovi',
        paragraphs: [
          'O izmenama ovih uslova obaveštavamo e-poštom najmanje 15 dana pre nego što stupe na snagu. Na ove uslove primenjuje se pravo Republike Srbije; za sporove je nadležan sud u Beogradu.',
          `Pitanja i prijave: ${COMPANY_EMAIL}, ${COMPANY.phone}.`,
        ],
      },
    ],
  },
  en: {
    effectiveDate: EFFECTIVE_DATE,
    sections: [
      {
        id: 'general',
        title: 'General',
        paragraphs: [
          `These terms govern the use of the Izlog site and of the licences sold by ${COMPANY.name}, ${COMPANY.address.en} (“Izlog”). By registering an account and buying a licence you accept these terms and the terms of payment.`,
        ],
      },
      {
        id: 'service',
        title: 'The service',
        paragraphs: [
          'A licence gives one site and a mobile app built on the chosen template, at an address on an Izlog subdomain and, with paid licences, on your own domain. What each type of licence includes is stated on the Pricing page at the time of purchase.',
          'The licence holder is the superadmin of their site: they manage its content, users and settings and are responsible for them.',
        ],
      },
      {
        id: 'account',
        title: 'Your account',
        paragraphs: [
          'Buying needs an account with your true name, e-mail address and phone. Keep your password secret; you answer for everything done with your account until you report its misuse to us.',
        ],
      },
      {
        id: 'term',
        title: 'Term of the licence',
        paragraphs: [
          `A licence runs for one year from payment and is renewed by paying. An expired licence keeps its content for another ${GRACE_PERIOD_DAYS} days, without changes; after that Izlog may delete the site’s data for good.`,
          `Within ${REFUND_WINDOW_DAYS} days of the lease you may report a deviation from the description and get a refund to the same card, as the terms of payment describe.`,
        ],
      },
      {
        id: 'prohibited',
        title: 'Prohibited conduct',
        paragraphs: [
          'On and through Izlog sites it is forbidden to: publish unlawful content or content that incites hatred, violence or discrimination; infringe copyright or other intellectual property; sell goods or services whose trade is forbidden; send unsolicited messages; spread malicious software or try to get around the protection of Izlog or other sites; impersonate others or mislead buyers; resell licences without a partner agreement with Izlog.',
          'Izlog may switch off a site that breaks these rules, telling its owner why by e-mail; repeated or serious breaches are grounds for closing the licence without a refund.',
        ],
      },
      {
        id: 'content',
        title: 'Content and data',
        paragraphs: [
          'A site’s content belongs to the licence holder and its authors. Izlog keeps and shows it only to provide the service. We process the personal data of visitors and users under the Serbian Law on Personal Data Protection; the site’s owner is the controller of their own users’ data.',
        ],
      },
      {
        id: 'liability',
        title: 'Liability',
        paragraphs: [
          'Izlog works to keep the sites running without interruption and announces planned maintenance in advance. Izlog is not liable for damage from interruptions that are not its fault, nor for content published by the owners and users of the sites.',
        ],
      },
      {
        id: 'changes',
        title: 'Changes and disputes',
        paragraphs: [
          'We announce changes to these terms by e-mail at least 15 days before they take effect. These terms are governed by the law of the Republic of Serbia; the court in Belgrade has jurisdiction over disputes.',
          `Questions and reports: ${COMPANY_EMAIL}, ${COMPANY.phone}.`,
        ],
      },
    ],
  },
};
