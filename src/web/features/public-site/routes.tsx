import { lazyScreens } from '@/web/lib/lazy-screen';
import { paths } from '@/web/lib/paths';
import { withServerData } from '@/web/lib/server-data-route';
import type { WebFeature } from '@/web/lib/web-feature';

const screen = lazyScreens(import.meta.glob('@/web/features/public-site/pages/*.tsx'));
const site = paths.site;

/** The public site: the presenter's pages, the contact and booking forms, legal and status pages. */
export const publicSiteFeature: WebFeature = {
  name: 'public-site',
  routes: {
    public: [
      { index: true, ...screen('home-page', { namespaces: ['homePage'] }) },
      { path: site.hostingSpeaking, ...screen('hosting-speaking-page', { namespaces: ['speaking'] }) },
      { path: site.mediaProfile, ...screen('media-profile-page', { namespaces: ['career'], hideFooter: true }) },
      { path: site.gallery, ...screen('gallery-page', { namespaces: ['gallery'] }) },
      { path: site.aboutUs, ...screen('about-page', { namespaces: ['about'] }) },
      { path: site.about, ...screen('about-page', { namespaces: ['about'] }) },
      withServerData([
        { path: site.sayHello, ...screen('say-hello-page', { namespaces: ['sayHello', 'contact'] }) },
        { path: site.contactUs, ...screen('say-hello-page', { namespaces: ['sayHello', 'contact'] }) },
        { path: site.payment, ...screen('payment-page', { namespaces: ['payment', 'pricing', 'contact'] }) },
      ]),
      { path: site.faqs, ...screen('faqs-page', { namespaces: ['faqs'] }) },
      { path: site.pricing, ...screen('pricing-page', { namespaces: ['pricing'] }) },
      { path: site.termsAndConditions, ...screen('terms-and-conditions-page', { namespaces: ['legal'] }) },
      { path: site.privacyPolicy, ...screen('privacy-policy-page', { namespaces: ['legal'] }) },
      { path: site.cookiePolicy, ...screen('cookie-policy-page', { namespaces: ['legal'] }) },
    ],
    compact: [
      { path: site.comingSoon, ...screen('coming-soon-page', { namespaces: ['status'] }) },
      { path: site.maintenance, ...screen('maintenance-page', { namespaces: ['status'] }) },
    ],
  },
};
