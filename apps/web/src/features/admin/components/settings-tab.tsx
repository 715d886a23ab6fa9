import { MessageSetupCard } from '../../messages/components/message-setup-card';
import { AuditLog } from '../../audit/components/audit-log';
import { GoLiveChecklist } from '../../shop/go-live/components/go-live-checklist';
import { BusinessProfileForm } from '../../shop/shop-settings/components/business-profile-form';
import { ClosedDatesEditor } from '../../shop/shop-settings/components/closed-dates-editor';
import { PickupRulesForm } from '../../shop/shop-settings/components/pickup-rules-form';
import { ServiceAreaEditor } from '../../shop/shop-settings/components/service-area-editor';
import { ShopPaymentSettingsForm } from '../../shop/shop-settings/components/shop-payment-settings-form';
import { PacksAdmin } from '../../payments/packs/components/packs-admin';
import { PlansAdmin } from '../../subscriptions/plans/components/plans-admin';
import { PriceListAdmin } from '../../prices/price-list/components/price-list-admin';
import { StaffAdmin } from '../../staff/components/staff-admin';

/**
 * The Settings tab: the shop's business profile, payment and tax details (docs/decisions/0046),
 * its price list (0066), pickup windows, closed dates and service area (0048), its subscription
 * plans, its prepaid packs (0087), its staff, and the messages setup (0081).
 */
export function SettingsTab() {
  return (
    <div className="settings-tab">
      <GoLiveChecklist />
      <BusinessProfileForm />
      <ShopPaymentSettingsForm />
      <PriceListAdmin />
      <PickupRulesForm />
      <ClosedDatesEditor />
      <ServiceAreaEditor />
      <PlansAdmin />
      <PacksAdmin />
      <StaffAdmin />
      <MessageSetupCard />
      <AuditLog />
    </div>
  );
}
