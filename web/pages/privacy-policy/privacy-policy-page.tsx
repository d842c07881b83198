import { Link } from "wouter";
import { ContactSupport } from "../../components/legal/contact-support";
import { LegalDocument, type LegalSection } from "../../components/legal/legal-document";

const SECTIONS: readonly LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who we are",
    body: (
      <>
        <p>
          Microfile helps directors of UK micro companies, and their accountants, prepare FRS 105 year-end accounts from
          bank statement files. "We" and "us" mean the organisation that runs this Microfile service. We are the
          controller of the personal data described here under the UK General Data Protection Regulation (UK GDPR) and
          the Data Protection Act 2018.
        </p>
        <p>
          To contact us about your data, <ContactSupport />.
        </p>
      </>
    ),
  },
  {
    id: "data-we-collect",
    title: "The data we collect",
    body: (
      <>
        <p>We collect only what the service needs:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your email address and name, and a profile picture address if your sign-in
            provider supplies one.
          </li>
          <li>
            <strong>Company information:</strong> the company details you enter, such as company name, registration
            number, accounting period and the director's name for filing packs.
          </li>
          <li>
            <strong>Transactions:</strong> the dates, descriptions, amounts and balances in the CSV files you upload,
            the categories given to them, and a record of each import (file names, row counts, duplicates skipped).
          </li>
          <li>
            <strong>Support messages:</strong> the email address, subject and description of any support ticket you
            open.
          </li>
          <li>
            <strong>Payment records:</strong> if you buy a filing pack, the payment's amount, status, date and email
            address. Card details are entered on the card payment provider's page; we never see or store them.
          </li>
          <li>
            <strong>Technical data:</strong> a session identifier while you are signed in, and server logs of requests
            (such as time, page requested and IP address) used to keep the service secure and working.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "how-we-use-it",
    title: "How we use your data, and our lawful bases",
    body: (
      <ul>
        <li>
          To provide the service you signed up for: importing and categorising transactions, producing reports and
          filing packs, and answering support requests (performance of a contract).
        </li>
        <li>To keep payment records that tax law requires us to keep (legal obligation).</li>
        <li>To keep the service secure, prevent abuse and fix faults (our legitimate interests).</li>
      </ul>
    ),
  },
  {
    id: "sign-in",
    title: "How you sign in",
    body: (
      <>
        <p>
          Where the operator of this service has configured one, you sign in through an OpenID Connect provider. The
          provider tells us your email address, name and, if available, a profile picture address; it does not give us
          your password.
        </p>
        <p>
          Otherwise you create a local account with your email address and a password. We store the password only as an
          argon2id hash, a one-way form from which the password cannot be read back.
        </p>
      </>
    ),
  },
  {
    id: "categorisation",
    title: "How transactions are categorised",
    body: (
      <>
        <p>
          By default, categorisation runs entirely on our own server, using rules and the payees you have categorised
          before. Nothing is sent to anyone else.
        </p>
        <p>
          Only when the operator of this service configures an AI provider may transactions be sent to that provider for
          categorisation. What is sent is limited to each transaction's description, with account numbers, card numbers,
          sort codes and email addresses removed, and whether the amount is money in or money out. Your name, email
          address, company details, amounts and balances are not sent.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and similar storage",
    body: (
      <>
        <p>We use essential cookies only. There are no advertising or analytics cookies.</p>
        <ul>
          <li>
            <strong>Session cookie:</strong> keeps you signed in; it ends when you sign out or the session expires.
          </li>
          <li>
            <strong>sidebar_state:</strong> remembers whether the sidebar is expanded or collapsed, for 7 days.
          </li>
          <li>
            <strong>Your cookie choice:</strong> kept in your browser's local storage with the time you made it, so we
            do not ask again for 365 days.
          </li>
        </ul>
        <p>
          The two help videos on the Reports page are embedded from a video host. They load only after you click them;
          from then on the video host's own privacy terms apply to that video.
        </p>
      </>
    ),
  },
  {
    id: "sharing",
    title: "Who we share data with",
    body: (
      <>
        <p>We do not sell your data. We use these service providers (processors), only to run Microfile:</p>
        <ul>
          <li>the hosting provider that runs our server and database;</li>
          <li>an email delivery service, for support replies and ticket acknowledgements;</li>
          <li>the card payment provider, for filing pack payments;</li>
          <li>
            the OpenID Connect sign-in provider and the AI provider, only where they are configured as described above.
          </li>
        </ul>
        <p>
          If a provider processes data outside the UK, we rely on UK adequacy regulations or on the UK's approved
          international data transfer agreements.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep data",
    body: (
      <>
        <p>
          We keep your data while your account exists. When you use <Link href="/delete-my-data">Delete My Data</Link>,
          your account, company information, transactions, import history and sessions are erased from our live database
          at once. Backups roll off within 30 days, so all of your data is erased within 30 days of account deletion.
        </p>
        <p>
          Payment records that the law requires us to keep (for 6 years) are kept for that time with your personal data
          removed.
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: "How we protect data",
    body: (
      <ul>
        <li>Connections use HTTPS, so data is encrypted in transit.</li>
        <li>Data is encrypted at rest where our host's disk or database provides it.</li>
        <li>Passwords are stored only as argon2id hashes; sessions are stored on the server.</li>
        <li>Every request for your data is checked against your account, so other users cannot see it.</li>
      </ul>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    body: (
      <>
        <p>Under the UK GDPR you have the right to:</p>
        <ul>
          <li>access the personal data we hold about you;</li>
          <li>have inaccurate data corrected;</li>
          <li>have your data erased;</li>
          <li>restrict or object to our use of it;</li>
          <li>receive your data in a portable format;</li>
          <li>complain to the Information Commissioner's Office (ico.org.uk, 0303 123 1113).</li>
        </ul>
        <p>
          We answer rights requests within one month. For complex requests we may extend this by two further months
          (three in total); if so, we tell you within the first month and explain why. See our{" "}
          <Link href="/gdpr">GDPR page</Link> for how to use each right.
        </p>
      </>
    ),
  },
  {
    id: "breaches",
    title: "Data breaches",
    body: (
      <p>
        If a personal data breach happens that puts your rights at risk, we notify the Information Commissioner's Office
        within 72 hours of becoming aware of it, and we tell you without undue delay when the risk to you is high.
      </p>
    ),
  },
  {
    id: "changes-and-law",
    title: "Changes and governing law",
    body: (
      <>
        <p>
          We update this policy when what we do changes, and show the date of the latest version at the top. This policy
          is governed by the law of England and Wales.
        </p>
        <p>
          See also our <Link href="/terms-of-service">Terms of Service</Link>.
        </p>
      </>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what personal data Microfile collects, why, who it is shared with, how long it is kept,
          and the rights you have over it.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
