/**
 * The words of a new site's starter content, in its language (Serbian or English): the greetings and long texts of
 * its settings, its first categories, a welcome article and the "About us" page. Plain facts of the order fill them
 * in; the owner rewrites them from the back office. Long texts are the simple HTML the rich-text editor writes.
 */
import { CONTENT_TYPE, type TContentTypeId, type TLanguage } from '@izlog/contract/constants';
import { escapeHtml } from '../../../platform/text/plain-text';

export type TStarterFacts = {
  title: string;
  description: string | null;
  phone: string;
  place: string;
  email: string;
};

export type TStarterCategory = { name: string; description: string; contentTypeId: TContentTypeId; color: string };

export type TStarterTexts = {
  settings: {
    overlayText: string;
    buttonText: string;
    linkText: string;
    signInMsg: string;
    registerMsg: string;
    clientRegisterMsg: string;
    termsAndConditions: string;
    privacyPolicy: string;
    termsOfPayment: string;
  };
  /** The first is the welcome article's category. */
  articleCategories: TStarterCategory[];
  blogCategories: TStarterCategory[];
  productCategories: TStarterCategory[];
  welcome: { title: string; description: string; contentText: string; tags: string[] };
  about: { title: string; contentText: string };
};

const p = (text: string) => `<p>${text}</p>`;
const h2 = (text: string) => `<h2>${text}</h2>`;
const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

const { article, blog, product } = CONTENT_TYPE;

function serbian(facts: TStarterFacts): TStarterTexts {
  const title = escapeHtml(facts.title);
  const description = facts.description ? escapeHtml(facts.description) : null;
  const contact = `${escapeHtml(facts.place)}, tel. ${escapeHtml(facts.phone)}, ${escapeHtml(facts.email)}`;
  return {
    settings: {
      // Phrased so the name needs no case ending ("Dobro došli na Kupčeva radnja" would need one).
      overlayText: facts.description?.slice(0, 200) || `${facts.title} vam želi dobrodošlicu.`,
      buttonText: 'Pročitajte novosti',
      linkText: 'articles',
      // Also a first sign-in's greeting: no "back".
      signInMsg: 'Prijavljeni ste. Drago nam je što ste tu.',
      registerMsg: 'Hvala na registraciji! Potvrdite nalog preko linka koji smo vam poslali e-poštom.',
      clientRegisterMsg:
        'Hvala na registraciji! Potvrdite nalog preko linka iz e-pošte, a zatim uredite profil svoje firme i lokacije.',
      termsAndConditions: [
        h2('Uslovi korišćenja'),
        p(`Korišćenjem sajta ${title} prihvatate ove uslove. Sadržaj sajta služi za informisanje posetilaca.`),
        h2('Nalozi i sadržaj korisnika'),
        ul(
          'Za tačnost podataka na nalogu odgovara korisnik.',
          'Komentari, blogovi i ponude korisnika objavljuju se nakon provere moderatora.',
          'Zabranjeno je objavljivanje uvredljivog, obmanjujućeg ili tuđeg zaštićenog sadržaja.',
        ),
        h2('Kontakt'),
        p(`Pitanja u vezi sa ovim uslovima pošaljite na: ${contact}.`),
      ].join(''),
      privacyPolicy: [
        h2('Politika privatnosti'),
        p(
          `${title} čuva samo podatke potrebne za rad naloga (ime, e-adresu, podatke profila) i ne ustupa ih trećim licima.`,
        ),
        p(`Brisanje naloga i podataka možete zatražiti na: ${escapeHtml(facts.email)}.`),
      ].join(''),
      termsOfPayment: [
        h2('Uslovi plaćanja'),
        p('Sve cene na sajtu izražene su u dinarima (RSD) sa uračunatim PDV-om.'),
        p(`Za pitanja o plaćanju i reklamacije obratite se na: ${contact}.`),
      ].join(''),
    },
    articleCategories: [
      { name: 'Vesti', description: 'Novosti i obaveštenja.', contentTypeId: article, color: '#1c7ed6' },
      { name: 'Saveti', description: 'Korisni saveti i uputstva.', contentTypeId: article, color: '#2f9e44' },
    ],
    blogCategories: [
      { name: 'Iz našeg ugla', description: 'Priče i iskustva.', contentTypeId: blog, color: '#e8590c' },
    ],
    productCategories: [
      { name: 'Ponuda', description: 'Sve što nudimo.', contentTypeId: product, color: '#862e9c' },
      { name: 'Novo u ponudi', description: 'Najnoviji proizvodi.', contentTypeId: product, color: '#c2255c' },
    ],
    welcome: {
      title: 'Dobro došli na naš novi sajt',
      description: 'Naš novi sajt je otvoren.',
      contentText: [
        p(`Drago nam je što ste ovde. ${description ?? `${title} je od danas na internetu.`}`),
        p('Ovde ćete pronaći novosti, savete i sve što pripremamo za vas. Pratite nas i javite nam se.'),
        p(`Kontakt: ${contact}.`),
      ].join(''),
      tags: ['dobrodošlica', 'vesti'],
    },
    about: {
      title: 'O nama',
      contentText: [
        h2(title),
        p(description ?? `${title} je mesto na kome predstavljamo svoj rad, novosti i ponudu.`),
        h2('Kontakt'),
        ul(
          `Adresa: ${escapeHtml(facts.place)}`,
          `Telefon: ${escapeHtml(facts.phone)}`,
          `E-pošta: ${escapeHtml(facts.email)}`,
        ),
      ].join(''),
    },
  };
}

