import { type ReactNode, useEffect, useState } from 'react';
import type { DogProfile } from '~/shared/dogs';
import type { Locale } from '~/shared/enums';
import type { PublicUser } from '~/shared/users';
import { $currentUser, setCurrentUser } from '~/stores/current-user';
import { toStoredUser } from '~/islands/forms/stored-user';
import type { Texts } from '~/shared/validate-form';
import DogsSection from '~/islands/dogs/DogsSection';
import AccountSettings from './AccountSettings';
import ProfileDetails from './ProfileDetails';

interface Props {
  locale: Locale;
  texts: Texts;
  user: PublicUser;
  /** The plan card (tier and a link to the plans), rendered by the page as plain HTML (the slot "plan"). */
  plan?: ReactNode;
  dogs: DogProfile[];
  dogLimit: number;
  /** Whether the member may add, edit and share dogs (can.keepDogs). */
  mayKeepDogs: boolean;
  /**
   * The sections below the dogs, from the page: the statistics as plain HTML and the privacy card
   * as an island of its own, hydrated when scrolled to, so neither adds to this island's code.
   */
  children?: ReactNode;
}

/** The profile page ("/profile", docs/product-rules.md §2), rendered with the member's data inlined. */
export default function ProfilePage({ locale, texts, user: initialUser, plan, dogs, dogLimit, mayKeepDogs, children }: Props) {
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
        {children}
      </div>
      <div className="grid content-start gap-6">
        <AccountSettings locale={locale} texts={texts} user={user} plan={plan} onChange={setUser} />
      </div>
    </div>
  );
}
