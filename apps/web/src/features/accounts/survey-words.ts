/**
 * The survey's words and limit as the contract has them (`@storefront/contracts/survey`), repeated here
 * because that module brings zod, which the prompt loads without; `survey-words.test.ts` holds the two
 * together.
 */

/** Spec §2's prompt, verbatim. */
export const SURVEY_TEXT = 'Complete your registration and unlock your 5 free U-COINs by answering this quick survey';

/** The contract's SURVEY_MESSAGES.required: a required question left unanswered. */
export const SURVEY_REQUIRED_MESSAGE = 'Please answer this question.';

/** The contract's SURVEY_LIMITS.textAnswer: the longest free-text answer. */
export const SURVEY_TEXT_ANSWER_MAX = 300;
