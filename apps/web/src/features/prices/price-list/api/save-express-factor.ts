import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShopPaymentSettings, ShopSettingsPatchBody } from '@laundry/shared/contracts/shop';
import { apiRequest } from '../../../../lib/api-client';
import { rememberShopSettings, shopSettingsKey } from '../../../../lib/shop-settings';
import { refreshPriceLists } from './price-list-keys';

/** Express's factor alone (PATCH /admin/shop {expressFactor}); the other settings stay as they are. */
export function saveExpressFactor(expressFactor: number): Promise<ShopPaymentSettings> {
  const body: ShopSettingsPatchBody = { expressFactor };
  return apiRequest<ShopPaymentSettings>('/admin/shop', { method: 'PATCH', body });
}

export function useSaveExpressFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveExpressFactor,
    // The shop's settings feed every screen that says what Express costs; the list states it too.
    onSuccess: (settings) => {
      rememberShopSettings(settings);
      client.setQueryData(shopSettingsKey, settings);
      refreshPriceLists(client);
    },
  });
}
