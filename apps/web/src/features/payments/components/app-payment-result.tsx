/**
 * /app/payment/success and /app/payment/failed: where a provider returns a customer who paid from the
 * merchant's mobile app. No merchant is named in the address, so they only tell the outcome and send
 * the customer back to the app, which reads the payment from the server itself.
 */
import { useDocumentTitle } from '@/lib/use-document-title';
import { FailedMark, PaymentShell, SuccessMark } from './payment-shell';

export function AppPaymentResult({ outcome }: { outcome: 'success' | 'failed' }) {
  const title = outcome === 'success' ? 'Payment successful' : 'Payment failed';
  useDocumentTitle(title);
  return (
    <PaymentShell title={title} icon={outcome === 'success' ? <SuccessMark /> : <FailedMark />}>
      <p className="status-page__text">
        {outcome === 'success'
          ? 'Thank you! You can close this page and go back to the app to follow your order.'
          : 'Your payment did not go through. Close this page and go back to the app to try again.'}
      </p>
    </PaymentShell>
  );
}
