/**
 * /checkout/card/details/ and /checkout/{paymongo_type}/details/ (?order=…): what is being paid and a
 * pay button. With PayMongo the card form's numbers go to PayMongo from the browser (public key) and
 * only the payment method's id reaches us; the sandbox needs no card at all. The button starts a new
 * attempt and sends the customer to the provider's page.
 */
import type { PaymentOrderSummary } from '@storefront/contracts/payment';
import { formatPesos } from '@storefront/domain/money';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { Field, FormAlert } from '@/components/fields';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSubdomain } from '@/lib/use-subdomain';
import { paymentSummaryQueryOptions, startPayment } from '../api/payments-api';
import { CardRefused, createCardPaymentMethod } from '../api/paymongo-card';
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

  return (
    <PaymentShell title={heading}>
      <PaymentFacts amount={amount} reference={orderReference(orderUuid)} method={order.payment_method_label} />
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
  const cardForm = order.route === 'card' && order.paymongo !== null;
  const [card, setCard] = useState<CardForm>(EMPTY_CARD);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof CardForm, string>>>({});

  const pay = useMutation({
    mutationFn: async () => {
      let methodId: string | undefined;
      if (cardForm && order.paymongo) {
        const expiry = parseExpiry(card.expiry) as { month: number; year: number };
        methodId = await createCardPaymentMethod(order.paymongo, {
          name: card.name.trim(),
          email: card.email.trim(),
          number: cardDigits(card.number),
          expMonth: expiry.month,
          expYear: expiry.year,
          cvc: card.cvc,
        });
      }
      return startPayment(order, methodId);
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

  function submit(event: FormEvent) {
    event.preventDefault();
    if (cardForm) {
      const errors: typeof fieldErrors = {};
      if (!card.name.trim()) errors.name = 'Enter the name on the card.';
      if (!/^\S+@\S+\.\S+$/.test(card.email.trim())) errors.email = 'Enter a valid e-mail address.';
      if (!/^\d{15,16}$/.test(cardDigits(card.number))) errors.number = 'Enter the 15 or 16 digits of the card number.';
      if (!parseExpiry(card.expiry)) errors.expiry = 'Enter the expiry date as MM/YY.';
      if (!/^\d{3,4}$/.test(card.cvc)) errors.cvc = 'Enter the 3 or 4 digits on the back of the card.';
      setFieldErrors(errors);
      if (Object.keys(errors).length) return;
    }
    pay.mutate();
  }

  const set = (key: keyof CardForm) => (e: { currentTarget: HTMLInputElement }) =>
    setCard((c) => ({ ...c, [key]: e.currentTarget.value }));
  const failure = pay.error instanceof CardRefused ? pay.error.message : pay.error ? errorMessage(pay.error) : null;

  return (
    <form className="payment__form" onSubmit={submit} noValidate>
      {cardForm ? (
        <>
          <Field
            label="Name on card"
            autoComplete="cc-name"
            value={card.name}
            onChange={set('name')}
            error={fieldErrors.name}
            required
          />
          <Field
            label="E-mail"
            type="email"
            autoComplete="email"
            value={card.email}
            onChange={set('email')}
            error={fieldErrors.email}
            required
          />
          <Field
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            value={card.number}
            onChange={set('number')}
            error={fieldErrors.number}
            required
          />
          <div className="payment__row">
            <Field
              label="Expiry (MM/YY)"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              maxLength={7}
              value={card.expiry}
              onChange={set('expiry')}
              error={fieldErrors.expiry}
              required
            />
            <Field
              label="CVC"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              value={card.cvc}
              onChange={set('cvc')}
              error={fieldErrors.cvc}
              required
            />
          </div>
          <p className="payment__note">Your card details go straight to our payment partner, PayMongo.</p>
        </>
      ) : (
        <p className="payment__note">
          {order.route === 'card'
            ? 'You will enter your card on our payment partner’s secure page.'
            : `You will confirm the payment on the ${order.payment_method_label} page.`}
        </p>
      )}
      <FormAlert message={failure} />
      <button type="submit" className="btn btn-primary btn-block" disabled={pay.isPending || pay.isSuccess}>
        {pay.isPending || pay.isSuccess ? 'Please wait…' : `Pay ${amount}`}
      </button>
    </form>
  );
}
