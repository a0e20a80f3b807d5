import type { ArticleBody } from "../article-types.ts";

const article: ArticleBody = {
  slug: "concentration-between-balls",
  blocks: [
    {
      p: "A long innings or a day in the field is mostly waiting. Each delivery takes a few seconds; the gap before the next one is half a minute or more. Trying to stay at full concentration through all of it is exhausting, and by the afternoon it fails. A more useful way to think about concentration in cricket is as a switch: off, or at least dimmed, between balls, and fully on for the few seconds when the ball is live.",
    },
    { h: "Why a switch works better than a strain" },
    {
      p: "Attention is a limited resource. When you spend it worrying about the last ball, the scoreboard or who is watching, there is less of it left for the bowler's hand. Sport psychologists describe the moments before a skill as the place where a routine of task-relevant thoughts and actions does its work: it gives attention a job, so it is not hijacked by whatever pops into your head. Cricket has a built-in structure for this: every ball has a start (the bowler turning at the top of the mark) and an end (the ball dead).",
    },
    { h: "The batter's cycle" },
    {
      ul: [
        'Ball dead: react, then let it go. One breath out. If you need to, say a short word to close the ball: "next".',
        "Switch off: walk towards square leg, look at the crowd or the trees, chat to your partner. Loosen your grip and shoulders.",
        'Review, only if needed: one quick thought about the plan ("he\'s going full, stay still"), not a replay of the last mistake.',
        "Trigger: a physical action that marks the switch going on: tapping the bat twice, adjusting the gloves, marking your guard.",
        'Switch on: eyes to the bowler at the top of the mark, then narrow to the hand and the ball at release. One cue word if it helps ("watch", "still").',
      ],
    },
    {
      p: "The whole cycle is the same every ball, whether it is the first of the innings or the last of the day. That sameness is the point: your mind learns that the trigger means focus.",
    },
    { h: "In the field" },
    {
      p: "Fielders have the hardest concentration job in cricket: you may go an hour without touching the ball, then have a single chance. Use the same switch. As the bowler runs in, switch on: weight forward, walk in a few steps, expect the ball to come to you. When the ball is dead, switch off: chat, stretch, look around. Keepers and slip fielders can use the bowler's delivery stride as their trigger to get low and still.",
    },
    { h: "Bowlers" },
    {
      p: "A bowler's switch-off is the walk back to the mark. Use it to settle your breathing and choose the next ball. At the top of the mark, one clear decision and a trigger (a bounce of the ball, a look at the target) switches you on, and the run-up carries it through. Your routine should be the same in an easy over and in the last over of a tight game.",
    },
    { h: "Practise it, don't just play it" },
    {
      ul: [
        "Use your switch in every net session, not only in matches. A routine you only use under pressure is a routine you do not really have.",
        "Ask a teammate or coach to film ten balls of your net session: are your trigger and timing the same each ball?",
        "Train long concentration: in practice matches, bat in longer blocks and keep the routine going when you are tired.",
        "After a session, rate your focus out of ten and note what pulled it away. Patterns appear quickly.",
      ],
    },
    { h: "For the coach" },
    {
      p: "Help each player find a trigger and cue word that feels natural to them: there is no single correct routine. Then protect it: in nets, leave enough time between balls for the routine to happen, instead of feeding balls in a rush.",
    },
  ],
  sources: [
    {
      authors: "Cotterill ST",
      year: 2010,
      title: "Pre-performance routines in sport: current understanding and future directions",
      publication: "International Review of Sport and Exercise Psychology 3(2):132-153",
      url: "https://www.researchgate.net/publication/233125559_Pre-performance_routines_in_sport_Current_understanding_and_future_directions",
    },
    {
      authors: "Moran AP",
      year: 1996,
      title: "The Psychology of Concentration in Sport Performers: A Cognitive Analysis",
      publication: "Psychology Press (definition of a pre-performance routine, as quoted by UK Coaching)",
      url: "https://www.ukcoaching.org/resources/topics/guides/subscription/how-to-maximise-preparation-with-pre-performance-r",
    },
    {
      authors: "Hatzigeorgiadis A, Zourbanos N, Galanis E, Theodorakis Y",
      year: 2011,
      title: "Self-talk and sports performance: a meta-analysis",
      publication: "Perspectives on Psychological Science 6(4):348-356",
      url: "https://doi.org/10.1177/1745691611413136",
    },
  ],
};

export default article;
