import { Stroke, type IconComponent } from './icon';

/** Icons used only on lazily loaded pages and the footer (see icon.tsx). */
export const CloseIcon: IconComponent = (p) => (
  <Stroke {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Stroke>
);

export const MailIcon: IconComponent = (p) => (
  <Stroke {...p}>
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5l8.5 6.5 8.5-6.5" />
    </>
  </Stroke>
);

export const ClockIcon: IconComponent = (p) => (
  <Stroke {...p}>
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  </Stroke>
);

export const SearchIcon: IconComponent = (p) => (
  <Stroke {...p}>
    <>
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="M15 15l5 5" />
    </>
  </Stroke>
);

export const ChevronIcon: IconComponent = (p) => (
  <Stroke {...p}>
    <path d="M6 9l6 6 6-6" />
  </Stroke>
);

export const CheckIcon: IconComponent = (p) => (
  <Stroke {...p}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Stroke>
);

export const ArrowIcon: IconComponent = (p) => (
  <Stroke {...p}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Stroke>
);

export const InstagramIcon: IconComponent = (p) => (
  <Stroke {...p}>
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17 7h.01" />
    </>
  </Stroke>
);

export const YoutubeIcon: IconComponent = (p) => (
  <Stroke {...p}>
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10.5 9.5v5l4-2.5z" />
    </>
  </Stroke>
);

export const FacebookIcon: IconComponent = (p) => (
  <Stroke {...p}>
    <path d="M14.5 8H16.5V4.5H14A4 4 0 0 0 10 8.5V11H7.5v3.5H10V21h3.5v-6.5h2.6l.6-3.5h-3.2V9a1 1 0 0 1 1-1z" />
  </Stroke>
);

export const BoltIcon: IconComponent = (p) => (
  <Stroke {...p}>
    <path d="M13 3L5 13.5h6L10 21l8-10.5h-6z" />
  </Stroke>
);

export const CalendarIcon: IconComponent = (p) => (
  <Stroke {...p}>
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 9.5h17M8 3v4M16 3v4" />
    </>
  </Stroke>
);

export const BagIcon: IconComponent = (p) => (
  <Stroke {...p}>
    <>
      <path d="M5 8h14l-1 12.5H6z" />
      <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
    </>
  </Stroke>
);

export const SparkleIcon: IconComponent = (p) => (
  <Stroke {...p}>
    <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9zM18.5 15.5l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8z" />
  </Stroke>
);

export const GiftIcon: IconComponent = (p) => (
  <Stroke {...p}>
    <>
      <rect x="3.5" y="8.5" width="17" height="4" rx="1" />
      <path d="M5 12.5V20h14v-7.5M12 8.5V20M12 8.5c-1.5-3.5-5.5-3.5-5.5-1.2 0 1.2 2.4 1.2 5.5 1.2zM12 8.5c1.5-3.5 5.5-3.5 5.5-1.2 0 1.2-2.4 1.2-5.5 1.2z" />
    </>
  </Stroke>
);
