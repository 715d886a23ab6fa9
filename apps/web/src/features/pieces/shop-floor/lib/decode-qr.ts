/**
 * Reading a label's QR code (docs/decisions/0056): the browser's own BarcodeDetector where it has
 * one (Chrome on Android, Safari), else the jsQR decoder on the pixels. jsQR is fetched only
 * when first needed, so neither this page nor any other carries it otherwise.
 */

/** The part of the Shape Detection API used here (not yet in TypeScript's DOM types). */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options?: { formats: string[] }) => BarcodeDetectorLike;

function detectorClass(): BarcodeDetectorClass | null {
  if (!('BarcodeDetector' in window)) return null;
  return (window as unknown as { BarcodeDetector: BarcodeDetectorClass }).BarcodeDetector;
}

let detector: BarcodeDetectorLike | null | undefined;

/** One detector for the page; null where the browser has none. */
function barcodeDetector(): BarcodeDetectorLike | null {
  if (detector === undefined) {
    const Detector = detectorClass();
    try {
      detector = Detector ? new Detector({ formats: ['qr_code'] }) : null;
    } catch {
      // Present but without QR support (some desktop builds): fall back to jsQR.
      detector = null;
    }
  }
  return detector;
}

async function jsqrRead(pixels: ImageData): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  return jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/**
 * Small pictures (a label's screenshot) are enlarged and big ones (a 12-megapixel photo) reduced,
 * so jsQR sees modules a few pixels wide without working through millions of pixels.
 */
const MIN_SIDE = 600;
const MAX_SIDE = 1200;

function pixelsOf(source: CanvasImageSource, width: number, height: number, canvas = document.createElement('canvas')): ImageData | null {
  const longest = Math.max(width, height);
  if (!longest) return null;
  const scale = longest < MIN_SIDE ? MIN_SIDE / longest : longest > MAX_SIDE ? MAX_SIDE / longest : 1;
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  // Enlarging keeps the modules' edges sharp; reducing smooths as a camera would.
  context.imageSmoothingEnabled = scale < 1;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

async function detect(source: ImageBitmapSource): Promise<string | null> {
  const found = await barcodeDetector()!.detect(source);
  return found[0]?.rawValue ?? null;
}

/** The text of the QR code in a photo (the file input), or null when none is found. */
export async function decodeImageFile(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    if (barcodeDetector()) {
      const text = await detect(bitmap);
      if (text) return text;
    }
    const pixels = pixelsOf(bitmap, bitmap.width, bitmap.height);
    return pixels ? await jsqrRead(pixels) : null;
  } finally {
    bitmap.close();
  }
}

/** The text of a QR code in the camera's current frame, or null. `canvas` is reused frame after frame. */
export async function decodeVideoFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): Promise<string | null> {
  if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || !video.videoWidth) return null;
  if (barcodeDetector()) return detect(video);
  const pixels = pixelsOf(video, video.videoWidth, video.videoHeight, canvas);
  return pixels ? jsqrRead(pixels) : null;
}
