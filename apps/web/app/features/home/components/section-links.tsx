import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const SECTIONS = [
  { key: 'plans', to: '/plan-list/all' },
  { key: 'courses', to: '/course-list' },
  { key: 'daily_workout', to: '/daily-workout' },
  { key: 'coaches', to: '/coach-list' },
  { key: 'articles', to: '/article-list/0' },
  { key: 'shop', to: '/product-list/all' },
  { key: 'plan_setup', to: '/plan-setup' },
] as const;

/** Entry points into the site's sections. */
export function SectionLinks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="section-links-title" className="mx-auto max-w-6xl px-4 pb-16">
      <h2 id="section-links-title" className="text-2xl font-bold text-ink-900">
        {t('home:sections.title')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SECTIONS.map((section) => (
          <li key={section.key}>
            <Link
              to={section.to}
              className="group flex h-full flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="text-lg font-bold text-ink-900 group-hover:text-brand-700">
                {t(`home:sections.${section.key}.title`)}
              </span>
              <span className="mt-2 text-ink-600">{t(`home:sections.${section.key}.body`)}</span>
              <span
                className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
                aria-hidden="true"
              >
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
