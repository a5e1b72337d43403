import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET customer/survey/verify → survey_taken. */
export function getSurveyStatus(signal?: AbortSignal) {
  return api.get('/api/customer/customer/survey/verify', { signal }).then((r) => r.survey_taken);
}

export const surveyStatusQueryOptions = () =>
  queryOptions({ queryKey: ['customer', 'survey'], queryFn: ({ signal }) => getSurveyStatus(signal), retry: false });

export const useSurveyStatus = (enabled: boolean) => useQuery({ ...surveyStatusQueryOptions(), enabled });
