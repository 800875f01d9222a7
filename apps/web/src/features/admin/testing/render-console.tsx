import { Outlet, type RouteObject } from 'react-router';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { renderRoutes } from '../../../test/render.tsx';

/** Renders console screens as children of one layout with the toasts they raise, starting at `path`. */
export function renderConsoleRoutes(children: RouteObject[], path: string) {
  return renderRoutes(
    [
      {
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children,
      },
    ],
    { path },
  );
}
