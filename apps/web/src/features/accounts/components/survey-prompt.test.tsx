// @vitest-environment happy-dom
import { SURVEY_MESSAGES } from '@storefront/contracts/survey';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi, sentRequests } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import type { Survey } from '../api/get-survey-status';
import SurveyPrompt from './survey-prompt';

const VERIFY = '/api/customer/customer/survey/verify';
const SUBMIT = '/api/customer/customer/survey';
const PROMPT = 'Complete your registration and unlock your 5 free U-COINs by answering this quick survey';

const SURVEY: Survey = {
  title: 'Tell us about you',
  reward_points: 5,
  questions: [
    {
      key: 'heard-from',
      label: 'How did you hear about U-Shop?',
      type: 'single_choice',
      options: ['Facebook or Instagram', 'A friend or family member'],
      required: true,
    },
    {
      key: 'shop-for',
      label: 'What do you shop for most?',
      type: 'multiple_choice',
      options: ['Snacks and drinks', 'Groceries', 'Personal care'],
      required: true,
    },
    { key: 'wishlist', label: 'Anything you would like us to carry?', type: 'text', options: [], required: false },
  ],
};

const DONE = { survey_taken: true, points: 5, balance: 5, message: SURVEY_MESSAGES.thanks(5) };

async function openPrompt() {
  const onAnswered = vi.fn();
  const view = renderWithProviders(<SurveyPrompt onAnswered={onAnswered} />);
  const dialog = await screen.findByRole('dialog', { name: 'Tell us about you' });
  return { ...view, dialog, onAnswered };
}

const question = (dialog: HTMLElement, name: string) => within(dialog).getByRole('group', { name: new RegExp(name) });

describe('the survey prompt', () => {
  it('opens with the spec’s sentence and the questions when the survey is not taken', async () => {
    mockApi('get', VERIFY, json({ survey_taken: false, survey: SURVEY }));
    const { dialog } = await openPrompt();
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(PROMPT);
    const heard = question(dialog, 'How did you hear about U-Shop\\?');
    expect(heard.querySelector('legend')?.textContent).toBe('How did you hear about U-Shop? * (required)');
    expect(
      within(heard)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(SURVEY.questions[0]?.options);
    expect(within(question(dialog, 'What do you shop for most')).getAllByRole('checkbox')).toHaveLength(3);
    const wishlist = within(dialog).getByRole('textbox', { name: 'Anything you would like us to carry?' });
    expect(wishlist.tagName).toBe('TEXTAREA');
    expect(wishlist.getAttribute('maxLength')).toBe('300');
  });

  it('stays closed once taken, or when the merchant has no survey', async () => {
    mockApi('get', VERIFY, json({ survey_taken: true, survey: null }));
    renderWithProviders(<SurveyPrompt />);
    await waitFor(() => expect(sentRequests()).toEqual([`GET ${VERIFY}`]));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cannot be dismissed with Escape', async () => {
    mockApi('get', VERIFY, json({ survey_taken: false, survey: SURVEY }));
    const { dialog } = await openPrompt();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByRole('dialog', { name: 'Tell us about you' })).toBeTruthy();
  });

  it('asks for the required answers before sending anything, and focuses the first', async () => {
    mockApi('get', VERIFY, json({ survey_taken: false, survey: SURVEY }));
    const { dialog } = await openPrompt();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const heard = question(dialog, 'How did you hear');
    await waitFor(() => expect(heard.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(heard.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      SURVEY_MESSAGES.required,
    );
    expect(question(dialog, 'What do you shop for').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getAllByText(SURVEY_MESSAGES.required)).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(within(heard).getAllByRole('radio')[0]));
    expect(sentRequests()).toEqual([`GET ${VERIFY}`]);
    // Answering a question takes its message away.
    fireEvent.click(within(heard).getByRole('radio', { name: 'A friend or family member' }));
    expect(heard.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the server’s message under its question', async () => {
    mockApi('get', VERIFY, json({ survey_taken: false, survey: SURVEY }));
    const sent = mockApi(
      'post',
      SUBMIT,
      json(
        { message: 'The given data was invalid.', errors: { 'answers.shop-for': [SURVEY_MESSAGES.unknownOption] } },
        422,
      ),
    );
    const { dialog, onAnswered } = await openPrompt();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Facebook or Instagram' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Personal care' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Snacks and drinks' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const shopFor = question(dialog, 'What do you shop for');
    await waitFor(() => expect(shopFor.getAttribute('aria-invalid')).toBe('true'));
    expect(within(shopFor).getByText(SURVEY_MESSAGES.unknownOption)).toBeTruthy();
    expect(question(dialog, 'How did you hear').getAttribute('aria-invalid')).toBeNull();
    // Options in the order offered; the empty optional text left out.
    expect(sent[0]?.body).toEqual({
      answers: { 'heard-from': 'Facebook or Instagram', 'shop-for': ['Snacks and drinks', 'Personal care'] },
    });
    expect(onAnswered).not.toHaveBeenCalled();
  });

  it('shows a message for no question above Submit', async () => {
    mockApi('get', VERIFY, json({ survey_taken: false, survey: SURVEY }));
    mockApi('post', SUBMIT, json({ message: SURVEY_MESSAGES.alreadyTaken }, 400));
    const { dialog } = await openPrompt();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Facebook or Instagram' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Groceries' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(SURVEY_MESSAGES.alreadyTaken);
  });

  it('after the answers are in, shows the server’s message with Continue, which closes it', async () => {
    mockApi('get', VERIFY, json({ survey_taken: false, survey: SURVEY }), json({ survey_taken: true, survey: null }));
    const sent = mockApi('post', SUBMIT, json(DONE));
    const { dialog, onAnswered, queryClient } = await openPrompt();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'A friend or family member' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Groceries' }));
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '  Fresh fruit  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    const done = await screen.findByRole('dialog', { name: 'Survey complete' });
    expect(within(done).getByRole('status').textContent).toBe('Thank you! 5 free U-COINs are now yours.');
    expect(sent[0]?.body).toEqual({
      answers: { 'heard-from': 'A friend or family member', 'shop-for': ['Groceries'], wishlist: 'Fresh fruit' },
    });
    expect(onAnswered).toHaveBeenCalledWith(DONE);
    expect(queryClient.getQueryData(['customer', 'survey'])).toMatchObject({ survey_taken: true });
    const continueButton = within(done).getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(document.activeElement).toBe(continueButton));
    fireEvent.click(continueButton);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
