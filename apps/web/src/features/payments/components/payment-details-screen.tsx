/**
 * /checkout/card/details/ and /checkout/{paymongo_type}/details/ (?order=…): what is being paid and a
 * pay button. With PayMongo the card form's numbers go to PayMongo from the browser (public key) and
 * only the payment method's id reaches us; the sandbox needs no card at all. The button starts a new
 * attempt and sends the customer to the provider's page.
 */
import type { PaymentOrderSummary } from '@storefront/contracts/payment';
import { formatPesos } from '@storefront/domain/money';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { Field, FormAlert } from '@/components/fields';
import { errorMessage } from '@/lib/api-client';
import { FORM_TIMING } from '@/lib/forms/use-contract-form';
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
  // The card's numbers go to PayMongo, not to one of our calls: per-field rules instead of a contract.
  const form = useForm<CardForm>({ ...FORM_TIMING, defaultValues: EMPTY_CARD });
  const fieldErrors = form.formState.errors;

  const pay = useMutation({
    mutationFn: async (card: CardForm) => {
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

  const submit = form.handleSubmit((card) => pay.mutate(card));
  const rule = (message: string, ok: (value: string) => boolean) => ({
    validate: (value: string) => !cardForm || ok(value) || message,
  });

  const failure = pay.error instanceof CardRefused ? pay.error.message : pay.error ? errorMessage(pay.error) : null;

  return (
    <form className="payment__form" onSubmit={submit} noValidate>
      {cardForm ? (
        <>
          <Field
            label="Name on card"
            autoComplete="cc-name"
            {...form.register(
              'name',
              rule('Enter the name on the card.', (v) => v.trim() !== ''),
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
              rule('Enter a valid e-mail address.', (v) => /^\S+@\S+\.\S+$/.test(v.trim())),
            )}
            error={fieldErrors.email?.message}
            required
          />
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
