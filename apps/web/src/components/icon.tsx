import type { ReactNode } from 'react';

/**
 * Line icons drawn on a 24-unit grid; they inherit the text colour and are hidden from
 * assistive technology (the control around them carries the name). The icons every page's
 * frame shows (bar, hero, call buttons) live here; the rest are in page-icons.tsx, so they
 * travel in the chunks of the pages that use them.
 */
export interface IconProps {
  className?: string;
}

export type IconComponent = (props: IconProps) => ReactNode;

export function Stroke({ className = 'icon', children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function Filled({ className = 'icon', children }: IconProps & { children: ReactNode }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const MenuIcon: IconComponent = (p) => (
  <Stroke {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Stroke>
);

export const PhoneIcon: IconComponent = (p) => (
  <Stroke {...p}>
    <path d="M5.5 3.5h3l1.8 4.6-2.3 1.5a11.5 11.5 0 0 0 6.4 6.4l1.5-2.3 4.6 1.8v3a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 3.5 5.7a2 2 0 0 1 2-2.2z" />
  </Stroke>
);

export const PinIcon: IconComponent = (p) => (
  <Stroke {...p}>
    <>
      <path d="M12 21.5s-7-6.2-7-11.8a7 7 0 0 1 14 0c0 5.6-7 11.8-7 11.8z" />
      <circle cx="12" cy="9.7" r="2.6" />
    </>
  </Stroke>
);

export const TruckIcon: IconComponent = (p) => (
  <Stroke {...p}>
    <>
      <path d="M3 6.5h11v9H3zM14 9.5h4l3 3.2v2.8h-7" />
      <circle cx="7" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </>
  </Stroke>
);

export const ShieldIcon: IconComponent = (p) => (
  <Stroke {...p}>
    <>
      <path d="M12 3l7.5 3v5.5c0 4.6-3.1 8.2-7.5 9.5-4.4-1.3-7.5-4.9-7.5-9.5V6z" />
      <path d="M8.8 12l2.2 2.2 4.2-4.4" />
    </>
  </Stroke>
);

export const WalletIcon: IconComponent = (p) => (
  <Stroke {...p}>
    <>
      <rect x="3" y="6" width="18" height="13" rx="2.5" />
      <path d="M16 12.5h2M3 9.5h15V6" />
    </>
  </Stroke>
);

export const PauseIcon: IconComponent = (p) => (
  <Stroke {...p}>
    <path d="M9 6v12M15 6v12" />
  </Stroke>
);

export const PlayIcon: IconComponent = (p) => (
  <Stroke {...p}>
    <path d="M8 5.5v13l10.5-6.5z" />
  </Stroke>
);

/** WhatsApp's bubble-and-handset mark. */
export const WhatsappIcon: IconComponent = (p) => (
  <Filled {...p}>
    <>
      <path
        fill="currentColor"
        d="M12 2.8a9.2 9.2 0 0 0-7.9 13.9L2.8 21.2l4.6-1.2A9.2 9.2 0 1 0 12 2.8zm0 16.6a7.4 7.4 0 0 1-3.8-1l-.3-.2-2.7.7.7-2.6-.2-.3A7.4 7.4 0 1 1 12 19.4z"
      />
      <path
        fill="currentColor"
        d="M16.2 13.9c-.2-.1-1.4-.7-1.6-.8-.2-.1-.4-.1-.5.1l-.7.9c-.1.2-.3.2-.5.1a6 6 0 0 1-3-2.6c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.7-1.7c-.2-.4-.4-.4-.5-.4h-.5a.9.9 0 0 0-.6.3 2.7 2.7 0 0 0-.8 2c0 1.2.9 2.3 1 2.5.1.2 1.7 2.6 4.2 3.7 1.6.7 2.2.7 3 .6.5-.1 1.4-.6 1.6-1.1.2-.6.2-1 .1-1.1l-.4-.2z"
      />
    </>
  </Filled>
);
