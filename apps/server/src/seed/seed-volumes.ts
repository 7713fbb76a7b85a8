/** `--scale` runs from 1 (the rich demo set `npm start` loads) to 100 (the load-test set). */
export const MIN_SCALE = 1;
export const MAX_SCALE = 100;

/** Straight line from the scale-1 count to the scale-100 count. */
function between(atScaleOne: number, atTopScale: number, scale: number): number {
  return Math.round(atScaleOne + ((atTopScale - atScaleOne) * (scale - MIN_SCALE)) / (MAX_SCALE - MIN_SCALE));
}

export interface SeedVolumes {
  /** Equipment products; subscription, gift and virtual products come on top. */
  products: number;
  /** Members, the demo accounts included. */
  members: number;
  coaches: number;
  courses: number;
  plans: number;
  series: number;
  articles: number;
  /** Orders of generated members; the demo accounts get their own handful on top. */
  orders: number;
}

/**
 * How much of everything a scale makes. Shop and members grow to the sizes the load tests
 * need (10,000 products and 100,000 members at scale 100); content grows more slowly because
 * real sites have far fewer courses than members.
 */
export function seedVolumes(scale: number): SeedVolumes {
  if (!Number.isInteger(scale) || scale < MIN_SCALE || scale > MAX_SCALE) {
    throw new RangeError(`scale must be an integer from ${MIN_SCALE} to ${MAX_SCALE}, got ${scale}`);
  }
  return {
    products: between(150, 10_000, scale),
    members: between(300, 100_000, scale),
    coaches: between(12, 200, scale),
    courses: between(32, 3_000, scale),
    plans: between(12, 600, scale),
    series: between(6, 300, scale),
    articles: between(60, 6_000, scale),
    orders: between(400, 300_000, scale),
  };
}
