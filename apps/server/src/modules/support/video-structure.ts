import type { AttachmentKind } from '@wellfit/contracts/support';

/**
 * Whether a contact attachment sniffed as a video (contracts attachmentKindOf) is built as one
 * from its first byte to its last, without decoding it (docs/decisions/contact-attachment-checks.md):
 * a signature followed by anything else (an HTML page) is refused.
 */
export function isWholeVideo(kind: AttachmentKind['extension'], bytes: Uint8Array): boolean {
  if (kind === 'mp4' || kind === 'mov') return isIsoMedia(bytes);
  if (kind === 'mpeg') return bytes[3] === 0xba ? isMpegProgramStream(bytes) : isMpegVideoSequence(bytes);
  return false;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** A box type is four printable ASCII characters at the top level ("ftyp", "moov", "mdat", "free"…). */
function isBoxType(bytes: Uint8Array, at: number): boolean {
  for (let index = at; index < at + 4; index += 1) {
    const byte = bytes[index]!;
    if (byte < 0x20 || byte > 0x7e) return false;
  }
  return true;
}

/**
 * ISO base media (MP4) and QuickTime (MOV): the top-level boxes, each a 32-bit size (1: a 64-bit
 * size follows; 0: to the end of the file) and a type, tile the file exactly, and one of them is
 * the movie header box `moov` (a fragmented MP4 has one too) without which nothing can play.
 */
function isIsoMedia(bytes: Uint8Array): boolean {
  const data = view(bytes);
  let offset = 0;
  let hasMovie = false;
  while (offset < bytes.length) {
    if (bytes.length - offset < 8 || !isBoxType(bytes, offset + 4)) return false;
    let size = data.getUint32(offset);
    let header = 8;
    if (size === 1) {
      if (bytes.length - offset < 16) return false;
      size = Number(data.getBigUint64(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = bytes.length - offset;
    }
    if (size < header || size > bytes.length - offset) return false;
    if (String.fromCharCode(...bytes.subarray(offset + 4, offset + 8)) === 'moov') hasMovie = true;
    offset += size;
  }
  return hasMovie;
}

const startCodeAt = (bytes: Uint8Array, at: number) =>
  at + 4 <= bytes.length && bytes[at] === 0 && bytes[at + 1] === 0 && bytes[at + 2] === 1;

const PACK_START = 0xba;
const PROGRAM_END = 0xb9;
const SYSTEM_HEADER = 0xbb;

/**
 * MPEG-1 and MPEG-2 program streams (ISO/IEC 11172-1, 13818-1): packs (a pack header, MPEG-1's of
 * 12 bytes or MPEG-2's of 14 plus stuffing) and packets (a start code, a stream id of 0xBB and
 * up, a 16-bit length) follow one another to the end of the file or to the end code 00 00 01 B9,
 * after which nothing may follow.
 */
function isMpegProgramStream(bytes: Uint8Array): boolean {
  const data = view(bytes);
  let offset = 0;
  let packets = 0;
  while (offset < bytes.length) {
    if (!startCodeAt(bytes, offset)) return false;
    const code = bytes[offset + 3]!;
    if (code === PROGRAM_END) return offset + 4 === bytes.length && packets > 0;
    let length: number;
    if (code === PACK_START) {
      if (offset + 14 > bytes.length) return false;
      const marker = bytes[offset + 4]!;
      if ((marker & 0xc0) === 0x40) length = 14 + (bytes[offset + 13]! & 0x07);
      else if ((marker & 0xf0) === 0x20) length = 12;
      else return false;
    } else if (code >= SYSTEM_HEADER) {
      if (offset + 6 > bytes.length) return false;
      length = 6 + data.getUint16(offset + 4);
      packets += 1;
    } else {
      return false;
    }
    if (offset + length > bytes.length) return false;
    offset += length;
  }
  return packets > 0;
}

/**
 * An MPEG-1/2 video elementary stream has no lengths to walk: it must open with a sequence header
 * whose size, aspect ratio and frame rate codes are valid, and hold a picture. What lies between
 * its start codes is compressed data that only a decoder could check (the decision file says so).
 */
function isMpegVideoSequence(bytes: Uint8Array): boolean {
  if (bytes.length < 12 || !startCodeAt(bytes, 0) || bytes[3] !== 0xb3) return false;
  const width = (bytes[4]! << 4) | (bytes[5]! >> 4);
  const height = ((bytes[5]! & 0x0f) << 8) | bytes[6]!;
  const aspectRatio = bytes[7]! >> 4;
  const frameRate = bytes[7]! & 0x0f;
  if (width === 0 || height === 0 || aspectRatio === 0 || aspectRatio > 14 || frameRate === 0 || frameRate > 8)
    return false;
  for (let offset = 4; offset + 4 <= bytes.length; offset += 1) {
    if (startCodeAt(bytes, offset) && bytes[offset + 3] === 0x00) return true;
  }
  return false;
}
