import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { Layout } from './layout';
import { AdminRoute, RequireAuth, RiderRoute } from './guards';
import { HomePage } from '../features/home/components/home-page';
import { useT } from '../i18n/use-t';
import { lazyPart } from '../lib/lazy-part';
import en from './locales/en.json';

/** A page module's named component, loaded on demand with the query cache (one helper: Home's first load carries every route). */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazyPart(load, name);
}

// Everything but Home loads on demand, so the first visit downloads only what it shows.
const AboutPage = lazyPage(() => import('../features/static-pages/components/about-page'), 'AboutPage');
const ContactPage = lazyPage(() => import('../features/static-pages/components/contact-page'), 'ContactPage');
const PricesPage = lazyPage(() => import('../features/prices/components/prices-page'), 'PricesPage');
const LoginPage = lazyPage(() => import('../features/auth/components/login-page'), 'LoginPage');
const SignupPage = lazyPage(() => import('../features/auth/components/signup-page'), 'SignupPage');
const ForgotPasswordPage = lazyPage(() => import('../features/auth/components/forgot-password-page'), 'ForgotPasswordPage');
const ProfilePage = lazyPage(() => import('../features/auth/components/profile-page'), 'ProfilePage');
const BookOrderPage = lazyPage(() => import('../features/orders/components/book-order-page'), 'BookOrderPage');
// Bookings staff take for a customer (docs/decisions/0072).
const ShopBookingPage = lazyPage(() => import('../features/orders/staff-booking/components/staff-booking-page'), 'ShopBookingPage');
const DoorstepBookingPage = lazyPage(() => import('../features/orders/staff-booking/components/staff-booking-page'), 'DoorstepBookingPage');
const MyOrdersPage = lazyPage(() => import('../features/orders/components/my-orders-page'), 'MyOrdersPage');
const TermsPage = lazyPage(() => import('../features/legal/components/terms-page'), 'TermsPage');
const PrivacyPage = lazyPage(() => import('../features/legal/components/privacy-page'), 'PrivacyPage');
const HelpPage = lazyPage(() => import('../features/legal/components/help-page'), 'HelpPage');
const SubscriptionsPage = lazyPage(() => import('../features/subscriptions/components/subscriptions-page'), 'SubscriptionsPage');
// The customer's wallet and prepaid packs (docs/decisions/0087).
const WalletPage = lazyPage(() => import('../features/payments/wallet/components/wallet-page'), 'WalletPage');
const ReferPage = lazyPage(() => import('../features/referrals/components/refer-page'), 'ReferPage');
const AdminPage = lazyPage(() => import('../features/admin/components/admin-page'), 'AdminPage');
const RiderPage = lazyPage(() => import('../features/rider/components/rider-page'), 'RiderPage');
// The shop floor's own pages (docs/decisions/0056): the QR code and its decoder load with them only.
const LabelsPage = lazyPage(() => import('../features/pieces/shop-floor/components/labels-page'), 'LabelsPage');
const ScanPage = lazyPage(() => import('../features/pieces/shop-floor/components/scan-page'), 'ScanPage');

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
const subscriptionsPage = page(<SubscriptionsPage />);
const adminPage = page(<AdminPage />, 'loading.orders');
const referPage = page(<ReferPage />);
const walletPage = page(<WalletPage />);
const riderPage = page(<RiderPage />);
const labelsPage = page(<LabelsPage />);
const scanPage = page(<ScanPage />);
const shopBookingPage = page(<ShopBookingPage />);
const doorBookingPage = page(<DoorstepBookingPage />);

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
      { path: '/refer', element: <RequireAuth>{referPage}</RequireAuth> },
      { path: '/wallet', element: <RequireAuth>{walletPage}</RequireAuth> },
      { path: '/subscriptions', element: <RequireAuth>{subscriptionsPage}</RequireAuth> },
      { path: '/admin', element: <AdminRoute>{adminPage}</AdminRoute> },
      { path: '/admin/labels/:orderId', element: <AdminRoute>{labelsPage}</AdminRoute> },
      { path: '/admin/scan', element: <AdminRoute>{scanPage}</AdminRoute> },
      { path: '/admin/book', element: <AdminRoute>{shopBookingPage}</AdminRoute> },
      { path: '/rider', element: <RiderRoute>{riderPage}</RiderRoute> },
      { path: '/rider/book', element: <RiderRoute>{doorBookingPage}</RiderRoute> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
