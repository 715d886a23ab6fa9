import { ShopPaymentSettingsForm } from '../shop-settings/components/shop-payment-settings-form';
import { PlansAdmin } from '../plans/components/plans-admin';

/** The Settings tab: the shop's payment and tax details, and its subscription plans (docs/decisions/0046). */
export function SettingsTab() {
  return (
    <div className="settings-tab">
      <ShopPaymentSettingsForm />
      <PlansAdmin />
    </div>
  );
}
