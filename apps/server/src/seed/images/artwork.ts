/**
 * SVG artwork for generated pictures: a two-colour gradient, a glyph and (optionally) a title,
 * set in Noto Sans CJK TC (Debian's fonts-noto-cjk); fontconfig falls back to any sans-serif
 * when it is missing, and librsvg inside sharp renders the result.
 */

export type ArtworkLayout = 'square' | 'wide' | 'avatar' | 'icon';

export interface Artwork {
  width: number;
  height: number;
  layout: ArtworkLayout;
  palette: readonly [string, string];
  /** SVG fragment drawn in a 100 × 100 box. */
  glyph: string;
  title?: string;
  subtitle?: string;
}

const FONT_FAMILY = "'Noto Sans CJK TC', 'Noto Sans TC', 'Noto Sans CJK SC', sans-serif";

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

/** Han and full-width characters take a whole em; Latin letters about half of one. */
function characterWidth(character: string): number {
  return /[\u2e80-\uffef]/.test(character) ? 1 : 0.56;
}

function textWidth(text: string): number {
  let width = 0;
  for (const character of text) width += characterWidth(character);
  return width;
}

/**
 * Breaks a title into at most `maxLines` lines of `maxEms` ems: between words for Latin text,
 * anywhere for Han text; the last line ends with an ellipsis when the text does not fit.
 */
function wrapText(text: string, maxEms: number, maxLines: number): string[] {
  const tokens = text.match(/[\u2e80-\uffef]|[^\s\u2e80-\uffef]+|\s+/g) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    const candidate = line + token;
    if (textWidth(candidate.trimEnd()) <= maxEms || line.trim() === '') {
      line = candidate;
      continue;
    }
    lines.push(line.trim());
    line = token.trimStart();
  }
  if (line.trim()) lines.push(line.trim());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last.length > 1 && textWidth(`${last}…`) > maxEms) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

/** Deterministic decoration from the title, so pictures of one kind do not all look alike. */
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

export function renderArtworkSvg(artwork: Artwork): string {
  const { width, height, palette, glyph, layout } = artwork;
  const seed = decorationSeed(`${artwork.title ?? ''}${palette.join('')}`);
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
    const glyphSize = Math.min(width, height) * (artwork.title ? 0.52 : 0.7);
    const glyphY = artwork.title ? height * 0.1 : (height - glyphSize) / 2;
    parts.push(placeGlyph(glyph, (width - glyphSize) / 2, glyphY, glyphSize));
    if (artwork.title) {
      const fontSize = Math.round(height * (layout === 'avatar' ? 0.085 : 0.068));
      const lines = wrapText(artwork.title, (width * 0.86) / fontSize, 2);
      const top = height * 0.74 + (lines.length === 1 ? fontSize * 0.6 : 0);
      parts.push(textBlock(lines, width / 2, top, fontSize, 'middle', 700));
    }
    if (layout === 'square') {
      parts.push(textBlock(['WellFit'], width * 0.05, height * 0.08, Math.round(height * 0.04), 'start', 700, 0.8));
    }
  } else {
    const glyphSize = height * 0.7;
    parts.push(placeGlyph(glyph, width - glyphSize - width * 0.06, (height - glyphSize) / 2, glyphSize));
    const textWidthAvailable = width - glyphSize - width * 0.16;
    const titleSize = Math.round(height * 0.12);
    const titleLines = artwork.title ? wrapText(artwork.title, textWidthAvailable / titleSize, 2) : [];
    const subtitleSize = Math.round(height * 0.072);
    const subtitleLines = artwork.subtitle ? wrapText(artwork.subtitle, textWidthAvailable / subtitleSize, 2) : [];
    const blockHeight = titleLines.length * titleSize * 1.25 + subtitleLines.length * subtitleSize * 1.35;
    let y = (height - blockHeight) / 2 + titleSize;
    parts.push(textBlock(titleLines, width * 0.07, y, titleSize, 'start', 700));
    y += titleLines.length * titleSize * 1.25 + subtitleSize * 0.4;
    parts.push(textBlock(subtitleLines, width * 0.07, y, subtitleSize, 'start', 400, 0.9));
  }
  parts.push('</svg>');
  return parts.join('');
}
