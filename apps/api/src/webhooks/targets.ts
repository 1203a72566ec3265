import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { webhookUrlErrorKey } from '@postify/sdk/rules';
import ipaddr from 'ipaddr.js';

/** Every address a host name resolves to; throws when it resolves to none. */
export type HostResolver = (hostname: string) => Promise<string[]>;

/** The system's resolver (`getaddrinfo`, as `fetch` and `http.request` use), every address it answers. */
export const systemResolver: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/** Which non-public destinations an operator allows, from `WebhookSettings`. */
export interface TargetPolicy {
  /** `localhost`, `127.0.0.1` and `[::1]` may be used, over plain http too, reaching loopback only. */
  allowLocalHttp: boolean;
  /** Host names, addresses and CIDR ranges that may be private (`WEBHOOK_ALLOWED_PRIVATE_HOSTS`). */
  allowedPrivateHosts: readonly string[];
}

/**
 * Where a webhook URL may be sent: `allowed` with the one address the connection must use, `refused` when the
 * URL or one of its addresses is not allowed, `unresolved` when its name resolves to nothing (yet).
 */
export type WebhookTarget =
  | { kind: 'allowed'; url: URL; host: string; address: string; family: 4 | 6 }
  | { kind: 'refused' }
  | { kind: 'unresolved' };

// The SDK's rule already limits plain http to these hosts; they reach loopback only with the opt-in.
const localHosts: readonly string[] = ['localhost', '127.0.0.1', '::1'];

/** Whether `address` is public unicast: not loopback, private, link-local, CGNAT, multicast, reserved… */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // `::ffff:127.0.0.1` is 127.0.0.1 to the kernel: judge the IPv4 address it carries.
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv6' && parsed.match(ipaddr.parseCIDR('::/96'))) return false;
  return parsed.range() === 'unicast';
}

/** Whether the operator's allow-list names `host`, or an address or range holding `address`. */
function allowListed(allowed: readonly string[], host: string, address: string): boolean {
  const parsed = ipaddr.process(address);
  return allowed.some((entry) => {
    if (ipaddr.isValidCIDR(entry)) {
      const [base, bits] = ipaddr.parseCIDR(entry);
      return base.kind() === parsed.kind() && parsed.match(base, bits);
    }
    if (ipaddr.isValid(entry)) return ipaddr.process(entry).toString() === parsed.toString();
    return entry.toLowerCase() === host;
  });
}

/** Whether `host` may lead to `address` under `policy`. */
function permitted(policy: TargetPolicy, host: string, address: string): boolean {
  if (isPublicAddress(address)) return true;
  if (!ipaddr.isValid(address)) return false;
  if (allowListed(policy.allowedPrivateHosts, host, address)) return true;
  return policy.allowLocalHttp && localHosts.includes(host) && ipaddr.process(address).range() === 'loopback';
}

/** `localhost` and `*.localhost` are loopback by definition (RFC 6761), whatever a resolver says. */
const isLocalhostName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/**
 * Decides where `rawUrl` may be delivered: the SDK's scheme rule (https; plain http to this machine only with
 * the opt-in), then every address its host resolves to — an IP literal in any notation is one, since `URL`
 * normalises `2130706433`, `0177.0.0.1`, `0x7f.1` and `127.1` to `127.0.0.1`. One address outside the policy
 * refuses the URL: a name answering a public and a private address would otherwise be a coin toss.
 */
export async function vetWebhookTarget(
  rawUrl: string,
  policy: TargetPolicy,
  resolve: HostResolver,
): Promise<WebhookTarget> {
  if (webhookUrlErrorKey(rawUrl, policy.allowLocalHttp)) return { kind: 'refused' };
  const url = new URL(rawUrl.trim());
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      addresses = [];
    }
    if (isLocalhostName(host)) {
      const loopback = addresses.filter((a) => ipaddr.isValid(a) && ipaddr.process(a).range() === 'loopback');
      addresses = loopback.length > 0 ? loopback : ['127.0.0.1'];
    }
  }
  if (addresses.length === 0) return { kind: 'unresolved' };
  if (!addresses.every((address) => permitted(policy, host, address))) return { kind: 'refused' };
  const [address = ''] = addresses;
  return { kind: 'allowed', url, host, address, family: isIP(address) === 6 ? 6 : 4 };
}
