import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { meterImage } from './meterImage.js';

function chunks(png: Buffer): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    found.set(png.toString('ascii', at + 4, at + 8), png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  return found;
}

describe('meterImage', () => {
  it('is a greyscale PNG whose pixels decode to its stated size', () => {
    const png = meterImage(12345);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const parts = chunks(png);
    const header = parts.get('IHDR');
    if (!header) throw new Error('no IHDR');
    const width = header.readUInt32BE(0);
    const height = header.readUInt32BE(4);
    expect([header[8], header[9]]).toEqual([8, 0]);
    expect(inflateSync(parts.get('IDAT') ?? Buffer.alloc(0)).length).toBe((width + 1) * height);
    expect(parts.has('IEND')).toBe(true);
  });

  it('draws different readings differently, and is small', () => {
    expect(meterImage(1).equals(meterImage(8))).toBe(false);
    expect(meterImage(888888).length).toBeLessThan(2000);
  });
});
