import { SOLD_OUT_PLACEHOLDER_STOCK } from '@wellfit/contracts/constants';
import type { SkuAttribute, SkuStock } from '@wellfit/contracts/product-detail';
import { parseSpData, type SpecPair } from '@wellfit/contracts/product-spec';

/*
 * The spec selection of /product/{id} (SPEC §3 Product: "Stock is the stock of the SKU matching
 * the selected spec"; §9 sold-out placeholder). A value button shows when the product offers it;
 * it is disabled (sold out) when no SKU with that value and the other chosen values has stock.
 * A value found only in the stock list (a SKU whose spData carries a value skuAttr does not
 * declare) has no declared place to compute availability from: it gets the §9 placeholder stock
 * 9999, so it stays selectable and the chosen SKU's own stock then decides (a sold-out SKU
 * shows "sold out" and cannot be added). docs/decisions/sku-sold-out-placeholder.md.
 */

/** Chosen value per spec key. */
export type SpecSelection = Readonly<Record<string, string>>;

export interface SkuWithSpec extends SkuStock {
  spec: SpecPair[];
}

export function withSpec(skus: readonly SkuStock[]): SkuWithSpec[] {
  return skus.map((sku) => ({ ...sku, spec: parseSpData(sku.spData) }));
}

export interface SpecValueOption {
  value: string;
  /** Stock behind this value given the other chosen values; SOLD_OUT_PLACEHOLDER_STOCK for stock-list-only values. */
  stock: number;
  soldOut: boolean;
}

export interface SpecOptionGroup {
  key: string;
  values: SpecValueOption[];
}

function valueOf(sku: SkuWithSpec, key: string): string | undefined {
  return sku.spec.find((pair) => pair.key === key)?.value;
}

/** SKUs that carry every chosen value except the one for `ignoredKey`. */
function skusMatchingOthers(skus: readonly SkuWithSpec[], selection: SpecSelection, ignoredKey: string): SkuWithSpec[] {
  return skus.filter((sku) =>
    Object.entries(selection).every(([key, value]) => key === ignoredKey || valueOf(sku, key) === value),
  );
}

/** The declared keys and values first, then any key or value only the stock list knows. */
export function specOptionGroups(
  skuAttr: readonly SkuAttribute[],
  skus: readonly SkuWithSpec[],
  selection: SpecSelection,
): SpecOptionGroup[] {
  const declared = new Map(skuAttr.map((attribute) => [attribute.key, attribute.values]));
  const keys = [...declared.keys()];
  for (const sku of skus) for (const pair of sku.spec) if (!keys.includes(pair.key)) keys.push(pair.key);
  return keys.map((key) => {
    const declaredValues = declared.get(key) ?? [];
    const values = [...declaredValues];
    for (const sku of skus) {
      const value = valueOf(sku, key);
      if (value !== undefined && !values.includes(value)) values.push(value);
    }
    const candidates = skusMatchingOthers(skus, selection, key);
    return {
      key,
      values: values.map((value) => {
        const stock = declaredValues.includes(value)
          ? candidates.filter((sku) => valueOf(sku, key) === value).reduce((sum, sku) => sum + sku.stock, 0)
          : SOLD_OUT_PLACEHOLDER_STOCK;
        return { value, stock, soldOut: stock === 0 };
      }),
    };
  });
}

/** The SKU whose spec is exactly the chosen values, or null until every key is chosen. */
export function selectedSku(skus: readonly SkuWithSpec[], selection: SpecSelection): SkuWithSpec | null {
  return (
    skus.find(
      (sku) =>
        sku.spec.length === Object.keys(selection).length &&
        sku.spec.every((pair) => selection[pair.key] === pair.value),
    ) ?? null
  );
}

/** Opens on the first SKU in stock (or the first SKU when all are sold out), so a price and stock show at once. */
export function initialSelection(skus: readonly SkuWithSpec[]): SpecSelection {
  const sku = skus.find((candidate) => candidate.stock > 0) ?? skus[0];
  return Object.fromEntries((sku?.spec ?? []).map((pair) => [pair.key, pair.value]));
}

/**
 * Choosing a value keeps the other choices when a SKU still has them all; otherwise it moves to
 * the in-stock SKU with this value that shares the most of them, so a shopper never lands on a
 * combination that does not exist.
 */
export function chooseValue(
  skus: readonly SkuWithSpec[],
  selection: SpecSelection,
  key: string,
  value: string,
): SpecSelection {
  const next = { ...selection, [key]: value };
  if (selectedSku(skus, next)) return next;
  const withValue = skus.filter((sku) => valueOf(sku, key) === value);
  const shared = (sku: SkuWithSpec) => sku.spec.filter((pair) => selection[pair.key] === pair.value).length;
  const best = [...withValue].sort((a, b) => Number(b.stock > 0) - Number(a.stock > 0) || shared(b) - shared(a))[0];
  return best ? Object.fromEntries(best.spec.map((pair) => [pair.key, pair.value])) : next;
}

/** What one unit costs and what it would cost without the promotion. */
export function unitPrices(sku: SkuStock | null, product: { listPrice: number; salePrice: number }) {
  if (!sku) return { price: product.salePrice, listPrice: product.listPrice };
  return { price: sku.promotionPrice ?? sku.price, listPrice: sku.price };
}
