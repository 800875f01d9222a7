// The pictures of link previews the server draws itself (docs/decisions/034-calculator-result-links.md): a
// calculator result with its sizes, and the site's own picture for the home page and the calculator. Shapes
// are SVG as in the demo pictures (seed/seed-images.ts); text is laid out by pango through sharp, in the
// site's Cairo (card-fonts.ts), right to left for Arabic. PNG, 1200×630: what WhatsApp, Facebook and X show large.
import type { Language } from '@solar/shared/contract/common';
import { loadSharp } from '../../lib/images.ts';
import { CARD_FONT_FAMILY } from './card-fonts.ts';

/** The picture's size; headTags announces the same. */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

const GREEN = '#1b5e20';
const SUN = '#ffca28';
const INK = '#1b1b1b';
const MUTED = '#4a4a4a';
const MARGIN = 56;

/** The texts of a result's picture, already in the link's language. */
export interface ResultCardTexts {
  brand: string;
  title: string;
  /** One box per part: its name, its size, and a line under it. */
  parts: { label: string; value: string; note?: string }[];
  footer: string;
}

/** The texts of the site's picture. */
export interface SiteCardTexts {
  brand: string;
  description: string;
}

const markupEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;').replace(/"/g, '&quot;');

interface TextLayer {
  input: Buffer;
  width: number;
  height: number;
}

/**
 * Text as an image cropped to its ink: one line at `size` pixels or smaller to fit `width` (never under two
 * thirds of it; past that it wraps), or wrapped at `width` when `wrap`. Pango lays Arabic out right to
 * left, and reads "left" as a line's start.
 */
async function textLayer(
  text: string,
  options: { fontfile: string; size: number; bold?: boolean; color: string; width: number; align: 'start' | 'centre'; wrap?: boolean },
): Promise<TextLayer> {
  const sharp = await loadSharp();
  const draw = async (size: number, wrapAt?: number) => {
    const { data, info } = await sharp({
      text: {
        text: `<span foreground="${options.color}">${markupEscape(text)}</span>`,
        font: `${CARD_FONT_FAMILY}${options.bold ? ' Bold' : ''} ${size}px`,
        fontfile: options.fontfile,
        ...(wrapAt ? { width: wrapAt, wrap: 'word' as const } : {}),
        align: options.align === 'centre' ? 'centre' : 'left',
        rgba: true,
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { input: data, width: info.width, height: info.height };
  };
  const width = Math.floor(options.width);
  if (options.wrap) return draw(options.size, width);
  const line = await draw(options.size);
  if (line.width <= width) return line;
  const smallest = Math.ceil((options.size * 2) / 3);
  const fitted = Math.max(smallest, Math.floor((options.size * width) / line.width));
  const smaller = await draw(fitted);
  return smaller.width <= width ? smaller : draw(smallest, width);
}

/** Where a layer of `width` starts so that it begins at `start` pixels from the language's start edge. */
const leftOf = (language: Language, start: number, width: number) => (language === 'ar' ? CARD_SIZE.width - start - width : start);

/** A sun of `r` with twelve rays, at (cx, cy). */
function sunSvg(cx: number, cy: number, r: number): string {
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const [inner, outer] = [r * 1.35, r * 1.8];
    return `<line x1="${cx + Math.cos(a) * inner}" y1="${cy + Math.sin(a) * inner}" x2="${cx + Math.cos(a) * outer}" y2="${cy + Math.sin(a) * outer}"/>`;
  }).join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${SUN}"/><g stroke="${SUN}" stroke-width="${Math.max(4, r / 6)}" stroke-linecap="round">${rays}</g>`;
}

/** A flat background keeps the palette PNG small (a preview over ~300 KB may show no picture at all). */
async function toPng(svg: string, layers: { input: Buffer; left: number; top: number }[]): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg))
    .composite(layers.map((layer) => ({ ...layer, left: Math.round(layer.left), top: Math.round(layer.top) })))
    .png({ palette: true, quality: 90, compressionLevel: 9, effort: 7 })
    .toBuffer();
}

