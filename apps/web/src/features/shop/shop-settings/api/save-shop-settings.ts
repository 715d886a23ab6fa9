import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopPaymentSettings, ShopSettingsPatchBody } from '@laundry/shared/contracts/shop';
import { apiRequest } from '../../../../lib/api-client';
import { rememberShopSettings, shopSettingsKey } from '../../../../lib/shop-settings';

/** The shop's UPI ID, payee name, GSTIN and bulk discount (PATCH /admin/shop). */
export function saveShopSettings(body: ShopSettingsPatchBody): Promise<ShopPaymentSettings> {
  return apiRequest<ShopPaymentSettings>('/admin/shop', { method: 'PATCH', body });
}

export function useSaveShopSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveShopSettings,
    // Every screen reading the settings (invoice, pay links, the editor's GST) sees the change at once.
    onSuccess: (settings) => {
      rememberShopSettings(settings);
      client.setQueryData(shopSettingsKey, settings);
    },
  });
}
