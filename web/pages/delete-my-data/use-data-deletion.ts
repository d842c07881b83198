import { useDeleteMyData } from "../../api/account";
import { errorMessage } from "../../api/errors";
import { clearSupportChatHistory } from "../../components/support-chat/chat-history-storage";
import { toast } from "../../components/ui/use-toast";
import { clearLocalDrafts } from "./clear-local-data";

/** Spec part 2 §9: the success screen shows for 3 s, then the browser goes to /. */
export const REDIRECT_AFTER_DELETE_MS = 3000;

/** Delete My Data: on success the browser also forgets the chat history and local drafts, with the spec's toasts. */
export function useDataDeletion() {
  return useDeleteMyData({
    onSuccess: () => {
      clearSupportChatHistory();
      void clearLocalDrafts();
      toast({
        title: "Data Deleted",
        description: "All your data has been permanently deleted. You will be logged out shortly.",
      });
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
