// The part of react-router the portal uses. Builds share this module as one singleton in place
// of react-router(-dom) and point every `react-router-dom` import of the apps here (see
// shared/build/webpack.mjs), so the first page carries these exports and what they need, not
// the data routers, server rendering and the rest. An export missing here fails the build.
export { BrowserRouter, Link, MemoryRouter, NavLink, Navigate, Route, Routes, matchRoutes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
