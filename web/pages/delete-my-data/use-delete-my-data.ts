import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../../api/errors";
import { queryKeys } from "../../api/query-keys";
import { apiRequest } from "../../api/request";
import { clearSupportChatHistory } from "../../components/support-chat/chat-history-storage";
import { toast } from "../../components/ui/use-toast";
import { clearLocalDrafts } from "./clear-local-data";

/** Spec part 2 §9: the success screen shows for 3 s, then the browser goes to /. */
export const REDIRECT_AFTER_DELETE_MS = 3000;

/**
 * `POST /api/user/delete-my-data` (no body; the answer's fields are not read). On success the server has ended the
 * session: the browser forgets the chat history and local drafts, drops every cached read of the deleted account and
 * asks who is signed in again.
 */
export function useDeleteMyData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest("POST", "/api/user/delete-my-data");
    },
    onSuccess: () => {
      clearSupportChatHistory();
      void clearLocalDrafts();
      toast({
        title: "Data Deleted",
        description: "All your data has been permanently deleted. You will be logged out shortly.",
      });
      const authKey = queryKeys.authUser[0];
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.authUser });
    },
    onError: (error) => {
      toast({
        variant: "destructive",
        title: "Delete Failed",
        description: errorMessage(error, "Failed to delete your data"),
      });
    },
  });
}
