import { useEffect, useState } from 'react';
import type { DogProfile } from '~/shared/dogs';
import type { Locale } from '~/shared/enums';
import type { UserStats } from '~/server/services/profile';
import type { PublicUser } from '~/server/services/users';
import { $currentUser, setCurrentUser } from '~/stores/current-user';
import { toStoredUser } from '~/islands/forms/stored-user';
import type { Texts } from '~/islands/forms/validate';
import DogsSection from '~/islands/dogs/DogsSection';
import AccountSettings from './AccountSettings';
import PrivacyCard from './PrivacyCard';
import ProfileDetails from './ProfileDetails';
import StatsCard from './StatsCard';

interface Props {
  locale: Locale;
  texts: Texts;
  user: PublicUser;
  /** The plan page in the member's language (from the page, so the route table stays on the server). */
  premiumPath: string;
  stats: UserStats | null;
  dogs: DogProfile[];
  dogLimit: number;
  /** Whether the member may add, edit and share dogs (can.keepDogs). */
  mayKeepDogs: boolean;
}

/** The profile page ("/profile", docs/product-rules.md §2), rendered with the member's data inlined. */
export default function ProfilePage({ locale, texts, user: initialUser, premiumPath, stats, dogs, dogLimit, mayKeepDogs }: Props) {
  const [user, setUser] = useState(initialUser);

  // The fetched user replaces the stored copy when it differs, e.g. a new tier (docs/product-rules.md §4.6).
  useEffect(() => {
    const stored = $currentUser.get();
    if (!stored || stored.id !== user.id || stored.subscriptionTier !== user.subscriptionTier || stored.displayName !== user.displayName) {
      setCurrentUser(toStoredUser(user));
    }
  }, [user]);

  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div className="grid content-start gap-6">
        <ProfileDetails locale={locale} texts={texts} user={user} onChange={setUser} />
        <DogsSection locale={locale} texts={texts} userId={user.id} dogs={dogs} limit={dogLimit} mayKeep={mayKeepDogs} />
        <StatsCard locale={locale} stats={stats} />
        <PrivacyCard locale={locale} />
      </div>
      <div className="grid content-start gap-6">
        <AccountSettings locale={locale} texts={texts} user={user} premiumPath={premiumPath} onChange={setUser} />
      </div>
    </div>
  );
}
