import type { socialNetworks } from '@/lib/navigation/schema';

/** The networks' own names (not translated); any other network shows the link's host. */
const names: Record<Exclude<(typeof socialNetworks)[number], 'other'>, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  github: 'GitHub',
  whatsapp: 'WhatsApp',
};

export function socialNetworkName(link: { network: (typeof socialNetworks)[number]; url: string }): string {
  if (link.network !== 'other') return names[link.network];
  try {
    return new URL(link.url).hostname.replace(/^www\./, '');
  } catch {
    return link.url;
  }
}
