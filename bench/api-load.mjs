// The load generator of `npm run bench:api`, in its own process: autocannon on one URL, then one JSON line on stdout
// with req/s, latency percentiles (ms) and the count of answers that were not 2xx.
// Usage: node bench/api-load.mjs <url> <seconds> <connections> [authorization header value] [other headers as JSON]
import autocannon from 'autocannon';

const [url, seconds, connections, authorization, otherHeaders] = process.argv.slice(2);
const result = await autocannon({
  url,
  duration: Number(seconds),
  connections: Number(connections),
  headers: { ...JSON.parse(otherHeaders ?? '{}'), ...(authorization ? { authorization } : {}) },
});
console.log(
  JSON.stringify({
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total: result.requests.total,
  }),
);
