/** The public site's main navigation; `label` is a key of public.json. */
export const navItems = [
  { label: 'public.nav.home', path: '/' },
  { label: 'public.nav.hostingSpeaking', path: '/hosting-speaking' },
  { label: 'public.nav.careerTimeline', path: '/media-profile' },
  { label: 'public.nav.gallery', path: '/photoes' },
  { label: 'public.nav.about', path: '/about-us' },
  { label: 'public.nav.pricing', path: '/pricing' },
  { label: 'public.nav.sayHello', path: '/say-hello' },
] as const;

export const legalLinks = [
  { label: 'public.footer.terms', path: '/terms-and-conditions' },
  { label: 'public.footer.privacy', path: '/privacy-policy' },
  { label: 'public.footer.cookies', path: '/cookie-policy' },
  { label: 'public.footer.faqs', path: '/faqs' },
] as const;
