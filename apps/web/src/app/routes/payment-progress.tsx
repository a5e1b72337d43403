import { PaymentProgressScreen } from '@/features/payments/components/payment-progress-screen';

/** Spec §2 full-screen: /checkout/card/payment and /checkout/{paymongo_type}/payment. */
export default PaymentProgressScreen;
