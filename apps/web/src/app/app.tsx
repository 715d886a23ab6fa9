import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './router';

const router = createBrowserRouter(routes);

// The query cache comes with the parts that use it (lib/query-client.tsx), not with the first load.
export function App() {
  return <RouterProvider router={router} />;
}
