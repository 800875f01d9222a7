// Draws the demo pictures of the seed as SVG and rasterises them with sharp. Pictures are illustrations, not
// photos: each kind must still be recognisable at card size, so every scene is built from a few large, clear
// shapes. No <text> anywhere, because the renderer's fonts differ between machines (and glyphs would make the
// bytes machine-dependent). All variation comes from `variant` through a seeded PRNG, so the same DemoImage
// always yields byte-identical PNGs and re-seeding never churns stored files.
import sharp from 'sharp';
import type { DemoImage, DemoImageKind } from './demo-types.ts';

/** Pixel size of each kind: product-like pictures 4:3, banners wide, avatars and logos square. */
export const DEMO_IMAGE_SIZES: Record<DemoImageKind, { width: number; height: number }> = {
  panel: { width: 1200, height: 900 },
  battery: { width: 1200, height: 900 },
  'panel-base': { width: 1200, height: 900 },
  inverter: { width: 1200, height: 900 },
  'integrated-system': { width: 1200, height: 900 },
  accessory: { width: 1200, height: 900 },
  other: { width: 1200, height: 900 },
  'shop-front': { width: 1200, height: 900 },
  'portfolio-roof': { width: 1200, height: 900 },
  'ad-banner': { width: 1200, height: 400 },
  'engineer-avatar': { width: 512, height: 512 },
  'shop-logo': { width: 512, height: 512 },
};

/** Renders one demo picture to PNG bytes; deterministic for a given kind and variant. */
export async function renderDemoImage(image: DemoImage): Promise<Buffer> {
  const svg = demoImageSvg(image);
  // compressionLevel and adaptiveFiltering are pinned so a sharp default change cannot alter the bytes silently.
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
}

/** The SVG source of a demo picture (exported for tests and previews). */
export function demoImageSvg(image: DemoImage): string {
  const { width, height } = DEMO_IMAGE_SIZES[image.kind];
  const c = new Canvas(width, height, seedFor(image));
  const v = Math.abs(Math.trunc(image.variant));
  SCENES[image.kind](c, v);
  return c.toSvg();
}

const SCENES: Record<DemoImageKind, (c: Canvas, variant: number) => void> = {
  panel: panelScene,
  battery: batteryScene,
  'panel-base': panelBaseScene,
  inverter: inverterScene,
  'integrated-system': integratedSystemScene,
  accessory: accessoryScene,
  other: otherScene,
  'engineer-avatar': avatarScene,
  'shop-logo': logoScene,
  'shop-front': shopFrontScene,
  'portfolio-roof': portfolioRoofScene,
  'ad-banner': adBannerScene,
};

// ---------------------------------------------------------------------------------------------------------
// Deterministic randomness and the SVG builder
// ---------------------------------------------------------------------------------------------------------

/** FNV-1a over kind and variant, so each kind gets its own sequence even for equal variants. */
function seedFor(image: DemoImage): number {
  let h = 0x811c9dc5;
  for (const ch of `${image.kind}#${image.variant}`) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast and good enough for picking colours. */
class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** Picks by index with wrap-around; used where the variant number itself should choose (so neighbours differ). */
function cycle<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('cycle over an empty list');
  return item;
}

type Pt = readonly [number, number];

/** One decimal is plenty at these sizes and keeps the SVG short; toFixed is deterministic. */
const n = (value: number): string => (Math.round(value * 10) / 10).toString();
const pts = (points: readonly Pt[]): string => points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
const lerpPt = (a: Pt, b: Pt, t: number): Pt => [lerp(a[0], b[0], t), lerp(a[1], b[1], t)];
const clamp = (value: number, min: number, max: number): number => Math.min(max, Math.max(min, value));

