import { describe, expect, it } from 'vitest';
import { SOLD_OUT_PLACEHOLDER_STOCK } from '@wellfit/contracts/constants';
import type { SkuStock } from '@wellfit/contracts/product-detail';
import { chooseValue, initialSelection, selectedSku, specOptionGroups, unitPrices, withSpec } from './sku-selection';

const sku = (id: number, colour: string, size: string, stock: number, price = 1000): SkuStock => ({
  id,
  skuCode: `S${id}`,
  stock,
  price,
  promotionPrice: price - 100,
  pic: null,
  spData: JSON.stringify([
    { key: '顏色', value: colour },
    { key: '尺寸', value: size },
  ]),
});

const skus = withSpec([sku(1, '黑', 'M', 0), sku(2, '黑', 'L', 4, 1100), sku(3, '灰', 'M', 0), sku(4, '灰', 'L', 0)]);
const skuAttr = [
  { key: '顏色', values: ['黑', '灰'] },
  { key: '尺寸', values: ['M', 'L'] },
];

describe('spec selection', () => {
  it('opens on the first SKU in stock and finds the SKU of the chosen values', () => {
    const selection = initialSelection(skus);
    expect(selection).toEqual({ 顏色: '黑', 尺寸: 'L' });
    expect(selectedSku(skus, selection)?.id).toBe(2);
    expect(unitPrices(selectedSku(skus, selection), { listPrice: 1000, salePrice: 900 })).toEqual({
      price: 1000,
      listPrice: 1100,
    });
  });

  it('marks a value sold out when no SKU with it and the other choices has stock', () => {
    const groups = specOptionGroups(skuAttr, skus, { 顏色: '黑', 尺寸: 'L' });
    expect(groups[0]!.values).toEqual([
      { value: '黑', stock: 4, soldOut: false },
      { value: '灰', stock: 0, soldOut: true },
    ]);
    expect(groups[1]!.values).toEqual([
      { value: 'M', stock: 0, soldOut: true },
      { value: 'L', stock: 4, soldOut: false },
    ]);
  });

  it('gives values present only in the stock list the §9 placeholder stock 9999', () => {
    const extra = withSpec([...skus, sku(5, '紅', 'XL', 0)]);
    const groups = specOptionGroups(skuAttr, extra, {});
    expect(groups[0]!.values.at(-1)).toEqual({ value: '紅', stock: SOLD_OUT_PLACEHOLDER_STOCK, soldOut: false });
    expect(groups[1]!.values.at(-1)).toEqual({ value: 'XL', stock: SOLD_OUT_PLACEHOLDER_STOCK, soldOut: false });
    // Selectable, but the SKU it leads to is sold out.
    const selection = chooseValue(extra, {}, '顏色', '紅');
    expect(selectedSku(extra, { ...selection, 尺寸: 'XL' })?.stock).toBe(0);
  });

  it('moves to an existing combination when a choice breaks the current one', () => {
    const partial = withSpec([sku(1, '黑', 'M', 3), sku(2, '灰', 'L', 2)]);
    expect(chooseValue(partial, { 顏色: '黑', 尺寸: 'M' }, '顏色', '灰')).toEqual({ 顏色: '灰', 尺寸: 'L' });
  });
});
