/**
 * Customer service (spec §7): registration with a one-time code, mobile + PIN sign-in, PIN recovery,
 * profile, sessions. Field names are the ones the spec puts messages on (§5): mobile_number, mpin,
 * pin, confirmPin, oldPin.
 */

import { normalizeMobileNumber } from '@storefront/domain/mobile-number';
import { isValidPin } from '@storefront/domain/pin';
import { z } from 'zod';
import { FIELD_LIMITS } from './limits';

export const MESSAGES = {
  accountNotFound: 'Sorry account is not found',
  invalidCredentials: 'Invalid mobile number or pin',
  pinNotSet: "It seems that you still didn't set your pin. Please set it via forgot pin.",
  confirmPinMismatch: 'The Confirm PIN must match your New PIN',
  samePin: 'New Pin must be different from Old Pin',
  wrongOldPin: 'Sorry, you have entered an invalid Pin.',
  otpSent: 'Successfully sent OTP.',
  invalidMobile: 'Enter a Philippine mobile number: 09XXXXXXXXX or +639XXXXXXXXX.',
  pinFormat: 'The PIN must be 4 digits.',
  mobileTaken: 'The mobile number has already been taken.',
  invalidOtp: 'The OTP you entered is invalid or has expired.',
  tooManyOtpAttempts: 'Too many wrong codes. Please request a new OTP.',
  invalidVerifyToken: 'Your verification has expired. Please request a new OTP.',
  locked: 'Too many wrong PINs. Please try again later or reset your PIN via forgot pin.',
} as const;

/** A mobile number as typed, normalised to +639XXXXXXXXX. */
export const MobileNumber = z
  .string({ message: MESSAGES.invalidMobile })
  .max(FIELD_LIMITS.mobileNumber, MESSAGES.invalidMobile)
  .transform((value, ctx) => {
    const normalized = normalizeMobileNumber(value);
    if (!normalized) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.invalidMobile });
      return z.NEVER;
    }
    return normalized;
  });

export const Pin = z.string({ message: MESSAGES.pinFormat }).refine(isValidPin, MESSAGES.pinFormat);
const Otp = z.string({ message: MESSAGES.invalidOtp }).regex(/^\d{6}$/, MESSAGES.invalidOtp);
const Token = z.string().min(16).max(200);
const Name = z.string().trim().min(1, 'This field is required.').max(FIELD_LIMITS.name);
const Email = z.email('Enter a valid e-mail address.').max(FIELD_LIMITS.email).toLowerCase();

export const Customer = z.object({
  uuid: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  mobile_number: z.string(),
  email: z.string().nullable(),
  /** A path containing 'default' means no image (spec §3). */
  profile_image: z.string(),
  survey_taken: z.boolean(),
});
export type Customer = z.infer<typeof Customer>;

export const MessageResponse = z.object({ message: z.string() });

// ——— Registration ———
export const RegisterBody = z.object({
  firstname: Name,
  lastname: Name,
  mobile_number: MobileNumber,
  email: Email.optional(),
});
/** The registration token: it names the pending registration in the OTP calls that follow. */
export const RegisterResponse = z.object({ token: z.string(), message: z.string() });

/** Send a code for a pending registration, to its mobile number or its e-mail. */
export const OtpBody = z.object({ token: Token });

export const VerifyMobileOtpBody = z.object({ mobile_number: MobileNumber, otp: Otp });
export const VerifyEmailOtpBody = z.object({ email: Email, otp: Otp });
/** A single-use token for the next step (setting the PIN), valid 10 minutes. */
export const VerifyOtpResponse = z.object({ token: z.string() });

// ——— PIN ———
const confirmMatches = (body: { pin: string; confirmPin: string }, ctx: z.RefinementCtx) => {
  if (body.pin !== body.confirmPin)
    ctx.addIssue({ code: 'custom', path: ['confirmPin'], message: MESSAGES.confirmPinMismatch });
};
export const PinSetBody = z.object({ token: Token, pin: Pin, confirmPin: z.string() }).superRefine(confirmMatches);
/** A new PIN typed twice, as the PIN step of sign-up and Forgot PIN asks for it before pin/set. */
export const PinChoice = z.object({ pin: Pin, confirmPin: z.string() }).superRefine(confirmMatches);
export const PinUpdateBody = z
  .object({ oldPin: z.string().max(10), pin: Pin, confirmPin: z.string() })
  .superRefine(confirmMatches)
  .superRefine((body, ctx) => {
    if (body.pin === body.oldPin) ctx.addIssue({ code: 'custom', path: ['pin'], message: MESSAGES.samePin });
  });
export const PinValidateBody = z.object({ pin: z.string().max(10) });

// ——— Sign-in and sessions ———
export const LoginBody = z.object({ mobile_number: MobileNumber, pin: z.string().max(10) });
export const SessionResponse = z.object({ token: z.string(), customer: Customer });
export const GuestTokenResponse = z.object({ data: z.object({ token: z.string() }) });

// ——— Recovery ———
export const ForgotPinMobileBody = z.object({ mobile_number: MobileNumber });
export const ForgotPinEmailBody = z.object({ email: Email });

// ——— Profile ———
export const NameUpdateBody = z.object({ firstname: Name, lastname: Name });
export const ProfileUpdateBody = z.object({ firstname: Name, lastname: Name, email: Email.nullable().optional() });

export const BillingInfo = z.object({
  name: Name,
  address: z.string().trim().min(1, 'This field is required.').max(FIELD_LIMITS.address),
  province_code: z.string().max(20),
  city_code: z.string().max(20),
  zip_code: z.string().regex(/^\d{4}$/, 'Enter a 4-digit ZIP code.'),
  tin: z.string().max(FIELD_LIMITS.tin).optional(),
});
export const BillingInfoResponse = z.object({ data: BillingInfo });

/** The customer and their saved billing info (null until saved). */
export const ProfileResponse = z.object({ customer: Customer, billing_info: BillingInfo.nullable() });

export const Province = z.object({ code: z.string(), name: z.string() });
export const City = z.object({ code: z.string(), name: z.string(), province_code: z.string() });
export const ProvincesResponse = z.object({ data: z.array(Province) });
export const CitiesBody = z.object({ province_code: z.string().max(20) });
export const CitiesResponse = z.object({ data: z.array(City) });

// ——— Changing the mobile number ———
export const MobileParam = z.object({ mobile: MobileNumber });
export const OtpSmsBody = z.object({ mobile_number: MobileNumber });
export const UpdateMobileBody = z.object({ mobile_number: MobileNumber, otp: Otp });

// ——— Deactivation ———
export const DeactivateBody = z.object({ pin: z.string().max(10) });
export const DeactivateStatusResponse = z.object({ data: z.object({ deactivate_status: z.boolean() }) });
