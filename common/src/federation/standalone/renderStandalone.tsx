import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import type { RemoteRoutesModule } from '../remotes/contract';
import '../../styles/global.css';

/**
 * Mounts one remote on its own (`npm run dev -w mfe-…`): the routes it declares, without the
 * shell. Only used by a remote's standalone entry, never when federated.
 */
export function renderStandalone(module: RemoteRoutesModule): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root element missing from the standalone page');
  const { routes } = module.declaration;
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <nav aria-label="Standalone routes" style={{ padding: 8, background: '#eef1f4' }}>
          <strong>{module.areaLabel} (standalone)</strong>{' '}
          {routes.map((route) => (
            <Link
              key={route.path}
              to={route.path.replace(/:[a-z]+/g, 'example')}
              style={{ marginLeft: 12 }}
            >
              {route.path}
            </Link>
          ))}
        </nav>
        <Routes>
          {routes.map((route) => {
            const Page = module.pages[route.page];
            return Page ? <Route key={route.path} path={route.path} element={<Page />} /> : null;
          })}
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}
