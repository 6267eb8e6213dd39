/**
 * The sandbox gateway's hosted pages, rendered on the server in Serbian or English: the card form (amount, order
 * number and merchant shown, labelled fields, errors tied to their fields, test cards listed, a cancel button), the
 * hand-back page that posts the signed result to the merchant (a script submits it; without scripts its button does),
 * and the page of an expired or unknown payment. Plain HTML that reads at 390 px and on a desktop.
 */
import type { TLanguage } from '@izlog/contract/constants';
import { formatMoneyMinor, moneyCurrencyOf } from '@izlog/contract/money-format';
import { SANDBOX_TEST_CARDS } from '@izlog/contract/payments';
import type { TCallbackOutcome } from './gateway';
import type { TSandboxSession } from './sandbox';

export const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export type TCardField = 'card_number' | 'card_name' | 'expiry' | 'cvc';
export type TCardForm = Record<TCardField, string>;
export type TCardErrors = Partial<Record<TCardField, string>>;

const TEXT = {
  srp: {
    htmlLang: 'sr-Latn',
    banner: 'Probni platni sistem Izloga: novac se ne prenosi. Koristite probne kartice ispod.',
    title: 'Plaćanje karticom',
    merchant: 'Prodavac',
    order: 'Broj porudžbine',
    purchase: 'Kupovina',
    amount: 'Iznos za plaćanje',
    cardNumber: 'Broj kartice',
    cardName: 'Ime i prezime na kartici',
    expiry: 'Važi do (MM/GG)',
    cvc: 'CVC kod',
    cvcHint: '3 ili 4 cifre sa poleđine kartice',
    pay: (amount: string) => `Plati ${amount}`,
    cancel: 'Otkaži plaćanje',
    testCards: 'Probne kartice',
    successCard: 'uspešno plaćanje',
    failureCard: 'odbijeno: nedovoljno sredstava (kod 51)',
    anyFuture: 'Bilo koji budući datum i bilo koji CVC.',
    errorsTitle: 'Ispravite označena polja:',
    errors: {
      card_number: 'Unesite broj kartice (13 do 19 cifara).',
      unknownCard: 'U probnom sistemu rade samo probne kartice navedene ispod.',
      card_name: 'Unesite ime i prezime kako piše na kartici.',
      expiry: 'Unesite datum u obliku MM/GG koji nije prošao.',
      cvc: 'Unesite 3 ili 4 cifre.',
    },
    switchLanguage: 'English',
    returning: 'Vraćanje u prodavnicu',
    outcome: {
      approved: 'Plaćanje je odobreno.',
      declined: 'Plaćanje je odbijeno: nedovoljno sredstava.',
      canceled: 'Plaćanje je otkazano.',
      error: 'Plaćanje nije uspelo zbog greške.',
    } satisfies Record<TCallbackOutcome, string>,
    returnHint: 'Za trenutak se vraćate u prodavnicu. Ako se to ne desi, pritisnite dugme.',
    returnButton: 'Nazad u prodavnicu',
    expiredTitle: 'Plaćanje je isteklo',
    expired: 'Vreme za ovo plaćanje je isteklo. Vratite se u prodavnicu i pokrenite plaćanje ponovo.',
    invalidTitle: 'Plaćanje nije pronađeno',
    invalid: 'Ova adresa plaćanja nije ispravna.',
    home: 'Na početnu stranu',
  },
  en: {
    htmlLang: 'en',
    banner: 'Izlog sandbox gateway: no money moves. Use the test cards below.',
    title: 'Card payment',
    merchant: 'Merchant',
    order: 'Order number',
    purchase: 'Purchase',
    amount: 'Amount to pay',
    cardNumber: 'Card number',
    cardName: 'Name on card',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'CVC code',
    cvcHint: '3 or 4 digits on the back of the card',
    pay: (amount: string) => `Pay ${amount}`,
    cancel: 'Cancel payment',
    testCards: 'Test cards',
    successCard: 'successful payment',
    failureCard: 'declined: insufficient funds (code 51)',
    anyFuture: 'Any future date and any CVC.',
    errorsTitle: 'Please correct the marked fields:',
    errors: {
      card_number: 'Enter the card number (13 to 19 digits).',
      unknownCard: 'Only the test cards listed below work in the sandbox.',
      card_name: 'Enter the name as written on the card.',
      expiry: 'Enter a date as MM/YY that has not passed.',
      cvc: 'Enter 3 or 4 digits.',
    },
    switchLanguage: 'Srpski',
    returning: 'Returning to the shop',
    outcome: {
      approved: 'The payment was approved.',
      declined: 'The payment was declined: insufficient funds.',
      canceled: 'The payment was canceled.',
      error: 'The payment failed because of an error.',
    } satisfies Record<TCallbackOutcome, string>,
    returnHint: 'You are returning to the shop in a moment. If nothing happens, press the button.',
    returnButton: 'Back to the shop',
    expiredTitle: 'The payment has expired',
    expired: 'The time for this payment has passed. Go back to the shop and start the payment again.',
    invalidTitle: 'Payment not found',
    invalid: 'This payment address is not valid.',
    home: 'Go to the home page',
  },
} as const;

