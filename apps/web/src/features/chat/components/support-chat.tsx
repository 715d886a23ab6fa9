/** Placeholder: replaced by the screen's own issue. */
export function SupportChat() {
  return (
    <section className="container">
      <h1>Support</h1>
    </section>
  );
}
