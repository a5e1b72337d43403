import { AppPaymentResult } from '@/features/payments/components/app-payment-result';

/** Spec §2 full-screen: /app/payment/failed. */
export default function AppPaymentFailed() {
  return <AppPaymentResult outcome="failed" />;
}
