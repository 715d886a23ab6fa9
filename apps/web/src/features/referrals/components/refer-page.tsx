import { Link } from 'react-router';
import type { MyReferrals, ReferralReward } from '@laundry/shared/contracts/referrals';
import { CopyButton } from '../../../components/copy-button';
import { WhatsappIcon } from '../../../components/icon';
import { GiftIcon } from '../../../components/page-icons';
import { PageMeta } from '../../../components/page-meta';
import { whatsappShareUrl } from '../../../config/business-profile';
import { useLanguage } from '../../../i18n/language';
import { useT } from '../../../i18n/use-t';
import { formatIstDate } from '../../../lib/ist-format';
import { absoluteShareUrl, useMyReferrals } from '../api/my-referrals';
import en from '../locales/en.json';
import './refer-page.css';
import { useBusinessProfile } from '../../../lib/use-business-profile';

/** /refer: the customer's code to share, and what it has earned them (spec section 9). */
export function ReferPage() {
  const t = useT('referrals', en);
  const business = useBusinessProfile();
  const referrals = useMyReferrals();
  const percent = referrals.data?.percent ?? 10;
  return (
    <section className="container refer-page">
      <PageMeta title={t('refer.meta.title', { shop: business.name })} description={t('refer.meta.description', { percent })} />
      <header className="refer-page__head">
        <span className="refer-page__icon">
          <GiftIcon />
        </span>
        <div>
          <h1>{t('refer.title')}</h1>
          <p className="refer-page__intro">{t('refer.intro', { percent })}</p>
        </div>
      </header>
      {referrals.isPending ? (
        <p className="page-loading" role="status">
          {t('refer.loading')}
        </p>
      ) : referrals.isError ? (
        <div className="form-error" role="alert">
          <p>{t('refer.failed')}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => void referrals.refetch()}>
            {t('refer.retry')}
          </button>
        </div>
      ) : (
        <>
          <ShareCard data={referrals.data} />
          <Rewards data={referrals.data} />
        </>
      )}
      <p className="refer-page__back">
        <Link to="/my-orders">{t('refer.back')}</Link>
      </p>
    </section>
  );
}

function ShareCard({ data }: { data: MyReferrals }) {
  const t = useT('referrals', en);
  const business = useBusinessProfile();
  const link = absoluteShareUrl(data.shareUrl);
  const message = t('refer.message', { shop: business.name, code: data.code, link, percent: data.percent });
  return (
    <div className="card refer-share">
      <p className="refer-share__label" id="refer-code-label">
        {t('refer.code.label')}
      </p>
      <p className="refer-share__code" aria-labelledby="refer-code-label" data-testid="referral-code">
        {data.code}
      </p>
      <div className="refer-share__actions">
        <a
          className="btn btn-whatsapp btn-lg"
          href={whatsappShareUrl(message)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="share-whatsapp"
        >
          <WhatsappIcon /> {t('refer.whatsapp')}
          <span className="visually-hidden">{t('refer.newTab')}</span>
        </a>
        <CopyButton
          text={data.code}
          label={t('refer.code.copy')}
          ariaLabel={t('refer.code.copyAria', { code: data.code })}
          className="btn btn-secondary"
        />
      </div>
      <label className="refer-share__label" htmlFor="refer-link">
        {t('refer.link.label')}
      </label>
      <div className="refer-share__link">
        <input id="refer-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()} data-testid="share-link" />
        <CopyButton text={link} label={t('refer.link.copy')} ariaLabel={t('refer.link.copyAria')} className="btn btn-secondary" />
      </div>
    </div>
  );
}

function Rewards({ data }: { data: MyReferrals }) {
  const t = useT('referrals', en);
  return (
    <div className="card refer-rewards">
      <h2>{t('refer.rewards.title')}</h2>
      <p className="refer-rewards__stats">
        <span>{t('refer.stats.joined', { count: data.friendsJoined })}</span>
        <span>{t('refer.stats.completed', { count: data.friendsCompleted })}</span>
      </p>
      {data.rewards.length === 0 ? (
        <p className="refer-rewards__none">{t('refer.rewards.none')}</p>
      ) : (
        <ul className="refer-rewards__list" data-testid="referral-rewards">
          {data.rewards.map((reward, index) => (
            <RewardRow key={`${reward.createdAt}-${index}`} reward={reward} />
          ))}
        </ul>
      )}
    </div>
  );
}

function RewardRow({ reward }: { reward: ReferralReward }) {
  const t = useT('referrals', en);
  const language = useLanguage();
  const applied = reward.status === 'applied';
  return (
    <li className={`refer-reward${applied ? ' refer-reward--applied' : ''}`}>
      <strong>
        {!applied
          ? t('refer.reward.earned', { percent: reward.percent })
          : reward.appliedOrderNumber
            ? t('refer.reward.applied', { orderNumber: reward.appliedOrderNumber })
            : t('refer.reward.used')}
      </strong>
      <span className="refer-reward__from">
        {t('refer.reward.from', { name: reward.friendFirstName, date: formatIstDate(reward.createdAt, language) })}
      </span>
    </li>
  );
}
