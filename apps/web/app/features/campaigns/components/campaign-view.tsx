import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignPage } from '@wellfit/contracts/campaigns';
import { imageSrcSet } from '~/components/ui/responsive-image';

/** The seeded and uploaded campaign banners are 1200 × 450 (8:3); the box is reserved at that ratio. */
const BANNER_WIDTH = 1200;
const BANNER_HEIGHT = 450;
/** SPEC §9: a section animates in once half of it is visible. */
const REVEAL_THRESHOLD = 0.5;

/**
 * Sections start visible (server render, no JavaScript, reduced motion). With JavaScript and
 * motion allowed, sections not yet half on screen are hidden and fade in when they are.
 */
function useRevealSections() {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = root.current;
    if (!container || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const sections = [...container.querySelectorAll<HTMLElement>('[data-reveal]')];
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const section = entry.target as HTMLElement;
          if (entry.intersectionRatio >= REVEAL_THRESHOLD) {
            section.dataset.reveal = 'shown';
            observer.unobserve(section);
          } else if (section.dataset.reveal === 'static') {
            section.dataset.reveal = 'pending';
          }
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    for (const section of sections) observer.observe(section);
    return () => observer.disconnect();
  }, []);
  return root;
}

const REVEAL_CLASSES =
  'data-[reveal=pending]:translate-y-6 data-[reveal=pending]:opacity-0 motion-safe:transition motion-safe:duration-700';

function CampaignBanner({ campaign }: { campaign: CampaignPage }) {
  const { banners } = campaign;
  const fallback = banners.s ?? banners.m ?? banners.l ?? banners.xl;
  if (!fallback) return null;
  const sources: [string, string | null][] = [
    ['(min-width: 1280px)', banners.xl],
    ['(min-width: 1024px)', banners.l],
    ['(min-width: 640px)', banners.m],
  ];
  return (
    <picture>
      {sources.map(([media, src]) =>
        src ? <source key={media} media={media} srcSet={imageSrcSet(src, BANNER_WIDTH) ?? src} sizes="100vw" /> : null,
      )}
      <img
        src={fallback}
        srcSet={imageSrcSet(fallback, BANNER_WIDTH)}
        sizes="100vw"
        alt={campaign.title}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        fetchPriority="high"
        className="h-auto w-full"
      />
    </picture>
  );
}

/** SPEC §3 Campaign: title, one responsive banner, highlighted products, then every product. */
export function CampaignView({ campaign }: { campaign: CampaignPage }) {
  const { t } = useTranslation();
  const root = useRevealSections();
  const banner = <CampaignBanner campaign={campaign} />;
  return (
    <div
      ref={root}
      className="min-h-[60vh] pb-12"
      style={campaign.backgroundColor ? { backgroundColor: campaign.backgroundColor } : undefined}
      data-testid="campaign-page"
    >
      <h1 className="mx-auto max-w-6xl bg-white/90 px-4 py-3 text-2xl font-bold text-gray-900">{campaign.title}</h1>
      <div className="mx-auto max-w-6xl">
        {campaign.bannerLink ? (
          <a href={campaign.bannerLink} aria-label={t('pages:campaign.banner_link', { title: campaign.title })}>
            {banner}
          </a>
        ) : (
          banner
        )}
      </div>
      {campaign.highlightProductLinks.length > 0 && (
        <section data-reveal="static" className={`mx-auto mt-6 max-w-6xl px-4 ${REVEAL_CLASSES}`}>
          <h2 className="mb-3 inline-block rounded bg-white px-3 py-1 text-lg font-semibold text-gray-900">
            {t('pages:campaign.highlights')}
          </h2>
          <ul className="grid grid-cols-2 gap-3">
            {campaign.highlightProductLinks.map((link, index) => (
              <li key={`${link.url}-${index}`} className={link.mode === 'wide' ? 'col-span-2' : 'col-span-1'}>
                <a
                  href={link.url}
                  className="block overflow-hidden rounded-lg bg-white"
                  aria-label={t('pages:campaign.product_link', { number: index + 1 })}
                >
                  <img src={link.image} alt="" loading="lazy" className="aspect-square h-auto w-full object-contain" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {campaign.productLinks.length > 0 && (
        <section data-reveal="static" className={`mx-auto mt-6 max-w-6xl px-4 ${REVEAL_CLASSES}`}>
          <h2 className="mb-3 inline-block rounded bg-white px-3 py-1 text-lg font-semibold text-gray-900">
            {t('pages:campaign.products')}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="campaign-products">
            {campaign.productLinks.map((link, index) => (
              <li key={`${link.url}-${index}`}>
                <a
                  href={link.url}
                  className="block overflow-hidden rounded-lg bg-white"
                  aria-label={t('pages:campaign.product_link', { number: index + 1 })}
                >
                  <img src={link.image} alt="" loading="lazy" className="aspect-square h-auto w-full object-contain" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** Description, canonical link and Open Graph tags of an /event/ page; React hoists them into <head> during the server render. */
export function EventSeoTags({
  title,
  image,
  canonicalUrl,
}: {
  title: string;
  image: string | null;
  canonicalUrl: string;
}) {
  const { t } = useTranslation();
  const description = t('pages:campaign.description', { title });
  return (
    <>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonicalUrl} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonicalUrl} />
      {image && <meta property="og:image" content={new URL(image, canonicalUrl).href} />}
    </>
  );
}

/** A campaign's tags: its widest banner is the Open Graph image. */
export function CampaignSeoTags({ campaign, canonicalUrl }: { campaign: CampaignPage; canonicalUrl: string }) {
  const { banners } = campaign;
  return (
    <EventSeoTags
      title={campaign.title}
      image={banners.xl ?? banners.l ?? banners.m ?? banners.s}
      canonicalUrl={canonicalUrl}
    />
  );
}
