import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@/app/query-client';

/** The app's query client with retries off, so error states show at once (as in component tests). */
export function createStoryQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    mutations: { ...queryClient.getDefaultOptions().mutations, retry: false },
  });
  return queryClient;
}
