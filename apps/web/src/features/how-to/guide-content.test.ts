import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GUIDE_IMAGE_SIZE, guideSections } from './guide-content';

const publicGuide = path.resolve(import.meta.dirname, '../../../public/guia');

describe('the how-to guide', () => {
  it('covers every task of the issue, each with its own anchor', () => {
    expect(guideSections.map((s) => s.id)).toEqual([
      'conta',
      'projeto',
      'relatorio',
      'evidencias',
      'posts-eventos-produtos',
      'carteira',
      'assinar',
      'certificar',
      'recuperar-pin',
      'exportar',
    ]);
    for (const section of guideSections) {
      expect(section.id).toMatch(/^[a-z-]+$/);
      expect(section.steps.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('shows screenshots that exist, at the size they were captured, with a Portuguese description', () => {
    const files = guideSections.flatMap((s) => s.images.map((i) => i.file));
    expect(new Set(files).size).toBe(files.length);
    for (const section of guideSections) {
      expect(section.images.length).toBeGreaterThan(0);
      for (const image of section.images) {
        const file = path.join(publicGuide, image.file);
        expect(fs.existsSync(file), `${image.file} missing: run scripts/guide-screenshots.mjs`).toBe(true);
        // JPEG SOF0/SOF2 frame: height and width in CSS pixels × the capture scale; the aspect must match.
        const bytes = fs.readFileSync(file);
        const sof = bytes.findIndex((b, i) => b === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2));
        const height = bytes.readUInt16BE(sof + 5);
        const width = bytes.readUInt16BE(sof + 7);
        expect(Math.abs(width / height - GUIDE_IMAGE_SIZE.width / GUIDE_IMAGE_SIZE.height)).toBeLessThan(0.01);
        expect(image.alt.length).toBeGreaterThan(10);
      }
    }
  });
});
