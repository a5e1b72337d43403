import { SURVEY_LIMITS, SURVEY_MESSAGES } from '@storefront/contracts/survey';
import { SURVEY_REWARD_POINTS } from '@storefront/domain/points';
import { describe, expect, it } from 'vitest';
import { checkSurveyAnswers, type MerchantSurvey, surveyToAsk } from './survey';

const SURVEY: MerchantSurvey = {
  title: 'Tell us about you',
  questions: [
    {
      key: 'heard',
      label: 'How did you hear about us?',
      type: 'single_choice',
      options: ['Friend', 'Ad'],
      required: true,
    },
    {
      key: 'shop',
      label: 'What do you shop for?',
      type: 'multiple_choice',
      options: ['Food', 'Soap', 'Milk'],
      required: true,
    },
    { key: 'extra', label: 'Anything else?', type: 'multiple_choice', options: ['Yes', 'No'], required: false },
    { key: 'wish', label: 'What should we carry?', type: 'text', options: [], required: false },
  ],
};
const GOOD = { heard: 'Friend', shop: ['Food', 'Milk'] };

/** The field errors of refused answers (fails the test when they pass). */
function errorsOf(answers: Record<string, string | string[]>, survey = SURVEY) {
  const check = checkSurveyAnswers(survey, answers);
  if (check.ok) throw new Error('the answers passed');
  return check.errors;
}

describe('checkSurveyAnswers', () => {
  it('keeps each answered question with its label; skipped optional ones are left out', () => {
    expect(checkSurveyAnswers(SURVEY, { ...GOOD, extra: [], wish: '  More fruit  ' })).toEqual({
      ok: true,
      answers: {
        heard: { label: 'How did you hear about us?', answer: 'Friend' },
        shop: { label: 'What do you shop for?', answer: ['Food', 'Milk'] },
        wish: { label: 'What should we carry?', answer: 'More fruit' },
      },
    });
  });

  it('asks for every required question, as missing, blank or empty', () => {
    expect(errorsOf({})).toEqual({
      'answers.heard': [SURVEY_MESSAGES.required],
      'answers.shop': [SURVEY_MESSAGES.required],
    });
    expect(errorsOf({ heard: '', shop: [] })).toEqual({
      'answers.heard': [SURVEY_MESSAGES.required],
      'answers.shop': [SURVEY_MESSAGES.required],
    });
    const text: MerchantSurvey = {
      title: 'T',
      questions: [{ key: 'why', label: 'Why?', type: 'text', options: [], required: true }],
    };
    expect(errorsOf({ why: '   ' }, text)).toEqual({ 'answers.why': [SURVEY_MESSAGES.required] });
  });

  it('takes exactly one of the options of a single choice', () => {
    expect(errorsOf({ ...GOOD, heard: 'TV' })).toEqual({ 'answers.heard': [SURVEY_MESSAGES.unknownOption] });
    expect(errorsOf({ ...GOOD, heard: 'friend' })).toEqual({ 'answers.heard': [SURVEY_MESSAGES.unknownOption] });
    expect(errorsOf({ ...GOOD, heard: ['Friend'] })).toEqual({ 'answers.heard': [SURVEY_MESSAGES.oneOption] });
  });

  it('takes a list of distinct options for a multiple choice', () => {
    expect(errorsOf({ ...GOOD, shop: 'Food' })).toEqual({ 'answers.shop': [SURVEY_MESSAGES.someOptions] });
    expect(errorsOf({ ...GOOD, shop: ['Food', 'Beer'] })).toEqual({ 'answers.shop': [SURVEY_MESSAGES.unknownOption] });
    expect(errorsOf({ ...GOOD, shop: ['Food', 'Food'] })).toEqual({
      'answers.shop': [SURVEY_MESSAGES.duplicateOption],
    });
  });

  it('takes text within the limit, counted after trimming', () => {
    const longest = 'x'.repeat(SURVEY_LIMITS.textAnswer);
    expect(checkSurveyAnswers(SURVEY, { ...GOOD, wish: `  ${longest}  ` }).ok).toBe(true);
    expect(errorsOf({ ...GOOD, wish: `${longest}x` })).toEqual({ 'answers.wish': [SURVEY_MESSAGES.tooLong] });
    expect(errorsOf({ ...GOOD, wish: ['Fruit'] })).toEqual({ 'answers.wish': [SURVEY_MESSAGES.textExpected] });
  });

  it('refuses keys the survey does not ask, including ones every object inherits', () => {
    expect(errorsOf({ ...GOOD, age: '30', constructor: 'x' })).toEqual({
      'answers.age': [SURVEY_MESSAGES.unknownQuestion],
      'answers.constructor': [SURVEY_MESSAGES.unknownQuestion],
    });
  });

  it('does not mistake an inherited property for an answer', () => {
    const survey: MerchantSurvey = {
      title: 'T',
      questions: [{ key: 'constructor', label: 'Q', type: 'text', options: [], required: true }],
    };
    expect(errorsOf({}, survey)).toEqual({ 'answers.constructor': [SURVEY_MESSAGES.required] });
  });

  it('reports every problem at once, in question order', () => {
    expect(Object.keys(errorsOf({ zzz: 'x', shop: ['Nope'], heard: 'Nope' }))).toEqual([
      'answers.heard',
      'answers.shop',
      'answers.zzz',
    ]);
  });
});

describe('surveyToAsk', () => {
  it('is the questions as configured, with the reward', () => {
    expect(surveyToAsk(SURVEY)).toEqual({
      title: 'Tell us about you',
      reward_points: SURVEY_REWARD_POINTS,
      questions: SURVEY.questions,
    });
  });
});
