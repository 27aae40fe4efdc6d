import { useQueryCacheFollowsAuth } from '@holostream/features/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../services/query-client';

function PersonsCache() {
  useQueryCacheFollowsAuth();
  return <Outlet />;
}

/** The parent of every page that calls the API: the query cache, which belongs to the person signed in. */
export default function WithApi() {
  return (
    <QueryClientProvider client={queryClient}>
      <PersonsCache />
    </QueryClientProvider>
  );
}
