/**
 * SVG artwork for generated pictures: a two-colour gradient and a glyph, rendered by librsvg
 * inside sharp. No words, but for the brand mark on square tiles: titles are HTML in the
 * visitor's language (docs/decisions/words-out-of-pictures.md).
 */

export type ArtworkLayout = 'square' | 'wide' | 'avatar' | 'icon';

export interface Artwork {
  width: number;
  height: number;
  layout: ArtworkLayout;
  palette: readonly [string, string];
  /** SVG fragment drawn in a 100 × 100 box. */
  glyph: string;
}

const FONT_FAMILY = "'Noto Sans', 'DejaVu Sans', sans-serif";

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** Deterministic decoration from the picture's key, so pictures of one kind do not all look alike. */
function decorationSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

function textBlock(
  lines: string[],
  x: number,
  y: number,
  fontSize: number,
  anchor: 'start' | 'middle',
  weight: number,
  opacity = 1,
): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${Math.round(y + index * fontSize * 1.25)}" font-family="${FONT_FAMILY}" font-size="${fontSize}" font-weight="${weight}" fill="#ffffff" fill-opacity="${opacity}" text-anchor="${anchor}">${escapeXml(line)}</text>`,
    )
    .join('');
}

function placeGlyph(glyph: string, x: number, y: number, size: number): string {
  const scale = size / 100;
  return `<g transform="translate(${Math.round(x)} ${Math.round(y)}) scale(${scale.toFixed(3)})">${glyph}</g>`;
}

/** `variation` (the picture's kind and key) places the decoration. */
export function renderArtworkSvg(artwork: Artwork, variation: string): string {
  const { width, height, palette, glyph, layout } = artwork;
  const seed = decorationSeed(`${variation}${palette.join('')}`);
  const bubbleX = width * (0.55 + ((seed & 0xff) / 255) * 0.4);
  const bubbleY = height * (0.1 + (((seed >> 8) & 0xff) / 255) * 0.3);
  const bubbleRadius = Math.min(width, height) * (0.25 + (((seed >> 16) & 0xff) / 255) * 0.2);
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="background" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient></defs>`,
  ];
  if (layout === 'icon') {
    const radius = Math.min(width, height) / 2;
    parts.push(`<circle cx="${width / 2}" cy="${height / 2}" r="${radius}" fill="url(#background)"/>`);
    parts.push(placeGlyph(glyph, width * 0.22, height * 0.22, Math.min(width, height) * 0.56));
    parts.push('</svg>');
    return parts.join('');
  }
  parts.push(`<rect width="${width}" height="${height}" fill="url(#background)"/>`);
  parts.push(
    `<circle cx="${Math.round(bubbleX)}" cy="${Math.round(bubbleY)}" r="${Math.round(bubbleRadius)}" fill="#ffffff" fill-opacity="0.12"/>`,
  );
  parts.push(
    `<circle cx="${Math.round(width * 0.08)}" cy="${Math.round(height * 0.95)}" r="${Math.round(Math.min(width, height) * 0.3)}" fill="#000000" fill-opacity="0.06"/>`,
  );

  if (layout === 'square' || layout === 'avatar') {
    const glyphSize = Math.min(width, height) * 0.7;
    parts.push(placeGlyph(glyph, (width - glyphSize) / 2, (height - glyphSize) / 2, glyphSize));
    if (layout === 'square') {
      parts.push(textBlock(['WellFit'], width * 0.05, height * 0.08, Math.round(height * 0.04), 'start', 700, 0.8));
    }
  } else {
    // The right side: a title laid over a wide picture stands on its left, in HTML.
    const glyphSize = height * 0.7;
    parts.push(placeGlyph(glyph, width - glyphSize - width * 0.06, (height - glyphSize) / 2, glyphSize));
  }
  parts.push('</svg>');
  return parts.join('');
}
