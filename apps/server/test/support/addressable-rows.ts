/**
 * Rows of every kind a route addresses by id, written straight into one licence: the cross-licence test asks for
 * them with another licence's credentials. Every row's text carries the licence's marker, so an answer that leaks
 * one is easy to find.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  attributeCategories,
  attributes,
  biddingItems,
  catalogs,
  categories,
  comments,
  contactServices,
  contactSubmissions,
  contents,
  pageWidgets,
  plannerItems,
  planners,
  users,
} from '../../src/db/schema';
import { addDays } from '../../src/platform/exchange-rates/working-days';
import { TenantDb } from '../../src/platform/tenancy/tenant-db';
import type { TTestLicence } from '../factories';

/** What a route's id can name. */
export type TRowKind =
  | 'article'
  | 'blog'
  | 'product'
  | 'page'
  | 'catalog'
  | 'category'
  | 'attribute'
  | 'attributeLink'
  | 'comment'
  | 'user'
  | 'widget'
  | 'biddingItem'
  | 'contactService'
  | 'contactSubmission'
  | 'planner'
  | 'plannerItem'
  /** The planner of the newest plannerItem: a route naming an item and the planner it is in. */
  | 'plannerOfNewestItem';

/** The status a row starts in: what the route's own licence needs for the call to go through. */
export type TRowStatus = 'approved' | 'on_moderation' | 'draft';

const CONTENT_TYPE_OF = {
  article: CONTENT_TYPE.article,
  blog: CONTENT_TYPE.blog,
  product: CONTENT_TYPE.product,
  page: CONTENT_TYPE.staticPage,
} as const;

let made = 0;

export class AddressableRows {
  private readonly tenant: TenantDb;
  private newestItemPlanner: number | undefined;

  constructor(
    private readonly app: FastifyInstance,
    licence: TTestLicence,
    /** Text every row carries (titles, names, comment text). */
    readonly marker: string,
  ) {
    this.tenant = new TenantDb(app.deps.platformDb, licence.id);
  }

