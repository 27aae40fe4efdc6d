import type { FeedbackRequest } from '@holostream/api';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from './api-client-context';
import { mutationKeys } from './mutation-keys';

/** POST /v1/feedback { categoryId, title, body }: the answer is not shown (spec §7); 429 when sent too often. */
export function useSendFeedback() {
  const client = useApiClient();
  return useMutation({
    mutationKey: mutationKeys.sendFeedback,
    mutationFn: (body: FeedbackRequest) => client.sendFeedback(body),
  });
}
