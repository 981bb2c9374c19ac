import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { readToken } from '../auth/token';

const LoginPage = lazy(() => import('../features/login/LoginPage'));
const AntdArea = lazy(() => import('./AntdArea'));

/** spec §2: a signed-in user opening /login goes to /. */
function RequireSignedOut({ children }: { children: ReactNode }) {
  return readToken() ? <Navigate to="/" replace /> : <>{children}</>;
}

export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route
          path="/login"
          element={
            <RequireSignedOut>
              <LoginPage />
            </RequireSignedOut>
          }
        />
        <Route path="/*" element={<AntdArea />} />
      </Routes>
    </Suspense>
  );
}
