import { PaymentDetailsScreen } from '@/features/payments/components/payment-details-screen';

/** Spec §2 full-screen: /checkout/card/details/ and /checkout/{paymongo_type}/details/. */
export default PaymentDetailsScreen;
