import { useT } from '../../../i18n/use-t';
import { REVIEWS, starCount } from '../content/reviews';
import en from '../home-sections/locales/en.json';
import { SectionHead } from './section-head';
import { SECTION_COPY } from '../content/home-copy';
import './reviews-section.css';

export function ReviewsSection() {
  const t = useT('home-sections', en);
  return (
    <section className="section" aria-labelledby="reviews-title">
      <div className="section-inner">
        <SectionHead id="reviews-title" copy={SECTION_COPY.reviews} />
        <ul className="reviews">
          {REVIEWS.map((r) => {
            const name = t(r.name);
            return (
              <li key={r.name} className="review">
                <p className="review__stars">
                  <span role="img" aria-label={t('reviews.rated', { count: starCount(r.rating) })}>
                    {r.rating}
                  </span>
                </p>
                <blockquote className="review__text">
                  <p>{t(r.review)}</p>
                </blockquote>
                <p className="review__author">
                  <span className="review__avatar" aria-hidden="true">
                    {[...name][0]}
                  </span>
                  <span>
                    <strong>{name}</strong>
                    <span className="review__place">{t(r.place)}</span>
                  </span>
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
