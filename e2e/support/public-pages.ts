/** Every public page (issue #2), for the checks that visit them all. */
export const PUBLIC_PAGES = [
  "/",
  "/cricket",
  "/cricket-learn",
  "/learn/learn-your-body",
  "/learn/master-your-mind",
  "/learn/get-inspired",
  "/learn/master-your-mind/badminton",
  "/badminton-coming-soon",
  "/programs",
  "/privacy",
  "/terms",
  "/cricket-questionnaire",
  "/this-page-does-not-exist",
];
