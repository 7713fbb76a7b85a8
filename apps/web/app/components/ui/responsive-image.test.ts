import { describe, expect, it } from 'vitest';
import { imageSrcSet } from './responsive-image';

describe('imageSrcSet', () => {
  it('offers every narrower variant and the original at its own width', () => {
    expect(imageSrcSet('/uploads/a.webp', 640)).toBe(
      '/uploads/a.webp?w=160 160w, /uploads/a.webp?w=320 320w, /uploads/a.webp?w=480 480w, /uploads/a.webp 640w',
    );
  });

  it('stops at the largest variant a thumbnail can use, without the original', () => {
    expect(imageSrcSet('/uploads/a.webp', 960, 320)).toBe('/uploads/a.webp?w=160 160w, /uploads/a.webp?w=320 320w');
  });

  it('leaves pictures from elsewhere as they are', () => {
    expect(imageSrcSet('https://cdn.example.com/a.webp', 960, 320)).toBeUndefined();
  });
});
