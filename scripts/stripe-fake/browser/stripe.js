// @ts-check
/**
 * Fake Stripe.js, served by the Stripe fake at /js/stripe.js. It defines `window.Stripe` with the
 * part of Stripe.js the app uses – Elements (card, payment, expressCheckout), confirmSetup,
 * confirmPayment, retrieveSetupIntent, createPaymentMethod – and talks to the fake API it was
 * loaded from with the publishable key. Card fields are plain, labelled inputs in the page (no
 * iframes), so end-to-end tests fill them like any other field. Plain browser JavaScript: no build.
 */
(() => {
  'use strict';

  /**
   * @typedef {'de' | 'en'} Locale
   * @typedef {{ type: string; code?: string; decline_code?: string; message: string; [more: string]: unknown }} StripeError
   * @typedef {{ error?: StripeError; [field: string]: any }} ApiAnswer
   * @typedef {{ number: HTMLInputElement; expiry: HTMLInputElement; cvc: HTMLInputElement }} Inputs
   * @typedef {{ root: HTMLElement; inputs: Inputs; validate(): StripeError | null; values(): Record<string, string>; clear(): void }} CardForm
   * @typedef {(payload: Record<string, unknown>) => void} Handler
   */

  // The fake API is wherever this script was loaded from, so it works on any port.
  const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript : document.querySelector('script[src*="/js/stripe.js"]');
  const API_ORIGIN = new URL(script instanceof HTMLScriptElement ? script.src : '/', location.href).origin;

  const TEXTS = {
    de: {
      number: 'Kartennummer',
      expiry: 'Ablaufdatum',
      cvc: 'Prüfziffer',
      expiryPlaceholder: 'MM / JJ',
      wallet: 'Im Testmodus steht keine Wallet (Apple Pay, Google Pay) zur Verfügung.',
      /** @type {Record<string, string>} */
      errors: {
        incomplete_number: 'Ihre Kartennummer ist unvollständig.',
        invalid_number: 'Ihre Kartennummer ist ungültig.',
        incorrect_number: 'Ihre Kartennummer ist ungültig.',
        incomplete_expiry: 'Das Ablaufdatum Ihrer Karte ist unvollständig.',
        invalid_expiry_month: 'Das Ablaufdatum Ihrer Karte ist ungültig.',
        invalid_expiry_month_past: 'Das Ablaufdatum Ihrer Karte liegt in der Vergangenheit.',
        invalid_expiry_year: 'Das Ablaufjahr Ihrer Karte ist ungültig.',
        invalid_expiry_year_past: 'Das Ablaufjahr Ihrer Karte liegt in der Vergangenheit.',
        incomplete_cvc: 'Die Prüfziffer Ihrer Karte ist unvollständig.',
        invalid_cvc: 'Die Prüfziffer Ihrer Karte ist ungültig.',
        card_declined: 'Ihre Karte wurde abgelehnt.',
        generic_decline: 'Ihre Karte wurde abgelehnt.',
        insufficient_funds: 'Ihre Karte ist nicht ausreichend gedeckt.',
        expired_card: 'Ihre Karte ist abgelaufen.',
        setup_intent_authentication_failure:
          'Wir können Ihre Zahlungsmethode nicht authentifizieren. Bitte wählen Sie eine andere Zahlungsmethode und versuchen Sie es erneut.',
        api_connection_error: 'Es ist ein Netzwerkfehler aufgetreten. Bitte versuchen Sie es erneut.',
      },
    },
    en: {
      number: 'Card number',
      expiry: 'Expiry date',
      cvc: 'Security code',
      expiryPlaceholder: 'MM / YY',
      wallet: 'No wallet (Apple Pay, Google Pay) is available in test mode.',
      /** @type {Record<string, string>} */
      errors: {
        incomplete_number: 'Your card number is incomplete.',
        invalid_number: 'Your card number is invalid.',
        incorrect_number: 'Your card number is incorrect.',
        incomplete_expiry: "Your card's expiration date is incomplete.",
        invalid_expiry_month: "Your card's expiration date is invalid.",
        invalid_expiry_month_past: "Your card's expiration date is in the past.",
        invalid_expiry_year: "Your card's expiration year is invalid.",
        invalid_expiry_year_past: "Your card's expiration year is in the past.",
        incomplete_cvc: "Your card's security code is incomplete.",
        invalid_cvc: "Your card's security code is invalid.",
        card_declined: 'Your card was declined.',
        generic_decline: 'Your card was declined.',
        insufficient_funds: 'Your card has insufficient funds.',
        expired_card: 'Your card has expired.',
        setup_intent_authentication_failure: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        api_connection_error: 'A network error has occurred. Please try again.',
      },
    },
  };

  /** @param {string | undefined} locale @returns {Locale} */
  const resolveLocale = (locale) => ((!locale || locale === 'auto' ? navigator.language : locale).toLowerCase().startsWith('de') ? 'de' : 'en');

  /** @param {string} message */
  function integrationError(message) {
    const error = new Error(message);
    error.name = 'IntegrationError';
    return error;
  }

  /** Stripe.js shows its own, localised messages for the codes it knows. @param {StripeError} error @param {Locale} locale @returns {StripeError} */
  const localize = (error, locale) => ({ ...error, message: TEXTS[locale].errors[error.decline_code ?? ''] ?? TEXTS[locale].errors[error.code ?? error.type] ?? error.message });

  /** @param {string} code @param {Locale} locale @returns {StripeError} */
  const validationError = (code, locale) => ({ type: 'validation_error', code, message: TEXTS[locale].errors[code] ?? code });

  // ---- Card checks, as the real card fields make them while typing ----

  /** @param {string} text */
  const digitsOf = (text) => text.replace(/\D/g, '');

  /** @param {string} digits */
  const brandOf = (digits) =>
    /^3[47]/.test(digits) ? 'amex' : /^4/.test(digits) ? 'visa' : /^(5[1-5]|2[2-7])/.test(digits) ? 'mastercard' : /^(6011|65|64[4-9])/.test(digits) ? 'discover' : 'unknown';

  /** @param {string} digits */
  const numberLength = (digits) => (brandOf(digits) === 'amex' ? 15 : 16);

  /** @param {string} digits */
  function passesLuhn(digits) {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      const digit = Number(digits[digits.length - 1 - i]);
      sum += i % 2 === 1 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit;
    }
    return sum % 10 === 0;
  }

  /** @param {string} digits @returns {string | null} */
  const numberProblem = (digits) => (digits.length < numberLength(digits) ? 'incomplete_number' : passesLuhn(digits) ? null : 'invalid_number');

  /** @param {string} digits @returns {string | null} */
  function expiryProblem(digits) {
    if (digits.length < 4) return 'incomplete_expiry';
    const month = Number(digits.slice(0, 2));
    const year = 2000 + Number(digits.slice(2, 4));
    const today = new Date();
    if (month < 1 || month > 12) return 'invalid_expiry_month';
    if (year < today.getFullYear()) return 'invalid_expiry_year_past';
    if (year === today.getFullYear() && month < today.getMonth() + 1) return 'invalid_expiry_month_past';
    return year > today.getFullYear() + 50 ? 'invalid_expiry_year' : null;
  }

  /** @param {string} digits @param {string} number */
  const cvcProblem = (digits, number) => (digits.length < (brandOf(number) === 'amex' ? 4 : 3) ? 'incomplete_cvc' : null);

  // ---- The card fields ----

  let mounted = 0;

  const INPUT_STYLE =
    'box-sizing:border-box;width:100%;margin:0;font:inherit;color:inherit;background:transparent;border:1px solid currentColor;border-radius:0.375rem;padding:0.5rem 0.75rem';

  /** @param {string} id @param {string} label @param {string} autocomplete @param {string} placeholder @param {string} wrapperStyle */
  function field(id, label, autocomplete, placeholder, wrapperStyle) {
    const wrapper = document.createElement('div');
    wrapper.style.cssText = wrapperStyle;
    const caption = document.createElement('label');
    caption.htmlFor = id;
    caption.textContent = label;
    caption.style.cssText = 'display:block;margin-bottom:0.25rem;font-size:0.875em';
    const input = document.createElement('input');
    Object.assign(input, { id, type: 'text', inputMode: 'numeric', placeholder, spellcheck: false });
    input.setAttribute('autocomplete', autocomplete);
    input.style.cssText = INPUT_STYLE;
    wrapper.appendChild(caption);
    wrapper.appendChild(input);
    return { wrapper, input };
  }

  /**
   * Number, expiry (MM / YY) and CVC with visible labels; formats while typing and reports
   * `change` like Stripe: an error once a field is wrong, or left incomplete.
   * @param {Locale} locale @param {string} elementType @param {(event: string, payload: Record<string, unknown>) => void} emit
   * @returns {CardForm}
   */
  function createCardForm(locale, elementType, emit) {
    const texts = TEXTS[locale];
    const id = `stripe-fake-${++mounted}`;
    const root = document.createElement('div');
    root.style.cssText = 'display:grid;grid-template-columns:1fr 1fr;gap:0.75rem;font:inherit;color:inherit';
    const number = field(`${id}-number`, texts.number, 'cc-number', '1234 1234 1234 1234', 'grid-column:1 / -1');
    const expiry = field(`${id}-expiry`, texts.expiry, 'cc-exp', texts.expiryPlaceholder, '');
    const cvc = field(`${id}-cvc`, texts.cvc, 'cc-csc', 'CVC', '');
    for (const part of [number, expiry, cvc]) root.appendChild(part.wrapper);
    const inputs = { number: number.input, expiry: expiry.input, cvc: cvc.input };
    /** Fields the customer has left with something typed: incomplete ones then count as errors. */
    const touched = new Set();

    const problems = () => {
      const digits = digitsOf(inputs.number.value);
      return /** @type {[keyof Inputs, string | null][]} */ ([
        ['number', numberProblem(digits)],
        ['expiry', expiryProblem(digitsOf(inputs.expiry.value))],
        ['cvc', cvcProblem(digitsOf(inputs.cvc.value), digits)],
      ]);
    };

    /** @param {boolean} all whether incomplete fields count even when untouched (on submit) */
    const firstProblem = (all) => {
      let first = null;
      for (const [name, code] of problems()) {
        const shown = code !== null && (all || !code.startsWith('incomplete') || touched.has(name));
        inputs[name].setAttribute('aria-invalid', String(shown));
        if (shown && !first) first = validationError(code, locale);
      }
      return first;
    };

    const reportChange = () => {
      const numberDigits = digitsOf(inputs.number.value);
      const error = firstProblem(false);
      emit('change', {
        elementType,
        empty: Object.values(inputs).every((input) => input.value === ''),
        complete: problems().every(([, code]) => code === null),
        brand: brandOf(numberDigits),
        ...(elementType === 'payment' ? { value: { type: 'card' } } : {}),
        error: error ?? undefined,
      });
    };

    inputs.number.addEventListener('input', () => {
      const digits = digitsOf(inputs.number.value);
      inputs.number.value = digits.slice(0, numberLength(digits)).replace(/(\d{4})(?=\d)/g, '$1 ');
      reportChange();
    });
    inputs.expiry.addEventListener('input', () => {
      const digits = digitsOf(inputs.expiry.value).slice(0, 4);
      inputs.expiry.value = digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
      reportChange();
    });
    inputs.cvc.addEventListener('input', () => {
      inputs.cvc.value = digitsOf(inputs.cvc.value).slice(0, 4);
      reportChange();
    });
    for (const [name, input] of Object.entries(inputs)) {
      input.addEventListener('blur', () => {
        if (input.value !== '') touched.add(name);
        reportChange();
      });
    }
    // The element as a whole gains focus when focus enters it, and loses it when focus leaves it.
    root.addEventListener('focusin', (event) => {
      if (!(event.relatedTarget instanceof Node && root.contains(event.relatedTarget))) emit('focus', { elementType });
    });
    root.addEventListener('focusout', (event) => {
      if (!(event.relatedTarget instanceof Node && root.contains(event.relatedTarget))) emit('blur', { elementType });
    });

    return {
      root,
      inputs,
      validate: () => firstProblem(true),
      values() {
        const expiryDigits = digitsOf(inputs.expiry.value);
        return {
          number: digitsOf(inputs.number.value),
          exp_month: expiryDigits.slice(0, 2),
          exp_year: `20${expiryDigits.slice(2, 4)}`,
          cvc: digitsOf(inputs.cvc.value),
        };
      },
      clear() {
        for (const input of Object.values(inputs)) input.value = '';
        touched.clear();
        reportChange();
      },
    };
  }

  // ---- Elements ----

  const ELEMENT_TYPES = ['card', 'payment', 'expressCheckout'];

  /** Per element: its card fields while mounted. @type {WeakMap<object, { cardForm(): CardForm | null; locale: Locale }>} */
  const elementInternals = new WeakMap();
  /** Per Elements group: its client secret, locale and mounted card fields. @type {WeakMap<object, { clientSecret: string | undefined; locale: Locale; cardForm(): CardForm | null }>} */
  const groupInternals = new WeakMap();

  /** @param {string} type @param {Locale} locale @param {() => void} onDestroy */
  function createElement(type, locale, onDestroy) {
    /** @type {Map<string, Set<Handler>>} */
    const handlers = new Map();
    /** @type {HTMLElement | null} */
    let root = null;
    /** @type {CardForm | null} */
    let form = null;
    /** @param {string} event @param {Record<string, unknown>} payload */
    const emit = (event, payload) => handlers.get(event)?.forEach((handler) => handler(payload));

    const element = {
      /** @param {string | Element} target */
      mount(target) {
        const node = typeof target === 'string' ? document.querySelector(target) : target;
        if (!node) throw integrationError(`The selector you specified (${String(target)}) applies to no DOM elements that are currently on the page.`);
        if (root) throw integrationError('This Element is already mounted. Use unmount() before mounting it again.');
        if (type === 'expressCheckout') {
          root = document.createElement('p');
          root.textContent = TEXTS[locale].wallet;
        } else {
          form = createCardForm(locale, type, emit);
          root = form.root;
        }
        node.appendChild(root);
        setTimeout(() => emit('ready', type === 'expressCheckout' ? { elementType: type, availablePaymentMethods: undefined } : { elementType: type }), 0);
      },
      unmount() {
        root?.remove();
        root = null;
        form = null;
      },
      destroy() {
        element.unmount();
        handlers.clear();
        onDestroy();
      },
      /**
       * Only `disabled` (Card Element) and `readOnly` (Payment Element) change anything here; other
       * options (style, layout, …) are accepted and ignored. @param {{ disabled?: boolean; readOnly?: boolean }} [options]
       */
      update(options) {
        const locked = options?.disabled ?? options?.readOnly;
        if (form && locked !== undefined) for (const input of Object.values(form.inputs)) input.disabled = locked;
      },
      /** @param {string} event @param {Handler} handler */
      on(event, handler) {
        handlers.set(event, (handlers.get(event) ?? new Set()).add(handler));
        return element;
      },
      /** @param {string} event @param {Handler} handler */
      off(event, handler) {
        handlers.get(event)?.delete(handler);
        return element;
      },
      focus: () => form?.inputs.number.focus(),
      blur: () => (document.activeElement instanceof HTMLElement && root?.contains(document.activeElement) ? document.activeElement.blur() : undefined),
      clear: () => form?.clear(),
    };
    elementInternals.set(element, { cardForm: () => form, locale });
    return element;
  }

  /** @param {Locale} locale @param {{ clientSecret?: string }} options */
  function createElements(locale, options) {
    /** @type {Map<string, ReturnType<typeof createElement>>} */
    const elements = new Map();
    const cardForm = () => {
      for (const type of ['payment', 'card']) {
        const element = elements.get(type);
        const form = element && elementInternals.get(element)?.cardForm();
        if (form) return form;
      }
      return null;
    };
    const group = {
      /** @param {string} type */
      create(type) {
        if (!ELEMENT_TYPES.includes(type)) throw integrationError(`The Stripe fake implements the ${ELEMENT_TYPES.join(', ')} Elements, not ${type}.`);
        if (elements.has(type)) throw integrationError(`Can only create one Element of type ${type}.`);
        const element = createElement(type, locale, () => elements.delete(type));
        elements.set(type, element);
        return element;
      },
      /** @param {string} type */
      getElement: (type) => elements.get(type) ?? null,
      /** Validates the card fields, as Stripe requires before confirming. */
      async submit() {
        const form = cardForm();
        if (!form) throw integrationError('elements.submit(): mount a card or payment Element first.');
        const error = form.validate();
        return error ? { error } : { selectedPaymentMethod: 'card' };
      },
    };
    groupInternals.set(group, { clientSecret: options.clientSecret, locale, cardForm });
    return group;
  }

  // ---- Talking to the fake API ----

  /** Stripe's form encoding with bracket notation. @param {Record<string, unknown>} params @param {string} [prefix] @returns {string[]} */
  function formPairs(params, prefix) {
    return Object.entries(params).flatMap(([name, value]) => {
      const key = prefix ? `${prefix}[${name}]` : name;
      if (value === undefined || value === null) return [];
      if (typeof value === 'object') return formPairs(/** @type {Record<string, unknown>} */ (value), key);
      return [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`];
    });
  }

  /** @param {string} clientSecret */
  const intentIdOf = (clientSecret) => clientSecret.split('_secret_')[0] ?? '';

  /** @param {string} url @param {Record<string, string>} params */
  function withParams(url, params) {
    const target = new URL(url, location.href);
    for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value);
    return target.href;
  }

  /** What Stripe.js returns while the browser leaves the page: a promise that never settles. */
  const leave = (/** @type {string} */ url) => {
    location.assign(url);
    return new Promise(() => {});
  };

  /**
   * `Stripe(publishableKey, { locale })`: the subset of Stripe.js the app uses, against the fake.
   * @param {string} publishableKey @param {{ locale?: string }} [options]
   */
  function Stripe(publishableKey, options) {
    if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_')) {
      throw integrationError(`Invalid value for Stripe(): apiKey should be a publishable key (pk_test_…). You specified: ${String(publishableKey)}.`);
    }
    const defaultLocale = options?.locale;

    /** @param {'GET' | 'POST'} method @param {string} path @param {Record<string, unknown>} params @returns {Promise<ApiAnswer>} */
    async function request(method, path, params) {
      const url = new URL(path, API_ORIGIN);
      const body = formPairs(params).join('&');
      if (method === 'GET') url.search = body;
      try {
        const response = await fetch(url, {
          method,
          headers: { Authorization: `Bearer ${publishableKey}`, ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
          ...(method === 'POST' ? { body } : {}),
        });
        return await response.json();
      } catch (cause) {
        return { error: { type: 'api_connection_error', message: `Could not reach the Stripe fake at ${API_ORIGIN}: ${String(cause)}` } };
      }
    }

    /** Validates the fields and creates a card payment method from them. @param {CardForm} form @param {Locale} locale @param {unknown} billingDetails */
    async function paymentMethodFrom(form, locale, billingDetails) {
      const invalid = form.validate();
      if (invalid) return { error: invalid };
      const created = await request('POST', '/v1/payment_methods', { type: 'card', card: form.values(), billing_details: billingDetails });
      return created.error ? { error: localize(created.error, locale) } : { paymentMethod: created };
    }

    /**
     * Saves the card of the mounted card/payment Element on the setup intent. Resolves
     * `{ setupIntent }` (redirect: 'if_required') or `{ error }`; otherwise the browser leaves for
     * `return_url`, or for the bank's 3-D Secure page, and the promise never settles.
     * @param {{ elements?: object; clientSecret?: string; confirmParams?: { return_url?: string; payment_method_data?: { billing_details?: unknown } }; redirect?: 'always' | 'if_required' }} params
     */
    async function confirmSetup({ elements, clientSecret, confirmParams = {}, redirect = 'always' }) {
      const group = elements && groupInternals.get(elements);
      if (!group) throw integrationError('confirmSetup(): pass the Elements group the card was entered in as `elements`.');
      const secret = clientSecret ?? group.clientSecret;
      if (!secret) throw integrationError('confirmSetup(): pass the setup intent’s clientSecret here or to stripe.elements().');
      if (redirect !== 'if_required' && !confirmParams.return_url) throw integrationError('confirmSetup(): confirmParams.return_url is required unless redirect is "if_required".');
      const form = group.cardForm();
      if (!form) throw integrationError('confirmSetup(): mount a card or payment Element first.');

      const created = await paymentMethodFrom(form, group.locale, confirmParams.payment_method_data?.billing_details);
      if (!created.paymentMethod) return { error: created.error };
      const returnUrl = confirmParams.return_url ?? location.href;
      const intent = await request('POST', `/v1/setup_intents/${intentIdOf(secret)}/confirm`, { client_secret: secret, payment_method: created.paymentMethod.id, return_url: returnUrl });
      if (intent.error) return { error: localize(intent.error, group.locale) };
      if (intent.status === 'requires_action' && intent.next_action?.type === 'redirect_to_url') return leave(intent.next_action.redirect_to_url.url);
      if (intent.status !== 'succeeded') return { error: localize(intent.last_setup_error ?? { type: 'invalid_request_error', message: `Unexpected status ${intent.status}.` }, group.locale) };
      if (redirect === 'if_required') return { setupIntent: intent };
      return leave(withParams(returnUrl, { setup_intent: intent.id, setup_intent_client_secret: secret, redirect_status: 'succeeded' }));
    }

    /** The fake has no payment intents; a setup intent's secret gets the answer the app falls back on. @param {{ elements?: object; clientSecret?: string }} [params] */
    async function confirmPayment(params) {
      const secret = params?.clientSecret ?? (params?.elements && groupInternals.get(params.elements)?.clientSecret) ?? '';
      const message = secret.startsWith('seti_')
        ? 'The client secret belongs to a SetupIntent; use confirmSetup for SetupIntents.'
        : 'The Stripe fake implements SetupIntents only; confirmPayment is not supported.';
      return { error: { type: 'invalid_request_error', code: 'intent_confirmation_unsupported', message } };
    }

    /** @param {string} clientSecret */
    async function retrieveSetupIntent(clientSecret) {
      const intent = await request('GET', `/v1/setup_intents/${intentIdOf(clientSecret)}`, { client_secret: clientSecret });
      return intent.error ? { error: localize(intent.error, resolveLocale(defaultLocale)) } : { setupIntent: intent };
    }

    /**
     * `createPaymentMethod({ type: 'card', card: element, billing_details })` or
     * `createPaymentMethod({ elements, params: { billing_details } })`.
     * @param {{ type?: string; card?: object; elements?: object; billing_details?: unknown; params?: { billing_details?: unknown } }} params
     */
    async function createPaymentMethod(params) {
      const source = params.elements ? groupInternals.get(params.elements) : params.card && elementInternals.get(params.card);
      const form = source?.cardForm();
      if (!source || !form) throw integrationError('createPaymentMethod(): pass a mounted card Element as `card`, or the Elements group as `elements`.');
      return paymentMethodFrom(form, source.locale, params.billing_details ?? params.params?.billing_details);
    }

    return {
      /** @param {{ clientSecret?: string; locale?: string; appearance?: unknown }} [options] */
      elements: (options = {}) => createElements(resolveLocale(options.locale ?? defaultLocale), options),
      confirmSetup,
      confirmPayment,
      retrieveSetupIntent,
      createPaymentMethod,
    };
  }

  Object.assign(window, { Stripe });
})();
