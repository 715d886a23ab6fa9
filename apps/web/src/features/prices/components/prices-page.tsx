/** Placeholder: replaced by the screen's own issue. */
export function PricesPage() {
  return (
    <section className="container">
      <h1>Prices</h1>
    </section>
  );
}
