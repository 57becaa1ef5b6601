// What the benchmarks that run the built server in its own process share: starting it, waiting for it to answer,
// stopping it, reading its memory from /proc and loading it with bench/api-load.mjs.
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/server/src/test/free-port.ts';
import { root } from '../scripts/ensure-ready.mjs';

/**
 * A fresh DATA_DIR (raiz-bench-<name>-…) and a free port on 127.0.0.1 for a server started by a benchmark, with the
 * environment that points it at them; `env` adds to it (and is what the seeding loadConfig() reads too).
 */
export async function benchSetup(name: string, env: Record<string, string | undefined>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `raiz-bench-${name}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const appEnv = { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base };
  return { dataDir, port, base, appEnv };
}

/** The built server (`bundle`) started with Node `flags` and `env` (added to this process's), from the repository root. */
export function spawnServer(
  bundle: string,
  flags: readonly string[],
  env: Record<string, string | undefined>,
  stdio: StdioOptions,
) {
  return spawn(process.execPath, [...flags, bundle], { cwd: root, env: { ...process.env, ...env }, stdio });
}

/** Waits until `base + path` answers 2xx; the milliseconds it took. Fails if the process exits or `timeoutMs` pass. */
export async function waitForReady(
  base: string,
  child: ChildProcess,
  path = '/healthz',
  timeoutMs = 180_000,
  pollMs = 100,
) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${base}${path}`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`server did not answer ${path} within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/** SIGTERM, then waits for the exit (nothing to do if it has already exited). */
export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Resident memory (VmRSS) of a process in MB, from /proc; 0 once it is gone. */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The server's RSS sampled every 50 ms while `work` runs: before and at the peak, in MB. */
export async function peakRss<T>(pid: number, work: () => Promise<T>) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  try {
    return { result: await work(), before, peak: () => peak };
  } finally {
    clearInterval(sampler);
  }
}

/** What bench/api-load.mjs prints as its last line. */
export interface Load {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Answers received. */
  total: number;
}

/**
 * CPU time a process has used so far (user + system), in ms, from /proc: what a server spends per request, which the
 * machine's other load changes far less than its req/s.
 */
export function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 10 ms (USER_HZ is 100 on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** `seconds` of autocannon on `url` in another process (bench/api-load.mjs), as the person of `authorization`. */
export function runLoad(
  url: string,
  seconds: number,
  connections: number,
  authorization: string,
  headers: Record<string, string> = {},
): Promise<Load> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['bench/api-load.mjs', url, String(seconds), String(connections), authorization, JSON.stringify(headers)],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').pop()!) as Load)
        : reject(new Error(`load generator exited ${code}`)),
    );
  });
}
