/** Placeholder: replaced by the screen's own issue. */
export function MyOrdersPage() {
  return (
    <section className="container">
      <h1>My Orders</h1>
    </section>
  );
}
