import { describe, expect, it } from 'vitest';
import { siteStubs, stubFetch } from './render-app';
import { takeUnstubbedCalls } from './unstubbed-calls';

describe('the web tests’ fetch stub', () => {
  it('answers a stubbed call from its table', async () => {
    stubFetch(siteStubs());
    const answer = await fetch('/api/v1/licences/get-licence-details');
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { title_of_app: string }).title_of_app).toBe('Demo shop');
    expect(takeUnstubbedCalls()).toEqual([]);
  });

  it('refuses an unstubbed call with its method and address, and notes it so that the test fails', async () => {
    stubFetch(siteStubs());
    await expect(fetch('/api/v1/contents?page=2', { method: 'POST' })).rejects.toThrow(
      'Unstubbed API call: POST /api/v1/contents?page=2',
    );
    // setup.ts fails the test with what is noted here; taken now, so this test itself passes.
    expect(takeUnstubbedCalls()).toEqual(['POST /api/v1/contents?page=2']);
  });
});
