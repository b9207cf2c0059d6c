// What the site's apps use of React Router, shared under the name 'react-router-dom' (one
// router for the shell and every remote). The package's index exports everything (server
// runtime, cookies, sessions…) and a shared module cannot be tree-shaken, so every app would
// ship all of it to every visitor; this list lets webpack keep only what the pages use.
// A build that imports a name missing here fails (exportsPresence), so add it here.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  matchRoutes,
  useHref,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
