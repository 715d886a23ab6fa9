import type { StainDecision, Stain } from '@laundry/shared/contracts/care';
import type { Order } from '@laundry/shared/contracts/orders';
import { formatInr } from '@laundry/shared/rules/money';
import { StainPhoto } from '../../../../components/intake/photo-thumb';
import { useT } from '../../../../i18n/use-t';
import { errorText } from '../../../../lib/api-client';
import { formatIstShortDate, formatIstTime } from '../../../../lib/ist-format';
import { stainStatusNow } from '../../../../lib/stain-status';
import { useDecideStain } from '../api/decide-stain';
import { useNow } from '../../../orders/lib/use-now';
import en from '../locales/en.json';
import { TagCode } from './tag-code';
import './piece-care.css';

function StainCard({ order, stain, now }: { order: Order; stain: Stain; now: Date }) {
  const t = useT('piece-care', en);
  const decide = useDecideStain();
  const status = stainStatusNow(stain, now);
  const piece = { item: stain.item || stain.service, tag: stain.tag };
  const amount = formatInr(stain.charge, t.language);
  const onDecide = (decision: StainDecision) => decide.mutate({ orderId: order._id, stainId: stain._id, decision });
  const decided = {
    pending: null,
    approved: stain.charge > 0 ? t('stain.approved', { amount }) : t('stain.approved.free'),
    declined: t('stain.declined'),
    expired: t('stain.expired'),
  }[status];
  return (
    <li className={`stain-card stain-card--${status}`} data-stain-id={stain._id}>
      <div className="stain-card__main">
        <StainPhoto orderId={order._id} stainId={stain._id} hasPhoto={stain.hasPhoto} label={t('stain.photo', piece)} />
        <div className="stain-card__text">
          <p className="stain-card__title">
            {/* The tag never breaks at its dash: 1042-03 is read as one number. */}
            {t.rich(`stain.title.${stain.kind}`, { item: piece.item, tag: <TagCode key="tag" tag={stain.tag} /> })}
          </p>
          <p className="stain-card__note">{stain.note}</p>
          {status === 'pending' && (
            <p className="stain-card__charge" data-testid="stain-charge">
              {stain.charge > 0 ? t('stain.charge', { amount }) : t('stain.free')}
            </p>
          )}
        </div>
      </div>
      {decided ? (
        <p className="stain-card__outcome" data-testid="stain-outcome">
          {decided}
        </p>
      ) : (
        <>
          <p className="stain-card__by">
            {t('stain.decideBy', { time: `${formatIstShortDate(stain.decideBy, t.language)}, ${formatIstTime(stain.decideBy, t.language)}` })}
          </p>
          <div className="stain-card__actions" role="group" aria-label={t('stain.choices', piece)}>
            <button type="button" className="btn" disabled={decide.isPending} onClick={() => onDecide('approve')}>
              {t('stain.approve')}
            </button>
            <button type="button" className="btn btn-secondary" disabled={decide.isPending} onClick={() => onDecide('decline')}>
              {t('stain.decline')}
            </button>
          </div>
          {decide.isError && (
            <p className="form-error" role="alert">
              {errorText(decide.error, t('stain.failed'))}
            </p>
          )}
        </>
      )}
    </li>
  );
}

/**
 * What the shop found on the customer's clothes (docs/decisions/0057): each stain with its
 * photo, the shop's note and the extra charge, Approve and Decline while it waits (24 hours;
 * no answer returns the piece as it is), and the outcome once decided. An approval's charge
 * joins the bill beneath at once.
 */
export function StainDecisions({ order }: { order: Order }) {
  const t = useT('piece-care', en);
  // Read every half minute: a stain left waiting turns to "no answer" without a reload.
  const now = useNow();
  if (order.stains.length === 0) return null;
  return (
    <section className="stain-panel" aria-label={t('stains.label')}>
      <h3 className="piece-care__title">{t('stains.title')}</h3>
      <ul className="stain-panel__list">
        {order.stains.map((stain) => (
          <StainCard key={stain._id} order={order} stain={stain} now={now} />
        ))}
      </ul>
    </section>
  );
}
