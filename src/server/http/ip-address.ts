/**
 * An address as a proxy or a socket writes it, in one canonical form, or undefined when it is not
 * an address at all: a port (`203.0.113.7:51234`, `[2001:db8::1]:443`), brackets and a zone
 * (`%eth0`) are removed, IPv4-mapped IPv6 (`::ffff:203.0.113.7`) becomes IPv4.
 * @example canonicalIp(' ::ffff:203.0.113.7 ') // '203.0.113.7'
 * @example canonicalIp('1.2.3.4<img src=x>') // undefined
 */
export function canonicalIp(text: string | undefined): string | undefined {
  if (!text) return undefined;
  let address = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1] as string;
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  address = address.split('%')[0]?.toLowerCase() ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) address = mapped[1] as string;
  return ipFamily(address) ? address : undefined;
}

/** An address as a number of its family, for network matching. */
export interface ParsedIp {
  family: 4 | 6;
  value: bigint;
}

/** `canonicalIp`'s address as a number; undefined for anything else. */
export function parseIp(text: string | undefined): ParsedIp | undefined {
  const address = canonicalIp(text);
  if (!address) return undefined;
  if (ipFamily(address) === 4) return { family: 4, value: ipv4Value(address) };
  const [head = '', tail] = address.split('::');
  const groups = (half: string) => (half ? half.split(':') : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  // An IPv6 address may end in dotted IPv4 (`64:ff9b::192.0.2.1`): two groups' worth.
  const expand = (parts: string[]) =>
    parts.flatMap((part) => {
      if (!part.includes('.')) return [BigInt(Number.parseInt(part, 16))];
      const v4 = ipv4Value(part);
      return [v4 >> 16n, v4 & 0xffffn];
    });
  const leftValues = expand(left);
  const rightValues = expand(right);
  const zeros = Array<bigint>(8 - leftValues.length - rightValues.length).fill(0n);
  const all = [...leftValues, ...zeros, ...rightValues];
  return { family: 6, value: all.reduce((sum, group) => (sum << 16n) | group, 0n) };
}

function ipv4Value(address: string): bigint {
  return address.split('.').reduce((sum, part) => (sum << 8n) | BigInt(Number(part)), 0n);
}

/**
 * 4 or 6 for a plain address, 0 for anything else. Written out rather than node:net's isIP: the
 * same code runs in Supabase's Edge Functions, which get no node:net.
 */
function ipFamily(address: string): 0 | 4 | 6 {
  if (isIpv4(address)) return 4;
  const halves = address.split('::');
  if (halves.length > 2) return 0;
  const groups = halves.flatMap((half) => (half ? half.split(':') : []));
  const last = groups.at(-1) ?? '';
  // A dotted IPv4 tail (`::ffff:192.0.2.1`, `64:ff9b::192.0.2.1`) stands for two groups.
  const tail = last.includes('.') ? (isIpv4(last) ? 2 : -1) : 0;
  if (tail < 0) return 0;
  const hex = tail ? groups.slice(0, -1) : groups;
  if (!hex.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return 0;
  const count = hex.length + tail;
  return (halves.length === 2 ? count < 8 : count === 8) ? 6 : 0;
}

function isIpv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((part) => /^(0|[1-9][0-9]{0,2})$/.test(part) && Number(part) <= 255);
}
