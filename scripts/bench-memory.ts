import { readFile } from 'node:fs/promises';

/** What `npm run bench` reports of one server process's memory, in MB. */
export interface MemoryReport {
  /** RSS once the server answered READY (store opened, migrated, listening). */
  startMb: number;
  /** The kernel's high-water mark (VmHWM) from the process's start to its last sample before it exited. */
  peakMb: number;
  /** The highest RSS sampled while autocannon was running. */
  underLoadMb: number;
  /** RSS a few seconds after the last run, the server idle. */
  afterMb: number;
}

type Phase = 'idle' | 'load';

/**
 * Samples /proc/<pid>/status every `intervalMs` from READY until the process exits (stop it
 * then), so the figures cover the whole run, shutdown included, and not only the moment each run
 * ends. VmHWM catches what falls between samples.
 * @example const memory = sampleMemory(child.pid); memory.phase('load'); ...; memory.stop();
 */
export function sampleMemory(pid: number, intervalMs = 150) {
  let phase: Phase = 'idle';
  let peakKb = 0;
  let loadKb = 0;
  let windowKb = 0;
  let lastRssKb = 0;
  const read = async () => {
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    const rss = kb(status, 'VmRSS');
    if (!rss) return;
    lastRssKb = rss;
    peakKb = Math.max(peakKb, kb(status, 'VmHWM'), rss);
    windowKb = Math.max(windowKb, rss);
    if (phase === 'load') loadKb = Math.max(loadKb, rss);
  };
  const timer = setInterval(() => void read(), intervalMs);
  return {
    /** Reads once now and returns the current RSS in MB. */
    async now(): Promise<number> {
      await read();
      return mb(lastRssKb);
    },
    phase(next: Phase) {
      phase = next;
    },
    /** The highest RSS since the last call, in MB (one bench row's figure). */
    async windowPeak(): Promise<number> {
      await read();
      const peak = windowKb;
      windowKb = lastRssKb;
      return mb(peak);
    },
    report(startMb: number, afterMb: number): MemoryReport {
      return { startMb, peakMb: mb(peakKb), underLoadMb: mb(loadKb), afterMb };
    },
    stop() {
      clearInterval(timer);
    },
  };
}

function kb(status: string, field: string): number {
  return Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
}

function mb(kilobytes: number): number {
  return Math.round(kilobytes / 1024);
}
