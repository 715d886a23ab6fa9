import { useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t';
import { PackSaleForm } from '../../payments/packs/components/pack-sale-form';
import { StatementView } from '../../statements/components/statement-view';
import { DuesView } from '../../takings/components/dues-view';
import { TakingsView } from '../../takings/components/takings-view';
import en from '../locales/en.json';

const VIEWS = ['dues', 'takings', 'packs', 'statement'] as const;
type View = (typeof VIEWS)[number];
const LABELS = {
  dues: 'payments.view.dues',
  takings: 'payments.view.takings',
  packs: 'payments.view.packs',
  statement: 'payments.view.statement',
} as const;
const isView = (value: string | null): value is View => VIEWS.some((view) => view === value);

/** The Payments tab (docs/decisions/0046): who owes, what came in today, a prepaid pack sold (0087), the bank statement. */
export function PaymentsTab() {
  const t = useT('admin', en);
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  const view: View = isView(asked) ? asked : 'dues';
  const choose = (next: View) => {
    const rest = new URLSearchParams(params);
    rest.set('view', next);
    setParams(rest, { replace: true });
  };
  return (
    <div className="payments-tab">
      <nav className="admin-subviews" aria-label={t('payments.views')}>
        {VIEWS.map((id) => (
          <button key={id} type="button" className="admin-subview" aria-current={view === id ? 'page' : undefined} onClick={() => choose(id)}>
            {t(LABELS[id])}
          </button>
        ))}
      </nav>
      {view === 'dues' && <DuesView />}
      {view === 'takings' && <TakingsView />}
      {view === 'packs' && <PackSaleForm />}
      {view === 'statement' && <StatementView />}
    </div>
  );
}
