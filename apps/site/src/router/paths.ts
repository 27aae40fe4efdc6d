/** Every route of spec §2, so links and the route table cannot drift apart. */
export const paths = {
  home: '/',
  about: '/about',
  plans: '/plans',
  contact: '/contact',
  legal: '/legal',
  commercialDisclosure: '/commercial-disclosure',
  login: '/login',
  signup: '/signup',
  resetPassword: '/reset-password',
  account: '/account',
  checkout: '/checkout',
  feedback: '/feedback',
} as const;

export type RoutePath = (typeof paths)[keyof typeof paths];
