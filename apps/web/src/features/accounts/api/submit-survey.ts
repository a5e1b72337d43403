import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type BodyOf, type ResponseOf } from '@/lib/api-client';
import { SURVEY_STATUS_QUERY_KEY, type SurveyStatus } from './get-survey-status';

export type SurveyAnswers = BodyOf<'post', '/api/customer/customer/survey'>['answers'];
export type SurveyResult = ResponseOf<'post', '/api/customer/customer/survey'>;

/**
 * POST customer/survey {answers: {key: option | options | text}} (ours; the spec shows no path): the
 * answers in, the U-COINs credited. 422: a message per question, on `answers.<key>`.
 */
export function submitSurvey(answers: SurveyAnswers): Promise<SurveyResult> {
  return api.post('/api/customer/customer/survey', { body: { answers } });
}

export const useSubmitSurvey = () => useMutation({ mutationFn: submitSurvey });

/**
 * Once the answers are in, the survey is taken: marked so in the cache at once (the prompt never opens
 * again), then asked again. The prompt calls it after it has switched to its thank-you, so the status
 * changing under it does not close it.
 */
export function useMarkSurveyTaken() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.setQueryData<SurveyStatus>(SURVEY_STATUS_QUERY_KEY, { survey_taken: true, survey: null });
    void queryClient.invalidateQueries({ queryKey: SURVEY_STATUS_QUERY_KEY });
  };
}
