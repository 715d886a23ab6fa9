import { useLayoutEffect, useRef, useState } from 'react';
import { InvoicePreview, type InvoicePreviewProps } from './invoice-preview';

/** The invoice's full width in CSS pixels (A4 at 96 dpi). */
export const INVOICE_PAGE_WIDTH = 794;

/**
 * The invoice drawn at its full page width and shrunk to fit a narrower box (a phone, a side
 * column), like a document viewer, instead of reflowing into a cramped layout. For an image,
 * capture an unscaled InvoicePreview rather than this one.
 */
export function InvoiceFit(props: Omit<InvoicePreviewProps, 'className'>) {
  const outer = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);

  useLayoutEffect(() => {
    const el = outer.current;
    if (!el) return;
    const update = () => setScale(Math.min(1, el.clientWidth / INVOICE_PAGE_WIDTH));
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={outer} className="invoice-fit">
      <div className="invoice-fit__page" style={{ width: INVOICE_PAGE_WIDTH, zoom: scale }}>
        <InvoicePreview {...props} />
      </div>
    </div>
  );
}
