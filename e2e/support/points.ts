/**
 * Loyalty in the customer's words (issue 19): the navbar's points badge, the coin merchant's survey
 * prompt and Transaction History, and answering the survey through the API for tests about something
 * else (so its prompt does not cover the page they look at).
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { uniqueClientIp } from './accounts';
import { merchantFile } from './merchants';
import { escapeRegExp } from './storefront';

interface SurveyQuestion {
  key: string;
  label: string;
  type: 'single_choice' | 'multiple_choice' | 'text';
  options?: string[];
  required?: boolean;
}
interface SurveyFile {
  title: string;
  questions: SurveyQuestion[];
}

/** The merchant's registration survey, as its file has it (only the coin merchant, ushop, has one). */
export function surveyOf(merchant: string): SurveyFile {
  const survey = (merchantFile(merchant) as unknown as { survey?: SurveyFile }).survey;
  if (!survey) throw new Error(`${merchant} has no survey`);
  return survey;
}

/** Spec §2's prompt, verbatim. */
export const SURVEY_TEXT = 'Complete your registration and unlock your 5 free U-COINs by answering this quick survey';

/** The server's thanks (the contract's SURVEY_MESSAGES.thanks(5)). */
export const SURVEY_THANKS = 'Thank you! 5 free U-COINs are now yours.';

/** The contract's SURVEY_MESSAGES.required. */
export const SURVEY_REQUIRED = 'Please answer this question.';

/** A question's answer as the API takes it: the first option, the first two, or a few words. */
function answerOf(q: SurveyQuestion): string | string[] {
  if (q.type === 'single_choice') return q.options?.[0] ?? '';
  if (q.type === 'multiple_choice') return (q.options ?? []).slice(0, 2);
  return 'More fresh fruit, please';
}

/** Answers the survey through the API as the signed-in customer `session`: their 5 U-COINs are credited. */
export async function answerSurveyThroughApi(
  request: APIRequestContext,
  { merchant, session, clientIp = uniqueClientIp() }: { merchant: string; session: string; clientIp?: string },
) {
  const tokenResponse = await request.post('/api/merchant/token/customer-portal', { data: { subdomain: merchant } });
  const { token } = (await tokenResponse.json()) as { token: string };
  const answers = Object.fromEntries(surveyOf(merchant).questions.map((q) => [q.key, answerOf(q)]));
  const response = await request.post('/api/customer/customer/survey', {
    headers: { 'X-Merchant-Token': token, Authorization: `Bearer ${session}`, 'X-Forwarded-For': clientIp },
    data: { answers },
  });
  expect(response.ok(), `answering the survey: ${await response.text()}`).toBe(true);
}

export class Loyalty {
  constructor(
    readonly page: Page,
    readonly merchant = 'ushop',
  ) {}

  /** The navbar's points badge: a link named '5 UCOINS — your points'. */
  get badge(): Locator {
    return this.page.getByRole('banner').getByRole('link', { name: /— your points$/ });
  }

  /** The survey prompt, named by the survey's title. */
  get surveyDialog(): Locator {
    return this.page.getByRole('dialog', { name: surveyOf(this.merchant).title });
  }

  /** The prompt once answered. */
  get surveyDone(): Locator {
    return this.page.getByRole('dialog', { name: 'Survey complete' });
  }

  /** A question of the open survey: its group (choices) or its text box. */
  question(label: string): Locator {
    const q = surveyOf(this.merchant).questions.find((x) => x.label === label);
    if (q?.type === 'text')
      return this.surveyDialog.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(label)}`) });
    return this.surveyDialog.getByRole('group', { name: new RegExp(`^${escapeRegExp(label)}`) });
  }

  /** Answers every question of the open survey in the dialog (first option, first two, a few words). */
  async fillSurvey() {
    for (const q of surveyOf(this.merchant).questions) {
      const answer = answerOf(q);
      if (q.type === 'text') await this.question(q.label).fill(answer as string);
      else if (q.type === 'single_choice')
        await this.question(q.label)
          .getByRole('radio', { name: answer as string })
          .check();
      else
        for (const option of answer as string[])
          await this.question(q.label).getByRole('checkbox', { name: option }).check();
    }
  }

  /** Answers the open survey, sends it, reads the thanks and presses Continue: the prompt is gone. */
  async answerSurvey() {
    await this.fillSurvey();
    await this.surveyDialog.getByRole('button', { name: 'Submit' }).click();
    await expect(this.surveyDone).toContainText(SURVEY_THANKS);
    await this.surveyDone.getByRole('button', { name: 'Continue' }).click();
    await expect(this.surveyDone).toBeHidden();
  }

  /** Transaction History's group of movements under a day heading ('Today', 'Yesterday, Nov 23'). */
  historyGroup(label: string): Locator {
    return this.page.getByRole('region', { name: label });
  }
}
