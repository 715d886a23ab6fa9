/** Placeholder: replaced by the screen's own issue. */
export function LoginPage() {
  return (
    <section className="container">
      <h1>Welcome Back</h1>
    </section>
  );
}
