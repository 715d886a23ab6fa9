import { useT } from '../i18n/use-t';
import { useBusinessProfile } from '../lib/use-business-profile';
import { PinIcon } from './icon';
import footerEn from './footer/locales/en.json';
import en from './locales/en.json';
import { shopText } from './shop-text';
import './map-link.css';

/**
 * The shop's location as a local illustration that opens the maps service: the site works
 * offline and loads nothing from other origins, so no embedded map frame.
 */
export function MapLink({ variant = 'light' }: { variant?: 'light' | 'dark' }) {
  const t = useT('components', en);
  // The footer's own words load with the footer, not with the first screen.
  const f = useT('footer', footerEn);
  const business = useBusinessProfile();
  return (
    <a className={`map-link map-link--${variant}`} href={business.mapUrl} target="_blank" rel="noopener noreferrer">
      <img
        src="/images/map-kakinada.svg"
        alt={f('map.alt', { locality: shopText(t).locality, shop: business.name })}
        width="480"
        height="270"
        loading="lazy"
        decoding="async"
      />
      <span className="map-link__label">
        <PinIcon />
        {f('map.open')}
        <span className="visually-hidden">{f('map.newTab')}</span>
      </span>
    </a>
  );
}
