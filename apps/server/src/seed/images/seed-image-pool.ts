import { access, mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { renderArtworkSvg, type Artwork } from './artwork.ts';

/** Where seed pictures live under DATA_DIR/uploads, and the URL prefix the server serves them at. */
export const SEED_UPLOADS_SUBDIR = 'seed';
const SEED_URL_PREFIX = `/uploads/${SEED_UPLOADS_SUBDIR}`;

/** The stored picture fields (SPEC §3 imageInfo: imageUrl, imgWidth, imgHeight). */
export interface SeedPicture {
  url: string;
  width: number;
  height: number;
}

function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

export interface RenderResult {
  written: number;
  skipped: number;
}

/**
 * A bounded set of pictures: generators ask for a picture by kind and key and get its URL
 * straight away; `render` draws the ones not on disk yet. The file name carries a hash of the
 * artwork, so changed artwork gets a new file, and a second seed finds every file in place.
 */
export class SeedImagePool {
  private readonly artworks = new Map<string, string>();
  private readonly pictures = new Map<string, SeedPicture>();

  picture(kind: string, key: string, artwork: Artwork): SeedPicture {
    const id = `${kind}:${key}`;
    const known = this.pictures.get(id);
    if (known) return known;
    const svg = renderArtworkSvg(artwork, id);
    const file = `${kind}-${key}-${contentHash(svg)}.webp`;
    const picture = { url: `${SEED_URL_PREFIX}/${file}`, width: artwork.width, height: artwork.height };
    this.artworks.set(file, svg);
    this.pictures.set(id, picture);
    return picture;
  }

  get size(): number {
    return this.artworks.size;
  }

  /** Renders missing files, a few at a time: sharp works on libuv's threads, two cores here. */
  async render(uploadsDir: string, concurrency = 3): Promise<RenderResult> {
    const directory = path.join(uploadsDir, SEED_UPLOADS_SUBDIR);
    await mkdir(directory, { recursive: true });
    const queue = [...this.artworks.entries()];
    const result: RenderResult = { written: 0, skipped: 0 };
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [file, svg] = next;
        const target = path.join(directory, file);
        if (await exists(target)) {
          result.skipped += 1;
          continue;
        }
        // Written under a temporary name first: a seed stopped half-way leaves no truncated picture.
        const partial = `${target}.${process.pid}.partial`;
        await sharp(Buffer.from(svg)).webp({ quality: 80, effort: 0 }).toFile(partial);
        await rename(partial, target);
        result.written += 1;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return result;
  }
}
