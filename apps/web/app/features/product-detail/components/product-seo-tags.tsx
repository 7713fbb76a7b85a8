import type { ProductSeo } from '../product-seo';

/**
 * Description, Open Graph, canonical link and schema.org JSON-LD of a product page. React
 * hoists <meta> and <link> into <head> during the server render; the JSON-LD body is escaped
 * by productSeo, so product text cannot end the script element.
 */
export function ProductSeoTags({ seo }: { seo: ProductSeo }) {
  return (
    <>
      <meta name="description" content={seo.description} />
      <link rel="canonical" href={seo.canonicalUrl} />
      <meta property="og:type" content="product" />
      <meta property="og:title" content={seo.title} />
      <meta property="og:description" content={seo.description} />
      <meta property="og:url" content={seo.canonicalUrl} />
      {seo.imageUrl && <meta property="og:image" content={seo.imageUrl} />}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: seo.jsonLd }} />
    </>
  );
}
