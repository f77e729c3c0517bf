/**
 * Demo images, drawn as SVG and rasterised with sharp — no downloads, no files shipped. Each site has its own
 * visual motif (group: network over a dotted map; brand A: engineering blueprint; brand B: friendly rounded
 * figures; brand C: architecture/skyline), drawn in the site's palette. The image key seeds a PRNG, so the same
 * key always gives the same picture and different keys give different compositions.
 */
import sharp from 'sharp';
import type { SeedImage, SiteKey } from './content/types.ts';

export interface SeedPalette {
  primary: string;
  secondary: string;
  accent: string;
  surface: string;
}

/* ------------------------------------------------------------------ helpers */

/** FNV-1a hash of a string → 32-bit seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small deterministic PRNG. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const between = (rnd: Rng, min: number, max: number) => min + rnd() * (max - min);
const int = (rnd: Rng, min: number, max: number) => Math.floor(between(rnd, min, max + 1));
const pick = <T>(rnd: Rng, list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
const r1 = (n: number) => Math.round(n * 10) / 10;

function parseHex(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full =
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h.slice(0, 6);
  const n = parseInt(full, 16);
  if (Number.isNaN(n)) return [128, 128, 128];
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return (
    '#' +
    [r, g, b]
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** Linear mix of two colours; t = 0 → a, t = 1 → b. */
function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex([ca[0] + (cb[0] - ca[0]) * t, ca[1] + (cb[1] - ca[1]) * t, ca[2] + (cb[2] - ca[2]) * t]);
}
const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#000000', t);

/**
 * Film grain is added after rasterising (see `renderSeedImage`), which is far cheaper than an SVG turbulence
 * filter; the SVG keeps a no-op placeholder so the drawing functions stay simple.
 */
function grain(_id: string, _w: number, _h: number, opacity = 0.05): { defs: string; layer: string; opacity: number } {
  return { defs: '', layer: '', opacity };
}

/** Deterministic grey noise around mid-grey, for a soft-light blend (128 = no change). */
function noise(seed: number, w: number, h: number, strength: number): Buffer {
  const rnd = prng(seed);
  const buf = Buffer.alloc(w * h);
  const amp = Math.round(255 * strength);
  for (let i = 0; i < buf.length; i++) buf[i] = 128 + Math.round((rnd() - 0.5) * 2 * amp);
  return buf;
}

/* ---------------------------------------------------- group: network / map */

