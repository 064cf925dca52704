import { type ParsedIp, parseIp } from './ip-address';

/**
 * Which hops in front of the server are trusted proxies (TRUST_PROXY): none, a number of hops
 * counted from the server, or the proxies' own addresses and networks.
 */
export type ProxyTrust = { hops: number } | { networks: Network[] };

interface Network {
  family: 4 | 6;
  base: bigint;
  bits: number;
}

/**
 * Reads TRUST_PROXY: `false` (or `0`, the default) trusts no proxy; `true` trusts one hop (the
 * proxy the server sees); a number trusts that many hops; a comma-separated list of addresses
 * and CIDR networks (`10.0.0.0/8, 127.0.0.1, fd00::/8`) trusts exactly those. The same forms as
 * Express's `trust proxy`, except that `true` means one hop, never "believe every entry".
 * @throws Error naming the entry that is neither.
 * @example parseTrustProxy('10.0.0.0/8, ::1') // { networks: [...] }
 */
export function parseTrustProxy(value: string | undefined): ProxyTrust {
  const text = (value ?? '').trim().toLowerCase();
  if (['', 'false', 'no', 'off', '0'].includes(text)) return { hops: 0 };
  if (['true', 'yes', 'on'].includes(text)) return { hops: 1 };
  if (/^\d{1,2}$/.test(text)) return { hops: Number(text) };
  return { networks: text.split(',').map((entry) => parseNetwork(entry.trim())) };
}

/** Whether the hop at `index` (0 = the peer the socket sees) is a trusted proxy at `address`. */
export function isTrustedHop(trust: ProxyTrust, address: string | undefined, index: number): boolean {
  if ('hops' in trust) return index < trust.hops;
  const ip = parseIp(address);
  return ip !== undefined && trust.networks.some((network) => contains(network, ip));
}

/** True when TRUST_PROXY trusts any proxy at all. */
export function trustsAnyProxy(trust: ProxyTrust): boolean {
  return 'hops' in trust ? trust.hops > 0 : trust.networks.length > 0;
}

function parseNetwork(entry: string): Network {
  const [address, prefix] = entry.split('/');
  const ip = parseIp(address);
  const max = ip?.family === 4 ? 32 : 128;
  const bits = prefix === undefined ? max : /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
  if (!ip || !(bits >= 0 && bits <= max)) {
    throw new Error(`"${entry}" is not true, false, a hop count, an address or a CIDR network`);
  }
  return { family: ip.family, base: ip.value >> BigInt(max - bits), bits };
}

function contains(network: Network, ip: ParsedIp): boolean {
  if (network.family !== ip.family) return false;
  const max = ip.family === 4 ? 32 : 128;
  return ip.value >> BigInt(max - network.bits) === network.base;
}
