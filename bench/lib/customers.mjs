/** Signed-in customers for benchmarks, made through the real API as a customer would. */

/** POSTs JSON and answers the parsed body; anything but 2xx throws with the server's words. */
export async function postJson(url, body, headers) {
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * Customer number `n` of a benchmark: registered, verified with the code from the development outbox and
 * given a PIN, from an address of its own (the server runs with TRUST_PROXY, so the sign-up limits per
 * address do not stop a crowd). `mobileBase` keeps benchmarks' numbers apart, `subnet` their addresses
 * ('10.77'). Answers the headers of the customer's signed-in calls.
 */
export async function signUpCustomer(base, merchant, n, { mobileBase, subnet }) {
  const mobile = `0918${String(mobileBase + n).padStart(7, '0')}`;
  const headers = { ...merchant, 'x-forwarded-for': `${subnet}.${n >> 8}.${n & 255}` };
  const V3 = `${base}/api/customer/api/v3/customer`;
  const { token } = await postJson(
    `${V3}/register`,
    { firstname: 'Bench', lastname: `No ${n}`, mobile_number: mobile },
    headers,
  );
  await postJson(`${V3}/otp`, { token }, headers);
  const to = `+63${mobile.slice(1)}`;
  const outbox = await (await fetch(`${base}/dev/outbox.json?to=${encodeURIComponent(to)}`)).json();
  const otp = /\b(\d{6})\b/.exec(outbox.messages[0]?.text ?? '')?.[1];
  const verified = await postJson(`${V3}/otp/verify/mobile/advance`, { mobile_number: mobile, otp }, headers);
  const session = await postJson(
    `${base}/api/customer/customer/pin/set`,
    { token: verified.token, pin: '4321', confirmPin: '4321' },
    headers,
  );
  return { ...merchant, authorization: `Bearer ${session.token}` };
}
