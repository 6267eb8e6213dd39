/**
 * The contract between data and look (STYLE.md "Themes apart from data"): route screens fetch with the features'
 * hooks and hand plain data to a theme's layouts through these props. A new theme implements the same props in its
 * own folder; no data code changes.
 */
import type { TCatalog, TCategoryItem } from '@izlog/contract/catalogs';
import type { TCategory } from '@izlog/contract/categories';
import type { TComment, TCommentThread } from '@izlog/contract/comments';
import type { TPublicContactService } from '@izlog/contract/contact-services';
import type { TContent, TContentListItem } from '@izlog/contract/contents';
import type { TPublicLicence } from '@izlog/contract/licence';
import type { TPaginationInfo } from '@izlog/contract/pagination';
import type { TPublicPlannerDetail, TPublicPlannerSummary } from '@izlog/contract/planners';
import type { TPublicProfile } from '@izlog/contract/profiles';
import type { TSearchHit } from '@izlog/contract/search';
import type { THomePagePositionOne, TPageWidget } from '@izlog/contract/widgets';
import type { ReactNode } from 'react';
import type { TPriced } from '@/lib/price';
import type { TSiteLook } from '@/lib/site-look';

/** What a product card needs; a paid first place carries `sponsored` (a category list's entry or a category's product list item, decision 0067). */
export type TProductCardData = TPriced &
  Pick<TContentListItem, 'id' | 'title' | 'slug' | 'image' | 'image_sizes'> & {
    sponsored?: boolean;
    bidding_item_id?: number | null;
  };

/** What an article or blog card needs. */
export type TContentCardData = Pick<
  TContentListItem,
  'id' | 'title' | 'slug' | 'image' | 'image_sizes' | 'excerpt' | 'published_at' | 'created_at' | 'category'
>;

/** A loaded list page, or its state: `null` while it loads the first time. */
export type TListState<T> = {
  items: T[] | null;
  pagination: Pick<TPaginationInfo, 'currentPage' | 'pageCount'>;
  onPageChange: (page: number) => void;
  /** A failure to load, with a way to try again; the list is not shown then. */
  error: { message: string; onRetry: () => void } | null;
};

export type TContentKind = 'product' | 'article' | 'blog' | 'staticPage';

/** The hero of the home page: the site's picture, the line over it and the button (the site management modal's preview too). */
export type THomeHeroLayoutProps = {
  look: TSiteLook;
  /** The hero is the first thing on the home page; a preview elsewhere need not hurry. */
  isEager?: boolean;
};

/** A failure to load, with a way to try again. */
export type TLoadFailure = { message: string; onRetry: () => void };

/**
 * A page's widgets (SPEC §3 "Widget"): positions one, two and three, each its widgets in order, which the theme places
 * on the page (decision 0037). Contact-form widgets come with their form, made by the contact feature.
 */
export type TPageWidgetsState = {
  /** Positions one to three; null while they load the first time. */
  positions: [TPageWidget[], TPageWidget[], TPageWidget[]] | null;
  /** SPEC §8: a failed widget list shows an empty layout with three empty positions and this notice. */
  error: TLoadFailure | null;
  /** The form of a contact-form widget (its contact service fixed); the theme only places it. */
  contactForm: (widget: TPageWidget) => ReactNode;
};

/** The home page's position-one block: a widget's contents, or the site's newest content. */
export type THomeLeadState = {
  /** Null while it loads the first time. */
  lead: THomePagePositionOne | null;
  error: TLoadFailure | null;
};

export type THomeLayoutProps = {
  licence: TPublicLicence;
  /** The site's name, picture, line and button as the site's settings give them. */
  look: TSiteLook;
  /** Position one's lead block (get-home-page-position-one). */
  lead: THomeLeadState;
  /** The home page's widgets, without the one the lead block shows. */
  widgets: TPageWidgetsState;
  categories: TCategory[];
  products: TListState<TProductCardData>;
};

export type TProductListLayoutProps = {
  categories: TCategory[];
  selectedCategory: TCategory | null;
  products: TListState<TProductCardData>;
  /** A paid first place of the selected category was opened (decision 0067). */
  onSponsoredOpen?: (biddingItemId: number) => void;
};