function drawGroup(rnd: Rng, w: number, h: number, p: SeedPalette): string {
  // one image in three is drawn light (surface background, navy network) for variety across a page
  const light = rnd() < 0.34;
  const bg0 = light ? p.surface : darken(p.primary, 0.25);
  const bg1 = light ? mix(p.surface, p.primary, 0.08) : lighten(p.primary, 0.12);
  const gold = p.secondary;
  const dotColour = light ? mix(p.surface, p.primary, 0.45) : lighten(p.primary, 0.55);
  const nodeColour = light ? p.primary : lighten(p.primary, 0.8);
  const lineFrom = light ? mix(p.surface, p.primary, 0.5) : lighten(p.primary, 0.7);
  const g = grain('grain', w, h, light ? 0.03 : 0.06);
  const parts: string[] = [];

  // dotted "map": dots on a grid, density modulated by a few blob-shaped "continents"
  const blobs = Array.from({ length: int(rnd, 3, 5) }, () => ({
    x: between(rnd, 0.1, 0.9) * w,
    y: between(rnd, 0.15, 0.85) * h,
    rx: between(rnd, 0.12, 0.28) * w,
    ry: between(rnd, 0.12, 0.3) * h,
  }));
  const step = Math.round(w / 64);
  const dots: string[] = [];
  for (let y = step / 2; y < h; y += step) {
    for (let x = step / 2; x < w; x += step) {
      let inside = 0;
      for (const b of blobs) {
        const d = ((x - b.x) / b.rx) ** 2 + ((y - b.y) / b.ry) ** 2;
        inside = Math.max(inside, 1 - d);
      }
      if (inside > 0)
        dots.push(
          `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(step * 0.16)}" fill-opacity="${r1(0.25 + inside * 0.5)}"/>`,
        );
    }
  }
  parts.push(`<g fill="${dotColour}">${dots.join('')}</g>`);

  // network: nodes, connected to their nearest neighbours with gentle arcs
  const n = int(rnd, 9, 14);
  const nodes = Array.from({ length: n }, () => ({ x: between(rnd, 0.07, 0.93) * w, y: between(rnd, 0.12, 0.88) * h }));
  const lines: string[] = [];
  nodes.forEach((a, i) => {
    const near = nodes
      .map((b, j) => ({ j, d: Math.hypot(a.x - b.x, a.y - b.y) }))
      .filter((e) => e.j !== i)
      .sort((x, y) => x.d - y.d)
      .slice(0, 2);
    for (const { j } of near) {
      if (j < i) continue;
      const b = nodes[j]!;
      const mx = (a.x + b.x) / 2;
      const my = (a.y + b.y) / 2 - Math.hypot(a.x - b.x, a.y - b.y) * 0.18;
      lines.push(`<path d="M${r1(a.x)} ${r1(a.y)} Q${r1(mx)} ${r1(my)} ${r1(b.x)} ${r1(b.y)}"/>`);
    }
  });
  parts.push(
    `<g fill="none" stroke="url(#line)" stroke-width="${r1(w / 700)}" stroke-linecap="round">${lines.join('')}</g>`,
  );
  const hub = int(rnd, 0, n - 1);
  nodes.forEach((nd, i) => {
    const big = i === hub;
    const r = big ? w / 90 : w / 260 + rnd() * (w / 400);
    if (big) {
      parts.push(`<circle cx="${r1(nd.x)}" cy="${r1(nd.y)}" r="${r1(r * 4)}" fill="${gold}" opacity="0.12"/>`);
      parts.push(
        `<circle cx="${r1(nd.x)}" cy="${r1(nd.y)}" r="${r1(r * 2.2)}" fill="none" stroke="${gold}" stroke-width="${r1(w / 900)}" opacity="0.6"/>`,
      );
    }
    parts.push(
      `<circle cx="${r1(nd.x)}" cy="${r1(nd.y)}" r="${r1(r)}" fill="${big || rnd() < 0.35 ? gold : nodeColour}"/>`,
    );
  });

  // large soft orbit rings
  const cx = between(rnd, 0.55, 0.85) * w;
  const cy = between(rnd, 0.2, 0.6) * h;
  for (let i = 1; i <= 3; i++) {
    parts.push(
      `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(h * 0.22 * i)}" fill="none" stroke="${lineFrom}" stroke-width="1.2" opacity="${r1(0.25 - i * 0.05)}" stroke-dasharray="${i === 2 ? '2 10' : 'none'}"/>`,
    );
  }

  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg0}"/><stop offset="1" stop-color="${bg1}"/></linearGradient>
    <radialGradient id="glow" cx="${r1(cx / w)}" cy="${r1(cy / h)}" r="0.6"><stop offset="0" stop-color="${gold}" stop-opacity="0.14"/><stop offset="1" stop-color="${gold}" stop-opacity="0"/></radialGradient>
    <linearGradient id="line" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${lineFrom}" stop-opacity="${light ? 0.6 : 0.35}"/><stop offset="1" stop-color="${gold}" stop-opacity="0.8"/></linearGradient>
    ${g.defs}
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <rect width="${w}" height="${h}" fill="url(#glow)"/>
  ${parts.join('\n')}
  ${g.layer}`;
}

/* ------------------------------------------------ brand A: engineering grid */

function drawBrandA(rnd: Rng, w: number, h: number, p: SeedPalette): string {
  const bg0 = darken(p.primary, 0.35);
  const bg1 = p.primary;
  const line = lighten(p.primary, 0.7);
  const orange = p.secondary;
  const g = grain('grain', w, h, 0.05);
  const parts: string[] = [];
  const minor = Math.round(w / 48);
  const major = minor * 5;

  const motif = int(rnd, 0, 2);
  if (motif === 0) {
    // isometric / perspective-free technical drawing: concentric rings with ticks (a flange or gear face)
    const cx = between(rnd, 0.55, 0.8) * w;
    const cy = between(rnd, 0.35, 0.65) * h;
    const R = between(rnd, 0.28, 0.38) * h;
    parts.push(
      `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(R * 1.55)}" fill="${darken(p.primary, 0.2)}" opacity="0.55"/>`,
    );
    for (const f of [1.4, 1, 0.62, 0.28]) {
      parts.push(
        `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(R * f)}" fill="none" stroke="${line}" stroke-width="${f === 1 ? 2.4 : 1.2}" opacity="${f === 1 ? 0.9 : 0.55}"/>`,
      );
    }
    const teeth = int(rnd, 18, 30);
    const ticks: string[] = [];
    for (let i = 0; i < teeth; i++) {
      const a = (i / teeth) * Math.PI * 2;
      const r0 = R * 1.0;
      const r2 = R * 1.12;
      ticks.push(
        `<line x1="${r1(cx + Math.cos(a) * r0)}" y1="${r1(cy + Math.sin(a) * r0)}" x2="${r1(cx + Math.cos(a) * r2)}" y2="${r1(cy + Math.sin(a) * r2)}"/>`,
      );
    }
    parts.push(`<g stroke="${line}" stroke-width="3" opacity="0.75">${ticks.join('')}</g>`);
    // bolt holes
    const holes = int(rnd, 4, 8);
    for (let i = 0; i < holes; i++) {
      const a = (i / holes) * Math.PI * 2 + rnd() * 0.2;
      parts.push(
        `<circle cx="${r1(cx + Math.cos(a) * R * 0.8)}" cy="${r1(cy + Math.sin(a) * R * 0.8)}" r="${r1(R * 0.06)}" fill="none" stroke="${line}" stroke-width="1.6"/>`,
      );
    }
    // centre lines (dash-dot)
    parts.push(`<g stroke="${line}" stroke-width="1" stroke-dasharray="24 6 4 6" opacity="0.7">
      <line x1="${r1(cx - R * 1.7)}" y1="${r1(cy)}" x2="${r1(cx + R * 1.7)}" y2="${r1(cy)}"/>
      <line x1="${r1(cx)}" y1="${r1(cy - R * 1.7)}" x2="${r1(cx)}" y2="${r1(cy + R * 1.7)}"/></g>`);
    // orange accent arc (sweep)
    const a0 = between(rnd, -2.6, -0.6);
    const a1 = a0 + between(rnd, 1.1, 2.0);
    const ar = R * 1.26;
    parts.push(
      `<path d="M${r1(cx + Math.cos(a0) * ar)} ${r1(cy + Math.sin(a0) * ar)} A${r1(ar)} ${r1(ar)} 0 0 1 ${r1(cx + Math.cos(a1) * ar)} ${r1(cy + Math.sin(a1) * ar)}" fill="none" stroke="${orange}" stroke-width="${r1(w / 180)}" stroke-linecap="round"/>`,
    );
    parts.push(
      `<circle cx="${r1(cx + Math.cos(a1) * ar)}" cy="${r1(cy + Math.sin(a1) * ar)}" r="${r1(w / 150)}" fill="${orange}"/>`,
    );

    // a technical profile (stepped shaft) on the left
    const sx = between(rnd, 0.06, 0.14) * w;
    const sy = between(rnd, 0.62, 0.78) * h;
    let x = sx;
    const segs: string[] = [];
    const steps = int(rnd, 4, 6);
    for (let i = 0; i < steps; i++) {
      const len = between(rnd, 0.04, 0.08) * w;
      const hh = between(rnd, 0.05, 0.14) * h;
      segs.push(`<rect x="${r1(x)}" y="${r1(sy - hh / 2)}" width="${r1(len)}" height="${r1(hh)}"/>`);
      x += len;
    }
    parts.push(
      `<g fill="${lighten(p.primary, 0.1)}" fill-opacity="0.5" stroke="${line}" stroke-width="1.6">${segs.join('')}</g>`,
    );
    parts.push(
      `<line x1="${r1(sx - 20)}" y1="${r1(sy)}" x2="${r1(x + 20)}" y2="${r1(sy)}" stroke="${line}" stroke-dasharray="24 6 4 6" stroke-width="1" opacity="0.7"/>`,
    );
    // dimension line above the shaft
    const dy = sy - 0.13 * h;
    parts.push(`<g stroke="${orange}" stroke-width="1.6" fill="${orange}">
      <line x1="${r1(sx)}" y1="${r1(dy - 14)}" x2="${r1(sx)}" y2="${r1(dy + 14)}"/>
      <line x1="${r1(x)}" y1="${r1(dy - 14)}" x2="${r1(x)}" y2="${r1(dy + 14)}"/>
      <line x1="${r1(sx)}" y1="${r1(dy)}" x2="${r1(x)}" y2="${r1(dy)}"/>
      <path d="M${r1(sx)} ${r1(dy)} l14 -5 v10z"/><path d="M${r1(x)} ${r1(dy)} l-14 -5 v10z"/></g>`);
  } else if (motif === 1) {
    // circuit board: a chip with orthogonal traces (45° bends) ending in pads
    const cx = between(rnd, 0.5, 0.72) * w;
    const cy = between(rnd, 0.4, 0.6) * h;
    const cw = between(rnd, 0.16, 0.22) * w;
    const ch = cw * between(rnd, 0.7, 1);
    const traces: string[] = [];
    const pads: string[] = [];
    const pins = int(rnd, 6, 9);
    for (const side of [-1, 1]) {
      for (let i = 0; i < pins; i++) {
        const y0 = cy - ch / 2 + (ch / (pins + 1)) * (i + 1);
        const x0 = cx + (side * cw) / 2;
        const run1 = between(rnd, 0.03, 0.12) * w;
        const bend = between(rnd, -0.12, 0.12) * h;
        const x1 = x0 + side * run1;
        const x2 = x1 + side * Math.abs(bend);
        const y2 = y0 + bend;
        const x3 = side < 0 ? between(rnd, 0.03, 0.2) * w : between(rnd, 0.8, 0.97) * w;
        traces.push(`<path d="M${r1(x0)} ${r1(y0)} H${r1(x1)} L${r1(x2)} ${r1(y2)} H${r1(x3)}"/>`);
        const hot = rnd() < 0.18;
        pads.push(
          `<circle cx="${r1(x3)}" cy="${r1(y2)}" r="${r1(w / 210)}" fill="${hot ? orange : bg0}" stroke="${hot ? orange : line}" stroke-width="1.6"/>`,
        );
      }
    }
    parts.push(
      `<g fill="none" stroke="${line}" stroke-width="1.8" stroke-linejoin="round" opacity="0.8">${traces.join('')}</g>`,
    );
    parts.push(pads.join(''));
    parts.push(
      `<rect x="${r1(cx - cw / 2)}" y="${r1(cy - ch / 2)}" width="${r1(cw)}" height="${r1(ch)}" rx="6" fill="${darken(p.primary, 0.45)}" stroke="${line}" stroke-width="2"/>`,
    );
    parts.push(
      `<rect x="${r1(cx - cw / 2 + 14)}" y="${r1(cy - ch / 2 + 14)}" width="${r1(cw - 28)}" height="${r1(ch - 28)}" rx="3" fill="none" stroke="${line}" stroke-width="1" opacity="0.5"/>`,
    );
    parts.push(`<circle cx="${r1(cx - cw / 2 + 26)}" cy="${r1(cy - ch / 2 + 26)}" r="5" fill="${orange}"/>`);
    // ticks on the chip like a die grid
    const die: string[] = [];
    for (let gx = 0; gx < 4; gx++)
      for (let gy = 0; gy < 3; gy++)
        die.push(
          `<rect x="${r1(cx - cw / 4 + (gx * cw) / 8)}" y="${r1(cy - ch / 6 + (gy * ch) / 9)}" width="${r1(cw / 12)}" height="${r1(ch / 14)}" rx="1"/>`,
        );
    parts.push(`<g fill="${line}" opacity="0.35">${die.join('')}</g>`);
  } else {
    // measurement plot: axes, a damped oscillation in orange and a reference curve
    const x0 = 0.1 * w;
    const x1 = 0.92 * w;
    const y0 = between(rnd, 0.55, 0.65) * h;
    const amp = between(rnd, 0.18, 0.26) * h;
    const f = between(rnd, 5, 9);
    const damp = between(rnd, 1.5, 3.5);
    const pts: string[] = [];
    const ref: string[] = [];
    for (let i = 0; i <= 240; i++) {
      const u = i / 240;
      const x = x0 + (x1 - x0) * u;
      pts.push(`${r1(x)},${r1(y0 - amp * Math.exp(-damp * u) * Math.sin(u * f * Math.PI * 2))}`);
      ref.push(`${r1(x)},${r1(y0 - amp * 0.9 * Math.exp(-damp * u))}`);
    }
    parts.push(
      `<g stroke="${line}" stroke-width="1.6" opacity="0.85"><line x1="${r1(x0)}" y1="${r1(y0)}" x2="${r1(x1 + 20)}" y2="${r1(y0)}"/><line x1="${r1(x0)}" y1="${r1(0.12 * h)}" x2="${r1(x0)}" y2="${r1(0.9 * h)}"/></g>`,
    );
    const ticks: string[] = [];
    for (let i = 0; i <= 20; i++)
      ticks.push(
        `<line x1="${r1(x0 + ((x1 - x0) * i) / 20)}" y1="${r1(y0 - 6)}" x2="${r1(x0 + ((x1 - x0) * i) / 20)}" y2="${r1(y0 + 6)}"/>`,
      );
    parts.push(`<g stroke="${line}" stroke-width="1.2" opacity="0.7">${ticks.join('')}</g>`);
    parts.push(
      `<polyline points="${ref.join(' ')}" fill="none" stroke="${line}" stroke-width="1.4" stroke-dasharray="10 6" opacity="0.7"/>`,
    );
    parts.push(
      `<polyline points="${pts.join(' ')}" fill="none" stroke="${orange}" stroke-width="${r1(w / 320)}" stroke-linejoin="round"/>`,
    );
    // a highlighted measurement point with a crosshair
    const mu = between(rnd, 0.15, 0.4);
    const mx = x0 + (x1 - x0) * mu;
    const my = y0 - amp * Math.exp(-damp * mu) * Math.sin(mu * f * Math.PI * 2);
    parts.push(
      `<g stroke="${line}" stroke-width="1" stroke-dasharray="4 4" opacity="0.8"><line x1="${r1(mx)}" y1="${r1(0.12 * h)}" x2="${r1(mx)}" y2="${r1(0.9 * h)}"/><line x1="${r1(x0)}" y1="${r1(my)}" x2="${r1(x1)}" y2="${r1(my)}"/></g>`,
    );
    parts.push(
      `<circle cx="${r1(mx)}" cy="${r1(my)}" r="${r1(w / 140)}" fill="none" stroke="${orange}" stroke-width="3"/><circle cx="${r1(mx)}" cy="${r1(my)}" r="4" fill="#ffffff"/>`,
    );
  }

  // title-block style corner frame
  const m = minor;
  parts.push(
    `<rect x="${m}" y="${m}" width="${w - 2 * m}" height="${h - 2 * m}" fill="none" stroke="${line}" stroke-width="1.2" opacity="0.45"/>`,
  );
  parts.push(
    `<g fill="${line}" opacity="0.5">${Array.from({ length: 6 }, (_, i) => `<rect x="${r1(w - m - 8 * m + i * m * 1.3)}" y="${r1(h - m * 2.2)}" width="${r1(m * 0.9)}" height="${r1(m * 0.5)}" rx="1"/>`).join('')}</g>`,
  );

  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="${bg0}"/><stop offset="1" stop-color="${bg1}"/></linearGradient>
    <pattern id="minor" width="${minor}" height="${minor}" patternUnits="userSpaceOnUse"><path d="M${minor} 0H0V${minor}" fill="none" stroke="${line}" stroke-width="0.6" opacity="0.18"/></pattern>
    <pattern id="major" width="${major}" height="${major}" patternUnits="userSpaceOnUse"><path d="M${major} 0H0V${major}" fill="none" stroke="${line}" stroke-width="1.1" opacity="0.3"/></pattern>
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>
    ${g.defs}
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <rect width="${w}" height="${h}" fill="url(#minor)"/>
  <rect width="${w}" height="${h}" fill="url(#major)"/>
  ${parts.join('\n')}
  <rect width="${w}" height="${h}" fill="url(#vignette)"/>
  ${g.layer}`;
}

/* -------------------------------------------- brand B: people, rounded shapes */

function drawBrandB(rnd: Rng, w: number, h: number, p: SeedPalette): string {
  const coral = p.primary;
  const plum = p.secondary;
  const sun = p.accent;
  const bg = p.surface;
  const g = grain('grain', w, h, 0.045);
  const parts: string[] = [];

  // big soft blobs in the background
  const blob = (cx: number, cy: number, r: number, fill: string, op: number) => {
    const pts = 8;
    const coords = Array.from({ length: pts }, (_, i) => {
      const a = (i / pts) * Math.PI * 2;
      const rr = r * between(rnd, 0.82, 1.15);
      return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr] as const;
    });
    // closed Catmull-Rom → cubic Bézier
    let d = `M${r1(coords[0]![0])} ${r1(coords[0]![1])}`;
    for (let i = 0; i < pts; i++) {
      const p0 = coords[(i - 1 + pts) % pts]!;
      const p1 = coords[i]!;
      const p2 = coords[(i + 1) % pts]!;
      const p3 = coords[(i + 2) % pts]!;
      d += ` C${r1(p1[0] + (p2[0] - p0[0]) / 6)} ${r1(p1[1] + (p2[1] - p0[1]) / 6)} ${r1(p2[0] - (p3[0] - p1[0]) / 6)} ${r1(p2[1] - (p3[1] - p1[1]) / 6)} ${r1(p2[0])} ${r1(p2[1])}`;
    }
    return `<path d="${d}Z" fill="${fill}" opacity="${op}"/>`;
  };
  parts.push(blob(between(rnd, 0.1, 0.35) * w, between(rnd, 0.2, 0.5) * h, h * 0.45, lighten(coral, 0.55), 0.7));
  parts.push(blob(between(rnd, 0.65, 0.9) * w, between(rnd, 0.5, 0.8) * h, h * 0.5, lighten(sun, 0.35), 0.55));
  parts.push(blob(between(rnd, 0.4, 0.6) * w, between(rnd, 0.0, 0.2) * h, h * 0.3, lighten(plum, 0.8), 0.6));

  // dotted arc pattern
  parts.push(`<rect width="${w}" height="${h}" fill="url(#dots)" opacity="0.5"/>`);

  // people: head (circle) + rounded shoulders (half-stadium), in a row with varied size/colour
  const count = int(rnd, 3, 5);
  const colours = [coral, plum, darken(sun, 0.05), mix(coral, plum, 0.5), lighten(plum, 0.25)];
  const baseY = h * between(rnd, 0.92, 1.0);
  const span = w * between(rnd, 0.6, 0.78);
  const startX = (w - span) / 2 + between(rnd, -0.08, 0.08) * w;
  const order = Array.from({ length: count }, (_, i) => i).sort(() => rnd() - 0.5);
  const figures: string[] = [];
  for (const i of order) {
    const s = between(rnd, 0.85, 1.15) * (h / 900);
    const cx = startX + (span / Math.max(1, count - 1)) * i + between(rnd, -30, 30);
    const bodyW = 260 * s;
    const bodyH = 300 * s;
    const headR = 78 * s;
    const top = baseY - bodyH;
    const fill = colours[(i + int(rnd, 0, 4)) % colours.length]!;
    const headFill = mix(fill, '#ffffff', 0.18);
    figures.push(`<g>
      <path d="M${r1(cx - bodyW / 2)} ${r1(baseY + 40)} V${r1(top + bodyW / 2)} A${r1(bodyW / 2)} ${r1(bodyW / 2)} 0 0 1 ${r1(cx + bodyW / 2)} ${r1(top + bodyW / 2)} V${r1(baseY + 40)} Z" fill="${fill}"/>
      <circle cx="${r1(cx)}" cy="${r1(top - headR * 1.15)}" r="${r1(headR)}" fill="${headFill}"/>
    </g>`);
  }
  parts.push(`<g filter="url(#shadow)">${figures.join('')}</g>`);

  // speech bubbles / sparkles
  const bubbles = int(rnd, 2, 3);
  for (let i = 0; i < bubbles; i++) {
    const bx = between(rnd, 0.08, 0.85) * w;
    const by = between(rnd, 0.08, 0.35) * h;
    const bw = between(rnd, 0.1, 0.16) * w;
    const bh = bw * 0.5;
    const fill = pick(rnd, [plum, coral, '#ffffff']);
    const dot = fill === '#ffffff' ? plum : '#ffffff';
    parts.push(`<g>
      <rect x="${r1(bx)}" y="${r1(by)}" width="${r1(bw)}" height="${r1(bh)}" rx="${r1(bh / 2)}" fill="${fill}"/>
      <path d="M${r1(bx + bw * 0.22)} ${r1(by + bh - 2)} l${r1(-bh * 0.15)} ${r1(bh * 0.4)} l${r1(bh * 0.5)} ${r1(-bh * 0.4)} z" fill="${fill}"/>
      ${[0.3, 0.5, 0.7].map((f) => `<circle cx="${r1(bx + bw * f)}" cy="${r1(by + bh / 2)}" r="${r1(bh * 0.09)}" fill="${dot}"/>`).join('')}
    </g>`);
  }
  // a sunny ring
  parts.push(
    `<circle cx="${r1(between(rnd, 0.75, 0.92) * w)}" cy="${r1(between(rnd, 0.12, 0.28) * h)}" r="${r1(h * 0.07)}" fill="none" stroke="${sun}" stroke-width="${r1(h / 60)}"/>`,
  );

  return `
  <defs>
    <pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="2" fill="${lighten(plum, 0.55)}"/></pattern>
    <filter id="shadow" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="${plum}" flood-opacity="0.25"/></filter>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${mix(bg, coral, 0.12)}"/></linearGradient>
    ${g.defs}
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  ${parts.join('\n')}
  ${g.layer}`;
}

/* -------------------------------------------- brand C: skyline / architecture */

function drawBrandC(rnd: Rng, w: number, h: number, p: SeedPalette): string {
  const green = p.primary;
  const sand = p.secondary;
  // half of the pictures are drawn at dusk (dark green sky), half by day (light sand sky)
  const day = rnd() < 0.5;
  const g = grain('grain', w, h, 0.05);
  const parts: string[] = [];
  const horizon = h * between(rnd, 0.78, 0.86);

  // sun / moon disc
  const sx = between(rnd, 0.15, 0.85) * w;
  const sy = between(rnd, 0.2, 0.38) * h;
  parts.push(`<circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(h * 0.16)}" fill="url(#sun)"/>`);
  // fine horizontal lines in the sky (premium texture)
  parts.push(`<rect width="${w}" height="${r1(horizon)}" fill="url(#hlines)"/>`);

  // three layers of buildings, back to front
  const layers = [
    {
      col: day ? mix(green, p.surface, 0.62) : mix(green, sand, 0.55),
      op: day ? 0.9 : 0.55,
      minH: 0.25,
      maxH: 0.55,
      minW: 0.05,
      maxW: 0.1,
    },
    {
      col: day ? mix(green, p.surface, 0.3) : mix(green, sand, 0.25),
      op: 0.85,
      minH: 0.18,
      maxH: 0.45,
      minW: 0.06,
      maxW: 0.12,
    },
    { col: day ? green : darken(green, 0.25), op: 1, minH: 0.12, maxH: 0.38, minW: 0.07, maxW: 0.15 },
  ];
  layers.forEach((L, li) => {
    let x = -between(rnd, 0, 0.05) * w;
    const shapes: string[] = [];
    const windows: string[] = [];
    while (x < w) {
      const bw = between(rnd, L.minW, L.maxW) * w;
      const bh = between(rnd, L.minH, L.maxH) * h;
      const top = horizon - bh;
      const kind = rnd();
      if (kind < 0.2) {
        // tower with a stepped crown
        shapes.push(
          `<path d="M${r1(x)} ${r1(horizon)} V${r1(top + 30)} H${r1(x + bw * 0.15)} V${r1(top)} H${r1(x + bw * 0.85)} V${r1(top + 30)} H${r1(x + bw)} V${r1(horizon)} Z"/>`,
        );
      } else if (kind < 0.32) {
        // slanted roof
        shapes.push(
          `<path d="M${r1(x)} ${r1(horizon)} V${r1(top + bh * 0.12)} L${r1(x + bw)} ${r1(top)} V${r1(horizon)} Z"/>`,
        );
      } else if (kind < 0.4 && li > 0) {
        // vaulted hall
        shapes.push(
          `<path d="M${r1(x)} ${r1(horizon)} V${r1(top + bw / 2)} A${r1(bw / 2)} ${r1(bw / 2)} 0 0 1 ${r1(x + bw)} ${r1(top + bw / 2)} V${r1(horizon)} Z"/>`,
        );
      } else {
        shapes.push(`<rect x="${r1(x)}" y="${r1(top)}" width="${r1(bw)}" height="${r1(bh + 2)}"/>`);
      }
      if (li === 2) {
        // window grid, a few lit in sand
        const cols = Math.max(2, Math.floor(bw / 26));
        const rows = Math.floor((bh - 40) / 34);
        for (let r = 0; r < rows; r++) {
          for (let c = 0; c < cols; c++) {
            if (rnd() < 0.55) continue;
            const wx = x + 10 + c * ((bw - 20) / cols);
            const wy = top + 40 + r * 34;
            windows.push(
              `<rect x="${r1(wx)}" y="${r1(wy)}" width="${r1((bw - 20) / cols - 8)}" height="16" fill="${rnd() < 0.3 ? sand : lighten(green, 0.2)}" fill-opacity="${rnd() < 0.3 ? 0.9 : 0.5}"/>`,
            );
          }
        }
      } else if (li === 1) {
        // vertical mullions
        for (let mx = x + 12; mx < x + bw - 8; mx += 18)
          windows.push(
            `<line x1="${r1(mx)}" y1="${r1(top + 20)}" x2="${r1(mx)}" y2="${r1(horizon)}" stroke="${lighten(green, 0.35)}" stroke-width="1.2" stroke-opacity="0.45"/>`,
          );
      }
      x += bw + between(rnd, 0, 0.02) * w;
    }
    parts.push(`<g fill="${L.col}" opacity="${L.op}">${shapes.join('')}</g>${windows.join('')}`);
  });

  // ground
  parts.push(`<rect y="${r1(horizon)}" width="${w}" height="${r1(h - horizon)}" fill="${darken(green, 0.45)}"/>`);
  parts.push(
    `<line x1="0" y1="${r1(horizon)}" x2="${w}" y2="${r1(horizon)}" stroke="${sand}" stroke-width="2" opacity="0.7"/>`,
  );
  // reflection lines in the ground
  for (let i = 0; i < 6; i++) {
    const yy = horizon + ((h - horizon) / 7) * (i + 1);
    parts.push(
      `<line x1="${r1(between(rnd, 0, 0.4) * w)}" y1="${r1(yy)}" x2="${r1(between(rnd, 0.6, 1) * w)}" y2="${r1(yy)}" stroke="${sand}" stroke-width="1" opacity="${r1(0.25 - i * 0.03)}"/>`,
    );
  }

  return `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${
      day
        ? `<stop offset="0" stop-color="${mix(sand, p.surface, 0.55)}"/><stop offset="1" stop-color="${sand}"/>`
        : `<stop offset="0" stop-color="${darken(green, 0.3)}"/><stop offset="0.65" stop-color="${green}"/><stop offset="1" stop-color="${mix(green, sand, 0.6)}"/>`
    }</linearGradient>
    <radialGradient id="sun"><stop offset="0" stop-color="${day ? '#ffffff' : lighten(sand, 0.35)}"/><stop offset="0.7" stop-color="${day ? lighten(sand, 0.6) : sand}" stop-opacity="${day ? 0.95 : 0.85}"/><stop offset="1" stop-color="${day ? lighten(sand, 0.4) : sand}" stop-opacity="0"/></radialGradient>
    <pattern id="hlines" width="10" height="14" patternUnits="userSpaceOnUse"><line x1="0" y1="0.5" x2="10" y2="0.5" stroke="${day ? green : sand}" stroke-width="1" opacity="${day ? 0.05 : 0.08}"/></pattern>
    ${g.defs}
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  ${parts.join('\n')}
  ${g.layer}`;
}

