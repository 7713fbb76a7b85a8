import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '~/components/ui/button';

export function HomeHero() {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-800 via-brand-700 to-brand-500 text-white">
      <svg
        viewBox="0 0 600 400"
        className="pointer-events-none absolute -right-32 -bottom-24 h-[30rem] w-auto opacity-25 md:-right-8"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="380" cy="200" r="170" strokeWidth="2" />
        <circle cx="380" cy="200" r="120" strokeWidth="2" />
        <circle cx="380" cy="200" r="70" strokeWidth="2" />
        <path d="M40 220h170l30-80 45 150 40-110 25 40h210" strokeWidth="10" />
      </svg>
      <div className="relative mx-auto max-w-6xl px-4 py-16 md:py-24">
        <p className="text-sm font-semibold tracking-widest text-brand-100 uppercase">{t('common:tagline')}</p>
        <h1 className="mt-4 max-w-2xl text-4xl leading-tight font-extrabold md:text-5xl">{t('home:hero.title')}</h1>
        <p className="mt-5 max-w-xl text-lg text-brand-50">{t('home:hero.subtitle')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/plan-list/all" className={buttonClassName('inverse')}>
            {t('home:hero.cta_plans')}
          </Link>
          <Link to="/product-list/all" className={buttonClassName('inverse-outline')}>
            {t('home:hero.cta_shop')}
          </Link>
        </div>
      </div>
    </section>
  );
}
