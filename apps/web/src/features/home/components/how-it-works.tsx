import { TruckIcon, type IconComponent } from '../../../components/icon';
import { BagIcon, CalendarIcon, CheckIcon, SparkleIcon } from '../../../components/page-icons';
import { useT } from '../../../i18n/use-t';
import { STEPS } from '../content/steps';
import en from '../home-sections/locales/en.json';
import homeEn from '../locales/en.json';
import { shopText } from '../shop-text';
import { SectionHead } from './section-head';
import { SECTION_COPY } from '../content/home-copy';
import './how-it-works.css';

const STEP_ICONS: IconComponent[] = [CalendarIcon, BagIcon, SparkleIcon, TruckIcon];

export function HowItWorks() {
  const t = useT('home-sections', en);
  const homeT = useT('home', homeEn);
  const { pickupWindow } = shopText(homeT);
  return (
    <section className="section section--alt" aria-labelledby="steps-title">
      <div className="section-inner">
        <SectionHead id="steps-title" copy={SECTION_COPY.steps} />
        <ol className="steps">
          {STEPS.map((step, i) => {
            const StepIcon = STEP_ICONS[i] ?? CheckIcon;
            return (
              <li key={step.title} className="steps__item">
                <span className="steps__icon">
                  <StepIcon />
                </span>
                <span className="steps__number" aria-hidden="true">
                  {i + 1}
                </span>
                <h3>{t(step.title)}</h3>
                <p>{t(step.desc, { pickupWindow })}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
