import { create } from 'qrcode';

export interface QrPath {
  /** modules per side, without the quiet zone */
  size: number;
  /** an SVG path of one 1x1 square per dark module, offset by the quiet zone */
  d: string;
}

/**
 * Draws the QR code as one SVG path, synchronously: the invoice is then complete on its first
 * render, so an image taken right away never misses the code (a canvas or data URL would be async).
 */
export function qrPath(text: string, quietZone = 2): QrPath {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) parts.push(`M${col + quietZone} ${row + quietZone}h1v1h-1z`);
    }
  }
  return { size: modules.size + quietZone * 2, d: parts.join('') };
}
