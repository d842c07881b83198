import { useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "./query-keys";
import { apiRequest } from "./request";

/**
 * `POST /api/user/delete-my-data` (no body; the answer's fields are not read). On success the server has ended the
 * session: after the caller's `onSuccess`, every cached read of the deleted account is dropped and who is signed in
 * is asked again.
 */
export function useDeleteMyData(options: { onSuccess: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest("POST", "/api/user/delete-my-data");
    },
    onSuccess: () => {
      options.onSuccess();
      const authKey = queryKeys.authUser[0];
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.authUser });
    },
    onError: options.onError,
  });
}
