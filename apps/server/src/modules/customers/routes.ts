/**
 * Customer service (spec §7): registration, codes, PIN, sign-in, profile, the registration survey, mobile
 * number, deactivation.
 */

import {
  BillingInfo,
  BillingInfoResponse,
  CitiesBody,
  CitiesResponse,
  DeactivateBody,
  DeactivateStatusResponse,
  ForgotPinEmailBody,
  ForgotPinMobileBody,
  GuestTokenResponse,
  LoginBody,
  MessageResponse,
  MobileParam,
  NameUpdateBody,
  OtpBody,
  OtpSmsBody,
  PinSetBody,
  PinUpdateBody,
  PinValidateBody,
  ProfileResponse,
  ProfileUpdateBody,
  ProvincesResponse,
  RegisterBody,
  RegisterResponse,
  SessionResponse,
  UpdateMobileBody,
  VerifyEmailOtpBody,
  VerifyMobileOtpBody,
  VerifyOtpResponse,
} from '@storefront/contracts/customer';
import { SurveyAnswersBody, SurveyStatusResponse, SurveySubmitResponse } from '@storefront/contracts/survey';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomToken } from '../../lib/secrets';
import { SIGNED_IN } from '../../lib/variants';
import { addressRoutes } from './addresses-routes';
import { allProvinces, citiesOf } from './ph-locations';
import type { CustomersService } from './service';

