/** Placeholder: replaced by the screen's own issue. */
export function FloatingContact() {
  return (
    <section className="container">
      <h1>Call</h1>
    </section>
  );
}
