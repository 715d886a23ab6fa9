import { REVIEWS, starCount } from '../content/reviews';
import { SectionHead } from './section-head';
import { SECTION_COPY } from '../content/home-copy';
import './reviews-section.css';

export function ReviewsSection() {
  return (
    <section className="section" aria-labelledby="reviews-title">
      <div className="section-inner">
        <SectionHead id="reviews-title" copy={SECTION_COPY.reviews} />
        <ul className="reviews">
          {REVIEWS.map((r) => (
            <li key={r.name} className="review">
              <p className="review__stars">
                <span role="img" aria-label={`Rated ${starCount(r.rating)} out of 5`}>
                  {r.rating}
                </span>
              </p>
              <blockquote className="review__text">
                <p>{r.review}</p>
              </blockquote>
              <p className="review__author">
                <span className="review__avatar" aria-hidden="true">
                  {r.name.charAt(0)}
                </span>
                <span>
                  <strong>{r.name}</strong>
                  <span className="review__place">{r.place}</span>
                </span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
