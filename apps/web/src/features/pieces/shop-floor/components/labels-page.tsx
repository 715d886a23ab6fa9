import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { localNameOf } from '../../../orders/invoice/line-names';
import { PageMeta } from '../../../../components/page-meta';
import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { useLabelOrder } from '../api/fetch-label-order';
import { firstName, labelPages, labelSize, piecesToPrint, type LabelSize } from '../lib/label-sheets';
import en from '../locales/en.json';
// The admin screen's inputs and view buttons, as on the dashboard.
import '../../../admin/components/admin.css';
import { PieceLabel } from './piece-label';
import './labels-page.css';

const SIZES = ['thermal', 'a4'] as const satisfies readonly LabelSize[];

/**
 * The paper, as a rule of this page only: a stylesheet's @page would apply to every page of the
 * app, and named pages (one per size) are not honoured by every browser's print.
 */
const PAPER: Record<LabelSize, string> = {
  thermal: '@page { size: 50mm 25mm; margin: 0; }',
  a4: '@page { size: A4; margin: 0; }',
};

/** The app's script faces (styles/fonts.css) and the letters each one draws. */
const SCRIPT_FACES = [
  { family: 'Laundry Telugu', letters: /[\u0C00-\u0C7F]/ },
  { family: 'Laundry Devanagari', letters: /[\u0900-\u097F]/ },
];

/** Long enough for a slow shop connection; a font that never comes must not keep the labels from printing. */
const FONT_WAIT_MS = 8000;

/**
 * Loads the app's faces for the Telugu and Devanagari letters on the labels (regular and bold),
 * and waits for every face the page is fetching: the print dialog then draws those letters in
 * them, never in boxes on a computer without such a font.
 */
async function labelFontsReady(paper: HTMLElement | null): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document)) return;
  const text = paper?.textContent ?? '';
  const faces = SCRIPT_FACES.filter((face) => face.letters.test(text)).flatMap((face) =>
    [400, 700].map((weight) => document.fonts.load(`${weight} 12px "${face.family}"`, text)),
  );
  const loaded = Promise.all(faces)
    .then(() => document.fonts.ready)
    .catch(() => undefined);
  await Promise.race([loaded, new Promise((resolve) => window.setTimeout(resolve, FONT_WAIT_MS))]);
}

/** The same page in the other size, keeping a reprint's tag. */
function sizeLink(params: URLSearchParams, size: LabelSize): string {
  const next = new URLSearchParams(params);
  if (size === 'a4') next.set('size', 'a4');
  else next.delete('size');
  const query = next.toString();
  return query ? `?${query}` : '';
}

/**
 * /admin/labels/:orderId (docs/decisions/0056): an order's labels to print, one per 50 × 25 mm
 * thermal label (the default) or 24 to an A4 sheet (?size=a4); ?tag=1042-03 prints only that
 * piece's (Reprint). Opened in its own tab from the order card; only the labels reach the paper.
 * Each piece's item shows in the customer's language too (docs/decisions/0066), and Print opens
 * the dialog once the faces for those letters are in.
 */
export function LabelsPage() {
  const t = useT('shop-floor', en);
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const size = labelSize(params.get('size'));
  const tag = params.get('tag');
  const query = useLabelOrder(orderId);
  const order = query.data;
  const pieces = order ? piecesToPrint(order.pieces, tag) : [];
  const name = order ? firstName(order.userId.name) : '';
  const title = order ? t('labels.title', { orderNumber: order.orderNumber }) : t('labels.titleLoading');
  const language = order?.customerLanguage ?? 'en';
  const paper = useRef<HTMLDivElement>(null);
  const [preparing, setPreparing] = useState(false);
  const [fontsReady, setFontsReady] = useState(false);
  const hasPieces = pieces.length > 0;

  // Fetched as soon as the labels are drawn, so Print rarely has anything left to wait for.
  useEffect(() => {
    if (!hasPieces) return;
    let live = true;
    void labelFontsReady(paper.current).then(() => live && setFontsReady(true));
    return () => {
      live = false;
    };
  }, [hasPieces, language]);

  const print = async () => {
    setPreparing(true);
    try {
      await labelFontsReady(paper.current);
      window.print();
    } finally {
      setPreparing(false);
    }
  };

  return (
    <section className={`labels-page labels-page--${size}`} aria-busy={query.isPending}>
      <PageMeta title={title} description={t('labels.meta.description')} />
      <style>{PAPER[size]}</style>
      <div className="labels-controls">
        <h1>{title}</h1>
        {query.isPending ? (
          <p role="status">{t('labels.loading')}</p>
        ) : query.isError ? (
          <p className="form-error" role="alert">
            {errorText(query.error, t('labels.failed'))}
          </p>
        ) : (
          <>
            <p className="labels-controls__count" role="status">
              {pieces.length === 0 ? (tag ? t('labels.noSuchTag', { tag }) : t('labels.noPieces')) : t('labels.count', { count: pieces.length })}
            </p>
            <div className="labels-controls__row">
              <nav className="labels-controls__sizes" aria-label={t('labels.sizes')}>
                {SIZES.map((s) => (
                  <Link key={s} className="admin-subview" to={{ search: sizeLink(params, s) }} replace aria-current={size === s ? 'page' : undefined}>
                    {t(`labels.size.${s}`)}
                  </Link>
                ))}
              </nav>
              <div className="labels-controls__actions">
                <button type="button" className="btn" onClick={() => void print()} disabled={pieces.length === 0 || preparing}>
                  {preparing ? t('labels.preparing') : t('labels.print')}
                </button>
                {tag && (
                  <Link className="btn btn-secondary" to={{ search: size === 'a4' ? '?size=a4' : '' }} replace>
                    {t('labels.all')}
                  </Link>
                )}
              </div>
            </div>
            <p className="field-hint">{t(size === 'a4' ? 'labels.hint.a4' : 'labels.hint.thermal')}</p>
          </>
        )}
      </div>
      {hasPieces && (
        <div className="labels-paper" ref={paper} data-fonts={fontsReady ? 'ready' : 'loading'}>
          {labelPages(pieces, size).map((page) => (
            <div className="labels-sheet" key={page[0]!.tag}>
              {page.map((piece) => (
                <PieceLabel
                  key={piece.tag}
                  piece={piece}
                  name={name}
                  localItem={localNameOf(order?.items ?? [], piece, language)}
                  language={language}
                />
              ))}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
