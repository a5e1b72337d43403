import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ResponseOf } from '@/lib/api-client';

export type SurveyStatus = ResponseOf<'get', '/api/customer/customer/survey/verify'>;
export type Survey = NonNullable<SurveyStatus['survey']>;
export type SurveyQuestion = Survey['questions'][number];

/**
 * GET customer/survey/verify (spec §7): survey_taken, and while it is false the coin merchant's survey
 * to answer (its questions; null when the merchant has none).
 */
export function getSurveyStatus(signal?: AbortSignal): Promise<SurveyStatus> {
  return api.get('/api/customer/customer/survey/verify', { signal });
}

export const SURVEY_STATUS_QUERY_KEY = ['customer', 'survey'] as const;

export const surveyStatusQueryOptions = () =>
  queryOptions({ queryKey: SURVEY_STATUS_QUERY_KEY, queryFn: ({ signal }) => getSurveyStatus(signal), retry: false });

export const useSurveyStatus = (enabled: boolean) => useQuery({ ...surveyStatusQueryOptions(), enabled });
