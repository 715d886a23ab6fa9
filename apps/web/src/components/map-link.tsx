import { BUSINESS, mapsSearchUrl } from '../config/business-profile';
import { PinIcon } from './icon';
import './map-link.css';

/**
 * The shop's location as a local illustration that opens the maps service: the site works
 * offline and loads nothing from other origins, so no embedded map frame.
 */
export function MapLink({ variant = 'light' }: { variant?: 'light' | 'dark' }) {
  return (
    <a className={`map-link map-link--${variant}`} href={mapsSearchUrl()} target="_blank" rel="noopener noreferrer">
      <img
        src="/images/map-kakinada.svg"
        alt={`Map of ${BUSINESS.locality} with the ${BUSINESS.name} shop marked on Main Road`}
        width="480"
        height="270"
        loading="lazy"
        decoding="async"
      />
      <span className="map-link__label">
        <PinIcon />
        Open in Google Maps
        <span className="visually-hidden"> (opens in a new tab)</span>
      </span>
    </a>
  );
}
