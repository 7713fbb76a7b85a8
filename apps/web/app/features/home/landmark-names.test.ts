import { describe, expect, it } from 'vitest';
import { repeatedLandmarkLabels } from './landmark-names';

describe('repeatedLandmarkLabels', () => {
  const label = (name: string, ordinal: number) => `${name} (${ordinal})`;

  it('leaves distinct names alone', () => {
    expect(repeatedLandmarkLabels(['Plans', 'Classes', null], label)).toEqual([undefined, undefined, undefined]);
  });

  it('numbers a repeated name from its second use on', () => {
    expect(repeatedLandmarkLabels(['Offers', 'Plans', 'Offers', null, 'Plans', 'Offers'], label)).toEqual([
      undefined,
      undefined,
      'Offers (2)',
      undefined,
      'Plans (2)',
      'Offers (3)',
    ]);
  });
});
