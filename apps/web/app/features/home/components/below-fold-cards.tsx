import type { HomeCardView } from '@wellfit/contracts/home-page-parser';
import { ContentRail } from './content-rail';
import { ProductRail } from './product-rail';

/** The rails, loaded as one chunk once the first of them nears the viewport (deferred-card.tsx). */
export default function BelowFoldCard({
  card,
  kind,
}: {
  card: HomeCardView;
  kind: 'products' | 'ranked' | 'contents';
}) {
  if (kind === 'contents') return <ContentRail card={card} />;
  return <ProductRail card={card} ranked={kind === 'ranked'} />;
}
