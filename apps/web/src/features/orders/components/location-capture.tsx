import { useState } from 'react';
import { mapsDirectionsUrl } from '../../../config/business-profile';
import { useT } from '../../../i18n/use-t';
import en from '../locales/en.json';

type Problem = 'location.unsupported' | 'location.denied' | 'location.timeout' | 'location.unavailable';
type Status = { kind: 'idle' } | { kind: 'locating' } | { kind: 'error'; problem: Problem };

function geolocationProblem(error: GeolocationPositionError): Problem {
  if (error.code === error.PERMISSION_DENIED) return 'location.denied';
  if (error.code === error.TIMEOUT) return 'location.timeout';
  return 'location.unavailable';
}

export interface LocationCaptureProps {
  lat: number | null;
  lng: number | null;
  onChange: (coords: { lat: number; lng: number } | null) => void;
}

/**
 * Adds the phone's GPS position to the booking so the rider finds the door; it never touches the
 * typed address, which stays the customer's to edit.
 */
export function LocationCapture({ lat, lng, onChange }: LocationCaptureProps) {
  const t = useT('orders', en);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const captured = lat !== null && lng !== null;

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setStatus({ kind: 'error', problem: 'location.unsupported' });
      return;
    }
    setStatus({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const round = (n: number) => Math.round(n * 1e6) / 1e6;
        onChange({ lat: round(position.coords.latitude), lng: round(position.coords.longitude) });
        setStatus({ kind: 'idle' });
      },
      (error) => setStatus({ kind: 'error', problem: geolocationProblem(error) }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const added = captured
    ? t.rich('location.added', {
        coords: (
          <span key="coords" data-testid="captured-coordinates">
            {lat.toFixed(5)}, {lng.toFixed(5)}
          </span>
        ),
        map: (chunks) => (
          <a key="map" href={mapsDirectionsUrl(lat, lng)} target="_blank" rel="noreferrer">
            {chunks}
          </a>
        ),
      })
    : null;

  return (
    <div className="location-capture">
      <div className="location-capture__actions">
        <button type="button" className="btn btn-secondary btn-sm" onClick={locate} disabled={status.kind === 'locating'}>
          <svg className="location-capture__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M12 21.5s-7-6.2-7-11.8a7 7 0 0 1 14 0c0 5.6-7 11.8-7 11.8z" />
            <circle cx="12" cy="9.7" r="2.6" />
          </svg>
          {captured ? t('location.update') : t('location.use')}
        </button>
        {captured && (
          <button type="button" className="btn-link" onClick={() => onChange(null)}>
            {t('location.remove')}
          </button>
        )}
      </div>
      <div role="status" aria-live="polite" className="location-capture__status">
        {status.kind === 'locating' && <p className="field-hint">{t('location.finding')}</p>}
        {status.kind === 'idle' && captured && <p className="location-capture__ok">{added}</p>}
      </div>
      {status.kind === 'error' && (
        <p className="field-error" role="alert">
          {t(status.problem)}
        </p>
      )}
    </div>
  );
}
