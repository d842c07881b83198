import { Link } from "wouter";
import { ContactSupport } from "../../components/legal/contact-support";
import { LegalDocument, type LegalSection } from "../../components/legal/legal-document";

const SECTIONS: readonly LegalSection[] = [
  {
    id: "data-we-hold",
    title: "The personal data we hold",
    body: (
      <>
        <p>
          Microfile keeps the minimum it needs: your email address and name, your company information, and the
          transactions you upload, plus support tickets you open and records of any payments. Our{" "}
          <Link href="/privacy-policy">Privacy Policy</Link> lists each item and why we hold it.
        </p>
        <p>
          You sign in through an OpenID Connect provider where one is configured, or with a local account whose password
          is stored only as an argon2id hash.
        </p>
      </>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights under the UK GDPR, and how to use them",
    body: (
      <ul>
        <li>
          <strong>Right of access:</strong> see your transactions, reports and account details in the app at any time,
          or ask us for a copy of everything we hold.
        </li>
        <li>
          <strong>Right to rectification:</strong> correct categories and details in the app, or ask us to correct
          anything else.
        </li>
        <li>
          <strong>Right to erasure:</strong> use <Link href="/delete-my-data">Delete My Data</Link> to erase your
          account and everything in it at once.
        </li>
        <li>
          <strong>Right to data portability:</strong> download your transactions as CSV or Excel files.
        </li>
        <li>
          <strong>Rights to restrict processing and to object:</strong> ask us, and we will stop or limit what we do
          with your data where the law gives you that right.
        </li>
        <li>
          <strong>Right to complain:</strong> to the Information Commissioner's Office (ico.org.uk, 0303 123 1113).
        </li>
      </ul>
    ),
  },
  {
    id: "requests",
    title: "Making a request, and how long we take",
    body: (
      <p>
        To make a request, <ContactSupport />. We answer within one month of receiving it. For complex requests we may
        extend this by two further months (three in total); if so, we tell you within the first month and explain why.
      </p>
    ),
  },
  {
    id: "erasure",
    title: "Erasure and retention",
    body: (
      <>
        <p>
          <Link href="/delete-my-data">Delete My Data</Link> erases your account, company information, transactions,
          import history and sessions from our live database at once. Backups roll off within 30 days, so your data is
          fully erased within 30 days of account deletion.
        </p>
        <p>
          Payment records the law requires us to keep (for 6 years) are kept for that time with your personal data
          removed.
        </p>
      </>
    ),
  },
  {
    id: "categorisation",
    title: "Categorisation and AI",
    body: (
      <p>
        Transactions are categorised on our own server by default. Only when the operator of this service configures an
        AI provider may transaction descriptions be sent to it, with account numbers, card numbers, sort codes and email
        addresses removed, together with whether each amount is money in or out. No other data is sent.
      </p>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    body: (
      <p>
        We use essential cookies only: your session, the sidebar's state, and your cookie choice (kept in your browser).
        The two embedded help videos load only after you click them.
      </p>
    ),
  },
  {
    id: "security-and-breaches",
    title: "Security and breaches",
    body: (
      <p>
        Data travels over HTTPS, and is encrypted at rest where our host's disk or database provides it. If a personal
        data breach puts your rights at risk, we notify the Information Commissioner's Office within 72 hours of
        becoming aware of it, and tell you without undue delay if the risk to you is high.
      </p>
    ),
  },
  {
    id: "law",
    title: "Governing law",
    body: <p>Our data protection commitments are governed by the law of England and Wales.</p>,
  },
];

export function GdprPage() {
  return (
    <LegalDocument
      title="GDPR Compliance"
      intro={
        <p>
          How Microfile meets the UK General Data Protection Regulation, and how you can use your rights. You can erase
          all your data at any time from the <Link href="/delete-my-data">Delete My Data</Link> page.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
