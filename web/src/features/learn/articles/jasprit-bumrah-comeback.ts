import type { ArticleBody } from "../article-types.ts";

const article: ArticleBody = {
  slug: "jasprit-bumrah-comeback",
  blocks: [
    {
      p: "Jasprit Bumrah's short run-up and whippy, unusual action make him one of the most recognisable fast bowlers in the world. In 2022 that action, and the back behind it, stopped working for him. What followed is a lesson in the difference between coming back quickly and coming back properly.",
    },
    { h: "The returns that did not hold" },
    {
      p: "In August 2022 Bumrah was found to have a stress reaction in his lower back, and missed the Asia Cup. He returned for two T20 internationals against Australia in September, but the back problem came back, and he was ruled out of the series against South Africa and then the T20 World Cup in Australia. In January 2023 he was named in India's squad for a home series against Sri Lanka, but a fresh niggle during his preparation meant he was withdrawn before playing. Reports describe him feeling discomfort when his workload went up in practice matches at India's National Cricket Academy.",
    },
    {
      p: "Each return was well meant. Each showed the same thing: the back was not ready for the load of international fast bowling.",
    },
    { h: "A different plan" },
    {
      p: "In March 2023, with the advice of the Board of Control for Cricket in India's medical staff, Bumrah had surgery on his lower back in Christchurch, New Zealand, with orthopaedic surgeon Rowan Schouten. Former New Zealand fast bowler Shane Bond, whose own injury-hit career had been extended by the same kind of procedure, reportedly helped with the choice. The recovery was expected to take about six months. That meant missing the Indian Premier League and the World Test Championship final, two of the biggest events of the year.",
    },
    {
      p: "Then came the rehabilitation at the National Cricket Academy in Bengaluru: strength work, gradual bowling, then practice matches, with the workload increased step by step.",
    },
    { h: "The return" },
    {
      p: "On 18 August 2023, in Dublin, Bumrah played his first match for India in 11 months, as captain in a T20 international against Ireland. He was hit for four off his first ball. With his second he bowled Andrew Balbirnie, and later in the same over he had Lorcan Tucker caught behind. He finished with 2 for 24 from four overs and was named player of the match, the first Indian to win the award on his T20I captaincy debut. India won the series, and he was player of the series.",
    },
    {
      p: "Afterwards he gave the credit to the process: the many sessions and practice games at the academy meant that, in his words, he did not feel like he had missed out a lot or was doing something new.",
    },
    { h: "What young bowlers can take from it" },
    {
      ul: [
        "Feeling ready is not the same as being ready. A bowler can feel fine at rest and still break down when the load rises. That is why rehabilitation is tested with rising bowling loads before matches.",
        "Missing big events hurts, but it is sometimes the price of a long career.",
        "A good comeback is built in training. Bumrah's first over back looked normal because the work had been done beforehand.",
        "Trust the people planning your return, and tell them honestly how your body feels.",
      ],
    },
    {
      caution:
        "Surgery is a decision for specialists in a small number of cases; most young bowlers with back pain recover with rest, rehabilitation and a careful return. If your back hurts when you bowl, see a physiotherapist or sports doctor early.",
    },
    { h: "For the coach" },
    {
      p: "When a player returns from injury, plan their bowling build-up in training and practice matches before they are picked, and agree in advance what would make you pause the plan.",
    },
  ],
  sources: [
    {
      authors: "Hindustan Times sport desk",
      year: 2023,
      title:
        "Jasprit Bumrah completes back surgery in New Zealand, Indian pacer likely to be out of action for 6 months",
      publication: "Hindustan Times",
      url: "https://www.hindustantimes.com/cricket/jasprit-bumrah-completes-back-surgery-in-new-zealand-indian-pacer-likely-to-be-out-of-action-for-6-months-101678287204321-amp.html",
    },
    {
      authors: "The Telegraph (India) sport desk",
      year: 2023,
      title: "Jasprit Bumrah has surgery, could play World Cup",
      publication: "The Telegraph India",
      url: "https://obeta.ttef.in/sports/cricket/jasprit-bumrah-has-surgery-could-play-world-cup/cid/1921221",
    },
    {
      authors: "Firstpost sports desk",
      year: 2023,
      title: "Report of 19 August 2023 on Bumrah's return in the first T20I against Ireland",
      publication: "Firstpost",
      url: "https://www.firstpost.com/firstcricket/sports-news/india-vs-ireland-1st-t20i-jasprit-bumrah-return-quotes-13014272.html",
    },
    {
      authors: "India TV sports desk",
      year: 2023,
      title: "IND vs IRE 1st T20I: Jasprit Bumrah records historic achievement on his debut as T20I captain",
      publication: "India TV News",
      url: "https://www.indiatvnews.com/sports/cricket/ind-vs-ire-1st-t20i-jasprit-bumrah-records-historic-achievement-on-his-debut-as-t20i-captain-2023-08-18-887562",
    },
    {
      authors: "News9 sports desk",
      year: 2023,
      title: "It makes my job easier when youngsters tell me what to do, says Jasprit Bumrah",
      publication: "News9",
      url: "https://www.news9live.com/sports/cricket-news/ind-vs-ire-3rd-t20i-it-makes-my-job-easier-when-youngsters-tell-me-what-to-do-says-jasprit-bumrah-2260902",
    },
  ],
};

export default article;
