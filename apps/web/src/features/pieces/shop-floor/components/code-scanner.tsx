import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useT } from '../../../../i18n/use-t';
import { decodeImageFile, decodeVideoFrame } from '../lib/decode-qr';
import en from '../locales/en.json';

/** What became of the camera once asked for. */
type Camera = 'starting' | 'on' | 'failed' | 'unsupported';
type Note = 'noCode' | 'photoFailed' | null;

/** How often a camera frame is read: often enough to feel instant, rare enough for a cheap phone. */
const FRAME_EVERY_MS = 250;
/** The same label held in front of the camera is one scan, not one per frame. */
const SAME_CODE_MS = 2500;

interface Props {
  /** A code as read: a label's QR text (`SLL:1042-03`) or what was typed. */
  onCode: (code: string) => void;
  /** The typed code's button: Open (find an order) or Add (rack check). */
  submitLabel: string;
  busy?: boolean;
  /** Rack check: the camera keeps reading label after label, and the box empties after each code. */
  continuous?: boolean;
}

/**
 * Three ways to read a tag: the camera (the back one on a phone), a photo of the label (the
 * phone's camera app, or a picture already taken), or typing the code printed under the QR.
 */
export function CodeScanner({ onCode, submitLabel, busy = false, continuous = false }: Props) {
  const t = useT('shop-floor', en);
  const id = useId();
  const video = useRef<HTMLVideoElement>(null);
  const [cameraWanted, setCameraWanted] = useState(false);
  const [camera, setCamera] = useState<Camera>('starting');
  // Counted, so "Use the camera" after a refusal asks again.
  const [cameraTry, setCameraTry] = useState(0);
  const [typed, setTyped] = useState('');
  const [note, setNote] = useState<Note>(null);
  const [reading, setReading] = useState(false);
  // The latest handler, for the camera's loop that outlives a render.
  const codeHandler = useRef(onCode);
  useEffect(() => {
    codeHandler.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!cameraWanted) return;
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    let last = { code: '', at: 0 };
    const canvas = document.createElement('canvas');
    const el = video.current;

    const read = async () => {
      if (stopped || !el) return;
      const code = await decodeVideoFrame(el, canvas).catch(() => null);
      if (stopped) return;
      const now = Date.now();
      if (code && (code !== last.code || now - last.at > SAME_CODE_MS)) {
        last = { code, at: now };
        navigator.vibrate?.(60);
        codeHandler.current(code);
        if (!continuous) {
          setCameraWanted(false);
          return;
        }
      }
      timer = window.setTimeout(() => void read(), FRAME_EVERY_MS);
    };

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setCamera('unsupported');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch {
        if (!stopped) setCamera('failed');
        return;
      }
      if (stopped || !el) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      el.srcObject = stream;
      await el.play().catch(() => undefined);
      if (stopped) return;
      setCamera('on');
      void read();
    };
    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      if (el) el.srcObject = null;
    };
  }, [cameraWanted, cameraTry, continuous]);

  const onPhoto = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    // Emptied, so choosing the same picture again reads it again.
    input.value = '';
    if (!file) return;
    setNote(null);
    setReading(true);
    try {
      const code = await decodeImageFile(file);
      if (code) onCode(code);
      else setNote('noCode');
    } catch {
      setNote('photoFailed');
    } finally {
      setReading(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const code = typed.trim();
    if (!code) return;
    setNote(null);
    onCode(code);
    if (continuous) setTyped('');
  };

  const running = cameraWanted && (camera === 'starting' || camera === 'on');
  return (
    <div className="code-scanner">
      <div className="code-scanner__camera" hidden={!running}>
        <video ref={video} className="code-scanner__video" muted playsInline aria-label={t('scanner.video')} />
      </div>
      <div className="code-scanner__ways">
        <button
          type="button"
          className="btn"
          aria-pressed={running}
          onClick={() => {
            if (!running) {
              setCamera('starting');
              setCameraTry((n) => n + 1);
            }
            setCameraWanted(!running);
          }}
        >
          {running ? t('scanner.stopCamera') : t('scanner.startCamera')}
        </button>
        <input
          id={`${id}-photo`}
          className="visually-hidden"
          type="file"
          accept="image/*"
          capture="environment"
          disabled={reading}
          onChange={(e) => void onPhoto(e)}
        />
        {/* The input is hidden behind its label, styled as a button; focus shows on the label (scan-page.css). */}
        <label className="btn btn-secondary code-scanner__photo" htmlFor={`${id}-photo`}>
          {t('scanner.photo')}
        </label>
      </div>
      <form className="code-scanner__typed" onSubmit={onSubmit} noValidate>
        <label htmlFor={`${id}-code`}>{t('scanner.typed')}</label>
        <div className="code-scanner__typed-row">
          <input
            id={`${id}-code`}
            className="admin-input"
            value={typed}
            maxLength={200}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            placeholder={t('scanner.typed.placeholder')}
            onChange={(e) => setTyped(e.target.value)}
          />
          <button type="submit" className="btn" disabled={busy}>
            {submitLabel}
          </button>
        </div>
      </form>
      <p className="code-scanner__note" role="status">
        {reading
          ? t('scanner.reading')
          : running && camera === 'on'
            ? t('scanner.pointAtLabel')
            : cameraWanted && camera === 'failed'
              ? t('scanner.cameraFailed')
              : cameraWanted && camera === 'unsupported'
                ? t('scanner.cameraUnsupported')
                : note
                  ? t(`scanner.${note}`)
                  : ''}
      </p>
    </div>
  );
}
