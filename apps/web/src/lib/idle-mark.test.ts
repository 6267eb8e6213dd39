import { APP_IDLE_ATTRIBUTE } from '@izlog/contract/rendered-page';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { markWhileIdle } from './idle-mark';

describe('the idle mark', () => {
  it('is gone from the moment a fetch starts until its answer is in, and while a change is being sent', async () => {
    const queryClient = new QueryClient();
    const root = document.createElement('html');
    const stop = markWhileIdle(queryClient, root);
    expect(root.hasAttribute(APP_IDLE_ATTRIBUTE)).toBe(true);

    let answer: (value: string) => void = () => {};
    const fetching = queryClient.fetchQuery({
      queryKey: ['slow'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    // At once, in the same turn as the fetch: a test never sees the mark while a request is on its way.
    expect(root.hasAttribute(APP_IDLE_ATTRIBUTE)).toBe(false);
    answer('here');
    await fetching;
    expect(root.hasAttribute(APP_IDLE_ATTRIBUTE)).toBe(true);

    let done: () => void = () => {};
    const sending = queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => new Promise<void>((resolve) => (done = resolve)) })
      .execute(undefined);
    await Promise.resolve();
    expect(root.hasAttribute(APP_IDLE_ATTRIBUTE)).toBe(false);
    done();
    await sending;
    expect(root.hasAttribute(APP_IDLE_ATTRIBUTE)).toBe(true);

    stop();
    expect(root.hasAttribute(APP_IDLE_ATTRIBUTE)).toBe(false);
  });
});
