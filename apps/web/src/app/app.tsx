import { BrowserRouter, useRoutes } from 'react-router';
import { routes } from './router';

/**
 * The app's pages by address. Declarative routing (BrowserRouter, and StaticRouter in the build's
 * pre-render): the app loads no data through the router, and the data router's code was a sixth
 * of the first load's JavaScript (docs/decisions/0061).
 */
export function AppRoutes() {
  return useRoutes(routes);
}

// The query cache comes with the parts that use it (lib/query-client.tsx), not with the first load.
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
