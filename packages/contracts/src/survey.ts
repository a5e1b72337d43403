/**
 * The coin merchant's registration survey (spec §2 survey prompt, §9 "5 free U-COINs"; issue 19):
 * questions from the merchant's file, the status call extended with them, and the answers. Paths of
 * the survey calls are not shown in the spec; ours are in docs/adr/0022-earning-and-survey.md.
 */
import { z } from 'zod';

export const SURVEY_QUESTION_TYPES = ['single_choice', 'multiple_choice', 'text'] as const;

/** Longest free-text answer, and most options a choice question offers. */
export const SURVEY_LIMITS = { textAnswer: 300, options: 12, questions: 10 } as const;

export const SURVEY_MESSAGES = {
  required: 'Please answer this question.',
  unknownOption: 'Choose one of the options given.',
  oneOption: 'Choose one option.',
  someOptions: 'Choose one or more of the options given.',
  duplicateOption: 'Choose each option only once.',
  textExpected: 'Type your answer.',
  tooLong: `Keep your answer within ${SURVEY_LIMITS.textAnswer} characters.`,
  unknownQuestion: 'This question is not part of the survey.',
  alreadyTaken: 'You have already answered the survey.',
  noSurvey: 'There is no survey to answer.',
  /** Shown once the answers are in and the U-COINs credited. */
  thanks: (points: number) => `Thank you! ${points} free U-COINs are now yours.`,
} as const;

export const SurveyQuestion = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(SURVEY_QUESTION_TYPES),
  /** The choices of a choice question; empty for text. */
  options: z.array(z.string()),
  required: z.boolean(),
});
export type SurveyQuestion = z.infer<typeof SurveyQuestion>;

export const Survey = z.object({
  title: z.string(),
  /** What the survey rewards, in the merchant's points (5 U-COINs). */
  reward_points: z.number().int().nonnegative(),
  questions: z.array(SurveyQuestion),
});
export type Survey = z.infer<typeof Survey>;

/**
 * GET /api/customer/customer/survey/verify: whether the signed-in customer took the survey (spec §7),
 * and, while they have not, the merchant's survey to answer (null when it has none).
 */
export const SurveyStatusResponse = z.object({ survey_taken: z.boolean(), survey: Survey.nullable() });
export type SurveyStatusResponse = z.infer<typeof SurveyStatusResponse>;

/** POST /api/customer/customer/survey: an answer per question key — one option, several, or text. */
export const SurveyAnswersBody = z.object({
  answers: z.record(
    z.string().max(64),
    z.union([z.string().max(SURVEY_LIMITS.textAnswer * 2), z.array(z.string().max(200)).max(SURVEY_LIMITS.options)]),
  ),
});
export type SurveyAnswersBody = z.infer<typeof SurveyAnswersBody>;

/** The answers are in: the points they unlocked and the balance now. */
export const SurveySubmitResponse = z.object({
  survey_taken: z.literal(true),
  points: z.number().int().nonnegative(),
  balance: z.number().int().nonnegative(),
  message: z.string(),
});
export type SurveySubmitResponse = z.infer<typeof SurveySubmitResponse>;
