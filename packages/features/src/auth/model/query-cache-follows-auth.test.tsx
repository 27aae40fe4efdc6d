import type { LoginResponse } from '@holostream/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from './auth-context';
import { createAuthStore, createMemoryStorage } from './auth-store';
import { useQueryCacheFollowsAuth } from './query-cache-follows-auth';

function Page() {
  useQueryCacheFollowsAuth();
  return <p>page</p>;
}

const answer = (username: string): LoginResponse => ({
  username,
  token: `${username}-token`,
  type: 'bearer',
  abilities: ['*'],
  lastUsedAt: null,
  expiresAt: '2999-01-01T00:00:00.000Z',
});

function setup() {
  const store = createAuthStore(createMemoryStorage());
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider store={store}>
        <Page />
      </AuthProvider>
    </QueryClientProvider>,
  );
  const cached = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state.data);
  return { store, queryClient, cached };
}

describe('useQueryCacheFollowsAuth: the query cache belongs to one person', () => {
  it('signs in as A, out, in as B: none of A’s answers are left', async () => {
    const { store, queryClient, cached } = setup();
    store.signIn(answer('alice'), 'alice@example.com');
    queryClient.setQueryData(['subscription'], { owner: 'alice' });
    queryClient.setQueryData(['org', 7, 'members'], [{ owner: 'alice' }]);
    expect(cached()).toHaveLength(2);

    await store.signOut(() => Promise.resolve());
    expect(cached()).toEqual([]);

    store.signIn(answer('bob'), 'bob@example.com');
    queryClient.setQueryData(['subscription'], { owner: 'bob' });
    expect(JSON.stringify(cached())).not.toContain('alice');
  });

  it('drops the mutations too: the password typed at login does not outlive the session', async () => {
    const { store, queryClient } = setup();
    store.signIn(answer('alice'), 'alice@example.com');
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: () => Promise.resolve() })
      .execute({ email: 'alice@example.com', password: 'Secret-pass1!' });
    expect(
      JSON.stringify(
        queryClient
          .getMutationCache()
          .getAll()
          .map((m) => m.state.variables),
      ),
    ).toContain('Secret');
    await store.signOut(() => Promise.resolve());
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
  });

  it('drops the cache when the session expires, and when another account signs in over it', () => {
    const { store, queryClient, cached } = setup();
    store.signIn(answer('alice'), 'alice@example.com');
    queryClient.setQueryData(['sessions'], [{ owner: 'alice' }]);
    store.expire();
    expect(cached()).toEqual([]);

    store.signIn(answer('alice'), 'alice@example.com');
    queryClient.setQueryData(['sessions'], [{ owner: 'alice' }]);
    store.signIn(answer('bob'), 'bob@example.com');
    expect(cached()).toEqual([]);
  });

  it('keeps the cache while the same person stays signed in', () => {
    const { store, queryClient, cached } = setup();
    store.signIn(answer('alice'), 'alice@example.com');
    queryClient.setQueryData(['plans'], []);
    store.acknowledgeExpired();
    expect(cached()).toHaveLength(1);
  });
});
