/**
 * Runs the project's Deno with the project's environment (scripts/deno.ts: its own cache folder,
 * the system's certificate store, nothing else of this shell's environment).
 * Usage: node --import tsx scripts/run-deno.ts check --config deno.json …
 */
import { spawnSync } from 'node:child_process';
import { denoBinary, denoEnv } from './deno';

const { status } = spawnSync(denoBinary(), process.argv.slice(2), { stdio: 'inherit', env: denoEnv() });
process.exit(status ?? 1);
