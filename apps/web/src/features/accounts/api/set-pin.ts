import type { SessionResponse } from '@storefront/contracts/customer';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';
import { saveStoredUser } from '@/lib/stored-user';

/** POST customer/pin/set with a verified token: activates the account and signs in. */
export function setPin(body: { token: string; pin: string; confirmPin: string }) {
  return apiClient.post<z.infer<typeof SessionResponse>>('/api/customer/customer/pin/set', body);
}

export const useSetPin = () => useMutation({ mutationFn: setPin });

/** The last step of creating an account and of recovering a PIN: set it, then keep the session. */
export async function setPinAndSignIn(body: { token: string; pin: string; confirmPin: string }, subdomain: string) {
  const session = await setPin(body);
  await saveStoredUser({ token: session.token, customer: session.customer, subdomain });
}
