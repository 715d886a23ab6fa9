/** Placeholder: replaced by the screen's own issue. */
export function AboutPage() {
  return (
    <section className="container">
      <h1>About Us</h1>
    </section>
  );
}
