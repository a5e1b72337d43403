/**
 * /checkout/card/details/ and /checkout/{paymongo_type}/details/ (?order=…): what is being paid and a
 * pay button. With PayMongo the card form's numbers go to PayMongo from the browser (public key) and
 * only the payment method's id reaches us; with Xendit they go to Xendit through xendit.js, which may
 * show the bank's 3-D Secure page in a dialog, and only the token reaches us; the sandbox needs no card
 * at all. The button starts a new attempt and sends the customer to the provider's page (or, for a
 * QR Ph code, to the waiting step that shows it).
 */

import * as Dialog from '@radix-ui/react-dialog';
import type { PaymentOrderSummary } from '@storefront/contracts/payment';
import { formatPesos } from '@storefront/domain/money';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { Field, FormAlert } from '@/components/fields';
import { errorMessage } from '@/lib/api-client';
import { FORM_TIMING } from '@/lib/forms/use-contract-form';
import { paths } from '@/lib/paths';
import { manilaDueTime } from '@/lib/pay-by';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSubdomain } from '@/lib/use-subdomain';
import { paymentSummaryQueryOptions, startPayment } from '../api/payments-api';
import { CardRefused, createCardPaymentMethod } from '../api/paymongo-card';
import { createXenditToken } from '../api/xendit-card';
import { afterStart, cardDigits, orderReference, parseExpiry } from '../payment-view';
import { PaymentFacts, PaymentShell } from './payment-shell';

export function PaymentDetailsScreen() {
  const subdomain = useSubdomain();
  const route = useParams().paymongoType ?? 'card';
  const orderUuid = useSearchParams()[0].get('order') ?? '';
  const summary = useQuery({ ...paymentSummaryQueryOptions(orderUuid), enabled: orderUuid !== '' });
  const title = route === 'card' ? 'Card Details' : 'Payment Details';
  useDocumentTitle(title);

  if (!orderUuid || summary.isError)
    return (
      <PaymentShell title={title}>
        <p className="status-page__text" role="alert">
          {orderUuid ? errorMessage(summary.error) : 'We could not find this order.'}
        </p>
        <Link to={paths.home(subdomain)} className="btn btn-primary">
          Back to Home
        </Link>
      </PaymentShell>
    );
  if (summary.isPending)
    return (
      <PaymentShell title={title}>
        <div className="payment__spinner" role="status" aria-label="Loading" />
      </PaymentShell>
    );

  const order = summary.data;
  // Opened with another method's route: the order's own method decides.
  if (order.route && order.route !== route)
    return <Navigate to={paths.paymentDetails(subdomain, order.route, orderUuid)} replace />;
  const heading = order.route === 'card' ? 'Card Details' : `Pay with ${order.payment_method_label}`;
  const amount = formatPesos(order.amount);
  // By when, while a new attempt may start (once the window closed unpaid, `reason` says so instead).
  const payBy =
    order.can_pay && order.payment_status !== 'paid' && order.payment_due_at
      ? manilaDueTime(order.payment_due_at)
      : null;

  return (
    <PaymentShell title={heading}>
      <PaymentFacts
        amount={amount}
        reference={orderReference(orderUuid)}
        method={order.payment_method_label}
        payBy={payBy}
      />
      {order.payment_status === 'paid' ? (
        <>
          <p className="status-page__text">This order is already paid.</p>
          <Link to={paths.order(subdomain, orderUuid)} className="btn btn-primary btn-block">
            View my order
          </Link>
        </>
      ) : !order.can_pay ? (
        <>
          <p className="status-page__text" role="alert">
            {order.reason}
          </p>
          <Link to={paths.order(subdomain, orderUuid)} className="btn btn-primary btn-block">
            Back to my order
          </Link>
        </>
      ) : (
        <>
          <PayForm order={order} amount={amount} />
          <Link to={paths.order(subdomain, orderUuid)} className="btn btn-ghost btn-block">
            Back to my order
          </Link>
        </>
      )}
    </PaymentShell>
  );
}

type CardForm = { name: string; email: string; number: string; expiry: string; cvc: string };
const EMPTY_CARD: CardForm = { name: '', email: '', number: '', expiry: '', cvc: '' };

