/**
 * The network an address belongs to, with the host part zeroed: IPv4 to its /24, IPv6 to its /48
 * (what one household or small office is usually given), IPv4-mapped IPv6 as IPv4. It still
 * shows where a flood of junk came from, but no longer singles out one connection. Undefined for
 * anything that is not an address (a spoofed X-Forwarded-For, 'unknown'): that is dropped.
 *
 * @example
 * ipNetwork('198.51.100.23');        // '198.51.100.0/24'
 * ipNetwork('::ffff:127.0.0.1');     // '127.0.0.0/24'
 * ipNetwork('2001:db8:85a3::8a2e:1'); // '2001:db8:85a3::/48'
 */
export function ipNetwork(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  const address = ip.trim().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const v4 = ipv4(mapped ? (mapped[1] as string) : address);
  if (v4) return `${v4.slice(0, 3).join('.')}.0/24`;
  const v6 = ipv6(address);
  if (!v6) return undefined;
  // The rest of the address is zeros, written '::', which also takes the prefix's trailing zeros.
  const prefix = v6.slice(0, 3);
  while (prefix.at(-1) === '0') prefix.pop();
  return `${prefix.join(':')}::/48`;
}

function ipv4(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return undefined;
  return parts.map(Number);
}

/** The eight groups of an IPv6 address, as lowercase hex without leading zeros; a zone (%eth0) is ignored. */
function ipv6(text: string): string[] | undefined {
  const [address = ''] = text.split('%');
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const groups = (half: string | undefined) => (half ? half.split(':') : []);
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!all.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return undefined;
  return all.map((group) => Number.parseInt(group, 16).toString(16));
}