  /** A new row of `kind` by `authorId` in `status`, and its id. */
  async create(kind: TRowKind, status: TRowStatus, authorId: number): Promise<number> {
    made += 1;
    const name = `${this.marker} ${kind} ${made}`;
    const slug = `${this.marker}-${kind}-${made}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    switch (kind) {
      case 'article':
      case 'blog':
      case 'product':
      case 'page': {
        const [row] = await this.tenant
          .insert(contents, {
            contentTypeId: CONTENT_TYPE_OF[kind],
            title: name,
            slug,
            description: name,
            authorId,
            status,
            commentsAllowed: true,
            image: '/media/x/content/seed-900x600.webp',
          })
          .returning({ id: contents.id });
        return row!.id;
      }
      case 'catalog': {
        const [row] = await this.tenant
          .insert(catalogs, { name, slug, description: name, authorId, status })
          .returning({ id: catalogs.id });
        return row!.id;
      }
      case 'category':
        return this.category(name, slug);
      case 'attribute': {
        const [row] = await this.tenant.insert(attributes, { name }).returning({ id: attributes.id });
        return row!.id;
      }
      case 'attributeLink': {
        const categoryId = await this.category(name, slug);
        const attributeId = await this.create('attribute', status, authorId);
        const [row] = await this.tenant
          .insert(attributeCategories, { attributeId, categoryId })
          .returning({ id: attributeCategories.id });
        return row!.id;
      }
      case 'user': {
        // A front user the licence's admins act on; the marker is in their name, which every answer about them shows.
        const [row] = await this.tenant
          .insert(users, { email: `${slug}@example.com`, username: slug, name, role: 'USER', status: 'active' })
          .returning({ id: users.id });
        return row!.id;
      }
      case 'widget': {
        // A list widget on the home page, at version 1 (the call's delete_validity_check).
        const [row] = await this.tenant
          .insert(pageWidgets, {
            pageName: 'home',
            columnNumber: 1,
            sortOrder: 1,
            title: name,
            description: name,
            contentTypeId: CONTENT_TYPE.article,
            itemLimit: 3,
            itemsPerRow: 3,
          })
          .returning({ id: pageWidgets.id });
        return row!.id;
      }
      case 'biddingItem': {
        // A product placed first in its category from today for 30 days (running, so every bidding call reaches it).
        const categoryId = await this.category(name, slug);
        const contentId = await this.create('product', 'approved', authorId);
        await this.tenant.update(contents, { categoryId }, eq(contents.id, contentId));
        const today = new Date().toISOString().slice(0, 10);
        const [row] = await this.tenant
          .insert(biddingItems, {
            contentId,
            categoryId,
            startDate: addDays(today, -1),
            endDate: addDays(today, 30),
          })
          .returning({ id: biddingItems.id });
        return row!.id;
      }
      case 'contactService':
      case 'contactSubmission':
        return this.contact(kind, name, slug);
      case 'planner':
      case 'plannerItem':
      case 'plannerOfNewestItem':
        return this.planner(kind, status, name, authorId);
      case 'comment': {
        const contentId = await this.create('product', 'approved', authorId);
        const [row] = await this.tenant
          .insert(comments, { contentId, authorId, text: name, status: status === 'draft' ? 'on_moderation' : status })
          .returning({ id: comments.id });
        return row!.id;
      }
    }
  }

  /** A contact service, or a message to one with a stored attachment (the marker in its name and text). */
  private async contact(kind: 'contactService' | 'contactSubmission', name: string, slug: string): Promise<number> {
    const [service] = await this.tenant
      .insert(contactServices, { serviceName: name, email: `${slug}@example.com`, description: name })
      .returning({ id: contactServices.id });
    if (kind === 'contactService') return service!.id;
    const attachmentKey = `contact/${this.tenant.licenceId}/${slug}`;
    await this.app.deps.privateStorage.put(attachmentKey, Buffer.from(`%PDF-1.4 ${name}`));
    const [row] = await this.tenant
      .insert(contactSubmissions, {
        contactServiceId: service!.id,
        submittedBy: `${slug}@example.com`,
        message: name,
        attachmentKey,
        attachmentName: `${slug}.pdf`,
        attachmentType: 'application/pdf',
        attachmentSize: 9 + name.length,
      })
      .returning({ id: contactSubmissions.id });
    return row!.id;
  }

  /**
   * A public planner of the route's user with an approved public task (so its public page reaches it too; its words
   * waiting for the moderators when on_moderation), or a dated task in a planner of its own: shown publicly and
   * approved, or waiting for the moderators (on_moderation), or private (draft).
   */
  private async planner(
    kind: 'planner' | 'plannerItem' | 'plannerOfNewestItem',
    status: TRowStatus,
    name: string,
    userId: number,
  ): Promise<number> {
    if (kind === 'plannerOfNewestItem') return this.newestItemPlanner!;
    const [planner] = await this.tenant
      .insert(planners, {
        userId,
        title: name,
        description: name,
        isPublic: true,
        status: status === 'on_moderation' ? 'pending' : 'approved',
      })
      .returning({ id: planners.id });
    const [item] = await this.tenant
      .insert(plannerItems, {
        plannerId: planner!.id,
        userId,
        kind: 'task',
        title: name,
        remark: name,
        address: 'Knez Mihailova 1',
        city: 'Beograd',
        scheduledDate: '2026-06-20',
        scheduledTime: '18:00',
        showPublicly: status !== 'draft',
        status: { approved: 'approved', on_moderation: 'pending', draft: 'private' }[status],
      })
      .returning({ id: plannerItems.id });
    if (kind === 'planner') return planner!.id;
    this.newestItemPlanner = planner!.id;
    return item!.id;
  }

  private async category(name: string, slug: string): Promise<number> {
    const [row] = await this.tenant
      .insert(categories, { name, slug, contentTypeId: CONTENT_TYPE.product, status: 'active' })
      .returning({ id: categories.id });
    return row!.id;
  }
}
