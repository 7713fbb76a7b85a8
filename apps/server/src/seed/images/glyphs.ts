import type { MotionType } from '../corpus/courses.ts';
import type { EquipmentShape } from '../corpus/products.ts';

/**
 * Simple flat drawings in a 100 × 100 box, white on the picture's gradient. They only need
 * to tell a dumbbell from a yoga mat at thumbnail size, so they stay a few primitives each.
 */

const WHITE = 'fill="#ffffff"';
const SOFT = 'fill="#ffffff" fill-opacity="0.55"';
const STROKE = (width: number) =>
  `fill="none" stroke="#ffffff" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

const EQUIPMENT_GLYPHS: Record<EquipmentShape, string> = {
  dumbbell: `<rect x="14" y="36" width="10" height="28" rx="3" ${WHITE}/><rect x="24" y="30" width="10" height="40" rx="3" ${WHITE}/><rect x="34" y="46" width="32" height="8" rx="3" ${SOFT}/><rect x="66" y="30" width="10" height="40" rx="3" ${WHITE}/><rect x="76" y="36" width="10" height="28" rx="3" ${WHITE}/>`,
  kettlebell: `<path d="M36 40 C36 18 64 18 64 40" ${STROKE(8)}/><circle cx="50" cy="60" r="24" ${WHITE}/><rect x="40" y="54" width="20" height="10" rx="4" fill="#000000" fill-opacity="0.12"/>`,
  treadmill: `<rect x="14" y="62" width="72" height="10" rx="5" ${WHITE}/><path d="M72 62 L80 26 L88 26" ${STROKE(6)}/><rect x="18" y="74" width="8" height="8" rx="2" ${SOFT}/><rect x="74" y="74" width="8" height="8" rx="2" ${SOFT}/>`,
  bike: `<circle cx="30" cy="64" r="14" ${STROKE(6)}/><circle cx="72" cy="64" r="10" ${SOFT}/><path d="M30 64 L46 40 L66 40 L72 64 M46 40 L42 28 M36 28 L50 28 M66 40 L70 26 L78 26" ${STROKE(6)}/>`,
  bench: `<rect x="16" y="44" width="68" height="12" rx="6" ${WHITE}/><path d="M26 56 L22 78 M74 56 L78 78 M50 56 L50 78" ${STROKE(6)}/><path d="M16 44 L28 22" ${STROKE(6)}/>`,
  mat: `<rect x="14" y="56" width="56" height="14" rx="4" ${SOFT}/><circle cx="72" cy="50" r="20" ${WHITE}/><circle cx="72" cy="50" r="11" fill="#000000" fill-opacity="0.12"/><circle cx="72" cy="50" r="4" ${WHITE}/>`,
  block: `<path d="M24 40 L58 28 L80 40 L80 66 L46 78 L24 66 Z" ${WHITE}/><path d="M24 40 L46 52 L80 40 M46 52 L46 78" fill="none" stroke="#000000" stroke-opacity="0.15" stroke-width="3"/>`,
  roller: `<rect x="18" y="38" width="64" height="26" rx="13" ${WHITE}/><path d="M30 40 L30 62 M42 40 L42 62 M54 40 L54 62 M66 40 L66 62" stroke="#000000" stroke-opacity="0.14" stroke-width="4"/>`,
  band: `<path d="M20 50 C20 20 80 20 80 50 C80 80 20 80 20 50 Z" ${STROKE(9)}/><path d="M32 50 C32 34 68 34 68 50" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4" fill="none"/>`,
  rope: `<path d="M26 26 C10 80 90 80 74 26" ${STROKE(4)}/><rect x="20" y="14" width="12" height="22" rx="5" ${WHITE}/><rect x="68" y="14" width="12" height="22" rx="5" ${WHITE}/>`,
  ball: `<circle cx="50" cy="52" r="30" ${WHITE}/><path d="M22 44 C40 52 60 52 78 44 M24 62 C40 70 60 70 76 62" stroke="#000000" stroke-opacity="0.14" stroke-width="4" fill="none"/>`,
  'massage-gun': `<rect x="22" y="28" width="52" height="22" rx="10" ${WHITE}/><rect x="40" y="48" width="16" height="34" rx="6" ${WHITE}/><circle cx="80" cy="39" r="8" ${SOFT}/>`,
  top: `<path d="M34 20 L22 26 L12 42 L24 50 L28 44 L28 82 L72 82 L72 44 L76 50 L88 42 L78 26 L66 20 C62 28 38 28 34 20 Z" ${WHITE}/>`,
  bottoms: `<path d="M28 18 L72 18 L78 84 L58 84 L50 40 L42 84 L22 84 Z" ${WHITE}/><rect x="28" y="18" width="44" height="8" ${SOFT}/>`,
  bottle: `<rect x="38" y="14" width="24" height="10" rx="3" ${SOFT}/><rect x="32" y="24" width="36" height="62" rx="12" ${WHITE}/><rect x="32" y="44" width="36" height="14" fill="#000000" fill-opacity="0.12"/>`,
  towel: `<path d="M24 24 L76 24 L76 76 L24 76 Z" ${WHITE}/><path d="M24 64 L76 64" stroke="#000000" stroke-opacity="0.12" stroke-width="6"/><path d="M24 24 C30 36 20 48 24 60" stroke="#000000" stroke-opacity="0.08" stroke-width="4" fill="none"/>`,
  bag: `<path d="M38 34 C38 18 62 18 62 34" ${STROKE(6)}/><rect x="16" y="34" width="68" height="44" rx="12" ${WHITE}/><rect x="16" y="50" width="68" height="6" fill="#000000" fill-opacity="0.12"/>`,
  scale: `<rect x="18" y="22" width="64" height="64" rx="12" ${WHITE}/><rect x="36" y="32" width="28" height="12" rx="3" fill="#000000" fill-opacity="0.18"/><circle cx="34" cy="70" r="4" fill="#000000" fill-opacity="0.12"/><circle cx="66" cy="70" r="4" fill="#000000" fill-opacity="0.12"/>`,
  glove: `<path d="M30 86 L30 44 L36 24 L44 24 L44 40 L48 20 L56 20 L56 40 L60 24 L68 24 L68 44 L74 36 L80 40 L70 62 L70 86 Z" ${WHITE}/><rect x="30" y="72" width="40" height="6" fill="#000000" fill-opacity="0.12"/>`,
};

