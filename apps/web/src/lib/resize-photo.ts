/**
 * A phone camera's photo made small enough to send over a weak network: at most 1600 px on its
 * long side and about 300 KB as JPEG (docs/decisions/0048; the server refuses over 600 KB).
 * The rider's intake photos and the shop's stain photos (docs/decisions/0057) both go through it.
 */
export const MAX_SIDE = 1600;
export const TARGET_BYTES = 300 * 1024;
const QUALITIES = [0.82, 0.72, 0.62, 0.52, 0.42];

/** The size to draw at: the long side brought down to `max`, never enlarged. */
export function fitWithin(width: number, height: number, max = MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The photo could not be encoded.'))), 'image/jpeg', quality);
  });
}

/**
 * Draws the photo (turned upright as the camera meant it) onto a canvas of the fitted size and
 * lowers the JPEG quality until it is near the target; a photo too busy for that still goes, at
 * the lowest quality, and then shrinks once more by a third.
 */
export async function resizePhoto(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    let size = fitWithin(bitmap.width, bitmap.height);
    for (let round = 0; round < 2; round++) {
      const canvas = document.createElement('canvas');
      canvas.width = size.width;
      canvas.height = size.height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('The photo could not be drawn.');
      // JPEG has no transparency: a PNG screenshot's clear parts become white, not black.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, size.width, size.height);
      context.drawImage(bitmap, 0, 0, size.width, size.height);
      let blob: Blob | null = null;
      for (const quality of QUALITIES) {
        blob = await toJpeg(canvas, quality);
        if (blob.size <= TARGET_BYTES) return blob;
      }
      if (blob && blob.size <= TARGET_BYTES * 1.8) return blob;
      size = fitWithin(size.width, size.height, Math.round(Math.max(size.width, size.height) * 0.66));
    }
    throw new Error('The photo is too large.');
  } finally {
    bitmap.close();
  }
}
