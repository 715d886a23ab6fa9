import { Link } from 'react-router';
import type { AdminClaim, Claim } from '@laundry/shared/contracts/care';
import { IntakePhotos } from '../../../components/intake/intake-summary';
import { useT } from '../../../i18n/use-t';
import adminEn from '../../admin/locales/en.json';
import { serviceText } from '../../admin/lib/labels';
import { orderOnDashboard } from '../../pieces/shop-floor/lib/links';
import { shortWhen } from '../lib/care-text';
import en from '../locales/en.json';
import { ClaimOutcome } from './claim-outcome';
import { StainLine } from './piece-stains';
import { ResolveClaimForm } from './resolve-claim-form';

/** What the shop knew of the piece before it went back: the rider's notes and photos at pickup. */
function IntakeFacts({ claim }: { claim: AdminClaim }) {
  const t = useT('care', en);
  const intake = claim.intake;
  if (!intake) return <p className="claim-card__none">{t('claim.intake.none')}</p>;
  return (
    <>
      <p className="claim-card__intake-notes">
        {intake.notes ? (
          <>
            <span className="claim-card__label">{t('claim.intake.notes')}</span> {intake.notes}
          </>
        ) : (
          t('claim.intake.noNotes')
        )}
      </p>
      <IntakePhotos orderId={claim.orderId} photos={intake.photos} />
    </>
  );
}

/**
 * One claim on the Claims view (docs/decisions/0057): the order (its number opens it), the
 * customer, the piece, what they said, what the shop recorded of that piece before (intake,
 * stains), and the resolve form, or the outcome once settled.
 */
export function ClaimCard({ claim, onResolved }: { claim: AdminClaim; onResolved: (answer: Claim) => void }) {
  const t = useT('care', en);
  const admin = useT('admin', adminEn);
  const now = new Date();
  return (
    <article
      className={`claim-card claim-card--${claim.status}`}
      aria-label={t('claim.label', { orderNumber: claim.orderNumber, tag: claim.tag })}
      data-claim-id={claim._id}
    >
      <header className="claim-card__head">
        <h3 className="claim-card__title">
          {/* The claims view closes and the list holds just this order: from the top, it is in view. */}
          <Link to={orderOnDashboard(claim.orderNumber)} className="claim-card__order" onClick={() => window.scrollTo({ top: 0 })}>
            {claim.orderNumber}
          </Link>
        </h3>
        <span className={`badge claim-kind claim-kind--${claim.kind}`}>{t(`claim.kind.${claim.kind}`)}</span>
        <span className={`badge ${claim.status === 'open' ? 'badge--accent' : 'badge--muted'}`}>{t(`claim.${claim.status}`)}</span>
      </header>
      <p className="claim-card__piece">{t('claim.piece', { tag: claim.tag, item: claim.item || '—', service: serviceText(admin, claim.service) })}</p>
      <dl className="claim-card__facts">
        <div>
          <dt>{t('claim.customer')}</dt>
          <dd>
            {claim.customer.name || '—'} · {claim.customer.phone}
          </dd>
        </div>
        <div>
          <dt>{t('claim.reported')}</dt>
          <dd>{shortWhen(claim.createdAt, t.language)}</dd>
        </div>
        {claim.completedAt && (
          <div>
            <dt>{t('claim.delivered')}</dt>
            <dd>{shortWhen(claim.completedAt, t.language)}</dd>
          </div>
        )}
      </dl>
      <section className="claim-card__part" aria-label={t('claim.note')}>
        <h4>{t('claim.note')}</h4>
        <blockquote className="claim-card__note">{claim.note}</blockquote>
      </section>
      <section className="claim-card__part" aria-label={t('claim.intake')}>
        <h4>{t('claim.intake')}</h4>
        <IntakeFacts claim={claim} />
      </section>
      <section className="claim-card__part" aria-label={t('claim.stains')}>
        <h4>{t('claim.stains')}</h4>
        {claim.stains.length === 0 ? (
          <p className="claim-card__none">{t('claim.stains.none')}</p>
        ) : (
          <ul className="piece-stains__list">
            {claim.stains.map((stain) => (
              <StainLine key={stain._id} orderId={claim.orderId} stain={stain} now={now} />
            ))}
          </ul>
        )}
      </section>
      {claim.status === 'open' ? <ResolveClaimForm claim={claim} onResolved={onResolved} /> : <ClaimOutcome claim={claim} />}
    </article>
  );
}
