/** Placeholder: replaced by the screen's own issue. */
export function ForgotPasswordPage() {
  return (
    <section className="container">
      <h1>Forgot password</h1>
    </section>
  );
}
