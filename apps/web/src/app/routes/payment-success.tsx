import { PaymentResultScreen } from '@/features/payments/components/payment-result-screen';

/** Spec §2 full-screen: /checkout/payment/success. */
export default function PaymentSuccess() {
  return <PaymentResultScreen outcome="success" />;
}