function english(facts: TStarterFacts): TStarterTexts {
  const title = escapeHtml(facts.title);
  const description = facts.description ? escapeHtml(facts.description) : null;
  const contact = `${escapeHtml(facts.place)}, phone ${escapeHtml(facts.phone)}, ${escapeHtml(facts.email)}`;
  return {
    settings: {
      overlayText: facts.description?.slice(0, 200) || `Welcome to ${facts.title}.`,
      buttonText: 'Read the news',
      linkText: 'articles',
      signInMsg: 'You are signed in. Good to have you here.',
      registerMsg: 'Thank you for registering! Confirm your account through the link we sent you by e-mail.',
      clientRegisterMsg:
        'Thank you for registering! Confirm your account through the link in the e-mail, then set up your company profile and locations.',
      termsAndConditions: [
        h2('Terms of use'),
        p(`By using ${title} you accept these terms. The content of the site is for visitors' information.`),
        h2('Accounts and what users publish'),
        ul(
          'Users are responsible for the accuracy of their account details.',
          "Users' comments, blogs and offers are published after a moderator's review.",
          "Offensive, misleading content or content protected by others' rights must not be published.",
        ),
        h2('Contact'),
        p(`Send questions about these terms to: ${contact}.`),
      ].join(''),
      privacyPolicy: [
        h2('Privacy policy'),
        p(
          `${title} keeps only the data an account needs (name, e-mail address, profile details) and does not pass it on to third parties.`,
        ),
        p(`You can ask for your account and data to be deleted at: ${escapeHtml(facts.email)}.`),
      ].join(''),
      termsOfPayment: [
        h2('Terms of payment'),
        p('All prices on the site are in Serbian dinars (RSD), VAT included.'),
        p(`For questions about payments and complaints, contact: ${contact}.`),
      ].join(''),
    },
    articleCategories: [
      { name: 'News', description: 'News and announcements.', contentTypeId: article, color: '#1c7ed6' },
      { name: 'Tips', description: 'Useful tips and guides.', contentTypeId: article, color: '#2f9e44' },
    ],
    blogCategories: [
      { name: 'Our view', description: 'Stories and experience.', contentTypeId: blog, color: '#e8590c' },
    ],
    productCategories: [
      { name: 'Our range', description: 'Everything we offer.', contentTypeId: product, color: '#862e9c' },
      { name: 'New in', description: 'The newest products.', contentTypeId: product, color: '#c2255c' },
    ],
    welcome: {
      title: `Welcome to ${facts.title}`,
      description: 'Our new site is open.',
      contentText: [
        p(`We are glad you are here. ${description ?? `${title} is online from today.`}`),
        p('Here you will find news, tips and everything we are preparing for you. Follow us and get in touch.'),
        p(`Contact: ${contact}.`),
      ].join(''),
      tags: ['welcome', 'news'],
    },
    about: {
      title: 'About us',
      contentText: [
        h2(title),
        p(description ?? `${title} is where we present our work, news and offer.`),
        h2('Contact'),
        ul(
          `Address: ${escapeHtml(facts.place)}`,
          `Phone: ${escapeHtml(facts.phone)}`,
          `E-mail: ${escapeHtml(facts.email)}`,
        ),
      ].join(''),
    },
  };
}

export const starterTexts = (language: TLanguage, facts: TStarterFacts): TStarterTexts =>
  language === 'en' ? english(facts) : serbian(facts);
