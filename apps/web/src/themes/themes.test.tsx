/**
 * Every theme's screens over the same data (layout-fixtures.ts): what a visitor must see whichever template the site
 * wears — titles, prices, links to the right pages, loading, empty and failed states with "Try again", the search's
 * no-match tip, only the public planner prices the owner shows, the actions and comments slots, the three widget
 * positions — and SPEC §8's fallback: a template id that names no template loads the default theme.
 */
import { TEMPLATES } from '@izlog/contract/sales';
import { act, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render-with-providers';
import type { THomeLayoutProps } from './layout-props';
import { loadSiteTheme } from './registry';
import type { TThemeLayouts } from './site-theme';
import {
  article,
  articleDetail,
  bareProfile,
  blogCards,
  catalog,
  categories,
  categoryItems,
  contactServices,
  contentCards,
  failedList,
  kitchen,
  licence,
  listWidget,
  loadedList,
  loadingList,
  look,
  PLANNER_PRICE,
  PRICES,
  plannerDetail,
  plannerSummary,
  productCards,
  productDetail,
  products,
  searchHits,
  threads,
  widgetsState,
} from './test/layout-fixtures';

const renderScreen = (node: ReactNode) => renderWithProviders(<MemoryRouter>{node}</MemoryRouter>);
const hrefOf = (name: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope).getAllByRole('link', { name })[0]!.getAttribute('href');
const noPages = () => {};

describe.each(TEMPLATES)('the $key theme (template $id)', ({ id, key }) => {
  let layouts: TThemeLayouts;
  beforeAll(async () => {
    const theme = await loadSiteTheme(id);
    expect(theme.key).toBe(key);
    // The site's brand colour stays the site's: a theme sets type and shapes only.
    expect(theme.mantine.primaryColor).toBeUndefined();
    layouts = theme.layouts;
  });

  describe('HomePage', () => {
    const home = (overrides: Partial<THomeLayoutProps> = {}) => {
      const { HomePage } = layouts;
      return renderScreen(
        <HomePage
          licence={licence}
          look={look}
          lead={{ lead: { source: 'newest', widget: null, items: [article] }, error: null }}
          widgets={widgetsState()}
          categories={categories}
          products={loadedList(productCards)}
          {...overrides}
        />,
      );
    };

    it('shows the site, its hero, the lead block, categories, newest products with prices and the widgets', () => {
      home();
      expect(screen.getByRole('heading', { level: 1, name: 'Oak and Linen' })).toBeTruthy();
      expect(screen.getByText('Made to last')).toBeTruthy();
      expect(hrefOf('See the shop')).toBe('/products');
      expect(hrefOf('Spring in the workshop')).toBe('/articles/spring');
      expect(hrefOf('Kitchen')).toBe('/categories/kitchen');
      const grid = screen.getByRole('list', { name: 'Newest products' });
      expect(hrefOf('Oak table', grid)).toBe('/products/oak-table');
      expect(within(grid).getByText(PRICES.oakTable)).toBeTruthy();
      expect(within(grid).getByText(PRICES.linenChairNow)).toBeTruthy();
      expect(within(grid).getByText('Price on request')).toBeTruthy();
      expect(hrefOf('All products')).toBe('/products');
      const widget = screen.getByRole('region', { name: 'Bestsellers' });
      expect(widget.closest('[data-widget-position]')?.getAttribute('data-widget-position')).toBe('2');
      expect(hrefOf('Linen chair', widget)).toBe('/products/linen-chair');
    });

    it('says so when the widgets fail, and tries again', async () => {
      const onRetry = vi.fn();
      const { user } = home({
        widgets: { positions: null, error: { message: 'Widgets are down.', onRetry }, contactForm: () => null },
        lead: { lead: null, error: { message: 'Lead is down.', onRetry: vi.fn() } },
      });
      const alert = screen.getByRole('alert');
      expect(within(alert).getByText('Widgets are down.')).toBeTruthy();
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
      // One notice is enough: the lead's failure is not a second alert.
      expect(screen.getAllByRole('alert')).toHaveLength(1);
    });

    it('shows placeholders while the lead and the products load, and the empty message with no products', () => {
      home({ lead: { lead: null, error: null }, products: loadingList() });
      expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
      expect(screen.queryByRole('link', { name: 'Oak table' })).toBeNull();
    });

    it('says there are no products yet', () => {
      home({ products: loadedList([]) });
      expect(screen.getByText('No products yet.')).toBeTruthy();
    });
  });

  it('HomeHero shows the line and the button, and nothing without a picture, line or button', () => {
    const { HomeHero } = layouts;
    const { unmount } = renderScreen(<HomeHero look={look} />);
    expect(screen.getByText('Made to last')).toBeTruthy();
    expect(hrefOf('See the shop')).toBe('/products');
    unmount();
    renderScreen(<HomeHero look={{ ...look, imageUrl: null, overlayText: null, button: null }} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  describe('ProductListPage', () => {
    it('shows the filter, the products with prices and the page numbers', async () => {
      const { ProductListPage } = layouts;
      const onPageChange = vi.fn();
      const { user } = renderScreen(
        <ProductListPage
          categories={categories}
          selectedCategory={kitchen}
          products={loadedList(productCards, 3, onPageChange)}
        />,
      );
      expect(screen.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeTruthy();
      const filter = screen.getByRole('navigation', { name: 'Product categories' });
      expect(hrefOf('All', filter)).toBe('/products');
      expect(within(filter).getByRole('link', { name: 'Kitchen' }).getAttribute('aria-current')).toBe('page');
      expect(hrefOf('Garden', filter)).toBe('/products?category=garden');
      expect(hrefOf('Linen chair')).toBe('/products/linen-chair');
      expect(screen.getByText(PRICES.linenChairNow)).toBeTruthy();
      expect(screen.getByText(PRICES.linenChairOld)).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Page 2' }));
      expect(onPageChange).toHaveBeenCalledWith(2);
    });

    it('shows the failure with Try again, and the empty message', async () => {
      const { ProductListPage } = layouts;
      const onRetry = vi.fn();
      const { user, unmount } = renderScreen(
        <ProductListPage categories={[]} selectedCategory={null} products={failedList(onRetry)} />,
      );
      expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
      await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalled();
      unmount();
      renderScreen(<ProductListPage categories={[]} selectedCategory={null} products={loadedList([])} />);
      expect(screen.getByText('No products yet.')).toBeTruthy();
    });

    it('shows placeholders while the products load', () => {
      const { ProductListPage } = layouts;
      renderScreen(<ProductListPage categories={[]} selectedCategory={null} products={loadingList()} />);
      expect(screen.getByRole('status')).toBeTruthy();
    });
  });

  it('SingleProductPage shows the product, its price, where it belongs, the actions, comments and widgets', () => {
    const { SingleProductPage } = layouts;
    renderScreen(
      <SingleProductPage
        product={productDetail}
        related={[products[1]!]}
        actions={<button type="button">Add to planner</button>}
        comments={<section aria-label="Comments slot" />}
        widgets={widgetsState([[], [], [listWidget]])}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Oak table' })).toBeTruthy();
    expect(screen.getAllByText(PRICES.oakTable).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Add to planner' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Comments slot' })).toBeTruthy();
    expect(screen.getByText('Solid oak, oiled by hand.')).toBeTruthy();
    expect(screen.getByText('numbered')).toBeTruthy();
    expect(hrefOf('Kitchen')).toBe('/products?category=kitchen');
    expect(hrefOf('Summer collection')).toBe('/catalogs/summer');
    expect(hrefOf('Radionica Jutro')).toBe('/profile/9');
    expect(screen.getByRole('rowheader', { name: 'Wood' })).toBeTruthy();
    expect(screen.getByText('#oak')).toBeTruthy();
    const related = screen.getByRole('list', { name: 'You may also like' });
    expect(hrefOf('Linen chair', related)).toBe('/products/linen-chair');
    const widget = screen.getByRole('region', { name: 'Bestsellers' });
    expect(widget.closest('[data-widget-position]')?.getAttribute('data-widget-position')).toBe('3');
  });

  describe('ContentListPage', () => {
    it('lists news and blog posts with links to their pages', () => {
      const { ContentListPage } = layouts;
      const { unmount } = renderScreen(<ContentListPage kind="article" contents={loadedList(contentCards)} />);
      expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeTruthy();
      expect(hrefOf('Spring in the workshop')).toBe('/articles/spring');
      expect(screen.getByText('New oak arrived.')).toBeTruthy();
      unmount();
      renderScreen(<ContentListPage kind="blog" contents={loadedList(blogCards)} />);
      expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeTruthy();
      expect(hrefOf('How we oil a table')).toBe('/blogs/oiling');
    });

    it('writes a post’s date in the reader’s language and script: a Cyrillic month for a Cyrillic reader', async () => {
      const { ContentListPage } = layouts;
      renderWithProviders(
        <MemoryRouter>
          <ContentListPage kind="blog" contents={loadedList(blogCards)} />
        </MemoryRouter>,
        { language: 'srp' },
      );
      // Published 2025-03-01.
      expect(screen.getByText('1. mart 2025.')).toBeTruthy();
      await act(() => chooseLanguage('srp-Cyrl'));
      expect(screen.getByText('1. март 2025.')).toBeTruthy();
      expect(screen.queryByText('1. mart 2025.')).toBeNull();
      await act(() => chooseLanguage('en'));
      expect(screen.getByText('1 March 2025')).toBeTruthy();
    });

    it('says when there is nothing yet, and offers to try again after a failure', async () => {
      const { ContentListPage } = layouts;
      const { unmount } = renderScreen(<ContentListPage kind="blog" contents={loadedList([])} />);
      expect(screen.getByText('No blog posts yet.')).toBeTruthy();
      unmount();
      const onRetry = vi.fn();
      const { user } = renderScreen(<ContentListPage kind="article" contents={failedList(onRetry)} />);
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalled();
    });
  });

  it('SingleContentPage shows an article with its text, comments and widgets; a static page without a byline', () => {
    const { SingleContentPage } = layouts;
    const { unmount } = renderScreen(
      <SingleContentPage
        kind="article"
        content={articleDetail}
        related={[]}
        comments={<section aria-label="Comments slot" />}
        widgets={widgetsState([[listWidget], [], []])}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Spring in the workshop' })).toBeTruthy();
    expect(screen.getByText('dry')).toBeTruthy();
    expect(hrefOf('News')).toBe('/categories/news');
    expect(hrefOf('Radionica Jutro')).toBe('/profile/9');
    expect(screen.getByRole('region', { name: 'Comments slot' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Bestsellers' })).toBeTruthy();
    unmount();
    renderScreen(
      <SingleContentPage kind="staticPage" content={{ ...articleDetail, title: 'About us' }} related={[]} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Radionica Jutro' })).toBeNull();
  });

  it('CatalogListPage links each catalog and says when there is none', () => {
    const { CatalogListPage } = layouts;
    const { unmount } = renderScreen(<CatalogListPage catalogs={loadedList([catalog])} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Catalogs' })).toBeTruthy();
    expect(hrefOf('Summer collection')).toBe('/catalogs/summer');
    unmount();
    renderScreen(<CatalogListPage catalogs={loadedList([])} />);
    expect(screen.getByText('No catalogs yet.')).toBeTruthy();
  });

  it('CatalogPage shows the catalog, its actions and its products, or that it has none', () => {
    const { CatalogPage } = layouts;
    const { unmount } = renderScreen(
      <CatalogPage
        catalog={catalog}
        products={loadedList(productCards)}
        actions={<button type="button">Add to planner</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Summer collection' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add to planner' })).toBeTruthy();
    expect(screen.getByText('pieces')).toBeTruthy();
    expect(hrefOf('Oak table')).toBe('/products/oak-table');
    expect(screen.getByText(PRICES.oakTable)).toBeTruthy();
    expect(hrefOf('Radionica Jutro')).toBe('/profile/9');
    unmount();
    renderScreen(<CatalogPage catalog={catalog} products={loadedList([])} />);
    expect(screen.getByText('No products in this catalog yet.')).toBeTruthy();
  });

  it('CategoryPage marks a paid first place, counts its opening, and says when the category is empty', async () => {
    const { CategoryPage } = layouts;
    const onSponsoredOpen = vi.fn();
    const { user, unmount } = renderScreen(
      <CategoryPage
        category={kitchen}
        items={loadedList(categoryItems)}
        onSponsoredOpen={onSponsoredOpen}
        widgets={widgetsState()}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeTruthy();
    expect(screen.getByText('For cooks.')).toBeTruthy();
    expect(screen.getAllByText('Sponsored')).toHaveLength(1);
    expect(hrefOf('Oak table')).toBe('/products/oak-table');
    const sponsored = screen.getByRole('link', { name: 'Summer collection' });
    expect(sponsored.getAttribute('href')).toBe('/catalogs/summer');
    await user.click(sponsored);
    expect(onSponsoredOpen).toHaveBeenCalledWith(44);
    expect(screen.getByRole('region', { name: 'Bestsellers' })).toBeTruthy();
    unmount();
    renderScreen(<CategoryPage category={kitchen} items={loadedList([])} />);
    expect(screen.getByText('Nothing in this category yet.')).toBeTruthy();
  });

  describe('SearchListingPage', () => {
    it('lists the hits with their prices and links, and searches again', async () => {
      const { SearchListingPage } = layouts;
      const onSearch = vi.fn();
      const { user } = renderScreen(
        <SearchListingPage
          query="oak"
          hits={loadedList(searchHits)}
          totalCount={2}
          isSearchDisabled={false}
          onSearch={onSearch}
        />,
      );
      expect(screen.getByRole('heading', { level: 1, name: 'Results for “oak”' })).toBeTruthy();
      expect(screen.getByText('Found: 2')).toBeTruthy();
      expect(hrefOf('Oak table')).toBe('/products/oak-table');
      expect(hrefOf('Spring in the workshop')).toBe('/articles/spring');
      expect(screen.getByText(PRICES.oakTable)).toBeTruthy();
      const input = screen.getByRole('searchbox', { name: 'What are you looking for?' });
      await user.clear(input);
      await user.type(input, 'linen{Enter}');
      expect(onSearch).toHaveBeenCalledWith('linen');
    });

    it('gives the tip when nothing matches, and says when search is off', () => {
      const { SearchListingPage } = layouts;
      const { unmount } = renderScreen(
        <SearchListingPage
          query="zzz"
          hits={loadedList([])}
          totalCount={0}
          isSearchDisabled={false}
          onSearch={noPages}
        />,
      );
      expect(screen.getByText('No results for “zzz”.')).toBeTruthy();
      expect(screen.getByText('Try fewer words or another spelling.')).toBeTruthy();
      unmount();
      renderScreen(
        <SearchListingPage query="" hits={loadedList([])} totalCount={0} isSearchDisabled onSearch={noPages} />,
      );
      expect(screen.getByText('Search is turned off on this site.')).toBeTruthy();
      expect(screen.queryByRole('searchbox')).toBeNull();
    });
  });

  it('ProfilePage shows the author’s lists, or that they have published nothing', () => {
    const { ProfilePage } = layouts;
    const { unmount } = renderScreen(
      <ProfilePage
        authorName="Radionica Jutro"
        profile={{ ...bareProfile, company_name: 'Radionica Jutro', is_client: true }}
        catalogs={loadedList([catalog])}
        products={loadedList(productCards)}
        blogs={loadedList(blogCards)}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Profile: Radionica Jutro' })).toBeTruthy();
    expect(hrefOf('Summer collection')).toBe('/catalogs/summer');
    expect(hrefOf('Oak table')).toBe('/products/oak-table');
    expect(hrefOf('How we oil a table')).toBe('/blogs/oiling');
    // Nothing entered about the author: no empty "About" section.
    expect(screen.queryByRole('region', { name: 'About the company' })).toBeNull();
    unmount();
    renderScreen(
      <ProfilePage
        authorName={null}
        profile={bareProfile}
        catalogs={loadedList([])}
        products={loadedList([])}
        blogs={loadedList([])}
      />,
    );
    expect(screen.getByText('This author has not published anything yet.')).toBeTruthy();
  });

  it('ProfilePage shows a client’s shop window: logo, about, e-mail, social links and locations, main first', () => {
    const { ProfilePage } = layouts;
    renderScreen(
      <ProfilePage
        authorName="Drvo i Kamen"
        profile={{
          ...bareProfile,
          company_name: 'Drvo i Kamen',
          is_client: true,
          avatar: '/media/logo.png',
          bio: 'Nameštaj od hrasta.\nRadimo po meri.',
          public_email: 'prodaja@drvo.example',
          facebook: 'https://facebook.com/drvoikamen',
          instagram: 'javascript:alert(1)',
          twitter: null,
          locations: [
            { id: 1, address: 'Cara Dušana 4', city: 'Novi Sad', country: 'Srbija', primary_location: 0 },
            { id: 2, address: 'Knez Mihailova 5', city: 'Beograd', country: 'Srbija', primary_location: 1 },
          ],
        }}
        catalogs={loadedList([])}
        products={loadedList([])}
        blogs={loadedList([])}
      />,
    );
    const about = screen.getByRole('region', { name: 'About the company' });
    expect(within(about).getByRole('img', { name: 'Drvo i Kamen logo' }).getAttribute('src')).toBe('/media/logo.png');
    expect(within(about).getByText(/Radimo po meri\./)).toBeTruthy();
    expect(within(about).getByRole('link', { name: 'Write to prodaja@drvo.example' }).getAttribute('href')).toBe(
      'mailto:prodaja@drvo.example',
    );
    expect(within(about).getByRole('link', { name: 'Facebook' }).getAttribute('href')).toBe(
      'https://facebook.com/drvoikamen',
    );
    // What is not a web address is not made a link.
    expect(within(about).queryByRole('link', { name: 'Instagram' })).toBeNull();
    const places = within(within(about).getByRole('list', { name: 'Locations' })).getAllByRole('listitem');
    expect(places.map((place) => place.textContent)).toEqual([
      'Knez Mihailova 5, Beograd, SrbijaMain location',
      'Cara Dušana 4, Novi Sad, Srbija',
    ]);
  });

  it('TermsPage shows each rule with a way to it, the empty sentence and the failure', async () => {
    const { TermsPage } = layouts;
    const sections = [
      { id: 'terms', title: 'Terms of use', html: '<p>Be kind.</p>' },
      { id: 'privacy', title: 'Privacy', html: '<p>We keep little.</p>' },
    ];
    const { unmount } = renderScreen(<TermsPage title="Rules" sections={sections} error={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Rules' })).toBeTruthy();
    expect(hrefOf('Privacy', screen.getByRole('navigation', { name: 'On this page' }))).toBe('#privacy');
    expect(screen.getByText('We keep little.')).toBeTruthy();
    unmount();
    const { unmount: unmountEmpty } = renderScreen(<TermsPage title="Rules" sections={[]} error={null} />);
    expect(screen.getByText('This site has not published its rules yet.')).toBeTruthy();
    unmountEmpty();
    const onRetry = vi.fn();
    const { user } = renderScreen(<TermsPage title="Rules" sections={null} error={{ message: 'Down.', onRetry }} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('ContactPage shows the form and the services, or that the site takes no messages', () => {
    const { ContactPage } = layouts;
    const { unmount } = renderScreen(
      <ContactPage title="Contact" services={contactServices} error={null} form={<form aria-label="Contact form" />} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Contact form' })).toBeTruthy();
    expect(screen.getByText('Questions about an order.')).toBeTruthy();
    unmount();
    renderScreen(<ContactPage title="Contact" services={[]} error={null} form={<form aria-label="Contact form" />} />);
    expect(screen.getByText('This site does not take messages through a form yet.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  describe('CommentsSection', () => {
    const section = (isOpen: boolean, onReply = vi.fn()) => {
      const { CommentsSection } = layouts;
      return renderScreen(
        <CommentsSection
          threads={loadedList(threads)}
          totalCount={2}
          isOpen={isOpen}
          form={<form aria-label="New comment" />}
          replyingTo={null}
          replyForm={null}
          onReply={onReply}
        />,
      );
    };

    it('shows the comments, replies and the moderator’s answer, with Reply and the form while open', async () => {
      const onReply = vi.fn();
      const { user } = section(true, onReply);
      expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeTruthy();
      expect(screen.getByText('Lovely grain.')).toBeTruthy();
      expect(screen.getByText('Agreed.')).toBeTruthy();
      expect(screen.getByText('Thank you!')).toBeTruthy();
      expect(screen.getByRole('form', { name: 'New comment' })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: /Mila/ }));
      expect(onReply).toHaveBeenCalledWith(expect.objectContaining({ id: 100 }));
    });

    it('keeps the old comments and says comments are closed, without a form or Reply', () => {
      section(false);
      expect(screen.getByText('Lovely grain.')).toBeTruthy();
      expect(screen.getByText('Comments on this content are closed.')).toBeTruthy();
      expect(screen.queryByRole('form')).toBeNull();
      expect(screen.queryByRole('button', { name: /Mila/ })).toBeNull();
    });
  });

  it('PublicPlannerPage shows the owner, the items by category and only the prices the owner shows', () => {
    const { PublicPlannerPage } = layouts;
    renderScreen(<PublicPlannerPage planner={plannerDetail} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Our wedding' })).toBeTruthy();
    expect(hrefOf('ana')).toBe('/profile/12');
    expect(screen.getByRole('heading', { name: 'Kitchen' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Other' })).toBeTruthy();
    expect(hrefOf('Oak table')).toBe('/products/oak-table');
    expect(screen.getByText('Book the band')).toBeTruthy();
    // One price: the product's; the task's stays with its owner.
    expect(screen.getAllByText(PLANNER_PRICE)).toHaveLength(1);
    expect(screen.getByText('Novi Sad, Serbia')).toBeTruthy();
    expect(hrefOf('All public planners')).toBe('/planners');
  });

  it('PublicPlannerListPage links each planner and its owner, or says nobody has shared one', () => {
    const { PublicPlannerListPage } = layouts;
    const { unmount } = renderScreen(<PublicPlannerListPage planners={loadedList([plannerSummary])} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Planners' })).toBeTruthy();
    expect(hrefOf('Our wedding')).toBe('/planners/80');
    expect(hrefOf('A planner by ana')).toBe('/profile/12');
    unmount();
    renderScreen(<PublicPlannerListPage planners={loadedList([])} />);
    expect(screen.getByText('Nobody has shared a planner yet.')).toBeTruthy();
  });
});

describe('a template id that names no template', () => {
  it.each([999, 1000000, null])('loads the default (classic) theme for %s', async (id) => {
    expect((await loadSiteTheme(id)).key).toBe('classic');
  });
});
