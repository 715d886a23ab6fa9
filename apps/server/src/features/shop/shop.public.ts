// What other server features may import from shop/: the table of who may is SERVER_FEATURE_DEPS in eslint.config.js.
export type { ServiceAreaRepository } from './service-area.repository';
export { ShopSettingsRepository } from './shop-settings.repository';
export { SHOP_SETTINGS_DEFAULTS, ShopSettingsService, pickupRulesOf } from './shop-settings.service';