export type TSandboxText = (typeof TEXT)[TLanguage];
export const sandboxText = (language: TLanguage): TSandboxText => TEXT[language];

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:1rem;line-height:1.5;color:#1a1b1e;background:#f1f3f5}
.banner{background:#5f3dc4;color:#fff;padding:.6rem 1rem;margin:0;text-align:center;font-size:.95rem}
main{max-width:30rem;margin:1.5rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #ced4da;border-radius:.5rem;padding:1.25rem}
h1{font-size:1.5rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem .75rem;margin:0 0 1.25rem}
dt{color:#495057}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.25rem}
label{display:block;font-weight:600;margin:.9rem 0 .25rem}
input{width:100%;font:inherit;padding:.6rem .7rem;border:1px solid #868e96;border-radius:.375rem;background:#fff;color:inherit}
input:focus,button:focus,a:focus{outline:3px solid #1c7ed6;outline-offset:2px}
input[aria-invalid=true]{border-color:#c92a2a;border-width:2px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
.hint{color:#495057;font-size:.875rem;margin:.2rem 0 0}
.error{color:#c92a2a;font-size:.9rem;margin:.25rem 0 0;font-weight:600}
.summary{border:2px solid #c92a2a;border-radius:.375rem;padding:.75rem 1rem;margin-bottom:1rem;background:#fff5f5}
.summary h2{font-size:1rem;margin:0 0 .25rem}.summary ul{margin:0;padding-left:1.2rem}
.summary a{color:#a51111}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.25rem}
button,.button{font:inherit;font-weight:600;padding:.7rem 1.1rem;border-radius:.375rem;border:0;cursor:pointer;min-height:2.75rem;text-decoration:none;display:inline-block}
.primary{background:#1f6e30;color:#fff;flex:1 1 12rem}
.secondary{background:#e9ecef;color:#1a1b1e;border:1px solid #868e96;flex:1 1 8rem}
.cards{margin-top:1.25rem;font-size:.95rem}.cards h2{font-size:1rem;margin:0 0 .25rem}
.cards ul{margin:0;padding-left:1.2rem}code{font-size:.95rem}
.lang{text-align:right;margin:0 0 .5rem}.lang a{color:#364fc7}
@media (max-width:400px){main{margin:1rem auto}.card{padding:1rem}}
`;

function page(language: TLanguage, title: string, body: string): string {
  const t = TEXT[language];
  return `<!doctype html>
<html lang="${t.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – Izlog sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<header><p class="banner">${escapeHtml(t.banner)}</p></header>
<main>
${body}
</main>
</body>
</html>`;
}

const FIELDS: {
  name: TCardField;
  label: keyof TSandboxText;
  autocomplete: string;
  inputmode?: string;
  hint?: string;
}[] = [
  { name: 'card_number', label: 'cardNumber', autocomplete: 'cc-number', inputmode: 'numeric' },
  { name: 'card_name', label: 'cardName', autocomplete: 'cc-name' },
  { name: 'expiry', label: 'expiry', autocomplete: 'cc-exp', inputmode: 'numeric' },
  { name: 'cvc', label: 'cvc', autocomplete: 'cc-csc', inputmode: 'numeric', hint: 'cvcHint' },
];

function field(t: TSandboxText, spec: (typeof FIELDS)[number], value: string, error: string | undefined): string {
  const describedBy = [spec.hint ? `${spec.name}-hint` : '', error ? `${spec.name}-error` : ''].filter(Boolean);
  return `<div>
<label for="${spec.name}">${escapeHtml(t[spec.label] as string)}</label>
<input id="${spec.name}" name="${spec.name}" autocomplete="${spec.autocomplete}"${spec.inputmode ? ` inputmode="${spec.inputmode}"` : ''} required value="${escapeHtml(value)}"${error ? ' aria-invalid="true"' : ''}${describedBy.length ? ` aria-describedby="${describedBy.join(' ')}"` : ''}>
${spec.hint ? `<p class="hint" id="${spec.name}-hint">${escapeHtml(t[spec.hint as keyof TSandboxText] as string)}</p>` : ''}
${error ? `<p class="error" id="${spec.name}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
}

export function cardPage(
  language: TLanguage,
  session: TSandboxSession,
  merchant: string,
  form: TCardForm = { card_number: '', card_name: '', expiry: '', cvc: '' },
  errors: TCardErrors = {},
  switchLanguageUrl?: string,
): string {
  const t = TEXT[language];
  const amount = formatMoneyMinor(session.amount, moneyCurrencyOf(session.currency), language, { exact: true });
  const problems = FIELDS.filter((spec) => errors[spec.name]);
  const summary = problems.length
    ? `<div class="summary" role="alert" tabindex="-1" autofocus>
<h2>${escapeHtml(t.errorsTitle)}</h2>
<ul>${problems.map((spec) => `<li><a href="#${spec.name}">${escapeHtml(errors[spec.name]!)}</a></li>`).join('')}</ul>
</div>`
    : '';
  const [number, name, expiry, cvc] = FIELDS;
  return page(
    language,
    t.title,
    `${switchLanguageUrl ? `<p class="lang"><a href="${escapeHtml(switchLanguageUrl)}" lang="${language === 'srp' ? 'en' : 'sr-Latn'}">${escapeHtml(t.switchLanguage)}</a></p>` : ''}
<div class="card">
<h1>${escapeHtml(t.title)}</h1>
<dl>
<dt>${escapeHtml(t.merchant)}</dt><dd>${escapeHtml(merchant)}</dd>
<dt>${escapeHtml(t.order)}</dt><dd>${escapeHtml(session.orderNumber)}</dd>
<dt>${escapeHtml(t.purchase)}</dt><dd>${escapeHtml(session.description)}</dd>
<dt>${escapeHtml(t.amount)}</dt><dd class="amount">${escapeHtml(amount)}</dd>
</dl>
${summary}
<form method="post" novalidate>
${field(t, number!, form.card_number, errors.card_number)}
${field(t, name!, form.card_name, errors.card_name)}
<div class="row">
${field(t, expiry!, form.expiry, errors.expiry)}
${field(t, cvc!, form.cvc, errors.cvc)}
</div>
<div class="actions">
<button type="submit" name="action" value="pay" class="primary">${escapeHtml(t.pay(amount))}</button>
<button type="submit" name="action" value="cancel" class="secondary" formnovalidate>${escapeHtml(t.cancel)}</button>
</div>
</form>
<section class="cards" aria-labelledby="test-cards">
<h2 id="test-cards">${escapeHtml(t.testCards)}</h2>
<ul>
<li><code>${SANDBOX_TEST_CARDS.success.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> – ${escapeHtml(t.successCard)}</li>
<li><code>${SANDBOX_TEST_CARDS.failure.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> – ${escapeHtml(t.failureCard)}</li>
</ul>
<p class="hint">${escapeHtml(t.anyFuture)}</p>
</section>
</div>`,
  );
}

/** The result posted back to the merchant: the script submits the form at once, its button does without scripts. */
export function returnPage(
  language: TLanguage,
  outcome: TCallbackOutcome,
  action: string,
  fields: Record<string, string>,
  scriptUrl: string,
): string {
  const t = TEXT[language];
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return page(
    language,
    t.returning,
    `<div class="card">
<h1>${escapeHtml(t.returning)}</h1>
<p role="status"><strong>${escapeHtml(t.outcome[outcome])}</strong></p>
<p>${escapeHtml(t.returnHint)}</p>
<form method="post" action="${escapeHtml(action)}" id="return-form" data-auto-submit="true">
${inputs}
<div class="actions"><button type="submit" class="primary">${escapeHtml(t.returnButton)}</button></div>
</form>
<script src="${escapeHtml(scriptUrl)}"></script>
</div>`,
  );
}

export function problemPage(language: TLanguage, problem: 'expired' | 'invalid', homeUrl: string): string {
  const t = TEXT[language];
  const title = problem === 'expired' ? t.expiredTitle : t.invalidTitle;
  return page(
    language,
    title,
    `<div class="card">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(problem === 'expired' ? t.expired : t.invalid)}</p>
<p><a class="button secondary" href="${escapeHtml(homeUrl)}">${escapeHtml(t.home)}</a></p>
</div>`,
  );
}

/** Submits the hand-back form once the page has loaded (a file, as the CSP allows no inline script). */
export const RETURN_SCRIPT = `document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('return-form');if(f&&f.dataset.autoSubmit==='true'){f.dataset.autoSubmit='done';f.submit();}});\n`;
