// The router API of the platform: the shell and every remote import it from here, never from react-router, so that
// there is exactly one router (and one router context) at run time, tree-shaken to what is listed (decision 003).
// Declarative routing only (BrowserRouter + useRoutes): the data router costs 16 KB gzip more on every first load.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  matchRoutes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
