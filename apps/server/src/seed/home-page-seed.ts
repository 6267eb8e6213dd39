/**
 * The demo sites' home pages and earnings (issue 14 §6), through the API as the demo admin would: two contact
 * services, a widget in each of the three positions of the home page (the newest products, the most read articles, a
 * contact form; named apart from the home page's own newest-products list) and two products placed first in their categories. A site that has contact services is left alone.
 */

import { CONTENT_TYPE, type TLanguage } from '@izlog/contract/constants';
import type { TContactService } from '@izlog/contract/contact-services';
import type { FastifyInstance } from 'fastify';
import { DEMO_LICENCES } from './demo-data';
import { SeedClient } from './seed-client';

type TSiteTexts = {
  services: { service_name: string; email: string; description: string }[];
  newestProducts: { title: string; description: string };
  mostReadArticles: { title: string; description: string };
  contactForm: { title: string; description: string };
};

const TEXTS: Record<TLanguage, (subdomain: string) => TSiteTexts> = {
  srp: (subdomain) => ({
    services: [
      {
        service_name: 'Prodaja',
        email: `prodaja@${subdomain}.izlog.example.com`,
        description: 'Pitanja o proizvodima, cenama i isporuci.',
      },
      {
        service_name: 'Podrška',
        email: `podrska@${subdomain}.izlog.example.com`,
        description: 'Pomoć posle kupovine, reklamacije i saveti.',
      },
    ],
    newestProducts: { title: 'Upravo stiglo', description: 'Najnoviji proizvodi u ponudi.' },
    mostReadArticles: { title: 'Najčitanije vesti', description: 'Ono što posetioci najviše čitaju.' },
    contactForm: { title: 'Pišite nam', description: 'Odgovaramo u toku radnog dana.' },
  }),
  en: (subdomain) => ({
    services: [
      {
        service_name: 'Sales',
        email: `sales@${subdomain}.izlog.example.com`,
        description: 'Questions about products, prices and delivery.',
      },
      {
        service_name: 'Support',
        email: `support@${subdomain}.izlog.example.com`,
        description: 'Help after a purchase, complaints and advice.',
      },
    ],
    newestProducts: { title: 'Just arrived', description: 'The newest products in the shop.' },
    mostReadArticles: { title: 'Most read articles', description: 'What visitors read most.' },
    contactForm: { title: 'Write to us', description: 'We answer within a working day.' },
  }),
};

type TProductRow = { id: number; category: { id: number } | null };

export async function seedHomePage(app: FastifyInstance, subdomain: string, language: TLanguage): Promise<void> {
  const demo = DEMO_LICENCES.find((licence) => licence.subdomain === subdomain)!;
  const client = new SeedClient(app, subdomain);
  const adminEmail = demo.accounts.find((account) => account.role === 'ADMIN')!.email;
  const admin = await client.login(adminEmail, demo.password);
  const existing = await client.call<TContactService[]>(
    'GET',
    '/licence-contacts/get-licence-contact-services',
    admin.token,
  );
  if (existing.length > 0) return;

  const texts = TEXTS[language](subdomain);
  const services: TContactService[] = [];
  for (const service of texts.services) {
    services.push(
      await client.call<TContactService>('POST', '/licence-contacts/create-contact-service', admin.token, service),
    );
  }

  const addWidget = (fields: object) =>
    client.call('POST', '/content-widgets/add-widget-to-page', admin.token, { page_name: 'home', ...fields });
  await addWidget({
    column_number: 1,
    widget_title: texts.newestProducts.title,
    widget_description: texts.newestProducts.description,
    content_type_id: CONTENT_TYPE.product,
    criteria: 'newest',
    limit: 6,
    layout: 3,
  });
  await addWidget({
    column_number: 2,
    widget_title: texts.mostReadArticles.title,
    widget_description: texts.mostReadArticles.description,
    content_type_id: CONTENT_TYPE.article,
    criteria: 'most_read',
    limit: 4,
    layout: 2,
  });
  await addWidget({
    column_number: 3,
    widget_title: texts.contactForm.title,
    widget_description: texts.contactForm.description,
    is_contact_form: true,
    contact_service_id: services[0]!.id,
    limit: 1,
    layout: 1,
  });

  // Two products first in their (different) categories, from today for the site's bidding duration.
  const products = await client.call<TProductRow[]>(
    'GET',
    `/contents?filter[content_type_id]=${CONTENT_TYPE.product}&page_count=50`,
  );
  const placed = new Set<number>();
  for (const product of products) {
    if (!product.category || placed.has(product.category.id)) continue;
    await client.call('POST', '/biddings/create-bidding-item', admin.token, { content_id: product.id });
    placed.add(product.category.id);
    if (placed.size === 2) break;
  }
}
