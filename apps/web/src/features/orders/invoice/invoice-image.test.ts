import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHARE_FALLBACK_MESSAGE, shareOrDownloadInvoice } from './invoice-image';

// The node test environment has no DOM: stand in the few browser objects the fallback touches.
let clicked: string[];
let alerts: string[];

function stubBrowser(nav: Partial<Navigator>) {
  clicked = [];
  alerts = [];
  vi.stubGlobal('navigator', nav);
  vi.stubGlobal('window', { alert: (m: string) => alerts.push(m), setTimeout: () => 0 });
  vi.stubGlobal('URL', { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined });
  vi.stubGlobal('document', {
    createElement: () => {
      const a = { href: '', download: '', rel: '', style: {}, click: () => clicked.push(a.download), remove: () => undefined };
      return a;
    },
    body: { append: () => undefined },
  });
}

const blob = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

describe('shareOrDownloadInvoice', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('shares the PNG as a file when the device can share files', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    stubBrowser({ canShare: () => true, share });
    expect(await shareOrDownloadInvoice(blob, 'invoice-1.png', 'hello')).toBe('shared');
    const sent = share.mock.calls[0]?.[0] as ShareData;
    expect(sent.text).toBe('hello');
    expect(sent.files?.[0]?.name).toBe('invoice-1.png');
    expect(clicked).toEqual([]);
    expect(alerts).toEqual([]);
  });

  it('downloads quietly, without the alert, when files cannot be shared (a desktop)', async () => {
    const share = vi.fn();
    stubBrowser({ canShare: () => false, share });
    expect(await shareOrDownloadInvoice(blob, 'invoice-1.png', 'hello')).toBe('downloaded');
    expect(clicked).toEqual(['invoice-1.png']);
    expect(alerts).toEqual([]);
    expect(share).not.toHaveBeenCalled();
  });

  it('falls back to the download with the spec alert when a share was tried and failed', async () => {
    stubBrowser({ canShare: () => true, share: vi.fn().mockRejectedValue(Object.assign(new Error('no'), { name: 'NotAllowedError' })) });
    expect(await shareOrDownloadInvoice(blob, 'a.png', '')).toBe('share-failed');
    expect(clicked).toEqual(['a.png']);
    expect(alerts).toEqual(["Couldn't share automatically. Image downloaded—please attach it in WhatsApp."]);
    expect(SHARE_FALLBACK_MESSAGE).toBe(alerts[0]);
  });

  it('does nothing more when the user closes the share sheet', async () => {
    stubBrowser({ canShare: () => true, share: vi.fn().mockRejectedValue(Object.assign(new Error('x'), { name: 'AbortError' })) });
    expect(await shareOrDownloadInvoice(blob, 'a.png', '')).toBe('cancelled');
    expect(clicked).toEqual([]);
    expect(alerts).toEqual([]);
  });

  it('downloads when the browser has no share API at all', async () => {
    stubBrowser({});
    expect(await shareOrDownloadInvoice(blob, 'a.png', '')).toBe('downloaded');
    expect(clicked).toEqual(['a.png']);
    expect(alerts).toEqual([]);
  });
});
