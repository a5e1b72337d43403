import { useMutation } from '@tanstack/react-query';
import { api, type BodyOf } from '@/lib/api-client';
import { saveStoredUser } from '@/lib/stored-user';

type SetPinBody = BodyOf<'post', '/api/customer/customer/pin/set'>;

/** POST customer/pin/set with a verified token: activates the account and signs in. */
export function setPin(body: SetPinBody) {
  return api.post('/api/customer/customer/pin/set', { body });
}

export const useSetPin = () => useMutation({ mutationFn: setPin });

/** The last step of creating an account and of recovering a PIN: set it, then keep the session. */
export async function setPinAndSignIn(body: SetPinBody, subdomain: string) {
  const session = await setPin(body);
  await saveStoredUser({ token: session.token, customer: session.customer, subdomain });
}
