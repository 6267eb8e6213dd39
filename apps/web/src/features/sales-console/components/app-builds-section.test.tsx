/**
 * The licence's app builds in the console: a finished Android build offers its project to download — fetched with the
 * user's token and saved under the name the server gives — while a build under way shows its progress and no
 * download yet; a refused build says why (the logo's size).
 */
import type { TAppBuild } from '@izlog/contract/app-builds';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubFetch, type TStubTable } from '@/test/render-app';
import { renderPlatform } from '@/test/render-platform';
import { consoleLicence, signedInStubs } from '../test/console-fixtures';

const BUILDS = 'GET /api/v1/licences/app-builds/11';
const DOWNLOAD = 'GET /api/v1/licences/app-builds/11/download/42';

const build = (overrides: Partial<TAppBuild> = {}): TAppBuild => ({
  id: 42,
  licence_id: 11,
  kind: 'native_android',
  status: 'succeeded',
  progress: 100,
  log: 'Build 42 of the Android app started (attempt 1 of 3).\nPacked izlog-pekara-zora-android-1.0.1.zip (870 KB).\n',
  artifact_path: 'app-builds/11/42/izlog-pekara-zora-android-1.0.1.zip',
  requested_by: 7,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:05.000Z',
  ...overrides,
});

const pageStubs = (builds: TAppBuild[]): TStubTable => ({
  ...signedInStubs(),
  'GET /api/v1/licences/get-sales-licence/11': { body: consoleLicence() },
  'GET /api/v1/licences/licence-domains/11': { body: [] },
  'GET /api/v1/places/suggest': { body: [] },
  [BUILDS]: { body: builds },
});

beforeAll(async () => {
  await import('./licence-page');
  await import('@/platform/platform-routes');
}, 60_000);

afterEach(() => vi.restoreAllMocks());

describe('the app builds of a licence', { timeout: 60_000 }, () => {
  it('downloads a finished Android project with the token, under the name the server gives it', async () => {
    const { callsTo } = stubFetch({
      ...pageStubs([build()]),
      [DOWNLOAD]: {
        body: 'zip',
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': 'attachment; filename="izlog-pekara-zora-android-1.0.1.zip"',
        },
      },
    });
    const objectUrl = vi.fn(() => 'blob:android-project');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });

    const { user } = renderPlatform('/console/licences/11');
    const card = (await screen.findByRole('heading', { level: 3, name: 'Android app' })).closest('li') as HTMLElement;
    expect(within(card).getByText('Done')).toBeTruthy();
    const download = within(card).getByRole('button', { name: 'Download the Android project' });
    expect(download.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(card).getByText(/A ZIP with the project \(Capacitor\) and BUILDING\.md/)).toBeTruthy();

    await user.click(download);
    await vi.waitFor(() => expect(saved).toEqual(['izlog-pekara-zora-android-1.0.1.zip blob:android-project']));
    const [request] = callsTo('GET', '/licences/app-builds/11/download/42');
    expect(request?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('shows a build under way with its progress and log, and no download yet', async () => {
    stubFetch(pageStubs([build({ status: 'building', progress: 60, artifact_path: null })]));
    renderPlatform('/console/licences/11');
    const card = (await screen.findByRole('heading', { level: 3, name: 'Android app' })).closest('li') as HTMLElement;
    expect(within(card).getByText('Building')).toBeTruthy();
    expect(
      within(card)
        .getByRole('progressbar', { name: /Android app/ })
        .getAttribute('aria-valuenow'),
    ).toBe('60');
    expect(within(card).queryByRole('button', { name: 'Download the Android project' })).toBeNull();
    expect(within(card).getByLabelText('Build log').textContent).toContain(
      'Packed izlog-pekara-zora-android-1.0.1.zip',
    );
  });

  it('says why a build is refused: the logo and the size it needs', async () => {
    stubFetch({
      ...pageStubs([]),
      'POST /api/v1/licences/build-paid-native-app': {
        status: 422,
        body: [
          {
            field: 'icon',
            message:
              "The app icons need a square logo of at least 512 × 512 pixels. Set a larger logo in the site's settings.",
          },
        ],
      },
    });
    const { user } = renderPlatform('/console/licences/11');
    await user.click(await screen.findByRole('button', { name: 'Build the Android app' }));
    expect(await screen.findByText(/need a square logo of at least 512 × 512 pixels/)).toBeTruthy();
  });
});
