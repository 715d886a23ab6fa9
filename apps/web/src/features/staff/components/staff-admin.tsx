import { useT } from '../../../i18n/use-t';
import { useSession } from '../../../lib/session';
import { useStaff } from '../api/fetch-staff';
import en from '../locales/en.json';
import { AddStaffForm } from './add-staff-form';
import { StaffRow } from './staff-row';
import './staff.css';

/** Settings → Staff (docs/decisions/0048): the shop's admins and riders; add, rename, switch off or on. */
export function StaffAdmin() {
  const t = useT('staff', en);
  const staff = useStaff();
  const { user } = useSession();
  return (
    <section className="staff-admin card" aria-labelledby="staff-admin-title">
      <h2 id="staff-admin-title">{t('title')}</h2>
      <p className="field-hint">{t('hint')}</p>
      {staff.isPending ? (
        <p role="status">{t('loading')}</p>
      ) : staff.isError ? (
        <div className="form-error" role="alert">
          <p>{t('failed')}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void staff.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : (
        <ul className="staff-admin__list" aria-label={t('listLabel')}>
          {staff.data.map((member) => (
            <StaffRow key={member._id} member={member} isSelf={member._id === user?._id} />
          ))}
        </ul>
      )}
      <AddStaffForm />
    </section>
  );
}