/** A calculator result's picture: the site's name, the system in one line, and a box per part with its size. */
export async function drawResultCard(texts: ResultCardTexts, language: Language, fontfile: string): Promise<Buffer> {
  const { width, height } = CARD_SIZE;
  const inner = width - 2 * MARGIN;
  const gap = 24;
  const boxWidth = Math.floor((inner - gap * (texts.parts.length - 1)) / texts.parts.length);
  const boxTop = 290;
  const boxHeight = 220;
  const pad = 28;
  const sunX = language === 'ar' ? MARGIN + 40 : width - MARGIN - 40;
  const boxes = texts.parts
    .map((_, i) => `<rect x="${leftOf(language, MARGIN + i * (boxWidth + gap), boxWidth)}" y="${boxTop}" width="${boxWidth}" height="${boxHeight}" rx="20" fill="#ffffff"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${GREEN}"/>${sunSvg(sunX, 78, 30)}${boxes}</svg>`;

  // Each text at a fixed height: layers are cropped to their ink, so Latin and Arabic lines differ in height.
  const brand = await textLayer(texts.brand, { fontfile, size: 32, bold: true, color: SUN, width: inner - 140, align: 'start' });
  const title = await textLayer(texts.title, { fontfile, size: 48, bold: true, color: '#ffffff', width: inner, align: 'start' });
  const footer = await textLayer(texts.footer, { fontfile, size: 28, color: '#e8f5e9', width: inner, align: 'start' });
  const layers = [
    { input: brand.input, left: leftOf(language, MARGIN, brand.width), top: 62 },
    { input: title.input, left: leftOf(language, MARGIN, title.width), top: 160 },
    { input: footer.input, left: leftOf(language, MARGIN, footer.width), top: boxTop + boxHeight + 36 },
  ];
  for (const [i, part] of texts.parts.entries()) {
    const start = MARGIN + i * (boxWidth + gap) + pad;
    const textWidth = boxWidth - 2 * pad;
    const label = await textLayer(part.label, { fontfile, size: 30, bold: true, color: '#2e7d32', width: textWidth, align: 'start' });
    const value = await textLayer(part.value, { fontfile, size: 50, bold: true, color: INK, width: textWidth, align: 'start' });
    layers.push({ input: label.input, left: leftOf(language, start, label.width), top: boxTop + pad });
    layers.push({ input: value.input, left: leftOf(language, start, value.width), top: boxTop + 92 });
    if (part.note) {
      const note = await textLayer(part.note, { fontfile, size: 26, color: MUTED, width: textWidth, align: 'start' });
      layers.push({ input: note.input, left: leftOf(language, start, note.width), top: boxTop + 164 });
    }
  }
  return toPng(svg, layers);
}

/** The site's picture: a sun, the site's name and what it offers, centred. */
export async function drawSiteCard(texts: SiteCardTexts, language: Language, fontfile: string): Promise<Buffer> {
  const { width, height } = CARD_SIZE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${GREEN}"/>${sunSvg(width / 2, 150, 70)}</svg>`;
  const brand = await textLayer(texts.brand, { fontfile, size: 76, bold: true, color: '#ffffff', width: width - 2 * MARGIN, align: 'centre' });
  const description = await textLayer(texts.description, { fontfile, size: 34, color: '#e8f5e9', width: 960, align: 'centre', wrap: true });
  return toPng(svg, [
    { input: brand.input, left: (width - brand.width) / 2, top: 310 },
    { input: description.input, left: (width - description.width) / 2, top: 440 },
  ]);
}

/** The texts of the price index's picture (issue #45), already in the link's language. */
export interface PriceCardTexts {
  brand: string;
  title: string;
  subtitle: string;
  /** The latest week's median, written in the link's currency. */
  latest: string;
  from: string;
  to: string;
}

/**
 * The price index's picture: the median per W week by week with its interquartile band, time running in
 * the language's direction, and the latest figure large. Without weeks, the titles alone.
 */
export async function drawPriceCard(texts: PriceCardTexts, weeks: readonly { q1: number; median: number; q3: number }[], language: Language, fontfile: string): Promise<Buffer> {
  const { width, height } = CARD_SIZE;
  const box = { left: MARGIN, top: 250, width: width - 2 * MARGIN, height: 300 };
  const plot = { left: box.left + 32, top: box.top + 28, width: box.width - 64, height: box.height - 56 };
  // A margin above and below, so a steady market draws a band, not a filled box.
  const margin = (Math.max(...weeks.map((w) => w.q3)) - Math.min(...weeks.map((w) => w.q1))) * 0.25 || Math.max(...weeks.map((w) => w.q3)) * 0.2;
  const low = Math.min(...weeks.map((w) => w.q1)) - margin;
  const high = Math.max(...weeks.map((w) => w.q3)) + margin;
  const x = (i: number) => {
    const along = weeks.length > 1 ? (i / (weeks.length - 1)) * plot.width : plot.width / 2;
    return language === 'ar' ? plot.left + plot.width - along : plot.left + along;
  };
  const y = (v: number) => plot.top + (1 - (v - low) / (high - low || 1)) * plot.height;
  const pts = (values: number[]) => values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`);
  const chart = weeks.length
    ? `<polygon points="${[...pts(weeks.map((w) => w.q3)), ...pts(weeks.map((w) => w.q1)).reverse()].join(' ')}" fill="${SUN}" fill-opacity="0.45"/>` +
      `<polyline points="${pts(weeks.map((w) => w.median)).join(' ')}" fill="none" stroke="#c25e00" stroke-width="6" stroke-linejoin="round" stroke-linecap="round"/>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${GREEN}"/><rect x="${box.left}" y="${box.top}" width="${box.width}" height="${box.height}" rx="20" fill="#ffffff"/>${chart}</svg>`;
  const inner = width - 2 * MARGIN;
  const brand = await textLayer(texts.brand, { fontfile, size: 30, bold: true, color: SUN, width: inner / 2, align: 'start' });
  const title = await textLayer(texts.title, { fontfile, size: 50, bold: true, color: '#ffffff', width: inner * 0.62, align: 'start' });
  const subtitle = await textLayer(texts.subtitle, { fontfile, size: 28, color: '#e8f5e9', width: inner * 0.62, align: 'start' });
  const latest = await textLayer(texts.latest, { fontfile, size: 64, bold: true, color: SUN, width: inner * 0.34, align: 'start' });
  const from = await textLayer(texts.from, { fontfile, size: 24, color: '#e8f5e9', width: inner / 3, align: 'start' });
  const to = await textLayer(texts.to, { fontfile, size: 24, color: '#e8f5e9', width: inner / 3, align: 'start' });
  // The latest figure sits at the line's end: the reader's end edge.
  const endLeft = (w: number) => (language === 'ar' ? MARGIN : width - MARGIN - w);
  return toPng(svg, [
    { input: brand.input, left: leftOf(language, MARGIN, brand.width), top: 48 },
    { input: title.input, left: leftOf(language, MARGIN, title.width), top: 104 },
    { input: subtitle.input, left: leftOf(language, MARGIN, subtitle.width), top: 182 },
    { input: latest.input, left: endLeft(latest.width), top: 140 },
    { input: from.input, left: leftOf(language, MARGIN, from.width), top: box.top + box.height + 22 },
    { input: to.input, left: endLeft(to.width), top: box.top + box.height + 22 },
  ]);
}
