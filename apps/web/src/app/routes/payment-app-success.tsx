import { AppPaymentResult } from '@/features/payments/components/app-payment-result';

/** Spec §2 full-screen: /app/payment/success. */
export default function AppPaymentSuccess() {
  return <AppPaymentResult outcome="success" />;
}