export type TSingleProductLayoutProps = {
  product: TContent;
  related: TContentListItem[];
  /** The comments section (a `CommentsSection` with its data), shown under the product. */
  comments?: ReactNode;
  /** The widgets placed on this product's page (page_name = its id). */
  widgets?: TPageWidgetsState;
  /** What the reader may do with the product (Add to planner), placed after its title block. */
  actions?: ReactNode;
};

export type TContentListLayoutProps = { kind: 'article' | 'blog'; contents: TListState<TContentCardData> };

export type TSingleContentLayoutProps = {
  kind: Exclude<TContentKind, 'product'>;
  content: TContent;
  related: TContentListItem[];
  /** The comments section (a `CommentsSection` with its data); static pages have none. */
  comments?: ReactNode;
  /** The widgets placed on this content's page (page_name = its id). */
  widgets?: TPageWidgetsState;
};

/** Approved comments of a content with their replies, and the forms to comment and to reply. */
export type TCommentsSectionProps = {
  threads: TListState<TCommentThread>;
  totalCount: number;
  /** Whether the content takes new comments (comments_allowed); old comments still show when it does not. */
  isOpen: boolean;
  /** The form for a new comment, shown when the section is open. */
  form: ReactNode;
  /** The comment being answered, whose reply form shows under it; null when none. */
  replyingTo: number | null;
  replyForm: ReactNode;
  onReply: (comment: TComment | null) => void;
  /** A moderator's actions on a comment or reply (withdraw), shown beside Reply; absent for everyone else. */
  moderatorActions?: (comment: TComment) => ReactNode;
};

export type TCatalogLayoutProps = {
  catalog: TCatalog;
  products: TListState<TProductCardData>;
  /** What the reader may do with the catalog (Add to planner), placed after its title. */
  actions?: ReactNode;
};

export type TCatalogListLayoutProps = { catalogs: TListState<TCatalog> };

export type TCategoryLayoutProps = {
  category: TCategory;
  /** Products and catalogs for a product category; articles or blogs otherwise. */
  items: TListState<TCategoryItem | TContentListItem>;
  /** A visitor opens a paid first place (an entry marked sponsored): its click is counted. */
  onSponsoredOpen?: (biddingItemId: number) => void;
  /** The widgets placed on this category's list (page_name = its id). */
  widgets?: TPageWidgetsState;
};

export type TSearchListingLayoutProps = {
  query: string;
  hits: TListState<TSearchHit>;
  totalCount: number;
  isSearchDisabled: boolean;
  onSearch: (query: string) => void;
};

export type TProfileLayoutProps = {
  /** The author's display name, from what they published; null when nothing is known. */
  authorName: string | null;
  /** Who the author is: logo, about, contact, locations (themes/shared/profile-intro). */
  profile: TPublicProfile;
  /** Each list a page at a time, with its own pages. */
  catalogs: TListState<TCatalog>;
  products: TListState<TProductCardData>;
  blogs: TListState<TContentCardData>;
};

/** One of the site's rules (SPEC §2 TermsAndConditions): its name, anchor and sanitized rich text. */
export type TLicenceTextSection = { id: string; title: string; html: string };

export type TTermsLayoutProps = {
  title: string;
  /** The rules the site has published, in reading order; null while they load. */
  sections: TLicenceTextSection[] | null;
  error: { message: string; onRetry: () => void } | null;
};

/** The contact page (SPEC §2 "Contact form"): the site's contact services and the form that writes to them. */
export type TContactLayoutProps = {
  title: string;
  /** The services visitors can write to; null while they load. None: the site takes no messages by form. */
  services: TPublicContactService[] | null;
  error: TLoadFailure | null;
  /** The contact form (the contact feature's, with its data); shown when there is a service. */
  form: ReactNode;
};

/**
 * PublicPlannerItems (SPEC §2): a public planner, its owner and the items the public sees, grouped by category as the
 * server sends them (null category last); prices only where the owner shows them (price_minor null otherwise).
 */
export type TPublicPlannerLayoutProps = { planner: TPublicPlannerDetail };

/** The site's public planners, a page at a time. */
export type TPublicPlannerListLayoutProps = { planners: TListState<TPublicPlannerSummary> };
