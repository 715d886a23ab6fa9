/** Placeholder: replaced by the screen's own issue. */
export function Footer() {
  return (
    <section className="container">
      <h1>Contact Us</h1>
    </section>
  );
}