/** Stick figures, one pose per motion type: course covers and plan pictures. */
const FIGURE = STROKE(7);
const HEAD = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="8" ${WHITE}/>`;
const MOTION_GLYPHS: Record<MotionType, string> = {
  running: `${HEAD(58, 18)}<path d="M54 30 L46 56 M46 56 L60 70 L56 86 M46 56 L32 66 L22 62 M52 36 L66 46 L76 40 M52 36 L38 42 L32 52" ${FIGURE}/>`,
  fitness: `${HEAD(50, 30)}<path d="M22 16 L78 16 M30 16 L40 40 M70 16 L60 40 M50 40 L50 64 L38 86 M50 64 L62 86" ${FIGURE}/><rect x="14" y="8" width="8" height="16" rx="2" ${WHITE}/><rect x="78" y="8" width="8" height="16" rx="2" ${WHITE}/>`,
  yoga: `${HEAD(50, 14)}<path d="M50 24 L50 58 L50 88 M50 58 L66 66 L50 72 M50 34 L36 18 M50 34 L64 18" ${FIGURE}/><path d="M20 90 L80 90" stroke="#ffffff" stroke-opacity="0.5" stroke-width="5" stroke-linecap="round"/>`,
  aerobics: `${HEAD(50, 16)}<path d="M50 28 L50 58 M50 36 L24 20 M50 36 L76 20 M50 58 L30 86 M50 58 L70 86" ${FIGURE}/>`,
  jump_rope: `${HEAD(50, 22)}<path d="M50 32 L50 60 L42 82 M50 60 L58 82 M50 40 L36 52 M50 40 L64 52" ${FIGURE}/><path d="M36 52 C10 96 90 96 64 52" ${STROKE(3)}/>`,
  walking: `${HEAD(52, 16)}<path d="M50 28 L48 58 L38 86 M48 58 L60 86 M50 36 L38 50 M50 36 L62 48" ${FIGURE}/>`,
  elliptical: `${HEAD(48, 16)}<path d="M48 28 L48 56 L38 74 M48 56 L62 70 M48 36 L66 30 L72 16" ${FIGURE}/><ellipse cx="50" cy="78" rx="30" ry="10" ${STROKE(4)}/>`,
  cycling: `${HEAD(46, 18)}<path d="M48 28 L56 48 L72 40 M56 48 L42 58 L50 72 M48 30 L66 36" ${FIGURE}/><circle cx="26" cy="74" r="14" ${STROKE(5)}/><circle cx="76" cy="74" r="14" ${STROKE(5)}/>`,
};

/** A person's bust for coach avatars. */
export const PERSON_GLYPH = `<circle cx="50" cy="38" r="18" ${WHITE}/><path d="M16 96 C16 66 84 66 84 96 Z" ${WHITE}/>`;

/** A sheet with lines: article covers. */
export const ARTICLE_GLYPH = `<rect x="22" y="14" width="56" height="72" rx="6" ${WHITE}/><path d="M32 32 L68 32 M32 44 L68 44 M32 56 L60 56 M32 68 L52 68" stroke="#000000" stroke-opacity="0.16" stroke-width="5" stroke-linecap="round"/>`;

/** A play button: series covers. */
export const PLAY_GLYPH = `<circle cx="50" cy="50" r="34" ${SOFT}/><path d="M42 34 L68 50 L42 66 Z" ${WHITE}/>`;

/** A star: campaign and promotion art. */
export const STAR_GLYPH = `<path d="M50 10 L61 38 L90 38 L66 56 L75 86 L50 68 L25 86 L34 56 L10 38 L39 38 Z" ${WHITE}/>`;

export function equipmentGlyph(shape: EquipmentShape): string {
  return EQUIPMENT_GLYPHS[shape];
}

export function motionGlyph(motionType: MotionType): string {
  return MOTION_GLYPHS[motionType];
}
