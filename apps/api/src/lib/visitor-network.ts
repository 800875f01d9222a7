/**
 * The network a visitor speaks from, as every per-address limit and count reads it: the IPv4 address, or
 * the /64 of an IPv6 one (one subscriber line is given a whole /64, so its addresses are one visitor).
 */
export function visitorNetwork(ip: string): string {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (!v4.includes(':')) return v4;
  const [head = '', tail = ''] = v4.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = v4.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return groups.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':') + '::/64';
}
