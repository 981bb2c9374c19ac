import { QueryClient } from '@tanstack/react-query';

/** The one query cache; sign-in and sign-out clear it. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
