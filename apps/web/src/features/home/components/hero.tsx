import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PauseIcon, PinIcon, PlayIcon, ShieldIcon, TruckIcon, WalletIcon } from '../../../components/icon';
import { useT } from '../../../i18n/use-t';
import { useHydratingMark } from '../../../lib/hydrating';
import { useSession } from '../../../lib/session';
import { HERO_INTERVAL_MS, HERO_SLIDES } from '../content/hero-slides';
import en from '../locales/en.json';
import { shopText } from '../shop-text';
import './hero.css';

function prefersReducedMotion(): boolean {
  // No window while the build pre-renders the page: it starts playing, as for most visitors.
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function Hero() {
  const t = useT('home', en);
  const session = useSession();
  const [active, setActive] = useState(0);
  // Moving content needs a pause control (WCAG 2.2.2); people who asked for less motion start paused.
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  // A tap on the pause button before React owns the hero is held until then (lib/replay-early-input.ts).
  const mark = useHydratingMark();

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setActive((i) => (i + 1) % HERO_SLIDES.length), HERO_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing]);

  return (
    <section className="hero" aria-labelledby="hero-title" {...mark}>
      <div className="hero__slides">
        {HERO_SLIDES.map((slide, i) => (
          <img
            key={slide.src}
            className={`hero__slide${i === active ? ' is-active' : ''}`}
            src={slide.src}
            alt={t(slide.alt)}
            aria-hidden={i === active ? undefined : true}
            width="1600"
            height="900"
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'low'}
            decoding="async"
          />
        ))}
      </div>
      <div className="hero__shade" />
      <div className="hero__content">
        <p className="hero__eyebrow">
          <PinIcon /> {t('hero.eyebrow')}
        </p>
        <h1 id="hero-title">{t('hero.title')}</h1>
        {/* Hours come from the business profile, so every page says the same. */}
        <p className="hero__lead">{t('hero.lead', { pickupWindow: shopText(t).pickupWindow })}</p>
        <div className="hero__actions">
          <Link to={session.token ? '/orders' : '/login'} className="btn btn-accent btn-lg">
            {t('hero.book')}
          </Link>
          <Link to="/about" className="btn btn-outline-light btn-lg">
            {t('hero.howItWorks')}
          </Link>
        </div>
        <ul className="hero__points">
          <li>
            <TruckIcon /> {t('hero.point.pickup')}
          </li>
          <li>
            <ShieldIcon /> {t('hero.point.care')}
          </li>
          <li>
            <WalletIcon /> {t('hero.point.payment')}
          </li>
        </ul>
      </div>
      <div className="hero__controls">
        <div className="hero__dots" aria-hidden="true">
          {HERO_SLIDES.map((slide, i) => (
            <span key={slide.src} className={i === active ? 'is-active' : undefined} />
          ))}
        </div>
        <button type="button" className="hero__toggle" aria-pressed={!playing} onClick={() => setPlaying((p) => !p)}>
          {playing ? <PauseIcon /> : <PlayIcon />}
          <span className="visually-hidden">{t('hero.pause')}</span>
        </button>
      </div>
    </section>
  );
}
