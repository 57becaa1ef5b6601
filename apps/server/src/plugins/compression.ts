import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers over 1 KB compressed (brotli, else gzip) when the client accepts it, with `Vary: Accept-Encoding`: the
 * API's JSON, the CSV exports, the API document. The SPA's files are compressed at build and sent as they are
 * (static-spa.ts sets their Content-Encoding, which this plugin leaves alone). Request bodies are not decompressed:
 * a compressed body is refused as before.
 */
export default fp(async function compressionPlugin(app: FastifyInstance) {
  // Registered before @fastify/compress, so this runs first on every route and turns its request decompression off.
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
});
