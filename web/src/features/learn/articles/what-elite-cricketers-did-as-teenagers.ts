import type { ArticleBody } from "../article-types.ts";

const article: ArticleBody = {
  slug: "what-elite-cricketers-did-as-teenagers",
  blocks: [
    {
      p: "It is easy to think great cricketers were simply born that way. Researchers who study expertise prefer to ask a more useful question: what did the players who became the best actually do while they were growing up? Two studies of cricketers give answers that any young player can act on.",
    },
    { h: "Batters who read the bowler" },
    {
      p: "Great batters seem to have more time. Part of the reason is anticipation: they pick up clues from the bowler's body and hand before the ball is released. At Liverpool John Moores University, Paul Ford and colleagues tested this in elite batters. The batters watched 36 video clips of bowlers, cut off at the moment of release, and had to say what type of delivery was coming. The researchers split them into high-performing and low-performing anticipators, then compared the histories of the two groups using detailed questionnaires about how they had spent their time growing up.",
    },
    {
      p: "In the early years, the groups looked the same: similar hours in cricket, similar hours in other sports, similar milestones. The difference appeared between the ages of 13 and 15. In those years, the better anticipators had spent more hours in structured cricket activity, and specifically more hours batting, than the others.",
    },
    {
      p: "The message is hopeful. The batters who read bowlers best were not different as young children; they became different through what they did in their early teens. Those are exactly the years many readers of this article are in now.",
    },
    { h: "Spin bowlers who made it to international level" },
    {
      p: "A second study, by researchers at Bangor University working with the England and Wales Cricket Board, compared 15 international spin bowlers with 13 first-class county spinners who had not played internationally. They gathered 93 facts about each player's development and used pattern-recognition methods to find which combination best separated the two groups. A set of 12 features did so with very good accuracy, and when tested on five spinners the model had never seen, it classified all five correctly.",
    },
    {
      p: "The pattern the researchers described had three parts: the international spinners started playing cricket earlier, did more cricket-specific practice and competition, and adapted better when they moved up to new levels of competition.",
    },
    { h: "What you can take from this" },
    {
      ul: [
        "Your early teens matter. This is the window where the amount of focused, cricket-specific practice began to separate players.",
        "Quality practice means facing real bowling: anticipation is learned by watching bowlers' actions, so bat against real bowlers as often as you can, not only throw-downs and machines.",
        "Play matches and step up. Adapting to a new level is a skill of its own; playing with and against older or better players, when it is safe and appropriate, helps you learn it.",
        "Keep enjoying other sports too. In the batting study, hours in other sports did not hold players back in the early years.",
        "Protect your body while you pile up practice: fast bowlers especially should follow the youth bowling guidelines.",
      ],
    },
    { h: "A note of caution about the science" },
    {
      p: "Both studies are small, as elite groups always are, and they compare groups rather than predict any one player's future. They tell us what tended to separate the best from the very good, not a guaranteed recipe. Many things matter: coaching, opportunity, health, motivation and luck.",
    },
    { h: "For the coach" },
    {
      p: "Give your 13- to 15-year-olds as much meaningful batting and bowling against each other as you can, and help them find chances to play at the right level. Count the time spent actually batting in a session: it is often less than it looks.",
    },
  ],
  sources: [
    {
      authors: "Ford PR, Low J, McRobert AP, Williams AM",
      year: 2010,
      title:
        "Developmental activities that contribute to high or low performance by elite cricket batters when recognizing type of delivery from bowlers' advanced postural cues",
      publication: "Journal of Sport and Exercise Psychology 32(5):638",
      url: "https://journals.humankinetics.com/abstract/journals/jsep/32/5/article-p638.xml",
    },
    {
      authors: "Jones BD, Hardy L, Lawrence G, Kuncheva LI, Du Preez T, Brandon R, Such P, Bobat M",
      year: 2019,
      title:
        "The identification of 'game changers' in England cricket's developmental pathway for elite spin bowling: a machine learning approach",
      publication: "Journal of Expertise 2(2)",
      url: "https://docslib.org/doc/9900135/in-england-crickets-developmental-pathway-for-elite-spin-bowling",
    },
  ],
};

export default article;
