import { deflateSync } from 'node:zlib';

// Meter photos for the demo: a real greyscale PNG showing the reading on a seven-segment odometer,
// drawn here so the seed needs no image files.

const SEGMENTS: Readonly<Record<string, string>> = {
  '0': 'abcdef',
  '1': 'bc',
  '2': 'abdeg',
  '3': 'abcdg',
  '4': 'bcfg',
  '5': 'acdfg',
  '6': 'acdefg',
  '7': 'abc',
  '8': 'abcdefg',
  '9': 'abcdfg',
};

// Lit pixels of each segment in a 7 x 11 cell.
function segmentPixels(segment: string): Array<[number, number]> {
  const run = (fixed: number, from: number, to: number, horizontal: boolean) =>
    Array.from({ length: to - from + 1 }, (_, i): [number, number] =>
      horizontal ? [from + i, fixed] : [fixed, from + i],
    );
  switch (segment) {
    case 'a':
      return run(0, 1, 5, true);
    case 'b':
      return run(6, 1, 4, false);
    case 'c':
      return run(6, 6, 9, false);
    case 'd':
      return run(10, 1, 5, true);
    case 'e':
      return run(0, 6, 9, false);
    case 'f':
      return run(0, 1, 4, false);
    default:
      return run(5, 1, 5, true);
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const SCALE = 2;
const CELL_W = 7 * SCALE;
const CELL_H = 11 * SCALE;
const GAP = 4;
const BORDER = 6;

/** A PNG of the reading as a zero-padded six-digit odometer, white on dark grey. */
export function meterImage(reading: number): Buffer {
  const digits = String(Math.max(0, Math.floor(reading)))
    .padStart(6, '0')
    .slice(-6);
  const width = BORDER * 2 + digits.length * (CELL_W + GAP) - GAP;
  const height = BORDER * 2 + CELL_H;
  const pixels = Buffer.alloc(width * height, 0x30);
  [...digits].forEach((digit, index) => {
    const left = BORDER + index * (CELL_W + GAP);
    for (const segment of SEGMENTS[digit] ?? '') {
      for (const [x, y] of segmentPixels(segment)) {
        for (let dy = 0; dy < SCALE; dy++) {
          for (let dx = 0; dx < SCALE; dx++) {
            pixels[(BORDER + y * SCALE + dy) * width + left + x * SCALE + dx] = 0xf0;
          }
        }
      }
    }
  });
  // Each scanline starts with filter type 0 (none).
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) pixels.copy(raw, y * (width + 1) + 1, y * width, (y + 1) * width);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
