import { expect, test } from '@playwright/test';
import { adminSession } from './support/admin';
import { useSessionInBrowser } from './support/api';
import { PHONE } from './support/shop-floor';

/**
 * Inside the shop (docs/decisions/0056): the scan page's camera, on Chromium's stand-in device. Reading a
 * label's QR code is tested through a photo (e2e/shop-floor-scan.spec.ts): the stand-in shows no label.
 */

// Chromium's stand-in camera (a moving test picture, no QR code in it), allowed without asking.
test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
});

test('the back camera starts, shows its picture, reads frames, and stops', async ({ page, request }) => {
  const admin = await adminSession(request);
  await useSessionInBrowser(page, admin);
  // What the page asked the camera for.
  await page.addInitScript(() => {
    const asked: MediaStreamConstraints[] = [];
    (window as unknown as { asked: MediaStreamConstraints[] }).asked = asked;
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = (constraints) => {
      asked.push(constraints ?? {});
      return original(constraints);
    };
  });
  await page.setViewportSize(PHONE);
  await page.goto('/admin/scan');
  // Without the browser's BarcodeDetector (Chromium on Linux), frames are read by jsQR, fetched on the first frame.
  const detector = await page.evaluate(() => 'BarcodeDetector' in window);
  const decoder = detector ? null : page.waitForRequest(/\/jsQR-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Use the camera' }).click();
  await expect(page.getByText('Point the camera at a label’s QR code.')).toBeVisible();
  const video = page.getByLabel('Camera view');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v) => (v as HTMLVideoElement).videoWidth)).toBeGreaterThan(0);
  await decoder;
  expect(await page.evaluate(() => (window as unknown as { asked: MediaStreamConstraints[] }).asked)).toEqual([
    { video: { facingMode: 'environment' }, audio: false },
  ]);
  await page.getByRole('button', { name: 'Stop the camera' }).click();
  await expect(video).toBeHidden();
  // The camera is let go: its track ended.
  expect(await video.evaluate((v) => (v as HTMLVideoElement).srcObject)).toBeNull();
  await expect(page.getByRole('button', { name: 'Use the camera' })).toHaveAttribute('aria-pressed', 'false');
});
