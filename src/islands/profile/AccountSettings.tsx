import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { TWO_FACTOR_SECTION_ID } from '~/shared/second-factor-gate';
import type { PublicUser } from '~/shared/users';
import type { Texts } from '~/shared/validate-form';

/** Loaded only when the member opens them: most never do (island-page budget, docs/architecture.md §12). */
const TwoFactorSettings = lazy(() => import('./TwoFactorSettings'));
const PasswordChangeForm = lazy(() => import('./PasswordChangeForm'));

interface Props {
  locale: Locale;
  texts: Texts;
  user: PublicUser;
  /** The plan card, rendered by the page: it needs no script. */
  plan?: ReactNode;
  onChange(user: PublicUser): void;
}

/** Plan, newsletter and password ("/profile", docs/product-rules.md §2). */
export default function AccountSettings({ locale, texts, user, plan, onChange }: Props) {
  const o = { locale };
  const [newsletter, setNewsletter] = useState(user.newsletterSubscribed);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [twoFactorOpen, setTwoFactorOpen] = useState(false);

  // Staff without a second factor are linked here to set it up: open the section right away.
  useEffect(() => {
    if (window.location.hash === `#${TWO_FACTOR_SECTION_ID}`) setTwoFactorOpen(true);
  }, []);

  async function toggleNewsletter(subscribe: boolean) {
    setNewsletter(subscribe);
    const updated = await import('./newsletter-choice')
      .then((choice) => choice.saveNewsletterChoice(locale, user, subscribe))
      // Its code could not load (offline): nothing was sent.
      .catch(() => null);
    // A failed newsletter change reverts the switch (docs/product-rules.md §4.6).
    if (updated) onChange(updated);
    else setNewsletter(!subscribe);
  }

  return (
    <>
      {plan}

      <section className="card" aria-labelledby="newsletter-title">
        <h2 id="newsletter-title" className="font-semibold">
          {m.profile_newsletter_title({}, o)}
        </h2>
        <label className="mt-2 flex min-h-11 items-center justify-between gap-3">
          <span className="text-sm">{m.profile_newsletter_label({}, o)}</span>
          <input
            type="checkbox"
            role="switch"
            aria-checked={newsletter}
            className="h-6 w-10 shrink-0 accent-brand-700"
            checked={newsletter}
            onChange={(event) => toggleNewsletter(event.target.checked)}
          />
        </label>
      </section>

      <section className="card" aria-labelledby="password-title">
        <h2 id="password-title" className="font-semibold">
          {m.profile_password_title({}, o)}
        </h2>
        {passwordOpen ? (
          <Suspense fallback={null}>
            <PasswordChangeForm locale={locale} texts={texts} userId={user.id} onClose={() => setPasswordOpen(false)} />
          </Suspense>
        ) : (
          <button type="button" className="btn-ghost mt-3" onClick={() => setPasswordOpen(true)}>
            {m.profile_password_open({}, o)}
          </button>
        )}
      </section>

      <section id={TWO_FACTOR_SECTION_ID} className="card" aria-labelledby="two-factor-title">
        <h2 id="two-factor-title" className="font-semibold">
          {m.two_factor_title({}, o)}
        </h2>
        {twoFactorOpen ? (
          <Suspense fallback={<p className="mt-2 text-sm">{m.two_factor_loading({}, o)}</p>}>
            <TwoFactorSettings locale={locale} texts={texts} />
          </Suspense>
        ) : (
          <button type="button" className="btn-ghost mt-3" onClick={() => setTwoFactorOpen(true)}>
            {m.two_factor_open({}, o)}
          </button>
        )}
      </section>
    </>
  );
}
