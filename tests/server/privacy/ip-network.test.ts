import { describe, expect, it } from 'vitest';
import { ipNetwork } from '../../../src/server/privacy/ip-network';

describe('ipNetwork', () => {
  it.each([
    ['198.51.100.23', '198.51.100.0/24'],
    ['127.0.0.1', '127.0.0.0/24'],
    ['::ffff:203.0.113.9', '203.0.113.0/24'],
    ['2001:db8:85a3::8a2e:370:7334', '2001:db8:85a3::/48'],
    ['2001:0db8:0000:0042:0000:8a2e:0370:7334', '2001:db8::/48'],
    ['::1', '::/48'],
    ['fe80::1%eth0', 'fe80::/48'],
    ['[2001:db8:1:2::1]', '2001:db8:1::/48'],
  ])('cuts %s to its network %s', (ip, network) => {
    expect(ipNetwork(ip)).toBe(network);
  });

  it.each([['unknown'], [''], ['999.1.1.1'], ['1.2.3'], ['2001:db8::1::2'], ['<script>'], [undefined]])(
    'drops %s, which is no address',
    (ip) => {
      expect(ipNetwork(ip)).toBeUndefined();
    },
  );
});
