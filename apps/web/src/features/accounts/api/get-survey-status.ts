import type { SurveyResponse } from '@storefront/contracts/customer';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/** GET customer/survey/verify → survey_taken. */
export function getSurveyStatus(signal?: AbortSignal) {
  return apiClient
    .get<z.infer<typeof SurveyResponse>>('/api/customer/customer/survey/verify', { signal })
    .then((r) => r.survey_taken);
}

export const surveyStatusQueryOptions = () =>
  queryOptions({ queryKey: ['customer', 'survey'], queryFn: ({ signal }) => getSurveyStatus(signal), retry: false });

export const useSurveyStatus = (enabled: boolean) => useQuery({ ...surveyStatusQueryOptions(), enabled });
