import { lazy, Suspense, useEffect, useState } from 'react';
import { m } from '~/paraglide/messages.js';
import type { Locale } from '~/shared/enums';
import { TWO_FACTOR_SECTION_ID } from '~/shared/second-factor-gate';
import type { PublicUser } from '~/server/services/users';
import { showToast } from '~/stores/toasts';
import { apiOnDemand } from '~/islands/api-on-demand';
import { errorText } from '~/islands/error-text';
import type { Texts } from '~/islands/forms/validate';
import { tierLabel } from '~/islands/tier-label';

/** Loaded only when the member opens them: most never do (island-page budget, docs/architecture.md §12). */
const TwoFactorSettings = lazy(() => import('./TwoFactorSettings'));
const PasswordChangeForm = lazy(() => import('./PasswordChangeForm'));

interface Props {
  locale: Locale;
  texts: Texts;
  user: PublicUser;
  /** The plan page in the member's language (from the page, so the route table stays on the server). */
  premiumPath: string;
  onChange(user: PublicUser): void;
}

/** Plan, newsletter and password ("/profile", docs/product-rules.md §2). */
export default function AccountSettings({ locale, texts, user, premiumPath, onChange }: Props) {
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
    const contact = { json: { email: user.email, firstName: user.firstName, lastName: user.lastName } };
    try {
      const { api, readJson } = await apiOnDemand(locale);
      const updated = await readJson(await (subscribe ? api.newsletter.subscribe.$post(contact) : api.newsletter.unsubscribe.$post(contact)));
      onChange(updated);
    } catch (error) {
      // A failed newsletter change reverts the switch (docs/product-rules.md §4.6).
      setNewsletter(!subscribe);
      showToast({ title: m.error_title({}, o), description: errorText(error, m.profile_newsletter_failed({}, o)), variant: 'destructive' });
    }
  }

  return (
    <>
      <section className="card" aria-labelledby="plan-title">
        <h2 id="plan-title" className="font-semibold">
          {m.profile_subscription_title({}, o)}
        </h2>
        <p className="mt-1 text-lg font-bold">{tierLabel(user.subscriptionTier, locale)}</p>
        <a className="link mt-2 inline-block text-sm" href={premiumPath}>
          {m.profile_subscription_link({}, o)}
        </a>
      </section>

      <section className="card" aria-labelledby="newsletter-title">
        <h2 id="newsletter-title" className="font-semibold">
          {m.profile_newsletter_title({}, o)}
        </h2>
        <label className="mt-2 flex items-center justify-between gap-3">
          <span className="text-sm">{m.profile_newsletter_label({}, o)}</span>
          <input
            type="checkbox"
            role="switch"
            aria-checked={newsletter}
            className="h-5 w-9 accent-brand-700"
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
