/** A stored token at start: checked once and its user kept; one the server does not know is dropped; none, no call. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { useRestoreStoredSession } from './restore-stored-session';
import { setToken } from './token-storage';

function renderRestore(verify: () => Promise<string>) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const restore = vi.fn();
  const end = vi.fn();
  const hook = renderHook(() => useRestoreStoredSession({ queryKey: ['verify'], verify, restore, end }), { wrapper });
  return { ...hook, restore, end };
}

describe('restoring a stored session', () => {
  it('keeps the user the server answers for the stored token', async () => {
    setToken('stored-token');
    const { result, restore, end } = renderRestore(async () => 'ana');
    expect(result.current.isRestoring).toBe(true);
    await waitFor(() => expect(result.current.isRestoring).toBe(false));
    expect(restore).toHaveBeenCalledWith('ana');
    expect(end).not.toHaveBeenCalled();
  });

  it('drops a token the server does not know (401)', async () => {
    setToken('stale-token');
    const { result, restore, end } = renderRestore(() => Promise.reject(new ApiError(401, 'Unauthorized')));
    await waitFor(() => expect(end).toHaveBeenCalledTimes(1));
    expect(result.current.isRestoring).toBe(false);
    expect(restore).not.toHaveBeenCalled();
  });

  it('leaves the session to the API client on any other failure', async () => {
    setToken('stored-token');
    const { result, end } = renderRestore(() => Promise.reject(new ApiError(511, 'Session expired')));
    await waitFor(() => expect(result.current.isRestoring).toBe(false));
    expect(end).not.toHaveBeenCalled();
  });

  it('asks nothing without a stored token', () => {
    const verify = vi.fn(async () => 'ana');
    const { result } = renderRestore(verify);
    expect(result.current.isRestoring).toBe(false);
    expect(verify).not.toHaveBeenCalled();
  });
});
