import { SURVEY_LIMITS, SURVEY_MESSAGES } from '@storefront/contracts/survey';
import { describe, expect, it } from 'vitest';
import { SURVEY_REQUIRED_MESSAGE, SURVEY_TEXT_ANSWER_MAX } from './survey-words';

describe("the survey's words", () => {
  it('are the contract’s', () => {
    expect(SURVEY_REQUIRED_MESSAGE).toBe(SURVEY_MESSAGES.required);
    expect(SURVEY_TEXT_ANSWER_MAX).toBe(SURVEY_LIMITS.textAnswer);
  });
});
