import { useState } from 'react';
import { CLAIM_STATUSES, type AdminClaim, type Claim, type ClaimStatus } from '@laundry/shared/contracts/care';
import { useT } from '../../../i18n/use-t';
import { useClaims } from '../api/fetch-claims';
import { openClaimsShown, resolvedClaimsShown } from '../lib/claims-shown';
import en from '../locales/en.json';
import { ClaimCard } from './claim-card';
import './care.css';
import './claims-board.css';

/**
 * The shop's claims (docs/decisions/0057, GET /admin/claims): open ones first, each with what
 * the shop knows of the piece and a form to settle it; Resolved lists the settled ones.
 */
export function ClaimsBoard({ onClose }: { onClose: () => void }) {
  const t = useT('care', en);
  const [status, setStatus] = useState<ClaimStatus>('open');
  const claims = useClaims(status);
  // Claims settled on this screen, kept in the open list with their outcome until the view changes.
  const [resolvedHere, setResolvedHere] = useState<AdminClaim[]>([]);
  const choose = (next: ClaimStatus) => {
    setStatus(next);
    setResolvedHere([]);
  };
  const onResolved = (claim: AdminClaim, answer: Claim) =>
    setResolvedHere((list) => [...list.filter((c) => c._id !== claim._id), { ...claim, ...answer }]);
  const shown = claims.data ? (status === 'open' ? openClaimsShown(claims.data, resolvedHere) : resolvedClaimsShown(claims.data)) : [];

  return (
    <section className="claims-board" aria-labelledby="claims-board-title" aria-busy={claims.isFetching}>
      <div className="claims-board__head">
        <h2 id="claims-board-title">{t('claims.title')}</h2>
        <button type="button" className="btn btn-secondary btn-sm" onClick={onClose}>
          {t('claims.allOrders')}
        </button>
      </div>
      <div className="claims-board__filter" role="group" aria-label={t('claims.filter')}>
        {CLAIM_STATUSES.map((value) => (
          <button key={value} type="button" className="claims-board__choice" aria-pressed={status === value} onClick={() => choose(value)}>
            {t(`claims.filter.${value}`)}
          </button>
        ))}
      </div>
      {claims.isPending ? (
        <p className="admin-empty" role="status">
          {t('claims.loading')}
        </p>
      ) : claims.isError ? (
        <div className="form-error" role="alert">
          <p>{t('claims.failed')}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void claims.refetch()}>
            {t('claims.retry')}
          </button>
        </div>
      ) : shown.length === 0 ? (
        <p className="admin-empty">{t(status === 'open' ? 'claims.none.open' : 'claims.none.resolved')}</p>
      ) : (
        <ul className="claims-board__list">
          {shown.map((claim) => (
            <li key={claim._id}>
              <ClaimCard claim={claim} onResolved={(answer) => onResolved(claim, answer)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
