import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { Layout } from './layout';
import { AdminRoute, RequireAuth } from './guards';
import { HomePage } from '../features/home/components/home-page';
import { useT } from '../i18n/use-t';
import en from './locales/en.json';

// Everything but Home loads on demand, so the first visit downloads only what it shows.
const AboutPage = lazy(() => import('../features/static-pages/components/about-page').then((m) => ({ default: m.AboutPage })));
const ContactPage = lazy(() => import('../features/static-pages/components/contact-page').then((m) => ({ default: m.ContactPage })));
const PricesPage = lazy(() => import('../features/prices/components/prices-page').then((m) => ({ default: m.PricesPage })));
const LoginPage = lazy(() => import('../features/auth/components/login-page').then((m) => ({ default: m.LoginPage })));
const SignupPage = lazy(() => import('../features/auth/components/signup-page').then((m) => ({ default: m.SignupPage })));
const ForgotPasswordPage = lazy(() => import('../features/auth/components/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })));
const ProfilePage = lazy(() => import('../features/auth/components/profile-page').then((m) => ({ default: m.ProfilePage })));
const BookOrderPage = lazy(() => import('../features/orders/components/book-order-page').then((m) => ({ default: m.BookOrderPage })));
const MyOrdersPage = lazy(() => import('../features/orders/components/my-orders-page').then((m) => ({ default: m.MyOrdersPage })));
const TermsPage = lazy(() => import('../features/legal/components/terms-page').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('../features/legal/components/privacy-page').then((m) => ({ default: m.PrivacyPage })));
const HelpPage = lazy(() => import('../features/legal/components/help-page').then((m) => ({ default: m.HelpPage })));
const AdminPage = lazy(() => import('../features/admin/components/admin-page').then((m) => ({ default: m.AdminPage })));

type LoadingKey = Extract<keyof typeof en, `loading.${string}`>;

/** What a page says while its code arrives, in the language shown. */
function PageLoading({ text }: { text: LoadingKey }) {
  const t = useT('app', en);
  return (
    <p className="page-loading" role="status">
      {t(text)}
    </p>
  );
}

function page(node: ReactNode, loading: LoadingKey = 'loading.page') {
  return <Suspense fallback={<PageLoading text={loading} />}>{node}</Suspense>;
}

// Signed-in pages say what they are loading.
const profilePage = page(<ProfilePage />, 'loading.profile');
const bookOrderPage = page(<BookOrderPage />, 'loading.orders');
const myOrdersPage = page(<MyOrdersPage />, 'loading.myOrders');
const adminPage = page(<AdminPage />, 'loading.orders');

/** The app's routes; app.tsx makes the browser's router of them, the build's pre-render a static one. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/about', element: page(<AboutPage />) },
      { path: '/contact', element: page(<ContactPage />) },
      { path: '/prices', element: page(<PricesPage />) },
      { path: '/login', element: page(<LoginPage />) },
      { path: '/signup', element: page(<SignupPage />) },
      { path: '/forgot-password', element: page(<ForgotPasswordPage />) },
      { path: '/terms', element: page(<TermsPage />) },
      { path: '/privacy', element: page(<PrivacyPage />) },
      { path: '/help', element: page(<HelpPage />) },
      { path: '/profile', element: <RequireAuth>{profilePage}</RequireAuth> },
      { path: '/orders', element: <RequireAuth>{bookOrderPage}</RequireAuth> },
      { path: '/my-orders', element: <RequireAuth>{myOrdersPage}</RequireAuth> },
      { path: '/admin', element: <AdminRoute>{adminPage}</AdminRoute> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
