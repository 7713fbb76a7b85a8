/**
 * The widths the server renders a local picture at (`/uploads/…?w=`), each once, as WebP.
 * The browser picks one through the srcset of ResponsiveImage; the server clamps any other
 * width to the nearest of these, so a client cannot make it render arbitrary sizes.
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The allowed width nearest to the one asked for; a tie goes to the larger (sharper) one. */
export function nearestImageWidth(requested: number): ImageWidth {
  let best: ImageWidth = IMAGE_WIDTHS[0];
  for (const width of IMAGE_WIDTHS) {
    if (Math.abs(width - requested) <= Math.abs(best - requested)) best = width;
  }
  return best;
}

/** Product pictures are square, up to this width (seed and uploads); a srcset never asks for more. */
export const PRODUCT_PICTURE_WIDTH = 480;

/**
 * A coach's portrait: a square picture up to this width (the demo data's size). Every slot that
 * shows one passes it as the intrinsic size so the srcset offers the server's smaller widths; a
 * smaller figure would label the whole picture as that width and send it to a 48-px avatar.
 */
export const COACH_PORTRAIT_WIDTH = 400;
