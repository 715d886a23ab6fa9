import { useMemo } from 'react';
import { qrPath } from './qr-path';

export function UpiQr({ url, label }: { url: string; label: string }) {
  const { size, d } = useMemo(() => qrPath(url), [url]);
  return (
    <svg className="invoice__qr" viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#ffffff" />
      <path d={d} fill="#111827" />
    </svg>
  );
}
