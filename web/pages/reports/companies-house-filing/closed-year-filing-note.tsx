import { Info } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "../../../components/ui/alert";

/**
 * In place of the filing steps while another year than the current one is shown: Microfile files only the current
 * period with Companies House and HMRC, so a closed year's packs are downloaded above and filed by the person.
 */
export function ClosedYearFilingNote() {
  return (
    <Alert>
      <Info aria-hidden />
      <AlertTitle>Filing from Microfile is for the current period</AlertTitle>
      <AlertDescription>
        To file this year's accounts or company tax return, download its packs above and file them with Companies
        House's WebFiling and HMRC-recognised software. Choose the current period to file it from here.
      </AlertDescription>
    </Alert>
  );
}
