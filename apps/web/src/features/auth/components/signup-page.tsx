/** Placeholder: replaced by the screen's own issue. */
export function SignupPage() {
  return (
    <section className="container">
      <h1>Create Account</h1>
    </section>
  );
}
