/** Placeholder: replaced by the screen's own issue. */
export function BookOrderPage() {
  return (
    <section className="container">
      <h1>Book an order</h1>
    </section>
  );
}