/* ------------------------------------------------------------------- public */

const DRAW: Record<SiteKey, (rnd: Rng, w: number, h: number, p: SeedPalette) => string> = {
  group: drawGroup,
  'brand-a': drawBrandA,
  'brand-b': drawBrandB,
  'brand-c': drawBrandC,
};

/** The SVG source of a demo image (exported for tests and previews). */
export function seedImageSvg(site: SiteKey, image: SeedImage, palette: SeedPalette): string {
  const w = Math.max(16, Math.round(image.width));
  const h = Math.max(16, Math.round(image.height));
  const rnd = prng(hash(`${site}:${image.key}`));
  const body = DRAW[site](rnd, w, h, palette);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

/** Renders a demo image as JPEG (quality 82). Deterministic per (site, key, size, palette). */
export async function renderSeedImage(site: SiteKey, image: SeedImage, palette: SeedPalette): Promise<Buffer> {
  const svg = seedImageSvg(site, image, palette);
  const w = Math.max(16, Math.round(image.width));
  const h = Math.max(16, Math.round(image.height));
  const grainy = noise(hash(`grain:${site}:${image.key}`), w, h, 0.09);
  return sharp(Buffer.from(svg))
    .composite([{ input: grainy, raw: { width: w, height: h, channels: 1 }, blend: 'soft-light' }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
