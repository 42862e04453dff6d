import { createRequire } from 'node:module';
import { geoMercator, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import { feature } from 'topojson-client';

type Topology = Parameters<typeof feature>[0];
type TopoObject = Parameters<typeof feature>[1];

/**
 * A small map of Italy with a pin, as SVG, drawn here from Natural Earth's 1:50m country outline
 * (the npm package world-atlas) with d3-geo: no tile service, nothing fetched at run time.
 */
export const MAP_WIDTH = 200;
export const MAP_HEIGHT = 240;
const PADDING = 6;

let outline: { path: string; project: (lngLat: [number, number]) => [number, number] } | undefined;

function italyOutline() {
  if (outline) return outline;
  const topology = createRequire(import.meta.url)('world-atlas/countries-50m.json') as Topology
    & { objects: { countries: { geometries: (TopoObject & { properties?: { name?: string } })[] } } };
  const italy = topology.objects.countries.geometries.find((g) => g.properties?.name === 'Italy');
  if (!italy) throw new Error('world-atlas has no Italy');
  const shape = feature(topology, italy) as GeoPermissibleObjects;
  const projection = geoMercator().fitExtent([[PADDING, PADDING], [MAP_WIDTH - PADDING, MAP_HEIGHT - PADDING]], shape);
  const path = geoPath(projection).digits(1)(shape) ?? '';
  outline = { path, project: (lngLat) => projection(lngLat) as [number, number] };
  return outline;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The SVG: the outline, a pin whose tip stands on the point and a title for whoever opens the file
 * alone (the page gives its own Italian label: the image is not read twice).
 */
export function italyMapSvg(point: { latitude: number; longitude: number }, title: string): string {
  const { path, project } = italyOutline();
  const [x, y] = project([point.longitude, point.latitude]).map((v) => Math.round(v * 10) / 10) as [number, number];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}">`
    + `<title>${escapeXml(title)}</title>`
    + `<path d="${path}" fill="#e7eef6" stroke="#6b84a3" stroke-width="0.8" stroke-linejoin="round"/>`
    + `<circle cx="${x}" cy="${y}" r="7" fill="#c62828" fill-opacity="0.18"/>`
    + `<path transform="translate(${x} ${y})" d="M0 0C-2-5.5-8-9-8-15a8 8 0 0 1 16 0c0 6-6 9.5-8 15z" fill="#c62828" stroke="#fff" stroke-width="1.2"/>`
    + `<circle cx="${x}" cy="${y - 15}" r="3" fill="#fff"/>`
    + '</svg>';
}
