/**
 * The English demo site's terms and conditions, privacy policy and terms of payment: a tool and garden shop in Niš,
 * under Serbian law; delivery and returns agree with its "Delivery and returns" page.
 */
import { bold, bullets, heading, para, richText, steps } from '../site-texts';

export const ACME_TERMS_AND_CONDITIONS = richText(
  para(
    'These terms apply to everyone who visits or uses Acme Store, the online shop and guides of the Acme tool and garden shop, Obrenovićeva 1, Niš. By using the site you accept them; if you do not agree, please do not use the site.',
  ),
  heading('Your account'),
  para(
    'You need an account to write blogs, keep planners and comment. Give true details when you register and keep your password to yourself: you are responsible for what is done with your account. We send a link to confirm it to your e-mail address.',
  ),
  para(
    'Companies that sell through the site register as clients. A client answers for the descriptions, prices and stock of its products, and for delivering what it sells.',
  ),
  heading('What you publish'),
  para(
    'Blogs, catalogues, products and comments from our users are checked by a moderator before they appear. We do not publish anything that:',
  ),
  bullets(
    'insults, threatens or spreads hatred against anyone;',
    'advertises other shops, products or services without our agreement;',
    'uses someone else’s work, such as photos, without permission;',
    'reveals another person’s private details.',
  ),
  para(
    'By publishing, you allow us to show your content on the site and in the app until you remove it. The copyright stays yours.',
  ),
  heading('Blocked accounts'),
  para(
    'An account that breaks these rules more than once may be blocked for a while or for good. We tell you by e-mail, with the reason, and you can appeal to support@acme.example.com.',
  ),
  heading('Our guides'),
  para(
    'Our guides describe good practice, not every situation. Follow the manufacturer’s instructions for every power tool, wear eye and hearing protection, and leave electrical and gas work to a licensed professional.',
  ),
  heading('Changes to these terms'),
  para(
    'We may change these terms. Registered users are told of important changes by e-mail at least 15 days before they apply. Anything these terms do not cover is governed by the laws of the Republic of Serbia.',
  ),
);

export const ACME_PRIVACY_POLICY = richText(
  para(
    'Acme Store processes your personal data under the Personal Data Protection Act of the Republic of Serbia. This page says what we collect, why, how long we keep it and what your rights are.',
  ),
  heading('What we collect'),
  bullets(
    `${bold('Account details:')} your name, username, e-mail address and password (we keep only a fingerprint of it, never the password itself).`,
    `${bold('Profile details')} you choose to add: a picture, a short bio, phone, address, date of birth and links to social networks.`,
    `${bold('Order details:')} the delivery address, a phone number for the courier and what you ordered.`,
    `${bold('Technical details:')} your IP address and browser when you sign in, to protect your account.`,
  ),
  heading('Why we use it'),
  steps(
    'to let you sign in and use your account;',
    'to deliver your order and tell you where it is;',
    'to stop abuse, such as attempts to guess passwords;',
    'to send you our newsletter, only if you asked for it.',
  ),
  heading('What is public'),
  para(
    'Your public profile shows your username, name, picture, bio and the links you added. We never show your e-mail address or phone, except a public address you enter yourself.',
  ),
  heading('Who we share it with'),
  para(
    'The courier receives your delivery details, and card payments are handled by the bank: we never see your card number. We do not sell your data or pass it on for advertising.',
  ),
  heading('How long we keep it'),
  para(
    'Account details are kept while your account exists, order details as long as accounting law requires. When you delete your account, your profile details are erased within 30 days.',
  ),
  heading('Your rights'),
  para(
    'You may ask to see, correct or erase your data, and withdraw your consent to the newsletter at any time. Write to privacy@acme.example.com; we answer within 30 days. If you believe your rights have been breached, you may complain to the Commissioner for Information of Public Importance and Personal Data Protection.',
  ),
);

export const ACME_TERMS_OF_PAYMENT = richText(
  para(
    'All prices are in Serbian dinars (RSD) and include VAT. Amounts in euros are shown for information only, at the National Bank of Serbia’s middle rate on the day of the order; you always pay in dinars.',
  ),
  heading('How to pay'),
  bullets(
    `${bold('By card')} (Visa, Mastercard, DinaCard) on the site, protected by your bank’s 3-D Secure check.`,
    `${bold('Cash on delivery')}, to the courier when the parcel arrives.`,
    `${bold('By bank transfer')}, against the pro forma invoice we e-mail you; the order leaves once the payment arrives.`,
    `${bold('In the shop')} in Obrenovićeva 1, when you collect an online order there (free of charge).`,
  ),
  heading('Delivery'),
  para(
    'Orders are delivered anywhere in Serbia in two to five working days. Delivery is free on orders over 8,000 dinars; below that you pay the courier’s price, shown before you confirm the order. Wheelbarrows and other bulky goods travel by freight, on a day agreed with you.',
  ),
  heading('Returns and complaints'),
  para(
    'Under the Consumer Protection Act you may withdraw from an online purchase within 14 days of receiving it, without giving a reason. Return the goods unused and in their packaging; we refund you the same way you paid, within 14 days of your notice.',
  ),
  para(
    'Send a complaint to returns@acme.example.com with your order number and a photo. We answer within 8 days and settle it within 15 days at the latest. Power tools under warranty are serviced in our workshop.',
  ),
);
