import type { KnowledgeEntry } from "./entry";

/** Payment, privacy and deletion, signing in and support. */
export const ACCOUNT_ENTRIES: KnowledgeEntry[] = [
  {
    id: "payment-price",
    q: "How much does Microfile cost?",
    a:
      "During the beta your first filing is free. Each further filing pack is a one-time payment of £99, with no " +
      "subscription. Uploading CSV files, categorising and viewing reports don't cost anything.",
    keywords: ["price", "pricing", "cost", "how much", "£99", "99", "free", "beta", "subscription", "fee"],
  },
  {
    id: "payment-included",
    q: "What do I get for the £99 filing pack?",
    a:
      "For that filing period: the Companies House PDF pack, the Companies House XLSX pack and the HMRC CT600 draft " +
      "XLSX, with unlimited downloads. It's a one-time payment, not a subscription.",
    keywords: ["included", "get", "filing pack", "£99", "unlimited downloads", "what do i get"],
  },
  {
    id: "payment-how",
    q: "How do I pay for a filing?",
    a:
      "When a filing needs payment, Microfile shows 'Payment Required'. Press Proceed to Checkout to pay by card " +
      "on Stripe's secure checkout page. Afterwards you return to a Payment Successful page, and Download Filing " +
      "Packs takes you to Reports.",
    keywords: ["pay", "payment", "card", "checkout", "stripe", "payment required", "buy"],
  },
  {
    id: "payment-problem",
    q: "I paid but still can't download my filing packs.",
    a:
      "Reload the Reports page and try the download again; the payment can take a moment to be confirmed. If it " +
      "still asks for payment, type 'contact support' here and include the email you paid with, and we'll sort " +
      "it out.",
    keywords: ["paid", "payment failed", "charged", "still asks", "can't download", "receipt"],
  },
  {
    id: "privacy-delete-data",
    q: "How do I delete my account and all my data?",
    a:
      "Open the Delete My Data page (linked from the GDPR page). It lists what is deleted: your name, email and " +
      "profile picture, your bank statements and transactions, your import history and your sessions. Tick 'I " +
      "understand', press Delete All My Data and confirm. This can't be undone.",
    keywords: ["delete my data", "erase", "remove", "account", "gdpr", "right to be forgotten", "close account"],
  },
  {
    id: "privacy-what-is-kept",
    q: "Is anything kept after I delete my data?",
    a:
      "Only payment records that the law requires us to keep, and without your personal data. Everything else " +
      "listed on the Delete My Data page is removed.",
    keywords: ["kept", "retained", "after deletion", "remaining", "records", "law"],
  },
  {
    id: "privacy-storage",
    q: "Where is my data stored and is it secure?",
    a:
      "Your data is stored in the database on the server of the operator running this Microfile service, with " +
      "encrypted storage, and only you can see your company's transactions. We collect only what's needed: your " +
      "email, name, company details and the transactions you upload. See the Privacy Policy for details.",
    keywords: ["stored", "storage", "secure", "security", "safe", "encrypted", "where", "server", "data"],
  },
  {
    id: "privacy-cookies",
    q: "What cookies does Microfile use?",
    a:
      "Only essential cookies, such as the one that keeps you signed in and the one that remembers whether the " +
      "sidebar is open. The cookie banner lets you accept or reject non-essential cookies; your choice is kept " +
      "for a year.",
    keywords: ["cookie", "cookies", "tracking", "banner", "consent"],
  },
  {
    id: "privacy-gdpr-rights",
    q: "What are my data protection rights?",
    a:
      "Under UK GDPR you can ask for a copy of your data, correct it, or have it erased; Delete My Data erases it " +
      "yourself at once. Requests are answered within one month (up to three for complex ones). See the Privacy " +
      "Policy and GDPR pages.",
    keywords: ["gdpr", "rights", "access", "subject access", "data protection", "personal data", "privacy"],
  },
  {
    id: "account-sign-in",
    q: "How do I sign in?",
    a:
      "Press Sign In at the top right of the page. After signing in you'll see your avatar and a Sign Out button. " +
      "You need to be signed in to save transactions, categorise them and download filing packs.",
    keywords: ["sign in", "login", "log in", "register", "sign up", "account", "sign out", "logout"],
  },
  {
    id: "support-contact",
    q: "How do I contact support?",
    a:
      "Type 'contact support' in this chat. I'll ask for your email, a subject and a description, show you a " +
      "summary, and you type 'submit' to send it. You'll get a ticket reference, and we typically reply within " +
      "24 hours.",
    keywords: [
      "support",
      "contact",
      "help",
      "ticket",
      "human",
      "email",
      "person",
      "complaint",
      "reply",
      "response time",
      "how long",
    ],
  },
  {
    id: "support-quick-ticket",
    q: "Can I send a support ticket in one message?",
    a:
      "Yes. Type your email, subject and description in one message separated by | (for example: " +
      "name@example.com | Upload problem | My Lloyds file shows no rows), or put each on its own line (Shift+Enter starts a new line; Enter sends). You'll see " +
      "the summary and can type 'submit' to send.",
    keywords: ["one message", "quick", "ticket", "pipe", "shortcut"],
  },
  {
    id: "support-advice",
    q: "Is Microfile giving me accounting or tax advice?",
    a:
      "No. Microfile is an information tool that helps you prepare your accounts and filing figures; it isn't " +
      "legal or tax advice. The director remains responsible for the accounts, so if your situation is unusual, " +
      "ask an accountant.",
    keywords: ["advice", "accountant", "responsible", "liability", "disclaimer", "legal"],
  },
];
