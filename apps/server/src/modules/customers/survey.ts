/**
 * The coin merchant's registration survey (issue 19): its questions come from the merchant's file;
 * answering it once sets survey_taken and unlocks the reward through the `SurveyReward` port. The
 * checks here are pure: the service turns their field errors into a 422.
 */
import type { MerchantConfig } from '@storefront/contracts/merchant-config';
import { SURVEY_LIMITS, SURVEY_MESSAGES, type Survey, type SurveyAnswersBody } from '@storefront/contracts/survey';
import { SURVEY_REWARD_POINTS } from '@storefront/domain/points';
import type { Executor } from '../../db/client';

/** The survey as the merchant's file wrote it (kept in the merchant's profile). */
export type MerchantSurvey = NonNullable<MerchantConfig['survey']>;
type Question = MerchantSurvey['questions'][number];

/** What is kept of a response: each answered question's label as asked, and its answer. */
export type StoredAnswers = Record<string, { label: string; answer: string | string[] }>;

/** Credits the survey's reward in the caller's transaction (the loyalty ledger, wired by app.ts). */
export type SurveyReward = (
  tx: Executor,
  who: { merchantId: number; customerId: number },
) => Promise<{ points: number; balance: number }>;

/** The survey a customer is asked, with the U-COINs it unlocks. */
export function surveyToAsk(survey: MerchantSurvey): Survey {
  return {
    title: survey.title,
    reward_points: SURVEY_REWARD_POINTS,
    questions: survey.questions.map(({ key, label, type, options, required }) => ({
      key,
      label,
      type,
      options,
      required,
    })),
  };
}

export type SurveyCheck =
  | { ok: true; answers: StoredAnswers }
  | { ok: false; errors: Record<`answers.${string}`, string[]> };

type Given = SurveyAnswersBody['answers'][string] | undefined;

/**
 * One question's answer, cleaned (text trimmed), or the message why it is refused. `undefined` means
 * skipped: allowed only for a question that is not required.
 */
function answerTo(q: Question, given: Given): { answer?: string | string[] } | { problem: string } {
  const skipped = { problem: SURVEY_MESSAGES.required };
  switch (q.type) {
    case 'single_choice': {
      if (Array.isArray(given)) return { problem: SURVEY_MESSAGES.oneOption };
      if (given === undefined || given === '') return q.required ? skipped : {};
      return q.options.includes(given) ? { answer: given } : { problem: SURVEY_MESSAGES.unknownOption };
    }
    case 'multiple_choice': {
      if (typeof given === 'string') return { problem: SURVEY_MESSAGES.someOptions };
      if (given === undefined || given.length === 0) return q.required ? skipped : {};
      if (!given.every((option) => q.options.includes(option))) return { problem: SURVEY_MESSAGES.unknownOption };
      if (new Set(given).size !== given.length) return { problem: SURVEY_MESSAGES.duplicateOption };
      return { answer: given };
    }
    case 'text': {
      if (Array.isArray(given)) return { problem: SURVEY_MESSAGES.textExpected };
      const text = given?.trim() ?? '';
      if (text === '') return q.required ? skipped : {};
      return text.length > SURVEY_LIMITS.textAnswer ? { problem: SURVEY_MESSAGES.tooLong } : { answer: text };
    }
  }
}

/**
 * Checks answers against the merchant's questions: every required one answered, choices among the
 * options (one for single choice, distinct ones for multiple choice), text within the limit, and no
 * key the survey does not ask. Every problem is reported, on `answers.<key>`, in question order.
 */
export function checkSurveyAnswers(survey: MerchantSurvey, given: SurveyAnswersBody['answers']): SurveyCheck {
  const answers: StoredAnswers = {};
  const errors: Record<`answers.${string}`, string[]> = {};
  const asked = new Set(survey.questions.map((q) => q.key));
  for (const q of survey.questions) {
    const outcome = answerTo(q, Object.hasOwn(given, q.key) ? given[q.key] : undefined);
    if ('problem' in outcome) errors[`answers.${q.key}`] = [outcome.problem];
    else if (outcome.answer !== undefined) answers[q.key] = { label: q.label, answer: outcome.answer };
  }
  for (const key of Object.keys(given))
    if (!asked.has(key)) errors[`answers.${key}`] = [SURVEY_MESSAGES.unknownQuestion];
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, answers };
}
