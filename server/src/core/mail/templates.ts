import { escapeHtml } from "#server/core/text/escape-html";

/**
 * The two mails the product sends (issue #3), as plain text and simple branded HTML. Every
 * value put into the HTML is escaped; links are ours (PUBLIC_URL), never taken from a request.
 */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

interface LinkMail {
  /** The athlete's name as given at sign-up (shown in the greeting). */
  name: string;
  link: string;
  supportEmail: string;
}

export const VERIFY_SUBJECT = "Verify your e-mail";
export const RESET_SUBJECT = "Reset your password";

export function verificationMail({ name, link, supportEmail }: LinkMail): MailContent {
  const lines = [
    `Hi ${firstName(name)},`,
    "",
    "Your assessment is complete. Confirm your e-mail address to open your GameReady dashboard and your cricket training plan:",
    "",
    link,
    "",
    "The link works once and expires in 24 hours.",
    "If you did not sign up for GameReady, ignore this e-mail: no account is activated without it.",
  ];
  return {
    subject: VERIFY_SUBJECT,
    text: textBody(lines, supportEmail),
    html: htmlBody({
      heading: "Confirm your e-mail",
      intro: `Hi ${firstName(name)}, your assessment is complete. Confirm your e-mail address to open your dashboard and your cricket training plan.`,
      button: "Verify my e-mail",
      link,
      note: "The link works once and expires in 24 hours. If you did not sign up for GameReady, ignore this e-mail.",
      supportEmail,
    }),
  };
}

export function passwordResetMail({ name, link, supportEmail }: LinkMail): MailContent {
  const lines = [
    `Hi ${firstName(name)},`,
    "",
    "Someone (hopefully you) asked to reset the password of your GameReady account. Choose a new password here:",
    "",
    link,
    "",
    "The link works once and expires in 1 hour. Setting a new password signs you out everywhere else.",
    "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  ];
  return {
    subject: RESET_SUBJECT,
    text: textBody(lines, supportEmail),
    html: htmlBody({
      heading: "Reset your password",
      intro: `Hi ${firstName(name)}, someone (hopefully you) asked to reset the password of your GameReady account.`,
      button: "Choose a new password",
      link,
      note: "The link works once and expires in 1 hour. Setting a new password signs you out everywhere else. If you did not ask for this, ignore this e-mail.",
      supportEmail,
    }),
  };
}

export const CONSENT_SUBJECT = "Your consent is needed for a young cricketer's GameReady account";

/**
 * To a parent or guardian of an Under-14 or Under-16 athlete (issue #16, decision 0102): what
 * they agree to, and one link. The athlete's name is shown only as a first name that reads as a
 * name (firstName below): anyone can type any address as a parent's.
 */
export function parentalConsentMail({
  athleteName,
  ageGroup,
  link,
  supportEmail,
  days,
}: {
  athleteName: string;
  ageGroup: string;
  link: string;
  supportEmail: string;
  days: number;
}): MailContent {
  const who = firstName(athleteName) === "there" ? "A young athlete" : firstName(athleteName);
  const what = `${who} (${ageGroup}) has signed up to GameReady, a cricket training-plan service, and named you as their parent or guardian.`;
  const agree =
    "If you agree, GameReady keeps their questionnaire answers (including any injuries they told us about) to make their training plan, and lets them log their training and add a photo. Their coach can see their profile, answers and plan.";
  const note = `The link works once and expires in ${days} days. If you do not agree, do nothing: they can still see their plan but cannot log training or add a photo. You can ask us at any time to see or delete their data.`;
  return {
    subject: CONSENT_SUBJECT,
    text: textBody(
      ["Hello,", "", what, "", agree, "", "Read what you agree to and give your consent here:", "", link, "", note],
      supportEmail,
    ),
    html: htmlBody({
      heading: "Your consent is needed",
      intro: `${what} ${agree}`,
      button: "Review and give consent",
      link,
      note,
      supportEmail,
    }),
  };
}

/**
 * The greeting's name: the first word only when it reads as a name (letters, marks, apostrophes,
 * hyphens). Anything else (a URL, a domain, an address) would reach the inbox as a link the
 * attacker chose, so the greeting says "there" instead (issue #14, finding 9).
 */
const NAME_WORD = /^[\p{L}\p{M}'’-]{1,40}$/u;

function firstName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? "";
  return NAME_WORD.test(first) ? first : "there";
}

function textBody(lines: string[], supportEmail: string): string {
  return [...lines, "", "GameReady: the gym should serve the game.", `Questions? ${supportEmail}`, ""].join("\n");
}

function htmlBody(p: {
  heading: string;
  intro: string;
  button: string;
  link: string;
  note: string;
  supportEmail: string;
}): string {
  const link = escapeHtml(p.link);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(p.heading)}</title></head>
<body style="margin:0;padding:24px;background:#0b0f1a;font-family:Arial,Helvetica,sans-serif;color:#e5e7eb">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#111827;border-radius:12px;border:1px solid #1f2937">
<tr><td style="padding:24px 28px;border-bottom:1px solid #1f2937">
<span style="font-size:22px;font-weight:bold;letter-spacing:1px;color:#22d3ee">GAME</span><span style="font-size:22px;font-weight:bold;letter-spacing:1px;color:#a855f7">READY</span>
<div style="font-size:12px;color:#9ca3af">Sports Performance Gym Training</div>
</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 12px;font-size:20px;color:#f9fafb">${escapeHtml(p.heading)}</h1>
<p style="margin:0 0 24px;line-height:1.5">${escapeHtml(p.intro)}</p>
<p style="margin:0 0 24px"><a href="${link}" style="display:inline-block;padding:12px 22px;border-radius:8px;background:linear-gradient(90deg,#06b6d4,#a855f7);color:#ffffff;font-weight:bold;text-decoration:none">${escapeHtml(p.button)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#9ca3af">If the button does not work, copy this address into your browser:</p>
<p style="margin:0 0 24px;font-size:13px;word-break:break-all"><a href="${link}" style="color:#22d3ee">${link}</a></p>
<p style="margin:0;font-size:13px;color:#9ca3af;line-height:1.5">${escapeHtml(p.note)}</p>
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #1f2937;font-size:12px;color:#6b7280">
GameReady: the gym should serve the game. Questions? <a href="mailto:${escapeHtml(p.supportEmail)}" style="color:#9ca3af">${escapeHtml(p.supportEmail)}</a>
</td></tr>
</table>
</body></html>
`;
}
