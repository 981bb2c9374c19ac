import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './AppRoutes';
import { queryClient } from './query-client';

/**
 * The entry stays light (no antd): the sign-in page is plain HTML and CSS, and everything
 * built with antd loads as a lazy chunk with its providers (AntdArea).
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
