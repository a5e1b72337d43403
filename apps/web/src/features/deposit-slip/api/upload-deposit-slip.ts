import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { depositSlipsQueryKey } from './get-deposit-slips';

export interface DepositSlipInput {
  orderUuid: string;
  file: File;
  bankAccountUuid: string;
  referenceNumber: string;
  amount: string;
}

/**
 * POST /api/store/v2/customer/estore/order/deposit_slip (spec §7), multipart: the image in file_upload.
 * The OpenAPI document cannot describe the parts (the route reads the stream), so the form's field
 * names are this file's; the path and the answer are the server's (ADR 0013).
 */
export function uploadDepositSlip(input: DepositSlipInput) {
  const form = new FormData();
  form.append('order_uuid', input.orderUuid);
  if (input.bankAccountUuid) form.append('bank_account_uuid', input.bankAccountUuid);
  if (input.referenceNumber.trim()) form.append('reference_number', input.referenceNumber.trim());
  if (input.amount.trim()) form.append('amount', input.amount.trim());
  // Last, so the server has read every text part by the time the file streams in.
  form.append('file_upload', input.file, input.file.name);
  return api.upload('/api/store/v2/customer/estore/order/deposit_slip', form);
}

export function useUploadDepositSlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDepositSlip,
    onSuccess: ({ message: _message, ...slips }, input) => {
      queryClient.setQueryData(depositSlipsQueryKey(input.orderUuid), slips);
      // The order's payment status may have moved: its screen fetches it again.
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
