import { Activity, Suspense, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { allKnownPaths, firstChildPath, flattenRoutes, type MenuRoute } from '../menu-routes';
import { PageErrorBoundary } from '../PageErrorBoundary';
import { PageSpinner } from '../PageSpinner';
import { routeTable } from '../route-table';
import { ScreenTitle, useFocusOnNewScreen } from './ScreenTitle';
import { useShellState } from './shell-state';
import { pathOnly } from './tags';

const KNOWN_PATHS = new Set(allKnownPaths(routeTable));

/**
 * Shows the page for the current path. `/` goes to the first page (home); a group path
 * goes to its first child; a path the user may not open goes to 401, an unknown one to
 * 404. Kept-alive pages stay mounted while their tag is open (React <Activity> hides
 * them), so their form input, filters, scroll and page survive switching tags. Above the
 * page, the screen's one h1 (issue 22), rendered here once for every page.
 */
export function PageHost({ routes }: { routes: MenuRoute[] }) {
  const location = useLocation();
  const shell = useShellState();
  const pages = useMemo(() => flattenRoutes(routes).map(({ route }) => route), [routes]);
  const current = pages.find((route) => route.fullPath === location.pathname);
  const [alive, setAlive] = useState<string[]>([]);
  const title = useFocusOnNewScreen(current?.fullPath);

  useEffect(() => {
    if (!current) return;
    shell.visit({ path: location.pathname + location.search, name: current.name });
    if (current.keepAlive)
      setAlive((paths) =>
        paths.includes(current.fullPath) ? paths : [...paths, current.fullPath],
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, location.pathname, location.search]);

  // A closed tag releases its kept-alive page.
  useEffect(() => {
    const open = new Set(shell.tags.map((tag) => pathOnly(tag.path)));
    setAlive((paths) => paths.filter((path) => open.has(path) || path === location.pathname));
  }, [shell.tags, location.pathname]);

  if (!current) {
    if (location.pathname === '/') {
      const first = routes.find((route) => route.name === 'home') ?? routes[0];
      const target = first && (first.page ? first.fullPath : firstChildPath(first));
      return <Navigate to={target ?? '/404'} replace />;
    }
    const group = findGroup(routes, location.pathname);
    if (group) {
      const target = firstChildPath(group);
      if (target) return <Navigate to={target} replace />;
    }
    return <Navigate to={KNOWN_PATHS.has(location.pathname) ? '/401' : '/404'} replace />;
  }

  const render = (route: MenuRoute) => {
    const Page = route.page!;
    return (
      <PageErrorBoundary key={shell.refreshKeys[route.fullPath] ?? 0}>
        <Suspense fallback={<PageSpinner />}>
          <Page />
        </Suspense>
      </PageErrorBoundary>
    );
  };

  // A kept-alive page is mounted from its first render, before the effect records it.
  const mounted =
    current.keepAlive && !alive.includes(current.fullPath) ? [...alive, current.fullPath] : alive;
  return (
    <>
      <ScreenTitle route={current} ref={title} />
      {mounted.map((path) => {
        const route = pages.find((page) => page.fullPath === path);
        if (!route) return null;
        return (
          <Activity key={path} mode={path === current.fullPath ? 'visible' : 'hidden'}>
            {render(route)}
          </Activity>
        );
      })}
      {!current.keepAlive && <div key={current.fullPath}>{render(current)}</div>}
    </>
  );
}

function findGroup(routes: MenuRoute[], path: string): MenuRoute | undefined {
  for (const route of routes) {
    if (route.fullPath === path && !route.page) return route;
    const inner = findGroup(route.children, path);
    if (inner) return inner;
  }
  return undefined;
}
