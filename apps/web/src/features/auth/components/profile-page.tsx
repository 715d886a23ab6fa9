/** Placeholder: replaced by the screen's own issue. */
export function ProfilePage() {
  return (
    <section className="container">
      <h1>My Profile</h1>
    </section>
  );
}
