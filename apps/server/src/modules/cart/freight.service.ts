import { DEFAULT_FREIGHT, type FreightRule } from '@wellfit/contracts/freight';
import type { ServiceContext } from '../../context.ts';
import { settingValue } from '../data-dictionary/data-dictionary.service.ts';

/**
 * Where the shipping fee rule (packages/contracts/src/freight.ts) gets its amounts: the data
 * dictionary, type `shopConfig`, so they change without a release; unset or malformed values
 * fall back to DEFAULT_FREIGHT. Checkout (a later issue) prices freight through this same rule.
 */
export const SHOP_CONFIG_TYPE = 'shopConfig';
export const FREIGHT_SETTING_NAMES = { flatFee: 'freightAmount', freeThreshold: 'freeShippingThreshold' } as const;

function wholeAmount(value: string | undefined, fallback: number): number {
  if (value === undefined || !/^\d{1,9}$/.test(value.trim())) return fallback;
  return Number(value.trim());
}

/** The rule now: read from the dictionary's in-process copy, so pricing costs no extra statement. */
export async function freightRule(ctx: ServiceContext): Promise<FreightRule> {
  const [flatFee, freeThreshold] = await Promise.all([
    settingValue(ctx, SHOP_CONFIG_TYPE, FREIGHT_SETTING_NAMES.flatFee),
    settingValue(ctx, SHOP_CONFIG_TYPE, FREIGHT_SETTING_NAMES.freeThreshold),
  ]);
  return {
    flatFee: wholeAmount(flatFee, DEFAULT_FREIGHT.flatFee),
    freeThreshold: wholeAmount(freeThreshold, DEFAULT_FREIGHT.freeThreshold),
  };
}