class Canvas {
  readonly rng: Rng;
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private ids = 0;
  constructor(
    readonly w: number,
    readonly h: number,
    seed: number,
  ) {
    this.rng = new Rng(seed);
  }
  add(fragment: string): void {
    this.body.push(fragment);
  }
  uid(prefix: string): string {
    this.ids += 1;
    return `${prefix}${this.ids}`;
  }
  /** Linear gradient in user space between two points; returns the `url(#…)` reference. */
  linear(from: Pt, to: Pt, stops: readonly (readonly [number, string, number?])[]): string {
    const id = this.uid('g');
    const s = stops
      .map(([o, col, op]) => `<stop offset="${n(o * 100)}%" stop-color="${col}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
      .join('');
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(from[0])}" y1="${n(from[1])}" x2="${n(to[0])}" y2="${n(to[1])}">${s}</linearGradient>`,
    );
    return `url(#${id})`;
  }
  radial(center: Pt, r: number, stops: readonly (readonly [number, string, number?])[]): string {
    const id = this.uid('r');
    const s = stops
      .map(([o, col, op]) => `<stop offset="${n(o * 100)}%" stop-color="${col}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`)
      .join('');
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(center[0])}" cy="${n(center[1])}" r="${n(r)}">${s}</radialGradient>`,
    );
    return `url(#${id})`;
  }
  clip(shape: string): string {
    const id = this.uid('c');
    this.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
    return `url(#${id})`;
  }
  rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): void {
    this.add(`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${cheapOpacity(extra, 'fill')}/>`);
  }
  poly(points: readonly Pt[], fill: string, extra = ''): void {
    this.add(`<polygon points="${pts(points)}" fill="${fill}" ${cheapOpacity(extra, 'fill')}/>`);
  }
  circle(cx: number, cy: number, r: number, fill: string, extra = ''): void {
    this.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${cheapOpacity(extra, 'fill')}/>`);
  }
  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): void {
    this.add(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${cheapOpacity(extra, 'fill')}/>`);
  }
  line(a: Pt, b: Pt, stroke: string, width: number, extra = ''): void {
    this.add(
      `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="${stroke}" stroke-width="${n(width)}" ${cheapOpacity(extra, 'stroke')}/>`,
    );
  }
  path(d: string, fill: string, extra = ''): void {
    this.add(`<path d="${d}" fill="${fill}" ${cheapOpacity(extra, fill === 'none' ? 'stroke' : 'fill')}/>`);
  }
  toSvg(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

/**
 * librsvg renders an element's `opacity` through an offscreen layer, which made busy scenes (hundreds of
 * translucent windows) several times slower. For a shape painted only by fill or only by stroke,
 * fill-opacity / stroke-opacity looks the same and costs nothing; shapes with both keep `opacity`.
 */
function cheapOpacity(extra: string, channel: 'fill' | 'stroke'): string {
  if (channel === 'fill' && /(^|\s)stroke=/.test(extra)) return extra;
  return extra.replace(/(^|\s)opacity=/, `$1${channel}-opacity=`);
}

/** Lightens (t > 0) or darkens (t < 0) a #rrggbb colour. */
function shade(hex: string, t: number): string {
  const v = parseInt(hex.slice(1), 16);
  const ch = [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((x) =>
    Math.round(t >= 0 ? x + (255 - x) * t : x * (1 + t)),
  );
  return `#${ch.map((x) => x.toString(16).padStart(2, '0')).join('')}`;
}

/** Rounded polyline path through points (used for cables). */
function smoothPath(points: readonly Pt[]): string {
  const first = points[0];
  if (!first) return '';
  let d = `M${n(first[0])},${n(first[1])}`;
  for (let i = 1; i < points.length; i++) {
    const p = points[i];
    const prev = points[i - 1];
    if (!p || !prev) continue;
    const mx = (prev[0] + p[0]) / 2;
    const my = (prev[1] + p[1]) / 2;
    d += i === 1 ? ` L${n(mx)},${n(my)}` : ` Q${n(prev[0])},${n(prev[1])} ${n(mx)},${n(my)}`;
  }
  const last = points[points.length - 1];
  if (last) d += ` L${n(last[0])},${n(last[1])}`;
  return d;
}

function cable(c: Canvas, points: readonly Pt[], color: string, width: number): void {
  const d = smoothPath(points);
  c.path(d, 'none', `stroke="${shade(color, -0.45)}" stroke-width="${n(width + 3)}" stroke-linecap="round" stroke-linejoin="round"`);
  c.path(d, 'none', `stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"`);
  c.path(d, 'none', `stroke="${shade(color, 0.35)}" stroke-width="${n(Math.max(1, width * 0.25))}" stroke-linecap="round" stroke-linejoin="round" opacity="0.7" transform="translate(-1,-1)"`);
}

// ---------------------------------------------------------------------------------------------------------
// A tiny pinhole camera, so arrays of panels and racks recede properly
// ---------------------------------------------------------------------------------------------------------

type V3 = readonly [number, number, number];
const add3 = (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const mul3 = (a: V3, k: number): V3 => [a[0] * k, a[1] * k, a[2] * k];

class Camera {
  private readonly cy: number;
  private readonly sy: number;
  private readonly cp: number;
  private readonly sp: number;
  constructor(
    private readonly eye: V3,
    private readonly yawDeg: number,
    private readonly pitchDeg: number,
    readonly focal: number,
    private readonly centre: Pt,
  ) {
    this.cy = Math.cos((yawDeg * Math.PI) / 180);
    this.sy = Math.sin((yawDeg * Math.PI) / 180);
    this.cp = Math.cos((pitchDeg * Math.PI) / 180);
    this.sp = Math.sin((pitchDeg * Math.PI) / 180);
  }
  /** A camera at `eye` looking at `target` (yaw about the vertical, pitch positive = looking down). */
  static lookAt(eye: V3, target: V3): Camera {
    const dx = target[0] - eye[0];
    const dy = target[1] - eye[1];
    const dz = target[2] - eye[2];
    const yaw = (Math.atan2(dx, dz) * 180) / Math.PI;
    const pitch = (Math.atan2(-dy, Math.hypot(dx, dz)) * 180) / Math.PI;
    return new Camera(eye, yaw, pitch, 1000, [0, 0]);
  }
  /**
   * The same view zoomed and shifted so the given points fill `box` (x, y, w, h). Framing by fitting, rather
   * than by hand-tuned camera numbers, keeps every variant's subject large and centred whatever its angle.
   */
  fit(points: readonly V3[], box: readonly [number, number, number, number]): Camera {
    const projected = points.map((p) => this.project(p));
    const xs = projected.map((p) => p[0]);
    const ys = projected.map((p) => p[1]);
    const minX = Math.min(...xs);
    const maxX = Math.max(...xs);
    const minY = Math.min(...ys);
    const maxY = Math.max(...ys);
    const s = Math.min(box[2] / Math.max(maxX - minX, 1), box[3] / Math.max(maxY - minY, 1));
    const centre: Pt = [
      box[0] + box[2] / 2 - s * ((minX + maxX) / 2 - this.centre[0]),
      box[1] + box[3] / 2 - s * ((minY + maxY) / 2 - this.centre[1]),
    ];
    return new Camera(this.eye, this.yawDeg, this.pitchDeg, this.focal * s, centre);
  }
  /** Screen row of the horizon, so the painted backdrop agrees with the perspective. */
  horizonY(): number {
    return this.centre[1] - this.focal * Math.tan((this.pitchDeg * Math.PI) / 180);
  }
  /** Camera-space coordinates: x right, y up, z forward (depth). */
  private view(p: V3): V3 {
    const x0 = p[0] - this.eye[0];
    const y0 = p[1] - this.eye[1];
    const z0 = p[2] - this.eye[2];
    const x = x0 * this.cy - z0 * this.sy;
    const z1 = x0 * this.sy + z0 * this.cy;
    const y = y0 * this.cp + z1 * this.sp;
    const z = -y0 * this.sp + z1 * this.cp;
    return [x, y, z];
  }
  project(p: V3): Pt {
    const [x, y, z] = this.view(p);
    const d = Math.max(z, 0.05);
    return [this.centre[0] + (this.focal * x) / d, this.centre[1] - (this.focal * y) / d];
  }
  depth(p: V3): number {
    return this.view(p)[2];
  }
  /** Pixel size of a length `size` seen at point p. */
  scaleAt(p: V3, size: number): number {
    return (this.focal * size) / Math.max(this.depth(p), 0.05);
  }
}

/** A metal member (rail, leg) between two 3D points: dark edge, body and a highlight, as galvanised steel reads. */
function beam(c: Canvas, cam: Camera, a: V3, b: V3, thickness: number, color: string): void {
  const pa = cam.project(a);
  const pb = cam.project(b);
  const w = Math.max(1.5, cam.scaleAt([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2], thickness));
  c.line(pa, pb, shade(color, -0.5), w + 2, 'stroke-linecap="round"');
  c.line(pa, pb, color, w, 'stroke-linecap="round"');
  c.line(pa, pb, shade(color, 0.55), Math.max(0.8, w * 0.3), 'stroke-linecap="round" opacity="0.8"');
}

// ---------------------------------------------------------------------------------------------------------
// Solar panel drawing, shared by most scenes
// ---------------------------------------------------------------------------------------------------------

type UvMap = (u: number, v: number) => Pt;

interface PanelStyle {
  cols: number;
  rows: number;
  cellTop: string;
  cellBottom: string;
  backsheet: string;
  frame: string;
  /** Half-cut modules show a gap across the middle. */
  halfCut: boolean;
  /** High detail draws separate pseudo-square cells and busbars; low detail only a grid (for small panels). */
  detail: 'high' | 'low';
}

const PANEL_LOOKS: readonly Omit<PanelStyle, 'cols' | 'rows' | 'halfCut' | 'detail'>[] = [
  { cellTop: '#1c3a6b', cellBottom: '#0b1a36', backsheet: '#e4e9ef', frame: '#c9d1d9' },
  { cellTop: '#22365a', cellBottom: '#0a1322', backsheet: '#141a22', frame: '#3a4049' },
  { cellTop: '#24508f', cellBottom: '#102c5c', backsheet: '#dde5ee', frame: '#d2d8de' },
  { cellTop: '#1a3156', cellBottom: '#0a1629', backsheet: '#cfd8e2', frame: '#b8c0c8' },
];

function panelStyle(rng: Rng, detail: 'high' | 'low', look?: number): PanelStyle {
  const base = look === undefined ? rng.pick(PANEL_LOOKS) : cycle(PANEL_LOOKS, look);
  const halfCut = rng.chance(0.5);
  return { ...base, cols: 6, rows: halfCut ? 20 : rng.pick([10, 12]), halfCut, detail };
}

const quadMap =
  (tl: Pt, tr: Pt, br: Pt, bl: Pt): UvMap =>
  (u, v) =>
    lerpPt(lerpPt(tl, tr, u), lerpPt(bl, br, u), v);

const spaceMap =
  (cam: Camera, topLeft: V3, across: V3, down: V3): UvMap =>
  (u, v) =>
    cam.project(add3(add3(topLeft, mul3(across, u)), mul3(down, v)));

function drawPanel(c: Canvas, map: UvMap, style: PanelStyle): void {
  const corners = [map(0, 0), map(1, 0), map(1, 1), map(0, 1)];
  const [tl, , br] = corners as [Pt, Pt, Pt, Pt];
  const frameFill = c.linear(tl, br, [
    [0, shade(style.frame, 0.3)],
    [0.5, style.frame],
    [1, shade(style.frame, -0.25)],
  ]);
  c.poly(corners, frameFill, `stroke="${shade(style.frame, -0.55)}" stroke-width="1.2" stroke-linejoin="round"`);
  const fu = 0.03;
  const fv = 0.018;
  const inner: UvMap = (u, v) => map(fu + u * (1 - 2 * fu), fv + v * (1 - 2 * fv));
  const innerCorners = [inner(0, 0), inner(1, 0), inner(1, 1), inner(0, 1)];
  const cellFill = c.linear(inner(0, 0), inner(0.6, 1), [
    [0, style.cellTop],
    [1, style.cellBottom],
  ]);
  const widthPx = Math.hypot(innerCorners[1]![0] - innerCorners[0]![0], innerCorners[1]![1] - innerCorners[0]![1]);
  const cellPx = widthPx / style.cols;
  if (style.detail === 'high' && cellPx > 14) {
    c.poly(innerCorners, style.backsheet);
    const gap = 0.045;
    const cut = style.halfCut ? 0 : 0.16;
    const cells: string[] = [];
    for (let row = 0; row < style.rows; row++) {
      // Half-cut modules: the two halves are separated by a wider strip of backsheet.
      const midShift = style.halfCut ? (row < style.rows / 2 ? -0.006 : 0.006) : 0;
      for (let col = 0; col < style.cols; col++) {
        const u0 = (col + gap) / style.cols;
        const u1 = (col + 1 - gap) / style.cols;
        const v0 = (row + gap) / style.rows + midShift;
        const v1 = (row + 1 - gap) / style.rows + midShift;
        const cu = (u1 - u0) * cut;
        const cv = ((v1 - v0) * cut * style.rows) / style.cols / 2;
        const shape: Pt[] =
          cut > 0
            ? [
                inner(u0 + cu, v0), inner(u1 - cu, v0), inner(u1, v0 + cv), inner(u1, v1 - cv),
                inner(u1 - cu, v1), inner(u0 + cu, v1), inner(u0, v1 - cv), inner(u0, v0 + cv),
              ]
            : [inner(u0, v0), inner(u1, v0), inner(u1, v1), inner(u0, v1)];
        cells.push(`<polygon points="${pts(shape)}"/>`);
      }
    }
    c.add(`<g fill="${cellFill}">${cells.join('')}</g>`);
    // Busbars run the length of each cell column; thin silver lines sell "solar cell" more than anything.
    const bars: string[] = [];
    for (let col = 0; col < style.cols; col++) {
      for (let k = 1; k <= 4; k++) {
        const u = (col + gap + ((1 - 2 * gap) * k) / 5) / style.cols;
        bars.push(`<line x1="${n(inner(u, 0.005)[0])}" y1="${n(inner(u, 0.005)[1])}" x2="${n(inner(u, 0.995)[0])}" y2="${n(inner(u, 0.995)[1])}"/>`);
      }
    }
    c.add(`<g stroke="#9fb0c4" stroke-width="${n(Math.max(0.6, cellPx / 70))}" stroke-opacity="0.55">${bars.join('')}</g>`);
  } else {
    c.poly(innerCorners, cellFill);
    const lines: string[] = [];
    for (let col = 1; col < style.cols; col++) {
      const a = inner(col / style.cols, 0);
      const b = inner(col / style.cols, 1);
      lines.push(`<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}"/>`);
    }
    const rows = style.halfCut ? style.rows / 2 : style.rows;
    for (let row = 1; row < rows; row++) {
      const a = inner(0, row / rows);
      const b = inner(1, row / rows);
      lines.push(`<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}"/>`);
    }
    c.add(`<g stroke="${style.backsheet}" stroke-width="${n(Math.max(0.5, cellPx * 0.06))}" stroke-opacity="0.75">${lines.join('')}</g>`);
    if (style.halfCut) {
      c.line(inner(0, 0.5), inner(1, 0.5), style.backsheet, Math.max(0.8, cellPx * 0.12), 'opacity="0.8"');
    }
  }
  // Sky reflection: a soft diagonal sheen across the glass.
  const sheen = c.linear(inner(0, 0), inner(1, 1), [
    [0, '#ffffff', 0.22],
    [0.35, '#ffffff', 0.04],
    [0.55, '#ffffff', 0.16],
    [0.75, '#ffffff', 0.0],
    [1, '#ffffff', 0.08],
  ]);
  c.poly(innerCorners, sheen);
}

// ---------------------------------------------------------------------------------------------------------
// Backdrops
// ---------------------------------------------------------------------------------------------------------

const SKIES: readonly (readonly [string, string])[] = [
  ['#2f74c0', '#cfe8f7'],
  ['#3b8bd4', '#e6f4fb'],
  ['#2660a8', '#b9ddf3'],
  ['#4a90c8', '#f3e6cf'],
  ['#1f5fa0', '#a9d4ef'],
];
const GROUNDS: readonly (readonly [string, string])[] = [
  ['#d8c096', '#b69467'],
  ['#cdb58a', '#9c7f57'],
  ['#c9b795', '#a89270'],
  ['#b9a27a', '#8d7452'],
];

function sky(c: Canvas, horizon: number, colours: readonly [string, string] = c.rng.pick(SKIES)): void {
  c.rect(0, 0, c.w, horizon + 2, c.linear([0, 0], [0, horizon], [[0, colours[0]], [1, colours[1]]]));
}

function sun(c: Canvas, x: number, y: number, r: number): void {
  c.circle(x, y, r * 4, c.radial([x, y], r * 4, [[0, '#fff6c8', 0.85], [0.3, '#ffe9a0', 0.35], [1, '#ffe9a0', 0]]));
  c.circle(x, y, r, c.radial([x - r * 0.3, y - r * 0.3], r * 1.3, [[0, '#fffdf0'], [0.6, '#ffe27a'], [1, '#ffc93c']]));
}

function clouds(c: Canvas, count: number, maxY: number): void {
  for (let i = 0; i < count; i++) {
    const x = c.rng.range(0, c.w);
    const y = c.rng.range(c.h * 0.05, maxY);
    const s = c.rng.range(0.6, 1.3);
    const parts: string[] = [];
    for (let k = 0; k < 5; k++) {
      parts.push(
        `<ellipse cx="${n(x + (k - 2) * 38 * s)}" cy="${n(y - Math.sin((k / 4) * Math.PI) * 18 * s)}" rx="${n(c.rng.range(36, 58) * s)}" ry="${n(c.rng.range(18, 28) * s)}"/>`,
      );
    }
    // Group opacity on purpose here: the overlapping puffs must blend as one cloud.
    c.add(`<g fill="#ffffff" opacity="${c.rng.range(0.55, 0.85).toFixed(2)}">${parts.join('')}</g>`);
  }
}

function mountains(c: Canvas, baseY: number, height: number, colour: string): void {
  const points: Pt[] = [[0, baseY]];
  let x = 0;
  while (x < c.w) {
    points.push([x, baseY - c.rng.range(0.3, 1) * height]);
    x += c.rng.range(50, 140);
  }
  points.push([c.w, baseY - c.rng.range(0.3, 1) * height], [c.w, baseY]);
  c.poly(points, colour);
}

function ground(c: Canvas, top: number, colours: readonly [string, string] = c.rng.pick(GROUNDS)): void {
  c.rect(0, top, c.w, c.h - top, c.linear([0, top], [0, c.h], [[0, colours[0]], [1, colours[1]]]));
  // A few pebbles and tufts so the ground is not a flat plane.
  const bits: string[] = [];
  for (let i = 0; i < 40; i++) {
    const y = c.rng.range(top + 10, c.h);
    const scale = (y - top) / (c.h - top);
    bits.push(
      `<ellipse cx="${n(c.rng.range(0, c.w))}" cy="${n(y)}" rx="${n(2 + 6 * scale)}" ry="${n(1 + 2.5 * scale)}"/>`,
    );
  }
  c.add(`<g fill="${shade(colours[1], -0.25)}" fill-opacity="0.35">${bits.join('')}</g>`);
}

/** Sky, sun, clouds, Yemeni highland ridges and dusty ground: the default outdoor setting. */
function outdoor(c: Canvas, horizon: number): void {
  sky(c, horizon);
  sun(c, c.rng.range(c.w * 0.1, c.w * 0.9), c.rng.range(c.h * 0.08, horizon * 0.4), c.rng.range(30, 46));
  clouds(c, c.rng.int(1, 4), horizon * 0.55);
  const far = c.rng.pick(['#8fa8c0', '#9bb0c2', '#a5b3c4']);
  mountains(c, horizon, c.rng.range(70, 150), far);
  mountains(c, horizon, c.rng.range(30, 80), shade(c.rng.pick(['#9a8466', '#8c7a60', '#a08a6a']), 0));
  ground(c, horizon);
}

/** Indoor wall and floor for products photographed in a shop. */
function indoor(c: Canvas, floorY: number): void {
  const wall = c.rng.pick(['#e9e2d4', '#dfe6ea', '#efe7dc', '#e3e0ea', '#dde8e0']);
  c.rect(0, 0, c.w, floorY, c.linear([0, 0], [0, floorY], [[0, shade(wall, 0.2)], [1, shade(wall, -0.08)]]));
  const floor = c.rng.pick(['#b9a58a', '#a8adb3', '#c4b49c', '#9f9489']);
  c.rect(0, floorY, c.w, c.h - floorY, c.linear([0, floorY], [0, c.h], [[0, shade(floor, 0.1)], [1, shade(floor, -0.2)]]));
  // Floor tiles in simple perspective.
  const lines: string[] = [];
  for (let i = -8; i <= 8; i++) {
    const x0 = c.w / 2 + i * 110;
    const x1 = c.w / 2 + i * 260;
    lines.push(`<line x1="${n(x0)}" y1="${n(floorY)}" x2="${n(x1)}" y2="${n(c.h)}"/>`);
  }
  for (let k = 1; k < 5; k++) {
    const y = floorY + (c.h - floorY) * Math.pow(k / 5, 1.6);
    lines.push(`<line x1="0" y1="${n(y)}" x2="${c.w}" y2="${n(y)}"/>`);
  }
  c.add(`<g stroke="${shade(floor, -0.3)}" stroke-width="2" stroke-opacity="0.35">${lines.join('')}</g>`);
  c.rect(0, floorY - 14, c.w, 14, shade(wall, -0.25));
}

/** A box drawn with a front face, a top and a right side (oblique view). */
function box(c: Canvas, x: number, y: number, w: number, h: number, depth: number, colour: string, radius = 6): void {
  const dx = depth * 0.55;
  const dy = depth * 0.4;
  c.poly([[x + w, y], [x + w + dx, y - dy], [x + w + dx, y + h - dy], [x + w, y + h]], shade(colour, -0.3));
  c.poly([[x, y], [x + dx, y - dy], [x + w + dx, y - dy], [x + w, y]], shade(colour, 0.25));
  c.rect(x, y, w, h, c.linear([x, y], [x + w, y + h], [[0, shade(colour, 0.12)], [1, shade(colour, -0.12)]]), `rx="${radius}"`);
}

function groundShadow(c: Canvas, cx: number, cy: number, rx: number, ry: number): void {
  c.ellipse(cx, cy, rx, ry, c.radial([cx, cy], rx, [[0, '#000000', 0.35], [1, '#000000', 0]]), `transform="translate(${n(cx)},${n(cy)}) scale(1,${n(ry / rx)}) translate(${n(-cx)},${n(-cy)})"`);
}

// ---------------------------------------------------------------------------------------------------------
// Product scenes
// ---------------------------------------------------------------------------------------------------------

/** A few panels on a low stand in open ground, seen in three-quarter view. */
function panelScene(c: Canvas, variant: number): void {
  const count = cycle([1, 2, 3, 2, 1], variant);
  const tilt = (c.rng.range(24, 36) * Math.PI) / 180;
  const pw = 1.13;
  const pl = 2.28;
  const gapX = 0.05;
  const frontH = 0.4;
  const total = count * pw + (count - 1) * gapX;
  const up: V3 = [0, Math.sin(tilt) * pl, Math.cos(tilt) * pl];
  const centre: V3 = [total / 2, frontH + up[1] / 2, up[2] / 2];
  const side = variant % 2 === 0 ? -1 : 1;
  const angle = (c.rng.range(14, 34) * Math.PI * side) / 180;
  const eye: V3 = [centre[0] + Math.sin(angle) * 5, c.rng.range(1.3, 1.9), centre[2] - Math.cos(angle) * 5];
  const outline: V3[] = [
    [0, 0, 0], [total, 0, 0], [0, 0, up[2]], [total, 0, up[2]],
    [0, frontH + up[1], up[2]], [total, frontH + up[1], up[2]],
  ];
  const cam = Camera.lookAt(eye, centre).fit(outline, count === 1 ? [300, 110, 600, 700] : [140, 170, 920, 620]);
  outdoor(c, clamp(cam.horizonY(), 260, 620));
  const style = panelStyle(c.rng, 'high', variant);
  // Soft shadow cast behind the array.
  const shadow = [cam.project([-0.1, 0, 0.3]), cam.project([total + 0.1, 0, 0.3]), cam.project([total + 0.5, 0, up[2] + 0.8]), cam.project([0.5, 0, up[2] + 0.8])];
  c.poly(shadow, '#000000', 'opacity="0.16"');
  for (let i = 0; i < count; i++) {
    const x0 = i * (pw + gapX);
    // Legs sit behind the glass, so they are drawn first.
    for (const lx of [x0 + 0.15, x0 + pw - 0.15]) {
      beam(c, cam, [lx, 0, up[2] - 0.08], [lx, frontH + up[1] - 0.08, up[2] - 0.08], 0.05, '#aeb6bd');
      beam(c, cam, [lx, 0, up[2] - 0.08], [lx, frontH + up[1] * 0.5, up[2] * 0.5], 0.04, '#a3abb2');
      beam(c, cam, [lx, 0, 0.08], [lx, frontH + 0.05, 0.08], 0.05, '#b7bfc6');
    }
    drawPanel(c, spaceMap(cam, add3([x0, frontH, 0], up), [pw, 0, 0], mul3(up, -1)), style);
  }
}

/** Galvanised ground (or roof) mounting frames with triangular legs and long rails. */
function panelBaseScene(c: Canvas, variant: number): void {
  const onRoof = variant % 3 === 2;
  const frames = cycle([4, 3, 5, 4, 3], variant);
  const spacing = c.rng.range(1.3, 1.7);
  const tilt = (c.rng.range(18, 30) * Math.PI) / 180;
  const rafter = 2.4;
  const frontH = c.rng.range(0.4, 0.65);
  const length = (frames - 1) * spacing;
  const dz = Math.cos(tilt) * rafter;
  const dy = Math.sin(tilt) * rafter;
  const centre: V3 = [length / 2, (frontH + dy) / 2, dz / 2];
  // Seen from well off to one side, so the triangular profile of each frame is obvious.
  const side = variant % 2 === 0 ? -1 : 1;
  const angle = (c.rng.range(32, 50) * Math.PI * side) / 180;
  const eye: V3 = [centre[0] + Math.sin(angle) * 8, c.rng.range(2.2, 3.2), centre[2] - Math.cos(angle) * 8];
  const outline: V3[] = [
    [-0.4, 0, 0], [length + 0.4, 0, 0], [-0.4, 0, dz], [length + 0.4, 0, dz],
    [-0.4, frontH + dy, dz], [length + 0.4, frontH + dy, dz],
  ];
  const cam = Camera.lookAt(eye, centre).fit(outline, [90, 200, 1020, 560]);
  const horizon = clamp(cam.horizonY(), 240, 560);
  outdoor(c, horizon);
  if (onRoof) {
    // Flat concrete roof replaces the ground, with a parapet at the back.
    c.rect(0, horizon - 30, c.w, c.h - horizon + 30, c.linear([0, horizon], [0, c.h], [[0, '#cfcbc3'], [1, '#a19d95']]));
    c.rect(0, horizon - 60, c.w, 34, '#e0d9cc');
    c.rect(0, horizon - 30, c.w, 6, '#8f8a80');
  }
  const steel = c.rng.pick(['#b9c2c9', '#c4ccd2', '#aab4bc']);
  // Frames far to near, for correct overlap.
  const order = Array.from({ length: frames }, (_, i) => i).sort(
    (a, b) => cam.depth([b * spacing, 0, dz / 2]) - cam.depth([a * spacing, 0, dz / 2]),
  );
  for (const i of order) {
    const x = i * spacing;
    const backZ = dz * 0.92;
    // Concrete footings (ground) or ballast blocks (roof).
    for (const z of [0, backZ]) {
      const q = [cam.project([x - 0.18, 0, z - 0.18]), cam.project([x + 0.18, 0, z - 0.18]), cam.project([x + 0.18, 0, z + 0.18]), cam.project([x - 0.18, 0, z + 0.18])];
      const top = q.map(([px, py]) => [px, py - cam.scaleAt([x, 0, z], 0.12)] as const);
      c.poly([q[0]!, q[1]!, top[1]!, top[0]!], '#8f897f');
      c.poly([q[1]!, q[2]!, top[2]!, top[1]!], '#7f796f');
      c.poly(top, onRoof ? '#c2bdb3' : '#aaa398', 'stroke="#7c766c" stroke-width="1"');
    }
    beam(c, cam, [x, 0.1, backZ], [x, frontH + dy * 0.92, backZ], 0.07, steel);
    beam(c, cam, [x, 0.1, backZ], [x, frontH + dy * 0.45, dz * 0.45], 0.05, shade(steel, -0.08));
    beam(c, cam, [x, 0.1, 0], [x, frontH, 0], 0.07, steel);
    beam(c, cam, [x, frontH - dy * 0.06, -dz * 0.06], [x, frontH + dy, dz], 0.075, shade(steel, 0.05));
  }
  // Rails across the frames; the panels clamp onto these.
  for (const t of [0.12, 0.5, 0.88]) {
    beam(c, cam, [-0.45, frontH + dy * t + 0.06, dz * t], [length + 0.45, frontH + dy * t + 0.06, dz * t], 0.06, shade(steel, 0.12));
  }
  if (variant % 2 === 1) {
    // One mounted panel at the end shows what the frame is for.
    const up: V3 = [0, dy * 0.98, dz * 0.98];
    drawPanel(c, spaceMap(cam, add3([length - 0.75, frontH + 0.1, -0.04], up), [1.13, 0, 0], mul3(up, -1)), panelStyle(c.rng, 'high'));
  }
}

type BatteryLook = 'lead' | 'lithium' | 'tubular';

function plusSign(c: Canvas, x: number, y: number, s: number, colour: string): void {
  c.rect(x - s, y - s * 0.28, s * 2, s * 0.56, colour, 'rx="2"');
  c.rect(x - s * 0.28, y - s, s * 0.56, s * 2, colour, 'rx="2"');
}
function minusSign(c: Canvas, x: number, y: number, s: number, colour: string): void {
  c.rect(x - s, y - s * 0.28, s * 2, s * 0.56, colour, 'rx="2"');
}

function terminal(c: Canvas, x: number, y: number, r: number, cap: string): void {
  c.rect(x - r, y - r * 1.2, r * 2, r * 1.2, shade(cap, -0.25), `rx="${n(r * 0.3)}"`);
  c.ellipse(x, y - r * 1.2, r, r * 0.45, cap);
  c.rect(x - r * 0.35, y - r * 2, r * 0.7, r * 0.9, '#c8b273', `rx="${n(r * 0.15)}"`);
  c.ellipse(x, y - r * 2, r * 0.35, r * 0.16, '#e6d39a');
}

/** Battery of charge indicator: an outline with lit bars. */
function chargeIcon(c: Canvas, x: number, y: number, w: number, h: number, level: number, colour: string): void {
  c.rect(x, y, w, h, 'none', `stroke="${colour}" stroke-width="${n(h * 0.12)}" rx="${n(h * 0.15)}"`);
  c.rect(x + w, y + h * 0.3, w * 0.07, h * 0.4, colour);
  const bars = 5;
  for (let i = 0; i < bars; i++) {
    if (i < level) c.rect(x + w * 0.07 + (i * w * 0.87) / bars, y + h * 0.2, (w * 0.87) / bars - w * 0.03, h * 0.6, colour);
  }
}

function leadBattery(c: Canvas, x: number, floorY: number, w: number, h: number, body: string, band: string): void {
  const y = floorY - h;
  const depth = w * 0.45;
  groundShadow(c, x + w * 0.6, floorY, w * 0.75, 26);
  box(c, x, y, w, h, depth, body, 10);
  // Lid with a moulded lip.
  c.rect(x - 4, y, w + 8, h * 0.12, shade(body, -0.2), 'rx="6"');
  // Terminals on the top face.
  const dx = depth * 0.55;
  const dy = depth * 0.4;
  terminal(c, x + w * 0.18 + dx * 0.5, y - dy * 0.5, w * 0.055, '#d8342c');
  terminal(c, x + w * 0.82 + dx * 0.5, y - dy * 0.5, w * 0.055, '#2b2b2b');
  // Handle strap.
  c.path(`M${n(x + w * 0.35 + dx * 0.5)},${n(y - dy * 0.45)} q${n(w * 0.15)},${n(-h * 0.22)} ${n(w * 0.3)},0`, 'none', `stroke="${shade(body, -0.4)}" stroke-width="${n(w * 0.025)}" stroke-linecap="round"`);
  // Label band with +/- and a charge indicator.
  const by = y + h * 0.3;
  const bh = h * 0.36;
  c.rect(x, by, w, bh, c.linear([x, by], [x, by + bh], [[0, shade(band, 0.15)], [1, shade(band, -0.15)]]));
  c.rect(x, by + bh * 0.82, w, bh * 0.08, '#ffffff', 'opacity="0.6"');
  plusSign(c, x + w * 0.15, by + bh * 0.42, bh * 0.17, '#ffffff');
  minusSign(c, x + w * 0.85, by + bh * 0.42, bh * 0.17, '#ffffff');
  chargeIcon(c, x + w * 0.33, by + bh * 0.22, w * 0.3, bh * 0.4, 4, '#ffffff');
  // Stylised brand plate: rounded bars standing in for lettering.
  c.rect(x + w * 0.1, y + h * 0.75, w * 0.35, h * 0.05, shade(body, 0.35), 'rx="4"');
  c.rect(x + w * 0.1, y + h * 0.84, w * 0.22, h * 0.035, shade(body, 0.3), 'rx="4"');
}

function tubularBattery(c: Canvas, x: number, floorY: number, w: number, h: number, body: string, band: string): void {
  const y = floorY - h;
  const depth = w * 0.5;
  groundShadow(c, x + w * 0.6, floorY, w * 0.8, 26);
  box(c, x, y, w, h, depth, body, 8);
  // Translucent case shows the electrolyte level.
  c.rect(x + w * 0.06, y + h * 0.18, w * 0.88, h * 0.7, '#ffffff', 'opacity="0.25" rx="6"');
  c.rect(x + w * 0.06, y + h * 0.3, w * 0.88, h * 0.58, '#f0e8c9', 'opacity="0.35" rx="6"');
  // The tubular plates show through the translucent case: that is what gives these batteries their name.
  for (let i = 0; i < 6; i++) {
    const px = x + w * (0.12 + i * 0.14);
    c.rect(px, y + h * 0.34, w * 0.09, h * 0.5, '#4a4f57', 'opacity="0.45" rx="4"');
    for (let k = 0; k < 5; k++) c.rect(px + w * 0.015, y + h * (0.36 + k * 0.095), w * 0.06, h * 0.05, '#2c3036', 'opacity="0.35" rx="3"');
  }
  const dx = depth * 0.55;
  const dy = depth * 0.4;
  for (let i = 0; i < 6; i++) {
    const vx = x + w * (0.22 + i * 0.12) + dx * 0.5;
    c.ellipse(vx, y - dy * 0.5, w * 0.035, w * 0.016, '#e3b341');
    c.ellipse(vx, y - dy * 0.5 - 3, w * 0.025, w * 0.011, '#f5d46b');
  }
  terminal(c, x + w * 0.1 + dx * 0.4, y - dy * 0.3, w * 0.06, '#d8342c');
  terminal(c, x + w * 0.9 + dx * 0.6, y - dy * 0.7, w * 0.06, '#2b2b2b');
  const by = y + h * 0.08;
  c.rect(x, by, w, h * 0.16, band);
  plusSign(c, x + w * 0.12, by + h * 0.08, h * 0.035, '#ffffff');
  minusSign(c, x + w * 0.88, by + h * 0.08, h * 0.035, '#ffffff');
  chargeIcon(c, x + w * 0.38, by + h * 0.04, w * 0.24, h * 0.08, 3, '#ffffff');
}

function lithiumStack(c: Canvas, x: number, floorY: number, w: number, moduleH: number, modules: number, body: string, accent: string): void {
  groundShadow(c, x + w * 0.6, floorY, w * 0.75, 26);
  const depth = w * 0.4;
  for (let m = 0; m < modules; m++) {
    const y = floorY - moduleH * (m + 1);
    box(c, x, y, w, moduleH - 4, depth, body, 8);
    // Rack ears with handles.
    for (const hx of [x + w * 0.02, x + w * 0.93]) {
      c.rect(hx, y + moduleH * 0.18, w * 0.05, moduleH * 0.6, shade(body, -0.25), 'rx="5"');
      c.rect(hx + w * 0.012, y + moduleH * 0.26, w * 0.026, moduleH * 0.44, shade(body, 0.3), 'rx="4"');
    }
    // Status LEDs and SOC bar.
    for (let i = 0; i < 5; i++) {
      c.circle(x + w * (0.16 + i * 0.045), y + moduleH * 0.32, moduleH * 0.045, i < 4 - (m % 2) ? '#37d67a' : '#c9d1cf');
    }
    c.circle(x + w * 0.43, y + moduleH * 0.32, moduleH * 0.05, '#e04a3a');
    // Power button, comms ports and terminals.
    c.circle(x + w * 0.18, y + moduleH * 0.66, moduleH * 0.1, shade(body, -0.3));
    c.circle(x + w * 0.18, y + moduleH * 0.66, moduleH * 0.06, accent);
    for (let i = 0; i < 3; i++) c.rect(x + w * (0.3 + i * 0.08), y + moduleH * 0.58, w * 0.06, moduleH * 0.18, '#3b4146', 'rx="2"');
    c.circle(x + w * 0.72, y + moduleH * 0.5, moduleH * 0.13, '#d8342c');
    c.circle(x + w * 0.72, y + moduleH * 0.5, moduleH * 0.06, '#5a1a16');
    c.circle(x + w * 0.84, y + moduleH * 0.5, moduleH * 0.13, '#2b2b2b');
    c.circle(x + w * 0.84, y + moduleH * 0.5, moduleH * 0.06, '#111111');
    c.rect(x + w * 0.5, y + moduleH * 0.2, w * 0.14, moduleH * 0.08, accent, 'rx="3"');
  }
  // Bus cables between modules.
  if (modules > 1) {
    cable(c, [[x + w * 0.72, floorY - moduleH * 0.5], [x + w * 1.02, floorY - moduleH * 0.9], [x + w * 0.72, floorY - moduleH * 1.5]], '#c62f27', 9);
    cable(c, [[x + w * 0.84, floorY - moduleH * 0.5], [x + w * 1.1, floorY - moduleH * 1.0], [x + w * 0.84, floorY - moduleH * 1.5]], '#222222', 9);
  }
}

function batteryScene(c: Canvas, variant: number): void {
  const floorY = c.rng.range(560, 620);
  indoor(c, floorY);
  const look = cycle<BatteryLook>(['lead', 'lithium', 'tubular', 'lead', 'lithium'], variant);
  const bodies = {
    lead: ['#2a2d33', '#1f4e79', '#3a3f45', '#26543c', '#4a4f57'],
    lithium: ['#e9ecef', '#d9dde2', '#f2f2ee', '#cfd6dc'],
    tubular: ['#f0efe8', '#e6e2d3', '#dfe6e9'],
  } as const;
  const bands = ['#e2231a', '#1c7ed6', '#2f9e44', '#f08c00', '#7048e8', '#0b7285'];
  const body = c.rng.pick(bodies[look]);
  const band = c.rng.pick(bands);
  const bottom = floorY + 150;
  if (look === 'lead') {
    const twin = c.rng.chance(0.5);
    if (twin) {
      leadBattery(c, 200, bottom, 360, 300, body, band);
      leadBattery(c, 640, bottom, 360, 300, body, band);
      // Series link between the two.
      cable(c, [[585, bottom - 300 - 40], [620, bottom - 420], [720, bottom - 340]], '#c62f27', 10);
    } else {
      leadBattery(c, 330, bottom - 20, 480, 390, body, band);
    }
  } else if (look === 'tubular') {
    tubularBattery(c, 230, bottom - 10, 380, 540, body, band);
    if (c.rng.chance(0.6)) tubularBattery(c, 720, bottom + 30, 320, 460, body, band);
  } else {
    const modules = 2 + (variant % 3);
    const mh = Math.min(190, 600 / modules);
    lithiumStack(c, 300, bottom, 560, mh, modules, body, band);
  }
}

/** A wall-mounted inverter or charge controller with screen, LEDs, vents and cables. */
function inverterUnit(c: Canvas, x: number, y: number, w: number, h: number, body: string, accent: string, variant: number): void {
  const depth = w * 0.28;
  // Wall shadow.
  c.rect(x + 14, y + 18, w, h, '#000000', 'opacity="0.18" rx="18"');
  box(c, x, y, w, h, depth, body, 18);
  // Heat-sink fins on the side face.
  const dx = depth * 0.55;
  const dy = depth * 0.4;
  for (let i = 1; i < 9; i++) {
    const t = i / 9;
    c.line([x + w + dx * 0.15, y + h * t - dy * 0.15], [x + w + dx * 0.9, y + h * t - dy * 0.9], shade(body, -0.5), 3);
  }
  // Accent front panel.
  const style = variant % 3;
  if (style === 0) c.rect(x, y + h * 0.08, w, h * 0.42, accent, 'opacity="0.92"');
  if (style === 1) c.rect(x + w * 0.08, y + h * 0.06, w * 0.84, h * 0.5, shade(accent, -0.1), 'rx="14"');
  if (style === 2) c.rect(x, y + h * 0.86, w, h * 0.08, accent);
  // LCD with a glowing readout: power curve, bars and icons.
  const sx = x + w * 0.2;
  const sy = y + h * 0.15;
  const sw = w * 0.6;
  const sh = h * 0.22;
  c.rect(sx - 6, sy - 6, sw + 12, sh + 12, '#1d2329', 'rx="10"');
  const lcd = c.rng.pick(['#3fa7ff', '#46e0a5', '#9fd3ff', '#f7c548']);
  c.rect(sx, sy, sw, sh, c.linear([sx, sy], [sx, sy + sh], [[0, '#0d2436'], [1, '#07131d']]), 'rx="6"');
  const curve: Pt[] = [];
  for (let i = 0; i <= 24; i++) {
    const t = i / 24;
    curve.push([sx + sw * 0.06 + t * sw * 0.55, sy + sh * 0.8 - Math.sin(t * Math.PI) * sh * 0.55]);
  }
  c.path(smoothPath(curve), 'none', `stroke="${lcd}" stroke-width="3"`);
  for (let i = 0; i < 4; i++) {
    const bh = sh * (0.2 + 0.15 * ((i + variant) % 4));
    c.rect(sx + sw * (0.68 + i * 0.07), sy + sh * 0.82 - bh, sw * 0.045, bh, lcd, 'opacity="0.85"');
  }
  c.rect(sx + sw * 0.06, sy + sh * 0.1, sw * 0.12, sh * 0.12, lcd, 'opacity="0.7"');
  c.rect(sx + sw * 0.22, sy + sh * 0.1, sw * 0.2, sh * 0.12, lcd, 'opacity="0.45"');
  // LEDs.
  const leds = ['#36d67a', '#f5c518', '#e5483b'];
  leds.forEach((col, i) => {
    const lx = x + w * (0.26 + i * 0.08);
    const ly = y + h * 0.46;
    c.circle(lx, ly, 16, c.radial([lx, ly], 16, [[0, col, 0.5], [1, col, 0]]));
    c.circle(lx, ly, 6, i === 2 ? shade(col, -0.35) : col);
  });
  // Buttons.
  for (let i = 0; i < 4; i++) c.rect(x + w * (0.52 + i * 0.08), y + h * 0.44, w * 0.05, h * 0.035, '#3a424a', 'rx="5"');
  // Vents.
  for (let i = 0; i < 7; i++) c.rect(x + w * 0.14, y + h * (0.58 + i * 0.035), w * 0.72, h * 0.014, shade(body, -0.35), 'rx="3"');
  // Cable glands and cables dropping to the floor.
  const cablesCols = ['#c62f27', '#222222', '#6b7077', '#c62f27', '#222222'];
  const count = 3 + (variant % 3);
  for (let i = 0; i < count; i++) {
    const gx = x + w * (0.15 + (i * 0.7) / (count - 1));
    c.rect(gx - 12, y + h - 4, 24, 22, '#2f3338', 'rx="4"');
    const col = cycle(cablesCols, i);
    const drop = c.h + 40;
    cable(c, [[gx, y + h + 14], [gx + c.rng.range(-20, 20), y + h + 80], [gx + (i - count / 2) * 30, drop]], col, i === 2 ? 16 : 11);
  }
}

function wall(c: Canvas): string {
  const colour = c.rng.pick(['#e8e1d3', '#dde3e6', '#efe8dc', '#e2dccf', '#d8e0dc']);
  c.rect(0, 0, c.w, c.h, c.linear([0, 0], [c.w, c.h], [[0, shade(colour, 0.25)], [1, shade(colour, -0.1)]]));
  // Faint block courses: it reads as a wall, not as empty space.
  const lines: string[] = [];
  for (let y = 60; y < c.h; y += 90) {
    lines.push(`<line x1="0" y1="${y}" x2="${c.w}" y2="${y}"/>`);
    const offset = (y / 90) % 2 === 0 ? 0 : 110;
    for (let x = offset; x < c.w; x += 220) lines.push(`<line x1="${x}" y1="${y}" x2="${x}" y2="${y + 90}"/>`);
  }
  c.add(`<g stroke="${shade(colour, -0.2)}" stroke-width="2" stroke-opacity="0.35">${lines.join('')}</g>`);
  return colour;
}

function isolator(c: Canvas, x: number, y: number, s: number): void {
  c.rect(x + 6, y + 8, s, s * 1.3, '#000000', 'opacity="0.15" rx="8"');
  c.rect(x, y, s, s * 1.3, '#eceff1', 'stroke="#9aa3aa" stroke-width="2" rx="8"');
  c.rect(x + s * 0.2, y + s * 0.25, s * 0.6, s * 0.6, '#f5c518', 'rx="6"');
  c.circle(x + s * 0.5, y + s * 0.55, s * 0.2, '#d8342c');
  c.rect(x + s * 0.44, y + s * 0.28, s * 0.12, s * 0.54, '#b1241d', 'rx="4"');
}

function inverterScene(c: Canvas, variant: number): void {
  wall(c);
  const bodies = ['#f4f5f6', '#e9ecef', '#2d5fa4', '#f7f7f2', '#3b3f45', '#ffd43b'];
  const accents = ['#1c7ed6', '#e03131', '#f08c00', '#2f9e44', '#0b7285', '#495057'];
  const body = cycle(bodies, variant);
  const accent = body === '#2d5fa4' ? '#17365f' : c.rng.pick(accents);
  if (variant % 4 === 3) {
    // Two smaller units side by side (e.g. a paralleled pair), plus an isolator.
    inverterUnit(c, 150, 170, 360, 520, body, accent, variant);
    inverterUnit(c, 620, 170, 360, 520, body, accent, variant + 1);
  } else {
    inverterUnit(c, 330, 110, 470, 650, body, accent, variant);
    isolator(c, 930, 230, 130);
    cable(c, [[995, 400], [1000, 600], [990, c.h + 30]], '#6b7077', 12);
  }
}

/** A Yemeni-style house with a rooftop array, the inverter and batteries on the side wall, cables between. */
function integratedSystemScene(c: Canvas, variant: number): void {
  const horizon = 600;
  outdoor(c, horizon);
  const stone = c.rng.pick(['#c89f74', '#b98c63', '#d9c3a0', '#e7ddcc', '#a8795a']);
  const trim = '#f6f1e7';
  const hx = 160;
  const hw = 600;
  const roofY = 330;
  const baseY = 760;
  groundShadow(c, hx + hw / 2 + 60, baseY + 10, hw * 0.7, 40);
  c.rect(hx, roofY, hw, baseY - roofY, c.linear([hx, roofY], [hx + hw, baseY], [[0, shade(stone, 0.12)], [1, shade(stone, -0.12)]]));
  // Side wall in shade.
  c.poly([[hx + hw, roofY], [hx + hw + 90, roofY - 40], [hx + hw + 90, baseY - 40], [hx + hw, baseY]], shade(stone, -0.28));
  // Parapet with the white band that Sana'a houses are known for.
  c.rect(hx - 8, roofY - 26, hw + 16, 30, shade(stone, 0.05));
  c.rect(hx, roofY + 10, hw, 14, trim);
  // Windows with coloured qamariya fanlights.
  const qam = ['#e03131', '#1c7ed6', '#f59f00', '#2f9e44'];
  for (let i = 0; i < 3; i++) {
    const wx = hx + 70 + i * 180;
    for (const wy of [430, 610]) {
      c.rect(wx - 10, wy - 70, 120, 150, trim, 'rx="6"');
      c.rect(wx, wy, 100, 70, '#3b4a5a');
      c.path(`M${wx},${wy} a50,50 0 0 1 100,0 z`, '#fff8e6');
      for (let k = 0; k < 4; k++) {
        const a0 = Math.PI + (k * Math.PI) / 4;
        const a1 = Math.PI + ((k + 1) * Math.PI) / 4;
        c.poly([[wx + 50, wy], [wx + 50 + 42 * Math.cos(a0), wy + 42 * Math.sin(a0)], [wx + 50 + 42 * Math.cos(a1), wy + 42 * Math.sin(a1)]], cycle(qam, k + variant), 'opacity="0.85"');
      }
    }
  }
  c.rect(hx + hw / 2 - 50, baseY - 150, 100, 150, '#6b4226', 'rx="4"');
  // Rooftop array: tilted panels in one row above the parapet.
  const panels = cycle([4, 5, 3, 4], variant);
  const pw = (hw - 60) / panels;
  const style = panelStyle(c.rng, 'low');
  for (let i = 0; i < panels; i++) {
    const x0 = hx + 30 + i * pw + 4;
    const x1 = x0 + pw - 8;
    const lean = 26;
    c.line([x0 + 14, roofY - 26], [x0 + 24, roofY - 96], '#9aa3aa', 5);
    c.line([x1 - 14, roofY - 26], [x1 - 4, roofY - 96], '#9aa3aa', 5);
    drawPanel(c, quadMap([x0 + lean, roofY - 140], [x1 + lean, roofY - 140], [x1, roofY - 28], [x0, roofY - 28]), style);
  }
  // Utility corner: inverter and battery under a small canopy beside the house.
  const ux = 840;
  const uy = 470;
  c.rect(ux - 20, uy - 70, 300, 360, shade(stone, -0.15));
  c.poly([[ux - 40, uy - 70], [ux + 300, uy - 70], [ux + 280, uy - 100], [ux - 20, uy - 100]], '#6f7780');
  const invBody = c.rng.pick(['#f4f5f6', '#2d5fa4', '#ffd43b', '#e9ecef']);
  c.rect(ux + 20, uy - 40, 120, 160, invBody, 'rx="10" stroke="#7c868f" stroke-width="2"');
  c.rect(ux + 42, uy - 15, 76, 40, '#0d2436', 'rx="4"');
  c.path(`M${ux + 48},${uy + 15} q14,-30 32,-4 t32,-6`, 'none', 'stroke="#46e0a5" stroke-width="3"');
  c.circle(ux + 55, uy + 50, 5, '#36d67a');
  c.circle(ux + 75, uy + 50, 5, '#f5c518');
  c.circle(ux + 95, uy + 50, 5, '#36d67a');
  // Battery bank on the floor of the utility corner.
  const batt = c.rng.pick(['#2a2d33', '#e9ecef', '#1f4e79']);
  for (let i = 0; i < 2; i++) {
    const bx = ux + 10 + i * 120;
    c.rect(bx, uy + 170, 105, 110, batt, 'rx="8" stroke="#1d2125" stroke-width="2"');
    c.rect(bx, uy + 200, 105, 34, c.rng.pick(['#e2231a', '#1c7ed6', '#2f9e44']));
    c.rect(bx + 14, uy + 160, 18, 12, '#d8342c', 'rx="3"');
    c.rect(bx + 73, uy + 160, 18, 12, '#222222', 'rx="3"');
    chargeIcon(c, bx + 30, uy + 208, 45, 18, 4, '#ffffff');
  }
  // Cables: roof to inverter, inverter to batteries.
  cable(c, [[hx + hw - 20, roofY - 40], [hx + hw + 40, roofY - 30], [ux + 60, uy - 70], [ux + 60, uy - 40]], '#c62f27', 6);
  cable(c, [[hx + hw - 10, roofY - 36], [hx + hw + 60, roofY - 20], [ux + 100, uy - 70], [ux + 100, uy - 40]], '#222222', 6);
  cable(c, [[ux + 60, uy + 120], [ux + 40, uy + 150], [ux + 33, uy + 162]], '#c62f27', 6);
  cable(c, [[ux + 100, uy + 120], [ux + 190, uy + 150], [ux + 212, uy + 162]], '#222222', 6);
}

function mc4(c: Canvas, x: number, y: number, angle: number, scale: number, male: boolean, tail: string): void {
  const s = scale;
  const g: string[] = [];
  const body = '#1b1d20';
  // Cable tail first, then the connector body on top.
  g.push(`<path d="M${n(-150 * s)},0 q${n(-60 * s)},${n(10 * s)} ${n(-140 * s)},${n(60 * s)}" fill="none" stroke="${shade(tail, -0.4)}" stroke-width="${n(20 * s)}" stroke-linecap="round"/>`);
  g.push(`<path d="M${n(-150 * s)},0 q${n(-60 * s)},${n(10 * s)} ${n(-140 * s)},${n(60 * s)}" fill="none" stroke="${tail}" stroke-width="${n(15 * s)}" stroke-linecap="round"/>`);
  g.push(`<rect x="${n(-160 * s)}" y="${n(-16 * s)}" width="${n(60 * s)}" height="${n(32 * s)}" rx="${n(8 * s)}" fill="${body}"/>`);
  // Ribbed nut.
  g.push(`<rect x="${n(-110 * s)}" y="${n(-24 * s)}" width="${n(70 * s)}" height="${n(48 * s)}" rx="${n(6 * s)}" fill="#2a2d31"/>`);
  for (let i = 0; i < 6; i++) g.push(`<rect x="${n((-104 + i * 11) * s)}" y="${n(-24 * s)}" width="${n(4 * s)}" height="${n(48 * s)}" fill="#3d4146"/>`);
  g.push(`<rect x="${n(-40 * s)}" y="${n(-20 * s)}" width="${n(110 * s)}" height="${n(40 * s)}" rx="${n(10 * s)}" fill="${body}"/>`);
  g.push(`<rect x="${n(-36 * s)}" y="${n(-16 * s)}" width="${n(100 * s)}" height="${n(8 * s)}" rx="${n(4 * s)}" fill="#4a4f55" fill-opacity="0.8"/>`);
  if (male) {
    // Locking clips and the metal pin.
    g.push(`<rect x="${n(40 * s)}" y="${n(-30 * s)}" width="${n(40 * s)}" height="${n(12 * s)}" rx="${n(4 * s)}" fill="#2a2d31"/>`);
    g.push(`<rect x="${n(40 * s)}" y="${n(18 * s)}" width="${n(40 * s)}" height="${n(12 * s)}" rx="${n(4 * s)}" fill="#2a2d31"/>`);
    g.push(`<rect x="${n(70 * s)}" y="${n(-6 * s)}" width="${n(40 * s)}" height="${n(12 * s)}" rx="${n(5 * s)}" fill="#c9ced3"/>`);
  } else {
    g.push(`<rect x="${n(70 * s)}" y="${n(-14 * s)}" width="${n(34 * s)}" height="${n(28 * s)}" rx="${n(6 * s)}" fill="#26292d"/>`);
    g.push(`<circle cx="${n(104 * s)}" cy="0" r="${n(7 * s)}" fill="#0c0d0e"/>`);
  }
  c.add(`<g transform="translate(${n(x)},${n(y)}) rotate(${n(angle)})">${g.join('')}</g>`);
}

function cableCoil(c: Canvas, x: number, y: number, r: number, colour: string): void {
  c.circle(x + 12, y + 16, r * 1.04, '#000000', 'opacity="0.22"');
  c.circle(x, y, r, shade(colour, -0.35));
  const rings: string[] = [];
  for (let k = 0; k < 9; k++) {
    const rr = r * (0.95 - k * 0.055);
    rings.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(rr)}"/>`);
  }
  c.add(`<g fill="none" stroke="${colour}" stroke-width="${n(r * 0.045)}">${rings.join('')}</g>`);
  c.add(`<g fill="none" stroke="${shade(colour, 0.4)}" stroke-width="${n(r * 0.012)}" stroke-opacity="0.7" transform="translate(-2,-2)">${rings.join('')}</g>`);
  c.circle(x, y, r * 0.42, c.rng.pick(['#c8b89a', '#d6ccb8', '#9aa0a6']));
  c.circle(x, y, r * 0.3, '#000000', 'opacity="0.13"');
  // Loose end.
  cable(c, [[x + r * 0.9, y + r * 0.2], [x + r * 1.3, y + r * 0.6], [x + r * 1.2, y + r * 1.1]], colour, r * 0.045);
}

function breaker(c: Canvas, x: number, y: number, w: number, h: number, poles: number, lever: string): void {
  c.rect(x + 10, y + 14, w * poles, h, '#000000', 'opacity="0.2" rx="8"');
  for (let p = 0; p < poles; p++) {
    const px = x + p * w;
    c.rect(px, y, w, h, c.linear([px, y], [px + w, y], [[0, '#f8f9fa'], [1, '#d7dbdf']]), 'stroke="#9aa3aa" stroke-width="2" rx="6"');
    // Terminal screws.
    for (const sy of [y + h * 0.1, y + h * 0.9]) {
      c.circle(px + w / 2, sy, w * 0.16, '#b8bec4', 'stroke="#7d858c" stroke-width="2"');
      c.line([px + w / 2 - w * 0.1, sy], [px + w / 2 + w * 0.1, sy], '#5d656c', 3);
    }
    c.rect(px + w * 0.15, y + h * 0.24, w * 0.7, h * 0.52, '#e9ecef', 'stroke="#b0b7bd" stroke-width="1.5" rx="4"');
    c.rect(px + w * 0.3, y + h * 0.32, w * 0.4, h * 0.22, lever, 'rx="4"');
    c.rect(px + w * 0.3, y + h * 0.6, w * 0.4, h * 0.05, '#ced4da', 'rx="2"');
    c.rect(px + w * 0.25, y + h * 0.68, w * 0.5, h * 0.04, '#36d67a');
  }
}

function accessoryScene(c: Canvas, variant: number): void {
  const surface = c.rng.pick(['#b08358', '#9c8f80', '#c7a57a', '#8d9196', '#a47a52']);
  c.rect(0, 0, c.w, c.h, c.linear([0, 0], [c.w, c.h], [[0, shade(surface, 0.15)], [1, shade(surface, -0.15)]]));
  // Wood grain / board texture.
  const grain: string[] = [];
  for (let i = 0; i < 26; i++) {
    const y = c.rng.range(0, c.h);
    grain.push(`<path d="M0,${n(y)} C${n(c.w * 0.3)},${n(y + c.rng.range(-20, 20))} ${n(c.w * 0.7)},${n(y + c.rng.range(-20, 20))} ${c.w},${n(y + c.rng.range(-10, 10))}"/>`);
  }
  c.add(`<g fill="none" stroke="${shade(surface, -0.2)}" stroke-width="2" stroke-opacity="0.35">${grain.join('')}</g>`);
  const layout = variant % 4;
  const red = '#c62f27';
  const black = '#222222';
  // Small random offsets and turns, so two pictures with the same layout still differ.
  const jx = (): number => c.rng.range(-40, 40);
  const ja = (): number => c.rng.range(-12, 12);
  if (layout === 0) {
    cableCoil(c, 360 + jx(), 420 + jx(), c.rng.range(220, 260), c.rng.chance(0.5) ? red : black);
    mc4(c, 830 + jx(), 300 + jx(), -18 + ja(), 1.2, true, red);
    mc4(c, 860 + jx(), 580 + jx(), 12 + ja(), 1.2, false, black);
  } else if (layout === 1) {
    const lever = c.rng.pick(['#e03131', '#1c7ed6', '#212529']);
    const shift = jx();
    breaker(c, 180 + shift, 260, 110, 330, c.rng.int(2, 3), lever);
    breaker(c, 560 + shift, 260, 110, 330, 1, c.rng.pick(['#e03131', '#1c7ed6']));
    mc4(c, 920, 330 + jx(), -70 + ja(), 1.0, true, red);
    mc4(c, 1020, 500 + jx(), -100 + ja(), 1.0, false, black);
    c.rect(120 + shift, 620, 620, 40, '#b8bec4', 'stroke="#8a9299" stroke-width="2"');
  } else if (layout === 2) {
    const flip = c.rng.chance(0.5);
    cableCoil(c, 320 + jx(), 330 + jx(), c.rng.range(180, 210), flip ? black : red);
    cableCoil(c, 700 + jx(), 560 + jx(), c.rng.range(180, 210), flip ? red : black);
    mc4(c, 1010 + jx(), 330 + jx(), -90 + ja(), 0.9, true, red);
  } else {
    // Combiner box: grey enclosure with a clear door showing breakers.
    c.rect(230, 140, 620, 620, '#000000', 'opacity="0.2" rx="22" transform="translate(14,18)"');
    c.rect(230, 140, 620, 620, '#d5d9dd', 'stroke="#8a9299" stroke-width="4" rx="22"');
    c.rect(270, 180, 540, 540, '#aeb5bb', 'rx="14"');
    c.rect(300, 300, 480, 30, '#9096a0');
    breaker(c, 330, 250, 70, 210, 4, '#e03131');
    for (let i = 0; i < 4; i++) c.circle(340 + i * 130, 650, 22, '#2b2f33', 'stroke="#62686e" stroke-width="5"');
    c.rect(270, 180, 540, 540, '#ffffff', 'opacity="0.12" rx="14"');
    for (let i = 0; i < 4; i++) cable(c, [[340 + i * 130, 672], [330 + i * 130, 800], [300 + i * 160, c.h + 30]], i % 2 ? black : red, 14);
    mc4(c, 1000, 330, -80, 0.85, variant % 2 === 0, red);
  }
}

function streetLightScene(c: Canvas, variant: number): void {
  const horizon = 640;
  const dusk = variant % 4 === 1;
  sky(c, horizon, dusk ? ['#23305e', '#f3a26b'] : c.rng.pick(SKIES));
  if (!dusk) sun(c, c.rng.range(150, 400), c.rng.range(90, 200), 36);
  clouds(c, c.rng.int(1, 3), 300);
  mountains(c, horizon, 110, dusk ? '#4d4a6b' : '#95a8bb');
  ground(c, horizon, ['#c7b08a', '#a38a64']);
  // Asphalt road with dashed centre line, receding to the horizon.
  c.poly([[560, horizon], [640, horizon], [820, c.h], [80, c.h]], '#4a4d52');
  for (let k = 0; k < 6; k++) {
    const t0 = Math.pow(k / 6, 1.5);
    const t1 = Math.pow((k + 0.5) / 6, 1.5);
    c.poly([[600 - 2 - 8 * t0, horizon + (c.h - horizon) * t0], [600 + 2 + 8 * t0, horizon + (c.h - horizon) * t0], [600 + 2 + 8 * t1, horizon + (c.h - horizon) * t1], [600 - 2 - 8 * t1, horizon + (c.h - horizon) * t1]], '#f1f3f5');
  }
  const poles = [
    { x: 1000, base: 860, height: 720, s: 1 },
    { x: 715, base: 720, height: 300, s: 0.42 },
  ];
  for (const p of poles.slice().reverse()) {
    const top = p.base - p.height;
    const s = p.s;
    c.poly([[p.x - 14 * s, p.base], [p.x + 14 * s, p.base], [p.x + 7 * s, top], [p.x - 7 * s, top]], c.linear([p.x - 14 * s, 0], [p.x + 14 * s, 0], [[0, '#8d959c'], [0.4, '#dfe3e6'], [1, '#6e767d']]));
    c.rect(p.x - 24 * s, p.base - 20 * s, 48 * s, 24 * s, '#7b8288');
    // Arm and LED head; at dusk the head casts a cone of light.
    const armEnd = p.x - 190 * s;
    c.line([p.x, top + 70 * s], [armEnd, top + 40 * s], '#8d959c', 12 * s, 'stroke-linecap="round"');
    if (dusk) {
      c.poly([[armEnd - 70 * s, top + 60 * s], [armEnd + 70 * s, top + 60 * s], [armEnd + 260 * s, p.base + 40 * s], [armEnd - 260 * s, p.base + 40 * s]], c.linear([0, top], [0, p.base], [[0, '#fff3bf', 0.6], [1, '#fff3bf', 0]]));
    }
    c.poly([[armEnd - 90 * s, top + 30 * s], [armEnd + 60 * s, top + 30 * s], [armEnd + 50 * s, top + 62 * s], [armEnd - 80 * s, top + 62 * s]], '#5b6268');
    c.rect(armEnd - 76 * s, top + 56 * s, 120 * s, 10 * s, dusk ? '#fff9db' : '#e9ecef', 'rx="3"');
    // Solar panel on top of the pole, tilted to the sky.
    drawPanel(c, quadMap([p.x - 110 * s, top - 110 * s], [p.x + 90 * s, top - 150 * s], [p.x + 110 * s, top - 30 * s], [p.x - 90 * s, top + 10 * s]), { ...panelStyle(c.rng, 'low', variant), rows: 6, halfCut: false });
    c.line([p.x, top - 40 * s], [p.x, top + 10 * s], '#6e767d', 10 * s);
    // Battery box clamped to the pole.
    c.rect(p.x - 34 * s, top + 180 * s, 68 * s, 110 * s, '#e9ecef', `rx="${n(6 * s)}" stroke="#8d959c" stroke-width="2"`);
    c.rect(p.x - 34 * s, top + 210 * s, 68 * s, 20 * s, '#2f9e44');
  }
}

function waterPumpScene(c: Canvas, variant: number): void {
  const horizon = 470;
  outdoor(c, horizon);
  // Green field rows in front of the array.
  c.poly([[0, 650], [c.w, 610], [c.w, c.h], [0, c.h]], '#6f8f3a');
  for (let i = 0; i < 14; i++) {
    const y = 640 + i * 20;
    c.path(`M0,${y + 10} Q600,${y - 10} 1200,${y - 24}`, 'none', `stroke="${i % 2 ? '#7fa444' : '#5c7a2c'}" stroke-width="9"`);
  }
  // Panel array on a raised frame.
  const count = 3 + (variant % 3);
  const tilt = (22 * Math.PI) / 180;
  const up: V3 = [0, Math.sin(tilt) * 2.2, Math.cos(tilt) * 2.2];
  const span = count * 1.18;
  const cam = Camera.lookAt([span / 2 + c.rng.range(-3, 3), 2.2, -7], [span / 2 - 0.6, 1.4, 1]).fit(
    [[-0.6, 0, 0], [span - 0.6, 0, 0], [-0.6, 1 + up[1], up[2]], [span - 0.6, 1 + up[1], up[2]]],
    [50, 260, 600, 380],
  );
  for (let i = 0; i < count; i++) {
    const x0 = -0.6 + i * 1.18;
    beam(c, cam, [x0 + 0.3, 0, up[2]], [x0 + 0.3, 1 + up[1], up[2]], 0.05, '#b7bfc6');
    beam(c, cam, [x0 + 0.3, 0, 0], [x0 + 0.3, 1, 0], 0.05, '#b7bfc6');
  }
  const style = panelStyle(c.rng, 'low');
  for (let i = 0; i < count; i++) {
    const x0 = -0.6 + i * 1.18;
    drawPanel(c, spaceMap(cam, add3([x0, 1, 0], up), [1.13, 0, 0], mul3(up, -1)), style);
  }
  // Well head, pump controller on a post, pipe and a water outlet.
  const wx = 980;
  c.ellipse(wx, 640, 110, 36, '#8c8478');
  c.rect(wx - 110, 600, 220, 40, '#a39b8e');
  c.ellipse(wx, 600, 110, 36, '#b9b1a4');
  c.ellipse(wx, 600, 80, 24, '#2d3a40');
  c.rect(720, 470, 16, 190, '#8d959c');
  c.rect(680, 420, 96, 120, '#2d5fa4', 'rx="10"');
  c.rect(698, 440, 60, 34, '#0d2436', 'rx="4"');
  c.circle(712, 500, 6, '#36d67a');
  c.circle(732, 500, 6, '#f5c518');
  cable(c, [[736, 540], [820, 600], [wx - 30, 600]], '#222222', 8);
  c.path(`M${wx + 20},600 L${wx + 20},520 L${wx + 150},520 L${wx + 150},560`, 'none', 'stroke="#1c7ed6" stroke-width="26" stroke-linejoin="round"');
  c.path(`M${wx + 150},566 q-8,60 -40,120 q-20,40 -60,60`, 'none', 'stroke="#74c0fc" stroke-width="22" stroke-linecap="round" opacity="0.85"');
  c.ellipse(wx + 40, 760, 130, 30, '#74c0fc', 'opacity="0.7"');
}

function waterHeaterScene(c: Canvas, variant: number): void {
  const horizon = 520;
  outdoor(c, horizon);
  c.rect(0, 560, c.w, c.h - 560, c.linear([0, 560], [0, c.h], [[0, '#cfcac1'], [1, '#a39e95']]));
  c.rect(0, 540, c.w, 30, '#e0d9cc');
  const tubes = 12 + (variant % 3) * 2;
  const x0 = 250;
  const spanW = 700;
  const tankY = 330;
  // Frame legs.
  c.line([x0 + 20, 760], [x0 + 40, tankY + 60], '#a9b1b8', 12);
  c.line([x0 + spanW - 20, 760], [x0 + spanW - 40, tankY + 60], '#a9b1b8', 12);
  c.line([x0 + 20, 760], [x0 + 20, 820], '#a9b1b8', 12);
  c.line([x0 + spanW - 20, 760], [x0 + spanW - 20, 820], '#a9b1b8', 12);
  // Evacuated tubes fanning down from the tank.
  const tw = spanW / tubes;
  for (let i = 0; i < tubes; i++) {
    const tx = x0 + i * tw + tw * 0.15;
    c.rect(tx, tankY + 60, tw * 0.7, 440, c.linear([tx, 0], [tx + tw * 0.7, 0], [[0, '#2b3a4a'], [0.4, '#6c8aa6'], [0.6, '#bcd3e6'], [1, '#2b3a4a']]), `rx="${n(tw * 0.35)}"`);
  }
  c.line([x0 - 10, tankY + 500], [x0 + spanW + 10, tankY + 500], '#a9b1b8', 16);
  // Tank: a long cylinder.
  c.rect(x0 - 30, tankY - 40, spanW + 60, 110, c.linear([0, tankY - 40], [0, tankY + 70], [[0, '#f1f3f5'], [0.4, '#ffffff'], [1, '#aeb5bb']]), 'rx="55"');
  c.ellipse(x0 - 30 + 30, tankY + 15, 24, 55, '#c9ced3');
  c.rect(x0 + spanW * 0.3, tankY - 60, 30, 24, '#868e96');
}

function otherScene(c: Canvas, variant: number): void {
  const which = variant % 3;
  if (which === 0) streetLightScene(c, variant);
  else if (which === 1) waterPumpScene(c, variant);
  else waterHeaterScene(c, variant);
}

// ---------------------------------------------------------------------------------------------------------
// Directory and ad scenes
// ---------------------------------------------------------------------------------------------------------

function avatarScene(c: Canvas, variant: number): void {
  const bgs = ['#4dabf7', '#63e6be', '#ffa94d', '#b197fc', '#ff8787', '#74c0fc', '#8ce99a', '#ffd43b'];
  const bg = cycle(bgs, variant);
  c.rect(0, 0, c.w, c.h, c.linear([0, 0], [c.w, c.h], [[0, shade(bg, 0.25)], [1, shade(bg, -0.15)]]));
  c.circle(256, 230, 230, '#ffffff', 'opacity="0.12"');
  const skin = c.rng.pick(['#8d5524', '#a0672f', '#c68642', '#b07444', '#7a4a23', '#d19a66']);
  const shirt = c.rng.pick(['#1c3d5a', '#2f4858', '#495057', '#264653', '#5f3dc4', '#0b7285', '#e9ecef']);
  const hat = c.rng.pick(['#ffd43b', '#ffffff', '#ff922b', '#339af0', '#f03e3e']);
  // Shoulders.
  c.path('M56,512 C60,400 140,350 256,350 C372,350 452,400 456,512 Z', shirt);
  // Hi-vis vest for about half of them.
  if (c.rng.chance(0.55)) {
    const vest = c.rng.pick(['#ff922b', '#d8f5a2', '#ffe066']);
    c.path('M120,512 C126,420 170,378 214,366 L230,512 Z', vest);
    c.path('M392,512 C386,420 342,378 298,366 L282,512 Z', vest);
    c.rect(128, 455, 100, 14, '#e9ecef', 'opacity="0.9"');
    c.rect(284, 455, 100, 14, '#e9ecef', 'opacity="0.9"');
  }
  c.path('M222,300 L290,300 L296,372 Q256,396 216,372 Z', shade(skin, -0.15));
  // Collar.
  c.path('M206,360 L256,400 L306,360 L296,352 L256,380 L216,352 Z', shade(shirt, 0.25));
  // Head and ears.
  c.ellipse(256, 240, 82, 98, skin);
  c.ellipse(176, 250, 16, 24, shade(skin, -0.08));
  c.ellipse(336, 250, 16, 24, shade(skin, -0.08));
  // Beard or moustache on some.
  const face = c.rng.int(0, 2);
  const hair = c.rng.pick(['#1b1b1b', '#2b2118', '#3d2b1f', '#555555']);
  if (face === 1) c.path('M178,250 Q186,340 256,344 Q326,340 334,250 Q320,300 256,304 Q192,300 178,250 Z', hair);
  if (face === 2) c.path('M220,290 Q256,276 292,290 Q256,300 220,290 Z', hair);
  // Simple friendly face.
  c.ellipse(226, 240, 8, 10, '#2b2118');
  c.ellipse(286, 240, 8, 10, '#2b2118');
  c.path('M228,300 Q256,318 284,300', 'none', `stroke="${shade(skin, -0.45)}" stroke-width="5" stroke-linecap="round"`);
  // Hard hat: dome, ridge and brim; a few get a cap of hair instead.
  if (variant % 5 === 4) {
    c.path('M172,230 Q172,140 256,138 Q340,140 340,230 Q320,180 256,178 Q192,180 172,230 Z', hair);
  } else {
    c.path('M168,196 Q170,96 256,94 Q342,96 344,196 Z', hat);
    c.rect(246, 94, 20, 100, shade(hat, -0.12), 'rx="8"');
    c.path('M150,196 L362,196 Q368,214 350,216 L162,216 Q144,214 150,196 Z', shade(hat, -0.1));
    c.path('M190,150 Q200,118 230,106', 'none', `stroke="${shade(hat, 0.5)}" stroke-width="8" stroke-linecap="round" opacity="0.7"`);
  }
}

function sunRays(c: Canvas, cx: number, cy: number, r: number, rays: number, colour: string, length: number): void {
  const parts: string[] = [];
  for (let i = 0; i < rays; i++) {
    const a = (i / rays) * Math.PI * 2;
    const a0 = a - Math.PI / rays / 2.2;
    const a1 = a + Math.PI / rays / 2.2;
    const p: Pt[] = [
      [cx + Math.cos(a0) * (r + 8), cy + Math.sin(a0) * (r + 8)],
      [cx + Math.cos(a) * (r + length), cy + Math.sin(a) * (r + length)],
      [cx + Math.cos(a1) * (r + 8), cy + Math.sin(a1) * (r + 8)],
    ];
    parts.push(`<polygon points="${pts(p)}"/>`);
  }
  c.add(`<g fill="${colour}">${parts.join('')}</g>`);
}

function logoScene(c: Canvas, variant: number): void {
  const palettes = [
    ['#0b4f8a', '#e8f3fc', '#f59f00'],
    ['#1b5e20', '#eef8ec', '#fab005'],
    ['#7a1f1f', '#fff4e6', '#f08c00'],
    ['#12355b', '#fffbe6', '#ff922b'],
    ['#0b7285', '#e6fcf5', '#fcc419'],
    ['#343a40', '#f8f9fa', '#ffa94d'],
  ] as const;
  const [ring, baseInside, sunCol] = cycle(palettes, variant);
  const inside = shade(baseInside, c.rng.range(-0.04, 0));
  const cx = 256;
  const cy = 256;
  c.circle(cx + 6, cy + 8, 240, '#000000', 'opacity="0.15"');
  c.circle(cx, cy, 240, ring);
  c.circle(cx, cy, 214, 'none', `stroke="${shade(ring, 0.35)}" stroke-width="6" stroke-dasharray="${c.rng.chance(0.5) ? '2 14' : 'none'}" stroke-linecap="round"`);
  c.circle(cx, cy, 196, c.linear([0, 60], [0, 452], [[0, shade(inside, 0.4)], [1, inside]]));
  // Sun rising over a panel.
  const rays = c.rng.pick([10, 12, 14, 16]);
  c.add(`<g clip-path="${c.clip(`<circle cx="${cx}" cy="${cy}" r="196"/>`)}">`);
  sunRays(c, cx, 220, 70, rays, sunCol, 70);
  c.circle(cx, 220, 70, c.radial([cx - 20, 200], 90, [[0, shade(sunCol, 0.5)], [1, sunCol]]));
  if (variant % 3 === 2) {
    // Lightning bolt over a ground line: the "energy" flavour of solar-shop logos.
    c.rect(60, 330, 392, 140, ring, 'opacity="0.9"');
    c.poly([[272, 150], [206, 262], [250, 262], [226, 360], [310, 232], [264, 232], [292, 150]], '#ffffff', `stroke="${ring}" stroke-width="8" stroke-linejoin="round"`);
    drawPanel(c, quadMap([150, 350], [362, 350], [392, 440], [120, 440]), { ...panelStyle(c.rng, 'low', variant), cols: 6, rows: 2, halfCut: false });
  } else {
    drawPanel(c, quadMap([130, 300], [382, 300], [420, 420], [92, 420]), { ...panelStyle(c.rng, 'low', variant), cols: 6, rows: 3, halfCut: false });
  }
  c.add('</g>');
  // Small stars on the ring, as badges often have.
  for (const a of [-0.5, 0.5]) {
    const sx = cx + Math.sin(Math.PI + a) * 227;
    const sy = cy - Math.cos(Math.PI + a) * 227;
    c.circle(sx, sy, 7, shade(ring, 0.6));
  }
}

function shopFrontScene(c: Canvas, variant: number): void {
  const horizon = 160;
  sky(c, horizon);
  clouds(c, 1, 100);
  const facade = c.rng.pick(['#d9c3a0', '#c89f74', '#e7ddcc', '#cbb79c', '#bfae95']);
  c.rect(0, 40, c.w, 740, c.linear([0, 40], [0, 780], [[0, shade(facade, 0.15)], [1, shade(facade, -0.1)]]));
  // Upper floor windows with white trims and qamariya.
  for (let i = 0; i < 4; i++) {
    const wx = 120 + i * 270;
    c.rect(wx - 14, 70, 148, 170, '#f6f1e7', 'rx="6"');
    c.rect(wx, 130, 120, 96, '#3b4a5a');
    c.path(`M${wx},130 a60,60 0 0 1 120,0 z`, cycle(['#e03131', '#1c7ed6', '#f59f00', '#2f9e44'], i + variant), 'opacity="0.85"');
  }
  c.rect(0, 260, c.w, 14, '#f6f1e7');
  // Sign band (shapes stand in for the shop name) with a sun emblem.
  const signCol = c.rng.pick(['#0b4f8a', '#1b5e20', '#7a1f1f', '#12355b', '#0b7285', '#343a40']);
  c.rect(60, 290, 1080, 110, signCol, 'rx="10"');
  sunRays(c, 160, 345, 26, 12, '#fcc419', 20);
  c.circle(160, 345, 26, '#ffd43b');
  c.rect(240, 318, 420, 26, '#ffffff', 'rx="13" opacity="0.95"');
  c.rect(240, 356, 300, 18, '#ffffff', 'rx="9" opacity="0.7"');
  c.rect(760, 320, 300, 22, '#fcc419', 'rx="11"');
  c.rect(820, 354, 240, 16, '#ffffff', 'rx="8" opacity="0.6"');
  // Shop opening: glass with products inside, half-raised rolling shutter.
  const ox = 90;
  const oy = 430;
  const ow = 1020;
  const oh = 350;
  c.rect(ox, oy, ow, oh, '#2b3440');
  c.rect(ox, oy, ow, oh, c.linear([ox, oy], [ox + ow, oy + oh], [[0, '#8fb6d6', 0.5], [1, '#2b3440', 0.1]]));
  const inside = panelStyle(c.rng, 'low', variant);
  for (let i = 0; i < 4; i++) {
    const px = ox + 60 + i * 130;
    drawPanel(c, quadMap([px, oy + 90], [px + 110, oy + 96], [px + 110, oy + 330], [px, oy + 336]), inside);
  }
  // Inverters on the back wall and batteries on the floor.
  for (let i = 0; i < 3; i++) {
    const ix = ox + 640 + i * 120;
    c.rect(ix, oy + 110, 90, 120, cycle(['#f4f5f6', '#ffd43b', '#2d5fa4'], i + variant), 'rx="8"');
    c.rect(ix + 18, oy + 130, 54, 30, '#0d2436', 'rx="3"');
    c.rect(ix, oy + 260, 95, 80, '#2a2d33', 'rx="6"');
    c.rect(ix, oy + 280, 95, 24, cycle(['#e2231a', '#1c7ed6', '#2f9e44'], i));
  }
  const shutter = c.rng.range(0.2, 0.35);
  c.rect(ox, oy, ow, oh * shutter, '#aab2b9');
  const slats: string[] = [];
  for (let y = oy + 12; y < oy + oh * shutter; y += 14) slats.push(`<line x1="${ox}" y1="${y}" x2="${ox + ow}" y2="${y}"/>`);
  c.add(`<g stroke="#7e878f" stroke-width="3">${slats.join('')}</g>`);
  // Striped awning with a scalloped edge.
  const stripes = c.rng.pick([['#e03131', '#f8f9fa'], ['#1c7ed6', '#f8f9fa'], ['#2f9e44', '#fff9db'], ['#f08c00', '#fff4e6']] as const);
  const ay = 405;
  const count = 14;
  const sw = (ow + 80) / count;
  for (let i = 0; i < count; i++) {
    const x = ox - 40 + i * sw;
    c.poly([[x + 10, ay], [x + sw + 10, ay], [x + sw, ay + 90], [x, ay + 90]], i % 2 ? stripes[1] : stripes[0]);
    c.path(`M${n(x)},${ay + 90} a${n(sw / 2)},${n(sw / 3)} 0 0 0 ${n(sw)},0 z`, i % 2 ? stripes[1] : stripes[0]);
  }
  c.rect(ox - 40, ay + 86, ow + 80, 6, '#000000', 'opacity="0.15"');
  // Pavement, with panels leaning against the front and a stack of batteries.
  c.rect(0, 780, c.w, 120, c.linear([0, 780], [0, 900], [[0, '#b7b2a8'], [1, '#8f8a80']]));
  const kerb: string[] = [];
  for (let x = 0; x < c.w; x += 120) kerb.push(`<line x1="${x}" y1="780" x2="${x - 40}" y2="900"/>`);
  c.add(`<g stroke="#7f7a72" stroke-width="2" stroke-opacity="0.5">${kerb.join('')}</g>`);
  const outside = panelStyle(c.rng, 'low');
  const leaning = 1 + (variant % 3);
  for (let i = 0; i < leaning; i++) {
    const px = 60 + i * 70;
    drawPanel(c, quadMap([px + 40, 560], [px + 160, 566], [px + 140, 860], [px + 10, 856]), outside);
  }
  for (let i = 0; i < 2; i++) {
    c.rect(960 + i * 104, 770, 96, 100, '#2a2d33', 'rx="6"');
    c.rect(960 + i * 104, 790, 96, 26, i ? '#1c7ed6' : '#e2231a');
    c.rect(972 + i * 104, 760, 16, 10, '#d8342c', 'rx="2"');
    c.rect(1028 + i * 104, 760, 16, 10, '#222222', 'rx="2"');
  }
}

/** A finished rooftop array on a flat Yemeni roof, seen from a neighbouring building. */
function portfolioRoofScene(c: Canvas, variant: number): void {
  const rw = 10;
  const rd = 9;
  const angle = (c.rng.range(-18, 18) * Math.PI) / 180;
  const eye: V3 = [rw / 2 + Math.sin(angle) * 12, c.rng.range(7, 9), rd / 2 - Math.cos(angle) * 12];
  const slabPts: V3[] = [[0, 0, 0], [rw, 0, 0], [rw, 0, rd], [0, 0, rd]];
  const cam = Camera.lookAt(eye, [rw / 2, 0, rd * 0.45]).fit(slabPts, [-40, 250, 1280, 700]);
  const far = Math.min(cam.project([0, 0.8, rd])[1], cam.project([rw, 0.8, rd])[1]);
  // The roof hides the true horizon; the skyline sits just behind the far parapet instead.
  const horizon = clamp(far + 30, 150, 400);
  sky(c, horizon);
  sun(c, c.rng.range(100, 1100), c.rng.range(40, Math.max(60, horizon * 0.4)), 28);
  mountains(c, horizon - 20, 80, '#9fb0c2');
  for (let x = -20; x < c.w; x += c.rng.range(60, 120)) {
    const bh = c.rng.range(30, 100);
    const bw = c.rng.range(50, 110);
    const col = c.rng.pick(['#d7c7ab', '#c9b596', '#e3d8c4', '#bca88a']);
    c.rect(x, horizon - bh, bw, bh + 40, col);
    for (let wy = horizon - bh + 10; wy < horizon - 8; wy += 22) {
      for (let wx = x + 8; wx < x + bw - 12; wx += 22) c.rect(wx, wy, 8, 10, '#6b5d4b', 'opacity="0.6"');
    }
  }
  c.rect(0, horizon, c.w, c.h - horizon, '#cbb99c');
  const slab = slabPts.map((p) => cam.project(p));
  c.poly(slab, c.linear(slab[3]!, slab[0]!, [[0, '#c9c4ba'], [1, '#e4dfd5']]));
  const parapet = (a: V3, b: V3): void => {
    const h: V3 = [0, 0.8, 0];
    c.poly([cam.project(a), cam.project(b), cam.project(add3(b, h)), cam.project(add3(a, h))], '#e6ddcc', 'stroke="#b8ab94" stroke-width="2"');
  };
  parapet([0, 0, rd], [rw, 0, rd]);
  parapet([0, 0, 0], [0, 0, rd]);
  parapet([rw, 0, 0], [rw, 0, rd]);
  // Black water tank, a fixture of Yemeni roofs.
  const tankAt: V3 = [rw - 1.2, 0, rd - 1.3];
  const tank = cam.project(tankAt);
  const ts = cam.scaleAt(tankAt, 1);
  c.rect(tank[0] - ts * 0.6, tank[1] - ts * 1.4, ts * 1.2, ts * 1.4, c.linear([tank[0] - ts * 0.6, 0], [tank[0] + ts * 0.6, 0], [[0, '#1d1f22'], [0.35, '#4a4f55'], [1, '#111214']]));
  c.ellipse(tank[0], tank[1] - ts * 1.4, ts * 0.6, ts * 0.2, '#3a3f44');
  // Rows of panels on tilted frames, back row first.
  const rows = cycle([3, 2, 3, 4], variant);
  const perRow = cycle([6, 7, 5, 6, 7], variant);
  const tilt = (c.rng.range(15, 25) * Math.PI) / 180;
  const up: V3 = [0, Math.sin(tilt) * 1.9, Math.cos(tilt) * 1.9];
  const style = panelStyle(c.rng, 'low');
  const rowGap = (rd - 1.6) / rows;
  for (let r = rows - 1; r >= 0; r--) {
    const z = 0.9 + r * rowGap;
    for (let i = 0; i < perRow; i++) {
      const x0 = 0.5 + i * 1.15;
      // Keep clear of the tank on the back row and of the side parapet everywhere.
      if (x0 + 1.1 > rw - (r === rows - 1 ? 2.2 : 0.4)) continue;
      beam(c, cam, [x0 + 0.55, 0, z + up[2]], [x0 + 0.55, 0.3 + up[1], z + up[2]], 0.05, '#aeb6bd');
      drawPanel(c, spaceMap(cam, add3([x0, 0.3, z], up), [1.1, 0, 0], mul3(up, -1)), style);
    }
  }
  // Conduit from the array down to the stairwell, where the inverter usually lives.
  cable(c, [cam.project([0.5, 0.3, 0.9]), cam.project([0.25, 0.05, 0.6]), cam.project([0.25, 0.05, 0.05])], '#3a3f44', Math.max(3, cam.scaleAt([0.3, 0, 0.5], 0.05)));
  parapet([0, 0, 0], [rw, 0, 0]);
}

function adBannerScene(c: Canvas, variant: number): void {
  const palettes = [
    ['#0b3d91', '#1c7ed6', '#ffd43b'],
    ['#7a2e0e', '#e8590c', '#ffe066'],
    ['#0b5345', '#12b886', '#ffe066'],
    ['#3b0a57', '#7048e8', '#ffc078'],
    ['#0b2545', '#0b7285', '#ffd8a8'],
  ] as const;
  const [dark, mid, glow] = cycle(palettes, variant);
  c.rect(0, 0, c.w, c.h, c.linear([0, 0], [c.w, c.h], [[0, dark], [1, mid]]));
  // Soft diagonal light bands.
  for (let i = 0; i < 4; i++) {
    const x = 200 + i * 260 + c.rng.range(-40, 40);
    c.poly([[x, 0], [x + 90, 0], [x - 110, c.h], [x - 200, c.h]], '#ffffff', `opacity="${c.rng.range(0.03, 0.08).toFixed(2)}"`);
  }
  // Big sun on the right, array in front of it.
  const sx = c.rng.range(820, 960);
  const sy = c.rng.range(110, 150);
  c.circle(sx, sy, 260, c.radial([sx, sy], 260, [[0, glow, 0.6], [1, glow, 0]]));
  sunRays(c, sx, sy, 74, 16, glow, 46);
  c.circle(sx, sy, 74, c.radial([sx - 20, sy - 20], 100, [[0, '#fffbe6'], [1, glow]]));
  const style = panelStyle(c.rng, 'low', variant);
  const tilt = (25 * Math.PI) / 180;
  const up: V3 = [0, Math.sin(tilt) * 2.2, Math.cos(tilt) * 2.2];
  const cam = Camera.lookAt([1.5, 2.2, -5], [3, 0.9, 1]).fit(
    [[0, 0.4, 0], [5.9, 0.4, 0], [0, 0.4 + up[1], up[2]], [5.9, 0.4 + up[1], up[2]]],
    [640, 175, 520, 185],
  );
  for (let i = 0; i < 5; i++) {
    drawPanel(c, spaceMap(cam, add3([i * 1.18, 0.4, 0], up), [1.13, 0, 0], mul3(up, -1)), style);
  }
  // Ground strip and a starburst "offer" badge (no text: the UI overlays the copy on the left).
  c.rect(0, 360, c.w, 40, shade(dark, -0.3), 'opacity="0.6"');
  const bx = c.rng.range(560, 640);
  const by = 90;
  const star: Pt[] = [];
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    const r = i % 2 ? 52 : 64;
    star.push([bx + Math.cos(a) * r, by + Math.sin(a) * r]);
  }
  c.poly(star, glow, 'opacity="0.95"');
  c.circle(bx, by, 40, 'none', `stroke="${dark}" stroke-width="4" stroke-dasharray="4 6"`);
}
