import type { TStockPhoto, TStockTopic } from '@izlog/contract/media';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/render-app';
import { renderWithProviders } from '@/test/render-with-providers';
import { StockPhotoPickerModal } from './stock-photo-picker-modal';

/** An IntersectionObserver stand-in: the test says when the observed sentinel comes into view. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.observed.length = 0;
  }
  takeRecords() {
    return [];
  }
  static isObserving(testId: string) {
    return FakeIntersectionObserver.instances.some((observer) =>
      observer.observed.some((element) => element.getAttribute('data-testid') === testId),
    );
  }
  static reveal(testId: string) {
    for (const observer of FakeIntersectionObserver.instances) {
      const target = observer.observed.find((element) => element.getAttribute('data-testid') === testId);
      if (target) {
        observer.callback(
          [{ isIntersecting: true, target } as unknown as IntersectionObserverEntry],
          observer as unknown as IntersectionObserver,
        );
      }
    }
  }
}

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

const photo = (id: string, alt: string): TStockPhoto => ({
  id,
  description: null,
  alt_description: alt,
  width: 1500,
  height: 1000,
  color: null,
  urls: {
    raw: `/s/${id}.webp`,
    full: `/s/${id}.webp`,
    regular: `/s/${id}.webp`,
    small: `/s/${id}-small.webp`,
    thumb: `/s/${id}-t.webp`,
  },
  links: { download_location: `/stock-library/${id}/download` },
  user: { name: 'Izlog', links: { html: 'https://izlog.example.com' } },
});
const topic = (slug: string, title: string): TStockTopic => ({
  id: slug,
  slug,
  title,
  description: null,
  total_photos: 8,
  cover_photo: null,
});
const next = (path: string) => ({
  Link: `<http://demo.localhost/api/v1${path}>; rel="last", <http://demo.localhost/api/v1${path}>; rel="next"`,
});

function stubStock() {
  return stubFetch({
    'GET /api/v1/stock-photos/topics': { body: [topic('nature', 'Priroda'), topic('food', 'Hrana')] },
    'GET /api/v1/stock-photos/topics/nature/photos': (request) =>
      new URL(request.url).searchParams.get('page') === '2'
        ? { body: [photo('nature-3', 'A lake at dawn')] }
        : {
            body: [photo('nature-1', 'A pine forest'), photo('nature-2', 'A mountain meadow')],
            headers: next('/stock-photos/topics/nature/photos?page=2&per_page=24'),
          },
    'GET /api/v1/stock-photos/topics/food/photos': { body: [photo('food-1', 'Fresh bread')] },
    'GET /api/v1/stock-photos/search/photos': (request) => ({
      body:
        new URL(request.url).searchParams.get('query') === 'hleb'
          ? { total: 1, total_pages: 1, results: [photo('food-1', 'Fresh bread')] }
          : { total: 0, total_pages: 0, results: [] },
    }),
  });
}

describe('the stock photo picker', () => {
  it('shows the first topic, loads the next page (Link rel="next") when the end of the grid comes into view', async () => {
    const { callsTo } = stubStock();
    renderWithProviders(<StockPhotoPickerModal opened onClose={() => {}} onPicked={() => {}} />);
    expect(await screen.findByRole('button', { name: 'A pine forest' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Priroda' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: 'A lake at dawn' })).toBeNull();

    await waitFor(() => expect(FakeIntersectionObserver.isObserving('stock-sentinel')).toBe(true));
    act(() => FakeIntersectionObserver.reveal('stock-sentinel'));
    expect(await screen.findByRole('button', { name: 'A lake at dawn' })).toBeTruthy();
    const pages = callsTo('GET', '/stock-photos/topics/nature/photos').map((request) => new URL(request.url).search);
    expect(pages).toEqual(['?per_page=24', '?page=2&per_page=24']);
    // The last page has no rel="next": the end of the grid asks for nothing more.
    act(() => FakeIntersectionObserver.reveal('stock-sentinel'));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(callsTo('GET', '/stock-photos/topics/nature/photos')).toHaveLength(2);
  });

  it('switches topics, searches, and hands back the download location of the photo picked by keyboard', async () => {
    stubStock();
    const onPicked = vi.fn();
    const onClose = vi.fn();
    const { user } = renderWithProviders(<StockPhotoPickerModal opened onClose={onClose} onPicked={onPicked} />);
    await user.click(await screen.findByRole('button', { name: 'Hrana' }));
    expect(await screen.findByRole('button', { name: 'Fresh bread' })).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Search photos' }), 'nista');
    expect(await screen.findByText('No photos match this term.')).toBeTruthy();
    await user.clear(screen.getByRole('searchbox', { name: 'Search photos' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search photos' }), 'hleb');
    const bread = await screen.findByRole('button', { name: 'Fresh bread' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Hrana' }).getAttribute('aria-pressed')).toBe('false'),
    );

    bread.focus();
    await user.keyboard('{Enter}');
    expect(onPicked).toHaveBeenCalledWith({
      location: '/stock-library/food-1/download',
      previewUrl: '/s/food-1-small.webp',
      alt: 'Fresh bread',
    });
    expect(onClose).toHaveBeenCalled();
    expect(within(screen.getByRole('list', { name: 'Photos' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says when the stock service is not available', async () => {
    stubFetch({
      'GET /api/v1/stock-photos/topics': { status: 502, body: { name: 'BadGateway', message: 'x', status: 502 } },
    });
    renderWithProviders(<StockPhotoPickerModal opened onClose={() => {}} onPicked={() => {}} />);
    expect(await screen.findByText('The photo gallery is not available at the moment.')).toBeTruthy();
  });
});
