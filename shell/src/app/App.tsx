import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

export function App() {
  // Created on mount, not at module load, so this module can be imported outside a browser.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
