import type { KnowledgeEntry } from "./entry";

/** Uploading bank statement CSV files: formats, banks, mapping, duplicates. */
export const UPLOAD_ENTRIES: KnowledgeEntry[] = [
  {
    id: "upload-how",
    q: "How do I upload my bank statement?",
    a:
      "Go to Upload in the sidebar and drag your bank statement CSV files onto the drop zone, or click it to choose " +
      "them. Microfile reads them straight away and shows a preview with the row count, money in, money out and " +
      "net. Check it, then press Save transactions (you need to be signed in to save). You're taken to Transactions " +
      "once the rows are saved.",
    keywords: ["import", "add", "start", "drag", "drop", "file"],
  },
  {
    id: "upload-banks",
    q: "Which banks are supported?",
    a:
      "Microfile recognises the CSV exports of the main UK banks and business accounts, including Barclays, HSBC, " +
      "first direct, Lloyds, Bank of Scotland, NatWest, RBS, Ulster Bank (including Bankline), Santander, " +
      "Nationwide, Monzo, Starling, Revolut Business, Wise, Metro Bank, Mettle and American Express. If your bank's " +
      "layout isn't recognised, the column mapping panel lets you tell Microfile which column is which, so any " +
      "CSV with a date, a description and amounts can be used.",
    keywords: [
      "supported",
      "bank",
      "banks",
      "barclays",
      "hsbc",
      "lloyds",
      "natwest",
      "santander",
      "monzo",
      "starling",
      "tide",
    ],
  },
  {
    id: "upload-file-types",
    q: "Can I upload PDF, Excel or OFX statements?",
    a:
      "No, Microfile reads CSV files only; files whose names don't end in .csv are left out. Download your " +
      "statement as CSV from your online banking (often under Export or Download transactions). If you only have " +
      "an Excel file, open it and save it as CSV first. PDF statements can't be read.",
    keywords: ["pdf", "excel", "xlsx", "xls", "ofx", "qif", "format", "type", "accepted"],
  },
  {
    id: "upload-encoding",
    q: "Why do I see strange characters instead of £ signs?",
    a:
      "Some banks, such as Nationwide and Santander, save CSV files in the older Windows-1252 encoding rather than " +
      "UTF-8. Microfile reads the raw file and falls back to Windows-1252 when it isn't valid UTF-8, so £ signs and " +
      "accented letters come through correctly. If a file was opened and re-saved in another program, download a " +
      "fresh copy from your bank and upload that instead.",
    keywords: ["encoding", "characters", "symbols", "pound", "garbled", "windows-1252", "utf-8", "question marks"],
  },
  {
    id: "upload-layout",
    q: "My file uses semicolons or has extra lines above the headers. Will it work?",
    a:
      "Usually, yes. Microfile works out the separator (comma, semicolon, tab or pipe) from the file itself, looks " +
      "for the header row instead of assuming it's the first line, and skips account-name, title and total lines. " +
      "Files with no header row at all, like HSBC's, are recognised from their rows. If a layout still isn't " +
      "understood, the column mapping panel lets you choose the columns.",
    keywords: ["semicolon", "delimiter", "separator", "tab", "header row", "extra lines", "layout", "no headers"],
  },
  {
    id: "upload-mapping",
    q: "What is the column mapping panel?",
    a:
      "When Microfile can't tell which column holds what, it shows 'Column Mapping Required' and a mapping panel " +
      "listing your file's headers. Choose the Date and Description columns, then either an Amount column or both " +
      "Debit and Credit columns (Balance is optional), and press Apply Mapping. Microfile re-reads the file with " +
      "your choices and shows the preview.",
    keywords: ["columns", "headers", "map", "mapping required", "apply mapping", "not recognised"],
  },
  {
    id: "upload-debit-credit",
    q: "My bank has separate Paid in and Paid out columns. Is that OK?",
    a:
      "Yes. Many banks (Nationwide, Metro Bank, Lloyds and others) use separate money-in and money-out columns, and " +
      "Microfile turns them into one signed amount. If you need to map them yourself, pick both Debit and Credit in " +
      "the mapping panel; you'll see 'Using separate Debit/Credit columns'.",
    keywords: ["debit", "credit", "paid in", "paid out", "money in", "money out", "separate", "sign"],
  },
  {
    id: "upload-duplicates",
    q: "How are duplicate transactions handled?",
    a:
      "Two rows count as duplicates when they have the same date, the same amount and the same description " +
      "(ignoring capitals and spaces at the ends). Tick 'Remove duplicates' before saving to keep one row of each; " +
      "it's off by default because two identical payments on the same day can be genuine. It's useful when " +
      "statements overlap. The import summary tells you how many duplicates were skipped.",
    keywords: [
      "duplicate",
      "duplicates",
      "twice",
      "double",
      "overlap",
      "remove duplicates",
      "repeated",
      "uploaded twice",
      "same file again",
    ],
  },
  {
    id: "upload-multiple-files",
    q: "Can I upload several CSV files at once?",
    a:
      "Yes. Drop or choose several .csv files together and Microfile merges their rows into one preview. An import " +
      "audit box shows how many files were merged, how many duplicates were removed and how many rows will be " +
      "imported. Any warnings are prefixed with the name of the file they came from.",
    keywords: ["multiple", "several", "many files", "merge", "months", "batch", "audit"],
  },
  {
    id: "upload-bank-accounts",
    q: "My company has more than one bank account. What do I do?",
    a:
      "Export a CSV from each account and upload them; all the rows become the company's transactions. Categorise " +
      "money moved between your own accounts as Transfers so it stays out of the profit and loss. Because each " +
      "account has its own running balance, the Balance Reconciliation card may flag mismatches where rows from two " +
      "accounts meet; that's expected when the files come from different accounts.",
    keywords: ["accounts", "second account", "savings", "business account", "transfers", "two accounts"],
  },
  {
    id: "upload-warnings",
    q: "What do the data warnings after upload mean?",
    a:
      "Data Warnings list things Microfile noticed while reading the file, without stopping: rows it skipped (blank " +
      "lines, totals, footer lines or rows without a readable date), dates that could be read two ways, and " +
      "similar. Skipped summary lines are normal. If real transactions were skipped, check the file or use the " +
      "column mapping panel.",
    keywords: ["warning", "warnings", "skipped", "rows missing", "ignored"],
  },
  {
    id: "upload-dates",
    q: "How does Microfile read the dates in my file?",
    a:
      "It understands the usual UK formats such as 31/01/2025, 31/01/25, 31 Jan 2025, 31-01-2025 and 2025-01-31. " +
      "Whether a file is day-first or month-first is decided from all its rows; if every date could be read either " +
      "way, Microfile assumes the UK day-first order and adds a warning so you can check.",
    keywords: ["date", "dates", "format", "wrong date", "american", "dd/mm/yyyy"],
  },
  {
    id: "upload-no-transactions",
    q: "Why does it say no valid transactions were found?",
    a:
      "Microfile couldn't find any rows with a date and an amount. Check that the file is a transaction export " +
      "(not a PDF renamed to .csv, or an empty download for the wrong dates). If the file looks right, use the " +
      "column mapping panel to pick the date, description and amount columns yourself.",
    keywords: ["no valid transactions", "failed to parse", "error", "empty", "nothing imported", "not working"],
  },
  {
    id: "upload-sign-in",
    q: "Do I need to sign in to upload a CSV?",
    a:
      "You can upload, preview and download a clean CSV without signing in. Saving the transactions to your account " +
      "needs you to sign in: press Save transactions and Microfile asks you to sign in, then saves automatically.",
    keywords: ["sign in", "login", "account", "anonymous", "save", "register"],
  },
  {
    id: "upload-clean-csv",
    q: "What is the clean CSV download?",
    a:
      "Download Clean CSV on the Upload page gives you the parsed rows in a tidy file ending in -clean.csv " +
      "with the columns Date, Description, Amount and Balance, whatever your bank's original layout was. It works " +
      "without signing in.",
    keywords: ["clean csv", "download", "tidy", "convert"],
  },
];
