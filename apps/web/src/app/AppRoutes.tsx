import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { readToken } from '../auth/token';
import { PageSpinner } from './PageSpinner';

const LoginPage = lazy(() => import('../features/login/LoginPage'));
const NotFoundPage = lazy(() => import('../features/errors/NotFoundPage'));
const ForbiddenPage = lazy(() => import('../features/errors/ForbiddenPage'));
const DocumentationPage = lazy(() => import('../features/documentation/DocumentationPage'));
const SignedInApp = lazy(() => import('./SignedInApp'));

/** spec §2: a signed-in user on /login goes to /; a signed-out user elsewhere goes to /login. */
function RequireSignedOut({ children }: { children: React.ReactNode }) {
  return readToken() ? <Navigate to="/" replace /> : <>{children}</>;
}

function RequireSignedIn({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  if (readToken()) return <>{children}</>;
  const from = location.pathname + location.search;
  return <Navigate to="/login" replace state={from === '/' ? undefined : { from }} />;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route
          path="/login"
          element={
            <RequireSignedOut>
              <LoginPage />
            </RequireSignedOut>
          }
        />
        <Route path="/404" element={<NotFoundPage />} />
        <Route path="/401" element={<ForbiddenPage />} />
        <Route path="/documentation" element={<DocumentationPage />} />
        <Route
          path="/*"
          element={
            <RequireSignedIn>
              <SignedInApp />
            </RequireSignedIn>
          }
        />
      </Routes>
    </Suspense>
  );
}
