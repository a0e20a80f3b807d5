import { Link } from "#web/app/nav.tsx";
import { DocumentPage, SupportLink, type DocSection } from "./document-page.tsx";

const sections: DocSection[] = [
  {
    id: "what-we-store",
    title: "What we store",
    body: (
      <>
        <p>We keep only what we need to build and deliver your plan:</p>
        <ul>
          <li>
            <strong>Your account:</strong> your full name, your e-mail address and a hash of your password. We never
            store the password itself.
          </li>
          <li>
            <strong>Your questionnaire answers:</strong> age group, competition level, height, weight, playing role,
            ability ratings, training frequency, goals, equipment and any injuries you tell us about. Height, weight and
            injuries are <strong>health data</strong>, and we treat them with extra care.
          </li>
          <li>
            <strong>Your training plan:</strong> the plan record made from your answers (its name, sport, length, price
            amount and the answers it was shaped by) and the program we generate.
          </li>
          <li>
            <strong>Your profile picture</strong>, if you upload one.
          </li>
          <li>
            <strong>Training PDFs</strong> that a coach uploads for you, one per phase.
          </li>
          <li>
            <strong>Session cookies:</strong> a sign-in cookie that keeps you logged in, and a separate one for the
            coach console. They are strictly necessary and are not used for tracking.
          </li>
          <li>
            <strong>Your browser's local storage</strong> (on your device, not our server): <code>cookieConsent</code>{" "}
            (your cookie choice), <code>questionnaireData</code> (your answers until your account exists) and{" "}
            <code>selectedSport</code> (the sport you picked).
          </li>
          <li>
            <strong>Server logs:</strong> requests with their time, address and outcome, so we can keep the service
            running and secure.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "why",
    title: "Why we use it",
    body: (
      <ul>
        <li>To create your account, sign you in and verify your e-mail address.</li>
        <li>
          To shape your training plan: your role, level, goals, equipment and injuries decide what the program contains.
        </li>
        <li>To let your coach see your answers and upload your phase PDFs.</li>
        <li>
          To send the e-mails the service needs (verification and password reset). No marketing e-mail without your
          separate consent.
        </li>
        <li>To keep the service secure: rate limits, fraud prevention and fixing errors.</li>
      </ul>
    ),
  },
  {
    id: "how-long",
    title: "How long we keep it",
    body: (
      <ul>
        <li>
          <strong>Account, answers, plan, picture and PDFs:</strong> for as long as your account exists. When you ask us
          to delete your account, we delete all of it within 30 days.
        </li>
        <li>
          <strong>Unfinished sign-ups:</strong> an account whose e-mail address is never verified is removed, with its
          answers, after 7 days.
        </li>
        <li>
          <strong>Sign-in sessions:</strong> until you sign out or the session expires.
        </li>
        <li>
          <strong>Server logs:</strong> 30 days.
        </li>
        <li>
          <strong>Local storage:</strong> on your device until you clear it; your answers are removed from it once they
          are saved to your account.
        </li>
      </ul>
    ),
  },
  {
    id: "sharing",
    title: "Who sees it",
    body: (
      <>
        <p>
          <strong>We do not sell your data</strong>, and we do not use third-party trackers, advertising pixels or
          analytics scripts. Fonts and everything else the site loads come from our own server.
        </p>
        <p>
          Your coach (GameReady staff with admin access) can see your profile, answers and plan so they can prepare your
          PDFs. Our hosting and e-mail providers process data only to run the service for us. We disclose data to
          authorities only where the law requires it.
        </p>
      </>
    ),
  },
  {
    id: "minors",
    title: "Young athletes",
    body: (
      <p>
        Many cricketers start young. If you are under 16 (our Under-14 and Under-16 age groups), a parent or guardian
        must agree: you give us their e-mail address when you sign up and we send them a link. Until they agree you can
        see your plan, but you cannot log training or add a photo. They should review your answers with you, especially
        anything about injuries. A parent or guardian can ask us at any time to see or delete a young athlete's data, or
        to withdraw their consent.
      </p>
    ),
  },
  {
    id: "rights",
    title: "Your choices and rights",
    body: (
      <ul>
        <li>See your data: your dashboard shows your profile and plan; ask us for a full copy.</li>
        <li>Correct it: update your answers, or ask us to fix anything else.</li>
        <li>Delete it: ask us to delete your account and everything linked to it (done within 30 days).</li>
        <li>Object or complain: tell us first; you can also contact your local data protection authority.</li>
      </ul>
    ),
  },
  {
    id: "security",
    title: "How we protect it",
    body: (
      <p>
        Passwords are stored only as strong hashes, cookies are HttpOnly, health data is visible only to you and your
        coach, training PDFs are private and served only to their athlete, and access to the coach console needs a
        separate key.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    body: (
      <p>
        Questions or requests about your data: <SupportLink />. We answer within 30 days. See also our{" "}
        <Link to="/terms">Terms of Service</Link>.
      </p>
    ),
  },
];

/** /privacy: what is stored, why, and for how long (issue #2). */
export default function PrivacyPage() {
  return (
    <DocumentPage
      eyebrow="Your data"
      title="Privacy Policy"
      updated="Last updated: November 2026"
      intro={
        <p>
          GameReady builds training plans from what you tell us about yourself. This page says exactly what we keep,
          why, and for how long.
        </p>
      }
      sections={sections}
    />
  );
}
