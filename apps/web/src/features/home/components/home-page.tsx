/** Placeholder: replaced by the screen's own issue. */
export function HomePage() {
  return (
    <section className="container">
      <h1>Home</h1>
    </section>
  );
}
