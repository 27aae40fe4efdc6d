import { done, type FeedbackRequest } from '@holostream/api';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';

/** POST /v1/feedback { categoryId, title, body }: the answer is not shown; 429 when sent too often. */
export function useSendFeedback() {
  const client = useApiClient();
  return useMutation({
    mutationKey: ['send-feedback'],
    mutationFn: (body: FeedbackRequest) => done(client.POST('/v1/feedback', { body })),
  });
}
