/** Placeholder: replaced by the screen's own issue. */
export function Navbar() {
  return (
    <section className="container">
      <h1>Sri Lakshmi Laundry</h1>
    </section>
  );
}
