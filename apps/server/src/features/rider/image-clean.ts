import sharp from 'sharp';
import { imageTypeOf, type ImageType } from './image-type';

/** The most pixels a photo may have: above a 48 MP phone camera's, and far below a decompression bomb's. */
const MAX_PIXELS = 50_000_000;

/**
 * A photo decoded and written again in its own type (docs/decisions/0078): what does not decode
 * whole is null, and what is kept carries no metadata (no EXIF, no location), turned upright first
 * as its EXIF said.
 */
export async function cleanImage(bytes: Buffer): Promise<{ mime: ImageType; bytes: Buffer } | null> {
  const mime = imageTypeOf(bytes);
  if (!mime) return null;
  try {
    const image = sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_PIXELS }).rotate();
    const encoded = mime === 'image/png' ? image.png() : mime === 'image/webp' ? image.webp({ quality: 85 }) : image.jpeg({ quality: 85 });
    return { mime, bytes: await encoded.toBuffer() };
  } catch {
    return null;
  }
}
