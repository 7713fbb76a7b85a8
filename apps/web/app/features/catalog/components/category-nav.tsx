import { useTranslation } from 'react-i18next';
import { AppLink } from '~/components/ui/app-link';
import type { CategoryListAnswer } from '@wellfit/contracts/catalog';
import { listHref, type ProductListFilters } from '../product-list-search';

interface CategoryNavProps {
  categories: CategoryListAnswer;
  activeCategoryId: number | null;
  /** path: /product-list/{id}; query: the same page with ?category={id}. */
  linkMode: 'path' | 'query';
  pathname: string;
  filters: ProductListFilters;
}

/** Category chips (a scrolling row on phones); the chosen top-level category shows its children below. */
export function CategoryNav({ categories, activeCategoryId, linkMode, pathname, filters }: CategoryNavProps) {
  const { t } = useTranslation();
  // Choosing a category starts at its first page; sort and price filters carry over.
  const carried = {
    sort: filters.sort,
    priceMin: filters.priceMin,
    priceMax: filters.priceMax,
    inStock: filters.inStock,
  };
  const hrefOf = (id: number | null) =>
    linkMode === 'path'
      ? listHref(`/product-list/${id ?? 'all'}`, carried)
      : listHref(pathname, { ...carried, category: id ?? undefined });
  const activeParent = categories.find(
    (node) => node.id === activeCategoryId || node.children.some((child) => child.id === activeCategoryId),
  );

  const chip = (id: number | null, label: string) => {
    const active = id === activeCategoryId || (id !== null && id === activeParent?.id && activeCategoryId !== id);
    const current = id === activeCategoryId;
    return (
      <li key={id ?? 'all'}>
        <AppLink
          to={hrefOf(id)}
          className={active ? 'chip chip-active' : 'chip'}
          aria-current={current ? 'page' : undefined}
          preventScrollReset
        >
          {label}
        </AppLink>
      </li>
    );
  };

  return (
    <nav aria-label={t('catalog:categories.label')} className="space-y-2">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:thin] sm:mx-0 sm:flex-wrap sm:px-0">
        {chip(null, t('catalog:categories.all'))}
        {categories.map((node) => chip(node.id, node.name))}
      </ul>
      {activeParent && activeParent.children.length > 0 && (
        <ul
          className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
          aria-label={activeParent.name}
        >
          {chip(activeParent.id, t('catalog:categories.all_in', { name: activeParent.name }))}
          {activeParent.children.map((child) => chip(child.id, child.name))}
        </ul>
      )}
    </nav>
  );
}
