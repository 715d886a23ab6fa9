import { describe, expect, it } from 'vitest';
import { create } from 'qrcode';
import { qrPath } from './qr-path';

describe('qrPath', () => {
  it('draws one square per dark module, inside a quiet zone', () => {
    const text = 'upi://pay?pa=shop@upi&pn=Shop&am=10.00&cu=INR&tn=SL-1';
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    let dark = 0;
    for (let r = 0; r < modules.size; r++) for (let c = 0; c < modules.size; c++) if (modules.get(r, c)) dark++;
    const { size, d } = qrPath(text, 2);
    expect(size).toBe(modules.size + 4);
    expect(d.match(/M/g)).toHaveLength(dark);
    // The top-left finder pattern starts right after the quiet zone.
    expect(d.startsWith('M2 2h1v1h-1z')).toBe(true);
  });
});
