import { NextResponse, type NextRequest } from 'next/server';
import { BASEMAP_SOURCES, basemapStyle, type BasemapSource } from '@meridian/site-kit/maps/server/basemap';
import { basemapFont, basemapSource, mapLibreWorker } from '@meridian/site-kit/maps/server/data';

/** The data never changes within a deployment; browsers and CDNs may keep it a day. */
const CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
const COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i;
const LANG = /^[a-z]{2,3}$/;

const notFound = () =>
  NextResponse.json({ status: 404, title: 'Not found' }, { status: 404, headers: { 'cache-control': 'no-store' } });

/**
 * The offline default basemap: `style.json[?lang=..&water=..]`, `{land,borders,places}.geojson` and the
 * label fonts under `fonts/`, and MapLibre's worker script (`maplibre-gl-worker.mjs`). Built from npm data on first use (site-kit `maps/server`).
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ asset: string[] }> }) {
  const { asset } = await params;
  const name = asset.join('/');
  if (name === 'style.json') {
    const host = request.headers.get('host') ?? request.nextUrl.host;
    const proto =
      request.headers.get('x-forwarded-proto') === 'https' ? 'https' : request.nextUrl.protocol.replace(':', '');
    const lang = request.nextUrl.searchParams.get('lang') ?? 'en';
    const water = request.nextUrl.searchParams.get('water') ?? undefined;
    const style = basemapStyle(`${proto}://${host}`, {
      lang: LANG.test(lang) ? lang : 'en',
      waterColor: water && COLOR.test(water) ? water : undefined,
    });
    return NextResponse.json(style, { headers: { 'cache-control': CACHE } });
  }
  const source = /^([a-z]+)\.geojson$/.exec(name)?.[1];
  if (source && (BASEMAP_SOURCES as readonly string[]).includes(source)) {
    // The server compresses it (gzip) for every browser: about 0.6 MB for all sources together.
    return new NextResponse(basemapSource(source as BasemapSource), {
      headers: { 'content-type': 'application/geo+json', 'cache-control': CACHE },
    });
  }
  if (name === 'maplibre-gl-worker.mjs') {
    const worker = mapLibreWorker();
    if (worker)
      return new NextResponse(new Uint8Array(worker), {
        headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': CACHE },
      });
  }
  if (asset.length === 2 && asset[0] === 'fonts') {
    const font = basemapFont(asset[1]!);
    if (font)
      return new NextResponse(new Uint8Array(font), {
        headers: { 'content-type': 'font/woff2', 'cache-control': CACHE },
      });
  }
  return notFound();
}
