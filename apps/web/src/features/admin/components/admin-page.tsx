/** Placeholder: replaced by the screen's own issue. */
export function AdminPage() {
  return (
    <section className="container">
      <h1>Admin dashboard</h1>
    </section>
  );
}
