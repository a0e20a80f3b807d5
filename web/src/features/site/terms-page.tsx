import { Link } from "#web/app/nav.tsx";
import { formatPrice } from "#domain/plan-display";
import { PLAN_DURATION_MONTHS, PLAN_PRICE_AMOUNT, PROGRAM_LENGTH } from "#domain/plan-record";
import { DocumentPage, SupportLink, type DocSection } from "./document-page.tsx";

const sections: DocSection[] = [
  {
    id: "service",
    title: "The service",
    body: (
      <p>
        GameReady gives athletes gym training plans shaped by their sport, role and circumstances. Cricket is the sport
        we serve today. You answer a questionnaire, create an account, and receive an 8-week program in two 4-week
        phases, delivered as PDFs your coach uploads.
      </p>
    ),
  },
  {
    id: "not-medical-advice",
    title: "Not medical advice",
    body: (
      <>
        <p>
          <strong>Our plans and articles are general training guidance, not medical advice.</strong> They do not
          diagnose, treat or replace a doctor, physiotherapist or other health professional.
        </p>
        <ul>
          <li>
            If you are injured, in pain, or returning from an injury or illness, clear your training with a physio or
            doctor before you start.
          </li>
          <li>Stop an exercise and seek advice if it causes pain, dizziness or unusual shortness of breath.</li>
          <li>
            Telling us about an injury in the questionnaire helps shape your plan, but it is not an assessment of that
            injury.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "young-athletes",
    title: "Young athletes",
    body: (
      <>
        <p>
          Athletes under 16 need a parent or guardian's consent to use GameReady. Under-18s should train under the
          supervision of a qualified coach or a responsible adult, with technique coming before load. Parents and
          guardians are responsible for a young athlete's use of the service.
        </p>
        <p>
          <strong>What consent by e-mail can and cannot prove.</strong> We ask for consent with a link sent to the
          address the young athlete gives for their parent or guardian. A click on that link shows only that someone who
          can read that inbox agreed. It does not prove who they are, their age, or that they are the athlete's parent.
          We refuse the athlete's own address, including versions of it with a +tag or extra dots, but we cannot tell
          whether another address belongs to a parent. If you are a parent and did not give consent, tell us at{" "}
          <SupportLink /> and we will delete the account.
        </p>
        <p>
          Once consent has been asked for, changing the age group in the questionnaire does not remove the need for it:
          only the parent or guardian's answer does. Until then a young athlete can see their plan but cannot log
          training, record fitness tests or add a photo.
        </p>
      </>
    ),
  },
  {
    id: "account",
    title: "Your account",
    body: (
      <ul>
        <li>Give accurate answers: your plan is only as good as the information it is built from.</li>
        <li>Keep your password to yourself; you are responsible for what happens under your account.</li>
        <li>
          One account per athlete. You can ask us to delete your account at any time (see our{" "}
          <Link to="/privacy">Privacy Policy</Link>).
        </li>
      </ul>
    ),
  },
  {
    id: "price",
    title: "Price",
    body: (
      <>
        {/* The same words as the dashboard and the coach console (domain/plan-display.ts, decision 0104). */}
        <p>
          Your plan record lists a price of <strong>{formatPrice(PLAN_PRICE_AMOUNT)}</strong> for a{" "}
          {PLAN_DURATION_MONTHS}-month term, which covers your 8-week program ({PROGRAM_LENGTH}).
        </p>
        <p>
          No payment is taken through the site today. Before any payment is ever taken, we will show the total and what
          it covers, and ask for your explicit agreement.
        </p>
      </>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <ul>
        <li>Use GameReady for your own training, or as a parent or coach supporting an athlete.</li>
        <li>
          Do not try to access another athlete's data, the coach console without permission, or to disrupt or overload
          the service.
        </li>
        <li>
          Do not upload anything unlawful, harmful or that you have no right to share (for example as a profile
          picture).
        </li>
        <li>Do not copy or resell our plans, PDFs or articles.</li>
      </ul>
    ),
  },
  {
    id: "content",
    title: "Our content",
    body: (
      <p>
        The plans, PDFs, articles and design are ours or licensed to us. Your plan is for your personal use. You keep
        everything you give us, and let us use it to provide the service as our Privacy Policy describes.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Responsibility",
    body: (
      <p>
        Training carries a risk of injury. We work to make plans safe and sensible, but you train at your own risk and
        within your own limits. Nothing in these terms limits rights you have by law that cannot be limited.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes and contact",
    body: (
      <p>
        We may update these terms; we will tell account holders about significant changes before they apply. Questions:{" "}
        <SupportLink />.
      </p>
    ),
  },
];

/** /terms (issue #2). */
export default function TermsPage() {
  return (
    <DocumentPage
      eyebrow="The rules"
      title="Terms of Service"
      updated="Last updated: November 2026"
      intro={
        <p>
          The short version: train smart, check with a professional when injured, and use GameReady for what it is for.
        </p>
      }
      sections={sections}
    />
  );
}
