import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/test/render-app';
import { renderPlatform, testLicencePrices, testTemplates } from '@/test/render-platform';

const PRICES = 'GET /api/v1/licences/get-licence-prices';
const TEMPLATES = 'GET /api/v1/templates';

describe('pricing', () => {
  it('shows the yearly prices in dinars as a Serbian shop writes them, with EUR at the rate of the day given', async () => {
    stubFetch({ [TEMPLATES]: { body: testTemplates }, [PRICES]: { body: testLicencePrices() } });
    renderPlatform('/pricing', { language: 'srp' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Cene' })).toBeTruthy();
    expect((await screen.findByTestId('price-basic')).textContent).toBe('12.000 RSD');
    expect(screen.getByTestId('price-e-commerce').textContent).toBe('36.000 RSD');
    expect(screen.getByTestId('price-free').textContent).toBe('Besplatno');
    expect(screen.getByText('oko 102,41 €')).toBeTruthy();
    expect(screen.getByText('oko 307,24 €')).toBeTruthy();
    expect(screen.getByTestId('exchange-rate').textContent).toBe(
      '1 EUR = 117,1734 RSD po srednjem kursu Narodne banke Srbije na dan 23.11.2026.',
    );
    expect(document.title).toBe('Cene — Izlog');
  });

  it('says in English which day the rate is from, and what each type lacks; Choose goes to the wizard with the type', async () => {
    stubFetch({
      [TEMPLATES]: { body: testTemplates },
      [PRICES]: { body: testLicencePrices({ middle: '117.1500', date: '2026-11-20', stale: true }) },
    });
    renderPlatform('/pricing');

    expect((await screen.findByTestId('exchange-rate')).textContent).toBe(
      '1 EUR = 117.1500 RSD at the middle rate of the National Bank of Serbia on 20 November 2026. The latest known rate is from 20 November 2026.',
    );
    const free = screen.getByRole('heading', { name: 'Free' }).closest('.mantine-Card-root') as HTMLElement;
    expect(within(free).getByText('Your own domain').closest('li')?.textContent).toContain('(not included)');
    expect(within(free).getByText('News and blogs').closest('li')?.textContent).toContain('(included)');
    expect(screen.getByRole('link', { name: 'Choose Basic' }).getAttribute('href')).toBe('/buy?type=basic');
    expect(screen.getByRole('link', { name: 'Choose E-commerce' }).getAttribute('href')).toBe('/buy?type=e-commerce');
    // Below the prices, every template with the demo content as a phone shows it, each leading to its preview.
    const templates = await screen.findByRole('region', { name: 'Every licence, any template' });
    expect(within(templates).getAllByTestId('site-picture-phone')).toHaveLength(3);
    expect(within(templates).getByRole('link', { name: 'Preview: Magazine' }).getAttribute('href')).toBe(
      '/templates/3',
    );
  });

  it('shows no euro figure when no rate is known, and says so', async () => {
    stubFetch({ [TEMPLATES]: { body: testTemplates }, [PRICES]: { body: testLicencePrices(null) } });
    renderPlatform('/pricing');
    expect(
      await screen.findByText('Amounts in euros are not available at the moment; you pay in dinars.'),
    ).toBeTruthy();
    expect(screen.getByTestId('price-basic').textContent).toBe('RSD 12,000');
    expect(screen.queryByText(/about €/)).toBeNull();
  });

  it('offers to try again when the prices cannot be loaded', async () => {
    let calls = 0;
    stubFetch({
      [TEMPLATES]: { status: 500, body: { name: 'Internal Server Error', message: 'Oops', status: 500 } },
      [PRICES]: () => {
        calls += 1;
        return calls === 1
          ? { status: 503, body: { name: 'Service Unavailable', message: 'Down', status: 503 } }
          : { body: testLicencePrices() };
      },
    });
    const { user } = renderPlatform('/pricing');
    expect(await screen.findByText('The prices cannot be loaded at the moment.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('price-basic')).textContent).toBe('RSD 12,000');
    // Templates that cannot be loaded leave their section out; the prices stay the page.
    expect(screen.queryByRole('region', { name: 'Every licence, any template' })).toBeNull();
  });
});