function PayForm({ order, amount }: { order: PaymentOrderSummary; amount: string }) {
  const subdomain = useSubdomain();
  const navigate = useNavigate();
  const paymongo = order.route === 'card' ? order.paymongo : null;
  const xendit = order.route === 'card' ? order.xendit : null;
  const cardForm = paymongo !== null || xendit !== null;
  // The card's numbers go to the provider, not to one of our calls: per-field rules instead of a contract.
  const form = useForm<CardForm>({ ...FORM_TIMING, defaultValues: EMPTY_CARD });
  const fieldErrors = form.formState.errors;
  // Xendit: the bank's 3-D Secure page while xendit.js waits for the customer; closing it gives up.
  const [authUrl, setAuthUrl] = useState<string | null>(null);
  const authentication = useRef<AbortController | null>(null);

  const pay = useMutation({
    mutationFn: async (card: CardForm) => {
      const expiry = cardForm ? (parseExpiry(card.expiry) as { month: number; year: number }) : null;
      if (paymongo && expiry) {
        const methodId = await createCardPaymentMethod(paymongo, {
          name: card.name.trim(),
          email: card.email.trim(),
          number: cardDigits(card.number),
          expMonth: expiry.month,
          expYear: expiry.year,
          cvc: card.cvc,
        });
        return startPayment(order, { payment_method_id: methodId });
      }
      if (xendit && expiry) {
        const controller = new AbortController();
        authentication.current = controller;
        const token = await createXenditToken(
          xendit,
          { number: cardDigits(card.number), expMonth: expiry.month, expYear: expiry.year, cvc: card.cvc },
          order.amount,
          { onAuthenticate: setAuthUrl, signal: controller.signal },
        ).finally(() => {
          authentication.current = null;
          setAuthUrl(null);
        });
        return startPayment(order, {
          token_id: token.tokenId,
          ...(token.authenticationId ? { authentication_id: token.authenticationId } : {}),
        });
      }
      return startPayment(order);
    },
    onSuccess: (payment) => {
      const next = afterStart(payment);
      // The provider's page is another site (or the sandbox's server page): a full navigation.
      if (next.kind === 'provider') window.location.assign(next.url);
      else
        void navigate(
          `${paths.paymentStep(subdomain, order.route ?? 'card', order.order_uuid)}&transaction=${encodeURIComponent(payment.transaction_number)}`,
        );
    },
  });

  const submit = form.handleSubmit((card) => pay.mutate(card));
  const rule = (message: string, ok: (value: string) => boolean) => ({
    validate: (value: string) => !cardForm || ok(value) || message,
  });
  // Xendit's token needs no name or e-mail (checkout asked the billing details already).
  const holderRule = (message: string, ok: (value: string) => boolean) => ({
    validate: (value: string) => !paymongo || ok(value) || message,
  });

  const failure = pay.error instanceof CardRefused ? pay.error.message : pay.error ? errorMessage(pay.error) : null;

  return (
    <form className="payment__form" onSubmit={submit} noValidate>
      {cardForm ? (
        <>
          {paymongo && (
            <>
              <Field
                label="Name on card"
                autoComplete="cc-name"
                {...form.register(
                  'name',
                  holderRule('Enter the name on the card.', (v) => v.trim() !== ''),
                )}
                error={fieldErrors.name?.message}
                required
              />
              <Field
                label="E-mail"
                type="email"
                autoComplete="email"
                {...form.register(
                  'email',
                  holderRule('Enter a valid e-mail address.', (v) => /^\S+@\S+\.\S+$/.test(v.trim())),
                )}
                error={fieldErrors.email?.message}
                required
              />
            </>
          )}
          <Field
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            {...form.register(
              'number',
              rule('Enter the 15 or 16 digits of the card number.', (v) => /^\d{15,16}$/.test(cardDigits(v))),
            )}
            error={fieldErrors.number?.message}
            required
          />
          <div className="payment__row">
            <Field
              label="Expiry (MM/YY)"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              maxLength={7}
              {...form.register(
                'expiry',
                rule('Enter the expiry date as MM/YY.', (v) => parseExpiry(v) !== null),
              )}
              error={fieldErrors.expiry?.message}
              required
            />
            <Field
              label="CVC"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              {...form.register(
                'cvc',
                rule('Enter the 3 or 4 digits on the back of the card.', (v) => /^\d{3,4}$/.test(v)),
              )}
              error={fieldErrors.cvc?.message}
              required
            />
          </div>
          <p className="payment__note">
            Your card details go straight to our payment partner, {xendit ? 'Xendit' : 'PayMongo'}.
          </p>
        </>
      ) : (
        <p className="payment__note">
          {order.route === 'card'
            ? 'You will enter your card on our payment partner’s secure page.'
            : order.route === 'qrph'
              ? 'You will scan a QR code with your banking or e-wallet app.'
              : `You will confirm the payment on the ${order.payment_method_label} page.`}
        </p>
      )}
      <FormAlert message={failure} />
      <button type="submit" className="btn btn-primary btn-block" disabled={pay.isPending || pay.isSuccess}>
        {pay.isPending || pay.isSuccess ? 'Please wait…' : `Pay ${amount}`}
      </button>
      <CardAuthentication url={authUrl} onCancel={() => authentication.current?.abort()} />
    </form>
  );
}

/**
 * Xendit's 3-D Secure step: the card's bank page in a dialog over the form. xendit.js hears the outcome
 * from that page itself; Cancel (or Escape) gives up, and the form says the card was not verified.
 */
function CardAuthentication({ url, onCancel }: { url: string | null; onCancel: () => void }) {
  return (
    <Dialog.Root open={url !== null} onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay payment-auth-overlay" />
        <Dialog.Content className="payment-auth">
          <Dialog.Title className="payment-auth__title">Verify your card</Dialog.Title>
          <Dialog.Description className="payment-auth__text">
            Your bank asks you to confirm this payment.
          </Dialog.Description>
          {url && <iframe className="payment-auth__frame" src={url} title="Your bank’s verification page" />}
          <Dialog.Close className="btn btn-ghost btn-block">Cancel</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
