import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DemoImageKind } from './demo-types.ts';
import { DEMO_IMAGE_SIZES, demoImageSvg, renderDemoImage } from './seed-images.ts';

const KINDS = Object.keys(DEMO_IMAGE_SIZES) as DemoImageKind[];

describe('renderDemoImage', () => {
  it('has a size for every kind', () => {
    expect([...KINDS].sort()).toEqual(
      [
        'accessory', 'ad-banner', 'battery', 'engineer-avatar', 'integrated-system', 'inverter', 'other', 'panel',
        'panel-base', 'portfolio-roof', 'shop-front', 'shop-logo',
      ].sort(),
    );
    expect(DEMO_IMAGE_SIZES['panel']).toEqual({ width: 1200, height: 900 });
    expect(DEMO_IMAGE_SIZES['ad-banner']).toEqual({ width: 1200, height: 400 });
    expect(DEMO_IMAGE_SIZES['engineer-avatar']).toEqual({ width: 512, height: 512 });
    expect(DEMO_IMAGE_SIZES['shop-logo']).toEqual({ width: 512, height: 512 });
  });

  it.each(KINDS)('renders %s as a PNG of the stated size with real picture content', async (kind) => {
    for (const variant of [0, 1, 7]) {
      const png = await renderDemoImage({ kind, variant });
      const meta = await sharp(png).metadata();
      expect(meta.format).toBe('png');
      expect({ width: meta.width, height: meta.height }).toEqual(DEMO_IMAGE_SIZES[kind]);
      // Not a flat box: every colour channel varies across the picture.
      const stats = await sharp(png).stats();
      for (const channel of stats.channels.slice(0, 3)) expect(channel.stdev).toBeGreaterThan(15);
    }
  });

  it('is deterministic: the same input yields identical bytes', async () => {
    for (const kind of KINDS) {
      const a = await renderDemoImage({ kind, variant: 3 });
      const b = await renderDemoImage({ kind, variant: 3 });
      expect(a.equals(b), kind).toBe(true);
    }
  });

  it('draws different pictures for different kinds and variants', async () => {
    const seen = new Map<string, string>();
    for (const kind of KINDS) {
      for (const variant of [0, 1, 2, 3]) {
        const png = await renderDemoImage({ kind, variant });
        const key = png.toString('base64');
        expect(seen.get(key), `${kind}#${variant} equals ${seen.get(key)}`).toBeUndefined();
        seen.set(key, `${kind}#${variant}`);
      }
    }
  });

  it('never uses text, whose fonts differ between machines', () => {
    for (const kind of KINDS) {
      for (const variant of [0, 1, 2, 3, 4, 5]) expect(demoImageSvg({ kind, variant })).not.toMatch(/<text|<tspan|font-family/);
    }
  });

  it('copes with odd variant numbers (negative, fractional, large)', () => {
    for (const variant of [-2, 2.5, 1_000_003]) {
      for (const kind of KINDS) expect(demoImageSvg({ kind, variant })).not.toContain('NaN');
    }
  });
});