export async function customerRoutes(app: FastifyInstance, { customers }: { customers: CustomersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer'];
  const V3 = '/api/customer/api/v3/customer';
  const C = '/api/customer/customer';

  // ——— registration ———
  r.post(
    `${V3}/validate/register`,
    { schema: { tags, body: RegisterBody, response: { 200: MessageResponse } } },
    (req) => customers.validateRegistration(req.merchant, req.body, req.ip),
  );
  r.post(`${V3}/register`, { schema: { tags, body: RegisterBody, response: { 200: RegisterResponse } } }, (req) =>
    customers.register(req.merchant, req.body, req.ip),
  );
  r.post(`${V3}/otp`, { schema: { tags, body: OtpBody, response: { 200: MessageResponse } } }, (req) =>
    customers.sendRegistrationCode(req.merchant, req.body.token, 'sms', req.ip),
  );
  r.post(`${V3}/otp/email`, { schema: { tags, body: OtpBody, response: { 200: MessageResponse } } }, (req) =>
    customers.sendRegistrationCode(req.merchant, req.body.token, 'email', req.ip),
  );
  r.post(
    `${V3}/otp/verify/mobile/advance`,
    { schema: { tags, body: VerifyMobileOtpBody, response: { 200: VerifyOtpResponse } } },
    (req) => customers.verifyCode(req.merchant, { mobile_number: req.body.mobile_number }, req.body.otp, req.ip),
  );
  r.post(
    `${V3}/otp/verify/email/advance`,
    { schema: { tags, body: VerifyEmailOtpBody, response: { 200: VerifyOtpResponse } } },
    (req) => customers.verifyCode(req.merchant, { email: req.body.email }, req.body.otp, req.ip),
  );
  r.post(`${C}/pin/set`, { schema: { tags, body: PinSetBody, response: { 200: SessionResponse } } }, (req) =>
    customers.setPin(req.merchant, req.body.token, req.body.pin),
  );

  // ——— recovery ———
  r.post(
    `${V3}/forgot-pin/mobile`,
    { schema: { tags, body: ForgotPinMobileBody, response: { 200: MessageResponse } } },
    (req) => customers.forgotPin(req.merchant, { mobile_number: req.body.mobile_number }, req.ip),
  );
  r.post(
    `${V3}/forgot-pin/email`,
    { schema: { tags, body: ForgotPinEmailBody, response: { 200: MessageResponse } } },
    (req) => customers.forgotPin(req.merchant, { email: req.body.email }, req.ip),
  );

  // ——— signing in and out ———
  r.post(`${C}/login/mobile`, { schema: { tags, body: LoginBody, response: { 200: SessionResponse } } }, (req) =>
    customers.signIn(req.merchant, req.body.mobile_number, req.body.pin, req.ip),
  );
  /** A guest's browser id: not a credential; it names a guest to calls that need one. */
  r.post(
    '/api/customer/public/customer/token',
    { schema: { tags, response: { 200: GuestTokenResponse } } },
    async () => ({
      data: { token: randomToken() },
    }),
  );
  r.post(`${C}/logout`, { ...SIGNED_IN, schema: { tags, response: { 200: MessageResponse } } }, (req) =>
    customers.signOut(req.customer),
  );

  // ——— PIN ———
  r.post(
    `${C}/pin/update`,
    { ...SIGNED_IN, schema: { tags, body: PinUpdateBody, response: { 200: MessageResponse } } },
    (req) => customers.changePin(req.customer, req.body.oldPin, req.body.pin, req.ip),
  );
  r.post(
    `${C}/pin/validate`,
    { ...SIGNED_IN, schema: { tags, body: PinValidateBody, response: { 200: MessageResponse } } },
    (req) => customers.validatePin(req.customer, req.body.pin, req.ip),
  );

  // ——— profile ———
  r.get(`${C}/profile`, { ...SIGNED_IN, schema: { tags, response: { 200: ProfileResponse } } }, (req) =>
    customers.profile(req.customer),
  );
  r.post(
    `${C}/profile`,
    { ...SIGNED_IN, schema: { tags, body: ProfileUpdateBody, response: { 200: ProfileResponse } } },
    (req) => customers.updateProfile(req.customer, req.body),
  );
  r.post(
    `${C}/name/update`,
    { ...SIGNED_IN, schema: { tags, body: NameUpdateBody, response: { 200: ProfileResponse } } },
    (req) => customers.updateProfile(req.customer, req.body),
  );
  // The coin merchant's registration survey: the status call (spec §7) also hands out the questions;
  // answering them is ours (path not shown in the spec). No survey configured: 404.
  r.get(`${C}/survey/verify`, { ...SIGNED_IN, schema: { tags, response: { 200: SurveyStatusResponse } } }, (req) =>
    customers.surveyStatus(req.customer, req.merchant.profile.survey),
  );
  r.post(
    `${C}/survey`,
    { ...SIGNED_IN, schema: { tags, body: SurveyAnswersBody, response: { 200: SurveySubmitResponse } } },
    (req) => customers.takeSurvey(req.customer, req.merchant.profile.survey, req.body.answers),
  );
  r.post(
    `${C}/billing-info/save`,
    { ...SIGNED_IN, schema: { tags, body: BillingInfo, response: { 200: BillingInfoResponse } } },
    (req) => customers.saveBillingInfo(req.customer, req.body),
  );
  r.get(`${C}/provinces`, { schema: { tags, response: { 200: ProvincesResponse } } }, async () => ({
    data: allProvinces(),
  }));
  r.post(`${C}/cities`, { schema: { tags, body: CitiesBody, response: { 200: CitiesResponse } } }, async (req) => ({
    data: citiesOf(req.body.province_code),
  }));

  // ——— the address book (ours; the spec shows none) ———
  await addressRoutes(app, { addresses: customers.addresses });

  // ——— changing the mobile number ———
  r.get(
    `${C}/mobile/update/validate/:mobile`,
    { ...SIGNED_IN, schema: { tags, params: MobileParam, response: { 200: MessageResponse } } },
    async (req) => {
      await customers.validateNewMobile(req.customer, req.params.mobile);
      return { message: 'OK' };
    },
  );
  r.post(
    `${V3}/otp/sms`,
    { ...SIGNED_IN, schema: { tags, body: OtpSmsBody, response: { 200: MessageResponse } } },
    (req) => customers.sendCodeToNewMobile(req.merchant, req.customer, req.body.mobile_number, req.ip),
  );
  r.post(
    `${V3}/update/mobile-number`,
    { ...SIGNED_IN, schema: { tags, body: UpdateMobileBody, response: { 200: ProfileResponse } } },
    (req) => customers.changeMobile(req.customer, req.body.mobile_number, req.body.otp, req.ip),
  );

  // ——— deactivation ———
  r.post(
    `${V3}/deactivate-account`,
    { ...SIGNED_IN, schema: { tags, body: DeactivateBody, response: { 200: MessageResponse } } },
    (req) => customers.deactivate(req.customer, req.body.pin, req.ip),
  );
  r.get(
    '/api/store/v1/customer/estore/deactivate/status',
    { ...SIGNED_IN, schema: { tags: ['store'], response: { 200: DeactivateStatusResponse } } },
    (req) => customers.deactivateStatus(req.customer),
  );
}
