import { notificationLinks } from '@/contract/notification-links';

/**
 * Every address of the web app, in one table: the router's routes, the navigation and every link or
 * redirect read it, so a path is written once. Addresses with a parameter are functions; called with a
 * `:name` placeholder they give the router's pattern.
 */
export const paths = {
  home: '/',
  auth: {
    root: '/auth',
    login: '/auth/login',
    loginUnprotected: '/auth/login-unprotected',
    register: '/auth/register',
    registerUnprotected: '/auth/register-unprotected',
    resetPassword: '/auth/reset-password',
    verify: '/auth/verify',
    newPassword: '/auth/new-password',
  },
  dashboard: {
    root: '/dashboard',
    app: '/dashboard/app',
    /** The shop's sales (admins). */
    ecommerce: '/dashboard/ecommerce',
    /** The public site's visits and what they led to (admins). */
    analytics: '/dashboard/analytics',
    blog: {
      root: '/dashboard/blog',
      posts: '/dashboard/blog/posts',
      post: (title: string) => `/dashboard/blog/post/${title}`,
      editPost: (title: string) => `/dashboard/blog/post/${title}/edit`,
      newPost: '/dashboard/blog/new-post',
    },
    eCommerce: {
      root: '/dashboard/e-commerce',
      shop: '/dashboard/e-commerce/shop',
      product: (name: string) => `/dashboard/e-commerce/product/${name}`,
      list: '/dashboard/e-commerce/list',
      newProduct: '/dashboard/e-commerce/product/new',
      editProduct: (name: string) => `/dashboard/e-commerce/product/${name}/edit`,
      /** The admins' discount codes. */
      discountCodes: '/dashboard/e-commerce/discount-codes',
      checkout: '/dashboard/e-commerce/checkout',
      /** The latest order's invoice, or the order's with that id. */
      invoice: (orderId?: string) =>
        orderId ? notificationLinks.invoice(orderId) : '/dashboard/e-commerce/invoice',
    },
    user: {
      root: '/dashboard/user',
      profile: '/dashboard/user/profile',
      cards: '/dashboard/user/cards',
      list: '/dashboard/user/list',
      newUser: '/dashboard/user/new',
      /** An account's edit form, by the account's username (its unique handle). */
      editUser: (username: string) => `/dashboard/user/${username}/edit`,
      account: '/dashboard/user/account',
    },
    mail: {
      root: '/dashboard/mail',
      /** A system label's mails (`all`, `inbox`, `starred`…), or one of them. */
      label: (label: string) => `/dashboard/mail/${label}`,
      /** (A notification of a mail leads to `mail('inbox', id)`: contract `notificationLinks.inboxMail`.) */
      mail: (label: string, mailId: string) => `/dashboard/mail/${label}/${mailId}`,
      /** A custom label's mails (`social`…), or one of them. */
      customLabel: (label: string) => `/dashboard/mail/label/${label}`,
      customLabelMail: (label: string, mailId: string) => `/dashboard/mail/label/${label}/${mailId}`,
    },
    chat: {
      root: '/dashboard/chat',
      newConversation: '/dashboard/chat/new',
      /** A conversation by its id, or the one-to-one conversation with a contact by the contact's username. */
      conversation: notificationLinks.conversation,
    },
    calendar: '/dashboard/calendar',
    kanban: '/dashboard/kanban',
  },
  docs: {
    root: '/docs',
    page: (slug: string) => `/docs/${slug}`,
  },
  components: {
    root: '/components',
    /** One page of the components showcase, by its entry's folder name. */
    entry: <Slug extends string>(slug: Slug) => `/components/${slug}` as const,
  },
  site: {
    hostingSpeaking: '/hosting-speaking',
    mediaProfile: '/media-profile',
    gallery: '/photoes',
    aboutUs: '/about-us',
    about: '/about',
    sayHello: '/say-hello',
    contactUs: '/contact-us',
    payment: '/payment',
    faqs: '/faqs',
    pricing: '/pricing',
    termsAndConditions: '/terms-and-conditions',
    privacyPolicy: '/privacy-policy',
    cookiePolicy: '/cookie-policy',
    comingSoon: '/coming-soon',
    maintenance: '/maintenance',
  },
  notFound: '/404',
  serverError: '/500',
} as const;

/** An address with its query string (`withQuery(paths.auth.verify, { email })`). */
export const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query)}`;
