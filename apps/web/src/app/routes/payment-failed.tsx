import { PaymentResultScreen } from '@/features/payments/components/payment-result-screen';

/** Spec §2 full-screen: /checkout/payment/failed. */
export default function PaymentFailed() {
  return <PaymentResultScreen outcome="failed" />;
}
