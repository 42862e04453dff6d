import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * An IP literal in any spelling a URL parser or getaddrinfo would accept (dotted, decimal
 * `2130706433`, octal `0177.0.0.1`, hex `0x7f.1`, short `127.1`, IPv6 in any form, in brackets
 * or not, with a zone); null for a host name.
 */
export function parseAddress(text: string): Address | null {
  const bare = text.trim().replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
  return ipaddr.isValid(bare) ? ipaddr.parse(bare) : null;
}

const word = (high: number, low: number) => [high >> 8, high & 0xff, low >> 8, low & 0xff];

/**
 * The IPv4 address an IPv6 one routes to: mapped (::ffff:0:0/96), compatible (::/96), SIIT
 * (::ffff:0:0:0/96), NAT64 (64:ff9b::/96) and 6to4 (2002::/16). Classifying the IPv6 form alone
 * would call `::ffff:127.0.0.1` or `64:ff9b::a00:1` "unicast".
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = address.parts;
  const zeros = (from: number, to: number) => p.slice(from, to).every((part) => part === 0);
  const low32 = () => new ipaddr.IPv4(word(p[6]!, p[7]!));
  if (zeros(0, 5) && (p[5] === 0 || p[5] === 0xffff)) return low32(); // compatible, mapped
  if (zeros(0, 4) && p[4] === 0xffff && p[5] === 0) return low32(); // SIIT
  if (p[0] === 0x64 && p[1] === 0xff9b && zeros(2, 6)) return low32(); // NAT64 well-known prefix
  if (p[0] === 0x2002) return new ipaddr.IPv4(word(p[1]!, p[2]!)); // 6to4
  return null;
}

/** Global unicast IPv6 (2000::/3): anything outside it is unassigned or special. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3') as [ipaddr.IPv6, number];

/**
 * True only for an address that is on the public internet: ipaddr.js's 'unicast' range (so not
 * private, loopback, link-local, unique-local, multicast, unspecified, broadcast, carrier-grade
 * NAT, documentation, benchmarking, reserved…), after unwrapping an IPv4 address carried in an
 * IPv6 one. False for a host name: resolve it first.
 */
export function isPublicAddress(text: string): boolean {
  const address = parseAddress(text);
  if (!address) return false;
  if (address.kind() === 'ipv4') return address.range() === 'unicast';
  const v6 = address as ipaddr.IPv6;
  const v4 = embeddedIPv4(v6);
  if (v4) return v4.range() === 'unicast';
  return v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST_V6);
}
