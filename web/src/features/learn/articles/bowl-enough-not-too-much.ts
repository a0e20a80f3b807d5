import type { ArticleBody } from "../article-types.ts";

const article: ArticleBody = {
  slug: "bowl-enough-not-too-much",
  blocks: [
    {
      p: "For years, the advice to young fast bowlers was mostly about what not to do: do not bowl too many overs, do not bowl too long a spell. In 2017 Cricket Australia changed its youth pace bowling guidelines in a way that surprised many people. The new emphasis was on bowling enough, with targets to reach as well as limits, and in some cases young bowlers were allowed to bowl more. Why the change, and what does it mean for you?",
    },
    { h: "The bowlers behind the question" },
    {
      p: "Australia had watched a generation of exciting young quicks lose seasons to back injuries. Mitchell Starc, Josh Hazlewood, Pat Cummins and James Pattinson all suffered serious back injuries early in their careers. Lumbar stress fractures were, and still are, the most debilitating injury for young fast bowlers and the one that costs the most time.",
    },
    { h: "What the research showed" },
    {
      p: "Cricket Australia's research found that how often a young bowler bowls (the number of bowling sessions in a week, and how little time there is between them) was a bigger factor in back stress fractures than the total number of balls. Bowling three days in a row leaves bone little time to recover. At the same time, adolescence is a window of opportunity for bone: bone that receives regular, well-planned loading through these years can become stronger and better able to handle fast bowling later.",
    },
    {
      p: "Put together, the answer was not simply less bowling. It was better-spaced bowling: regular sessions with rest days between them, enough volume to build a robust body, and no sudden spikes.",
    },
    { h: "The new approach" },
    {
      ul: [
        "Targets for weekly balls as well as maximums, so bowlers prepare properly rather than bowling too little and then too much.",
        "Limits on bowling days per week and on days in a row, so bone gets time to recover between sessions.",
        "Gradual pre-season build-ups over several weeks before competition starts.",
        "Planned easy weeks and longer breaks through the season.",
      ],
    },
    {
      p: "The current Cricket Australia guidelines keep this approach, with the three main risk factors spelled out: the younger the bowler, the taller the bowler, and the more often they bowl in a week, the greater the risk.",
    },
    { h: "Coaches are the key" },
    {
      p: "Former Australian fast bowler Ryan Harris, speaking as a Cricket Australia high performance coach, pointed out a common problem: many 14- to 17-year-old fast bowlers play school cricket on Friday and Saturday and club cricket on Sunday, which means bowling three days in a row. He also admitted the tension every coach feels: the wish to win by bowling your best bowler, against the job of looking after a young player's long-term health. Guidelines only work if the adults around a young bowler follow them across all their teams.",
    },
    { h: "What young bowlers can take from it" },
    {
      ul: [
        "Bowl regularly through the year. Long gaps followed by a sudden heavy week is the pattern to avoid.",
        "Count bowling days across all your teams and tell each coach about the others.",
        "Rest days are part of the training. Bone gets stronger between sessions, not during them.",
        "Use a log: your GameReady plan records your sessions so you can see your weekly pattern.",
      ],
    },
    {
      caution:
        "Persistent low back pain in a young fast bowler should always be checked by a physiotherapist or sports doctor before bowling again.",
    },
  ],
  sources: [
    {
      authors: "Wu A",
      year: 2017,
      title: "Cricket Australia issues new youth pace bowling guidelines",
      publication: "WAtoday",
      url: "http://www.watoday.com.au/sport/cricket/cricket-australia-issues-new-youth-pace-bowling-guidelines-20170818-gxz64q.html",
    },
    {
      authors: "Lane D",
      year: 2017,
      title: "Grassroots coaches key to development of young fast bowlers",
      publication: "Cricket Australia",
      url: "http://www.cricketaustralia.com.au/media/feature-stories/focus-on-youth-pace-bowling-guidelines/2017-12-26",
    },
    {
      authors: "Cricket Australia",
      year: 2023,
      title: "Australian Cricket Junior Bowling Guidelines (reviewed July 2023)",
      publication: "Cricket Australia, Play Cricket",
      url: "https://play.cricket.com.au/community/clubs/managing-your-club/youth-pace-bowling-guidelines",
    },
    {
      authors: "Cricket Victoria",
      year: 2018,
      title: "Youth Premier League 2018-19: pace bowler welfare",
      publication: "Cricket Victoria",
      url: "https://issuu.com/cricketvictoria/docs/2018-19_ypl-male_under_14-lr/26",
    },
  ],
};

export default article;
