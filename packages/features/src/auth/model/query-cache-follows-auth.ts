import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthStore } from './auth-context';

/**
 * The query cache belongs to one person: whenever the signed-in person changes (login, signup, logout, expiry,
 * another account), every cached answer and every mutation (the password typed at login among them) is dropped,
 * so nothing of one account is shown to, or kept in memory for, the next. Mounted screens fetch again as the new
 * person. Call it once, inside both the `QueryClientProvider` and the `AuthProvider`.
 */
export function useQueryCacheFollowsAuth(): void {
  const queryClient = useQueryClient();
  const store = useAuthStore();
  useEffect(() => {
    let token = store.getState().user?.token ?? null;
    return store.subscribe(() => {
      const next = store.getState().user?.token ?? null;
      if (next === token) return;
      token = next;
      queryClient.clear();
    });
  }, [store, queryClient]);
}
