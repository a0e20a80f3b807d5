import type { ArticleBody } from "../article-types.ts";

const article: ArticleBody = {
  slug: "pat-cummins-six-years-between-tests",
  blocks: [
    {
      p: "In November 2011, an 18-year-old fast bowler played his first Test for Australia, against South Africa in Johannesburg. Pat Cummins took seven wickets in the match, hit the winning runs in a tight chase, and was named player of the match. Newspapers called him Australia's next great fast bowler. His second Test did not come until March 2017.",
    },
    { h: "What happened in between" },
    {
      p: "Cummins had already suffered a back stress fracture in the Sheffield Shield final in March 2011, months before his debut. Soon after the Johannesburg Test he was diagnosed with a stress fracture in his foot. A further back stress fracture in November 2012 and a recurrence in August 2013 on an Australia A tour kept him out of more home seasons. There was a heel injury and a side strain too.",
    },
    {
      p: "He fought back to white-ball cricket and was part of Australia's World Cup-winning squad in 2015. Then, in September 2015, just as a Test recall looked close, scans after a one-day series in England showed a new early-stage lumbar bone stress fracture. He was ruled out of the tour of Bangladesh and began another long rehabilitation. He was 22 and still had one Test cap.",
    },
    {
      p: "For years, selectors and Cricket Australia's medical staff managed him carefully, often keeping him to shorter formats where the bowling load is smaller. The process involved rest from bowling, rebuilding, and, as later reports describe, a slightly remodelled action and advice from former greats.",
    },
    { h: "The second debut" },
    {
      p: "In March 2017 Cummins played his first Sheffield Shield match in six years and took eight wickets. Days later, with Mitchell Starc ruled out of the tour of India with a stress fracture of his own, Cummins was called up. He played the third Test in Ranchi, more than five years after his first, and described it as feeling like a second debut.",
    },
    {
      p: "From there he went on to lead Australia's attack and, later, to captain the Test side. Even then his back needed managing: he has spoken about a planned 16 weeks completely off bowling after a later stress injury, to let the bone heal, before building back up.",
    },
    { h: "What young bowlers can take from it" },
    {
      ul: [
        "Injury is not the end of the story. Cummins lost most of his late teens and early twenties to injury, and still built a great career.",
        "Bones need time. Back stress fractures are common in young fast bowlers, and healing cannot be rushed. Going back too early risks another fracture.",
        "Patience is a skill. Staying positive through years of rehabilitation, gym work and watching others play is as hard as any spell.",
        "Workload management is not a punishment. Being held back from long-format cricket helped keep Cummins playing at all.",
        "The people around you matter: physiotherapists, doctors and coaches who plan the comeback and say no when needed.",
      ],
    },
    {
      caution:
        "If you are a young fast bowler with low back pain, do not wait and hope. Stop bowling and see a physiotherapist or sports doctor: stress injuries caught early heal faster.",
    },
    { h: "For the coach" },
    {
      p: "Cummins' story shows why the youth bowling guidelines exist, and why managing a talented young quick carefully is not holding them back. Share it with players who are frustrated by bowling limits.",
    },
  ],
  sources: [
    {
      authors: "ESPNcricinfo staff",
      year: 2015,
      title: "Pat Cummins suffers another stress fracture",
      publication: "ESPNcricinfo",
      url: "https://espncricinfo.com/story/pat-cummins-suffers-another-stress-fracture-922957",
    },
    {
      authors: "The Guardian sport staff",
      year: 2017,
      title: "Report of 11 March 2017 on Cummins replacing the injured Mitchell Starc for the India Tests",
      publication: "The Guardian",
      url: "https://www.theguardian.com/sport/2017/mar/11/cummins-starc-india-australia-cricket",
    },
    {
      authors: "ESPNcricinfo staff",
      year: 2017,
      title: "Cummins declares readiness for second debut",
      publication: "ESPNcricinfo",
      url: "http://www1.espncricinfo.com/ci/content/story/1086646.html",
    },
    {
      authors: "Reuters",
      year: 2015,
      title: "Injury curse continues for Australia paceman Cummins",
      publication: "bdnews24.com",
      url: "http://bdnews24.com/cricket/2015/09/24/injury-curse-continues-for-australia-paceman-cummins",
    },
    {
      authors: "The Pulse 24",
      title: "Cummins on the rehabilitation behind his return for the third Ashes Test",
      publication: "The Pulse 24",
      url: "https://thepulse24.com/?p=18424",
    },
  ],
};

export default article;
