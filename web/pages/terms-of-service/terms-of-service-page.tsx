import { Link } from "wouter";
import { ContactSupport } from "../../components/legal/contact-support";
import { LegalDocument, type LegalSection } from "../../components/legal/legal-document";

const SECTIONS: readonly LegalSection[] = [
  {
    id: "about",
    title: "About these terms",
    body: (
      <p>
        These terms apply when you use Microfile, a service that prepares FRS 105 micro-entity year-end accounts from
        bank statement files. "We" and "us" mean the organisation that runs this Microfile service; "you" means the
        person using it, whether a company director or an accountant acting for a client. By creating an account or
        using the service you accept these terms.
      </p>
    ),
  },
  {
    id: "what-microfile-does",
    title: "What Microfile does, and what it does not",
    body: (
      <>
        <p>
          Microfile categorises your transactions, produces a Profit &amp; Loss report and a balance sheet, and prepares
          filing packs (Companies House PDF and Excel, an HMRC CT600 draft and a clean CSV) for you to check and file.
        </p>
        <p>
          Microfile is an information tool. It is not legal, tax or accounting advice, and it does not file anything on
          your behalf. The directors approve the accounts and remain responsible for their accuracy, for deciding that
          the company qualifies as a micro-entity, and for filing them with Companies House and HMRC on time. Check
          every category and figure before you rely on it, and take professional advice if you are unsure.
        </p>
      </>
    ),
  },
  {
    id: "accounts",
    title: "Your account",
    body: (
      <ul>
        <li>
          You sign in through an OpenID Connect provider where one is configured, or with a local account (email and
          password).
        </li>
        <li>Keep your password private, and tell us at once if you think someone else has used your account.</li>
        <li>Give accurate details, and use the service only for companies you are authorised to act for.</li>
      </ul>
    ),
  },
  {
    id: "your-data",
    title: "Your data",
    body: (
      <p>
        The data you upload stays yours. You allow us to store and process it only to provide the service, as our{" "}
        <Link href="/privacy-policy">Privacy Policy</Link> describes. You can download your transactions at any time and
        erase everything with <Link href="/delete-my-data">Delete My Data</Link>.
      </p>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <ul>
        <li>Do not upload data you have no right to use.</li>
        <li>Do not try to reach other users' data, disrupt the service, or get round its limits or security.</li>
        <li>Do not use the service for anything unlawful, including preparing accounts you know to be false.</li>
      </ul>
    ),
  },
  {
    id: "prices-and-payment",
    title: "Prices and payment",
    body: (
      <>
        <p>
          During the beta, uploads, categorisation and reports are free, and your first filing is free. Each further
          filing pack costs £99 as a one-time payment; there is no subscription. A paid filing pack includes unlimited
          downloads for that filing period.
        </p>
        <p>
          Payments are taken by a card payment provider on its own secure page. The price is shown before you pay. For a
          problem with a payment, <ContactSupport />.
        </p>
      </>
    ),
  },
  {
    id: "availability",
    title: "Availability and changes to the service",
    body: (
      <p>
        Microfile is in beta. We work to keep it available and correct, and the <Link href="/status">status page</Link>{" "}
        shows whether it is working, but we cannot promise it will always be available or free of errors. We may change
        or improve features; we will not remove your data without notice except when you ask us to.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Our liability",
    body: (
      <>
        <p>
          Because the directors review, approve and file the accounts, we are not responsible for penalties, tax or
          other losses that result from accounts or returns filed without being checked, or from late filing.
        </p>
        <p>
          Nothing in these terms limits liability that cannot be limited by law, including liability for death or
          personal injury caused by negligence, or for fraud.
        </p>
      </>
    ),
  },
  {
    id: "ending",
    title: "Ending your use",
    body: (
      <p>
        You can stop using Microfile at any time and erase your data with{" "}
        <Link href="/delete-my-data">Delete My Data</Link>. We may suspend an account that breaks these terms, and will
        tell you why unless the law prevents us.
      </p>
    ),
  },
  {
    id: "changes-and-law",
    title: "Changes and governing law",
    body: (
      <>
        <p>
          We may update these terms; the date at the top shows the latest version, and we will tell signed-in users of
          important changes. These terms are governed by the law of England and Wales, and the courts of England and
          Wales have jurisdiction.
        </p>
        <p>
          For questions about these terms, <ContactSupport />.
        </p>
      </>
    ),
  },
];

export function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro={<p>The rules for using Microfile, in plain English.</p>}
      sections={SECTIONS}
    />
  );
}
