/**
 * The site's menu: top-level sections, each with columns of links and a featured card. The words are the
 * texts `components-showcase.mega-menu.sections.<section>.…`.
 */
export interface MegaMenuSection {
  key: string;
  columns: { key: string; links: string[] }[];
  featureImage: string;
}

export const megaMenuSections: MegaMenuSection[] = [
  {
    key: 'services',
    columns: [
      { key: 'speaking', links: ['keynotes', 'workshops', 'panels'] },
      { key: 'hosting', links: ['galas', 'conferences', 'broadcasts'] },
    ],
    featureImage: '/images/gallery/1.svg',
  },
  {
    key: 'media',
    columns: [
      { key: 'watch', links: ['showreel', 'interviews', 'livestreams'] },
      { key: 'read', links: ['articles', 'pressKit', 'newsletter'] },
    ],
    featureImage: '/images/gallery/9.svg',
  },
  {
    key: 'company',
    columns: [
      { key: 'about', links: ['story', 'team', 'careers'] },
      { key: 'contact', links: ['booking', 'press', 'support'] },
    ],
    featureImage: '/images/gallery/5.svg',
  },
];

/** Moves the focus among the links of a panel with the up and down arrows, Home and End. */
export function moveAmongLinks(panel: HTMLElement | null, key: string): boolean {
  const links = Array.from(panel?.querySelectorAll<HTMLElement>('a[href]') ?? []);
  if (links.length === 0) return false;
  const at = links.indexOf(document.activeElement as HTMLElement);
  const target = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: links.length - 1 }[key];
  if (target === undefined) return false;
  links[(target + links.length) % links.length]!.focus();
  return true;
}
