/** The shop's mark: a front-loading washer drawn in the brand colours. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill="#0f4c81" />
      <rect x="13" y="10" width="38" height="7" rx="3" fill="#fff" />
      <circle cx="45" cy="13.5" r="1.8" fill="#f59e0b" />
      <circle cx="32" cy="37" r="15" fill="none" stroke="#fff" strokeWidth="4.5" />
      <path d="M21.5 39c3.5-3 7-3 10.5 0s7 3 10.5 0v4a10.5 10.5 0 0 1-21 0z" fill="#7dd3fc" />
    </svg>
  );
}
