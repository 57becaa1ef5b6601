import { z } from 'zod';

/**
 * TRUST_PROXY of the API processes: unset or "false" → no proxy is trusted (X-Forwarded-For is ignored, so rate limits
 * by IP cannot be dodged by a forged header); "true" → trust every hop; otherwise a comma-separated list of the
 * proxies' addresses/CIDRs (e.g. "10.0.0.0/8,127.0.0.1"). Set it only behind a real load balancer.
 */
export const trustProxySchema = z
  .string()
  .trim()
  .optional()
  .transform((v): boolean | string[] => {
    if (!v || v === 'false') return false;
    if (v === 'true') return true;
    return v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  });
