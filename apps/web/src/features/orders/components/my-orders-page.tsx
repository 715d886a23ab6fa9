import { Link } from 'react-router';
import { useMyOrders } from '../api/my-orders';
import { useCustomerLive } from '../lib/use-customer-live';
import { LiveIndicator } from './live-indicator';
import { CustomerOrderCard } from './customer-order-card';
import './my-orders.css';

export function MyOrdersPage() {
  const orders = useMyOrders();
  const live = useCustomerLive();

  if (orders.isPending) {
    return (
      <p className="page-loading" role="status">
        Loading your orders…
      </p>
    );
  }

  return (
    <section className="container my-orders">
      <header className="my-orders__head">
        <div className="my-orders__title">
          <h1>My Orders</h1>
          <LiveIndicator state={live} />
        </div>
        {orders.isSuccess && orders.data.length > 0 && (
          <Link to="/orders" className="btn">
            Book Order
          </Link>
        )}
      </header>

      {orders.isError ? (
        <div className="form-error my-orders__error" role="alert">
          <p>Your orders could not be loaded. Check your connection and try again.</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void orders.refetch()}>
            Try again
          </button>
        </div>
      ) : orders.data.length === 0 ? (
        <div className="my-orders__empty card">
          <h2>No orders yet</h2>
          <p>Book a pickup and follow it here, live, from collection to delivery.</p>
          <Link to="/orders" className="btn btn-lg">
            Book Order
          </Link>
        </div>
      ) : (
        <ul className="my-orders__list" aria-label="Your orders, newest first">
          {orders.data.map((order) => (
            <li key={order._id}>
              <CustomerOrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
