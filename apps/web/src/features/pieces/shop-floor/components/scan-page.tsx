import { Link, useSearchParams } from 'react-router';
import { PageMeta } from '../../../../components/page-meta';
import { useT } from '../../../../i18n/use-t';
import en from '../locales/en.json';
// The admin screen's inputs and view buttons, as on the dashboard.
import '../../../admin/components/admin.css';
import { FindByTag } from './find-by-tag';
import { RackCheck } from './rack-check';
import './scan-page.css';

const MODES = ['find', 'rack'] as const;
type Mode = (typeof MODES)[number];
const LABELS = { find: 'scan.mode.find', rack: 'scan.mode.rack' } as const satisfies Record<Mode, keyof typeof en>;

/**
 * /admin/scan (docs/decisions/0056): a tag opens its order; ?mode=rack checks a rack against
 * what is scanned on it. The mode is kept in the address, so a phone's home-screen link can open either.
 */
export function ScanPage() {
  const t = useT('shop-floor', en);
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'rack' ? 'rack' : 'find';
  const choose = (next: Mode) => {
    const rest = new URLSearchParams(params);
    if (next === 'find') rest.delete('mode');
    else rest.set('mode', next);
    setParams(rest, { replace: true });
  };

  return (
    <section className="container scan-page">
      <PageMeta title={t('scan.meta.title')} description={t('scan.meta.description')} />
      <div className="scan-page__head">
        <h1>{t('scan.title')}</h1>
        <Link className="btn btn-secondary btn-sm" to="/admin">
          {t('scan.back')}
        </Link>
      </div>
      <nav className="admin-subviews" aria-label={t('scan.modes')}>
        {MODES.map((id) => (
          <button key={id} type="button" className="admin-subview" aria-current={mode === id ? 'page' : undefined} onClick={() => choose(id)}>
            {t(LABELS[id])}
          </button>
        ))}
      </nav>
      {mode === 'find' ? <FindByTag /> : <RackCheck />}
    </section>
  );
}
