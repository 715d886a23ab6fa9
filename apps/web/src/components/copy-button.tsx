import { useEffect, useState } from 'react';
import { useT } from '../i18n/use-t';
import { copyText } from '../lib/copy-text';
import en from './locales/en.json';

/** A button that copies `text` and says so for a moment. */
export function CopyButton({ text, label, ariaLabel, className }: { text: string; label: string; ariaLabel: string; className?: string }) {
  const t = useT('components', en);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 1500);
    return () => window.clearTimeout(timer);
  }, [state]);
  return (
    <button
      type="button"
      className={className ?? 'btn btn-secondary btn-sm'}
      aria-label={ariaLabel}
      disabled={!text}
      onClick={() => void copyText(text).then((ok) => setState(ok ? 'copied' : 'failed'))}
    >
      <span aria-live="polite">{state === 'copied' ? t('copy.copied') : state === 'failed' ? t('copy.failed') : label}</span>
    </button>
  );
}
