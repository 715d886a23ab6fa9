import { Stroke, type IconComponent } from '../../../../components/icon';

/** The Today board's sign: a day on the calendar. */
export const TodayIcon: IconComponent = (p) => (
  <Stroke {...p}>
    <>
      <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  </Stroke>
);

/** The scan page's sign: a viewfinder across a code. */
export const ScanIcon: IconComponent = (p) => (
  <Stroke {...p}>
    <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3M4 12h16" />
  </Stroke>
);

/** The Claims view's sign: a clipboard with a mark of concern (docs/decisions/0057). */
export const ClaimsIcon: IconComponent = (p) => (
  <Stroke {...p}>
    <>
      <rect x="5" y="4.5" width="14" height="16.5" rx="2" />
      <path d="M9 4.5V3h6v1.5M12 9v5M12 17.5v.01" />
    </>
  </Stroke>
);
