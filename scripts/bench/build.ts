// A cold `npm run build`, timed, with the peak memory of the whole process tree (next build runs workers) sampled
// from /proc.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import type { BuildResult } from './lib/results';

function childrenOf(): Map<number, number[]> {
  const map = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      map.set(ppid, [...(map.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  return map;
}

function rssBytes(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Resident memory of a process and all its descendants. */
function treeRss(root: number): number {
  const children = childrenOf();
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rssBytes(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

export async function coldBuild(env: Record<string, string> = {}, quiet = true): Promise<BuildResult> {
  rmSync('.next', { recursive: true, force: true });
  rmSync('out', { recursive: true, force: true });
  const start = performance.now();
  const child = spawn('npm', ['run', 'build'], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  let log = '';
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  let peak = 0;
  const timer = setInterval(() => {
    if (child.pid) peak = Math.max(peak, treeRss(child.pid));
  }, 100);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(timer);
  const wallMs = performance.now() - start;
  if (code !== 0) console.error(log.slice(-4000));
  return { wallMs, peakRssBytes: peak, ok: code === 0 };
}
