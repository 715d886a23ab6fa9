// Scaffold (docs/decisions/0046): this view is being built.
export function PlansAdmin() {
  return null;
}
