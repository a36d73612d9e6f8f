/**
 * Demo accounts for every role, tier and status of docs/product-rules.md §6. Local development only:
 * the password is published in the README.
 */
import type { Locale, PlanType, Role, SubscriptionTier, UserStatus } from '~/shared/enums';
import { DEFAULT_TIME_ZONE } from '~/shared/training/days';

export const DEMO_PASSWORD = 'Rudel-Demo-2026';
/**
 * The TOTP secret (base32) of the demo staff accounts, published in the README like the password:
 * admins and moderators work only with a second factor (docs/decisions/014-sign-in-hardening.md).
 */
export const DEMO_TOTP_SECRET = 'RUDELDEMOSTAFFSECRETKEY234567ABC';

/** Where most demo members live, the default zone; the journal counts their days on this clock. */
export const DEMO_TIME_ZONE = DEFAULT_TIME_ZONE;

export interface DemoUser {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  tier: SubscriptionTier;
  status: UserStatus;
  locale: Locale;
  /** IANA time zone, when not `DEMO_TIME_ZONE`. */
  timeZone?: string;
  /** Accepted the disclaimer (every state from `active` on). */
  disclaimer: boolean;
  /** Signs in with a second factor (secret DEMO_TOTP_SECRET): every staff account does. */
  twoFactor?: boolean;
  /** Paid members hold a subscription of this plan. */
  plan?: PlanType;
  bio: string;
  location: string;
  /** What the account demonstrates, as listed in the README. */
  demonstrates: string;
}

export const demoUsers: DemoUser[] = [
  {
    username: 'admin_anna',
    email: 'admin@rudel.test',
    firstName: 'Anna',
    lastName: 'Beispiel',
    role: 'admin',
    tier: 'professional',
    status: 'premium',
    locale: 'en',
    disclaimer: true,
    twoFactor: true,
    bio: 'Runs Rudel. Two rescue greyhounds.',
    location: 'Berlin',
    demonstrates: 'admin (professional tier)',
  },
  {
    username: 'mod_max',
    email: 'moderator@rudel.test',
    firstName: 'Max',
    lastName: 'Moser',
    role: 'moderator',
    tier: 'free',
    status: 'active',
    locale: 'de',
    disclaimer: true,
    twoFactor: true,
    bio: 'Moderiert die Community. Hütehund-Mix Lotte.',
    location: 'Hamburg',
    demonstrates: 'moderator (free tier)',
  },
  {
    username: 'trainerin_julia',
    email: 'julia@rudel.test',
    firstName: 'Julia',
    lastName: 'Krämer',
    role: 'user',
    tier: 'professional',
    status: 'premium',
    locale: 'de',
    disclaimer: true,
    bio: 'Hundetrainerin mit Schwerpunkt Nasenarbeit.',
    location: 'München',
    demonstrates: 'professional tier',
  },
  {
    username: 'lena_yearly',
    email: 'lena@rudel.test',
    firstName: 'Lena',
    lastName: 'Vogel',
    role: 'user',
    tier: 'premium',
    status: 'premium',
    locale: 'de',
    disclaimer: true,
    plan: 'yearly',
    bio: 'Balu, Labrador, 4 Jahre, liebt Suchspiele.',
    location: 'Köln',
    demonstrates: 'premium, yearly plan',
  },
  {
    username: 'tom_monthly',
    email: 'tom@rudel.test',
    firstName: 'Tom',
    lastName: 'Berger',
    role: 'user',
    tier: 'premium',
    status: 'premium',
    locale: 'de',
    disclaimer: true,
    plan: 'monthly',
    bio: 'Junghund Pepe hält mich auf Trab.',
    location: 'Leipzig',
    demonstrates: 'premium, monthly plan',
  },
  {
    username: 'oliver_yearly',
    email: 'oliver@rudel.test',
    firstName: 'Oliver',
    lastName: 'Hughes',
    role: 'user',
    tier: 'premium',
    status: 'premium',
    locale: 'en',
    timeZone: 'Europe/London',
    disclaimer: true,
    plan: 'yearly',
    bio: 'Border collie Skye and a lot of frisbees.',
    location: 'Manchester',
    demonstrates: 'premium, yearly plan (English)',
  },
  {
    username: 'ben_free',
    email: 'ben@rudel.test',
    firstName: 'Ben',
    lastName: 'Schulz',
    role: 'user',
    tier: 'free',
    status: 'active',
    locale: 'de',
    disclaimer: true,
    bio: 'Frida, Mischling aus dem Tierschutz.',
    location: 'Bremen',
    demonstrates: 'free, with own activities',
  },
  {
    username: 'emma_walks',
    email: 'emma@rudel.test',
    firstName: 'Emma',
    lastName: 'Clarke',
    role: 'user',
    tier: 'free',
    status: 'active',
    locale: 'en',
    timeZone: 'Europe/London',
    disclaimer: true,
    bio: 'Long walks with my beagle Toby.',
    location: 'Bristol',
    demonstrates: 'free, with own activities (English)',
  },
  {
    username: 'mia_new',
    email: 'mia@rudel.test',
    firstName: 'Mia',
    lastName: 'Neumann',
    role: 'user',
    tier: 'free',
    status: 'active',
    locale: 'de',
    disclaimer: true,
    bio: '',
    location: '',
    demonstrates: 'free, no activity yet (comments locked)',
  },
  {
    username: 'paul_verified',
    email: 'paul@rudel.test',
    firstName: 'Paul',
    lastName: 'Wagner',
    role: 'user',
    tier: 'free',
    status: 'verified',
    locale: 'de',
    disclaimer: false,
    bio: '',
    location: '',
    demonstrates: 'verified, disclaimer not yet accepted',
  },
  {
    username: 'sara_pending',
    email: 'sara@rudel.test',
    firstName: 'Sara',
    lastName: 'Öztürk',
    role: 'user',
    tier: 'free',
    status: 'pending_payment',
    locale: 'de',
    disclaimer: true,
    bio: '',
    location: 'Stuttgart',
    demonstrates: 'pending_payment (1 activity)',
  },
  {
    username: 'otto_unverified',
    email: 'otto@rudel.test',
    firstName: 'Otto',
    lastName: 'Fischer',
    role: 'user',
    tier: 'free',
    status: 'unverified',
    locale: 'de',
    disclaimer: false,
    bio: '',
    location: '',
    demonstrates: 'unverified email',
  },
];
