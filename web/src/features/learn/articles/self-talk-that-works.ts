import type { ArticleBody } from "../article-types.ts";

const article: ArticleBody = {
  slug: "self-talk-that-works",
  blocks: [
    {
      p: 'Everyone talks to themselves during a game, out loud or in their head. "Come on." "Watch it." "Not again." That inner voice is not just background noise. Research shows that what you say to yourself can change how well you perform, and that you can train it.',
    },
    { h: "What the research found" },
    {
      p: "In 2011, sport psychologists at the University of Thessaly in Greece combined the results of 32 studies of self-talk in sport, with 62 separate measurements. Self-talk strategies improved performance with a moderate effect overall. Some details matter for cricketers:",
    },
    {
      ul: [
        "Self-talk helped more on fine skills (precision and timing) than on gross ones (raw power).",
        "It helped more on new skills than on well-learned ones.",
        "Instructional self-talk (telling yourself what to do) worked better than motivational self-talk for fine skills.",
        "Programmes that trained athletes to use self-talk worked better than simply telling them to do it.",
      ],
    },
    {
      p: "The same group later ran a ten-week self-talk training programme with 41 young swimmers with an average age of 14.6, and those in the programme improved their competition performance more than a control group.",
    },
    {
      p: "Cricket is full of fine, precise skills (the timing of a drive, a bowler's release point, a keeper's hands), which is exactly where the meta-analysis found self-talk helped most. And young players are still learning many of their skills, which is where it helped more too.",
    },
    { h: "Two kinds of cue words" },
    {
      p: 'Instructional cues tell you what to do. They suit the precise parts of cricket: "head still", "watch the hand", "high elbow", "hit the top of off", "soft hands". Motivational cues lift effort or confidence: "come on", "my ball", "strong". They suit effort moments: the last over of a long spell, the third run, a chase to the rope.',
    },
    { h: "Rules for good cue words" },
    {
      ul: [
        "Short: one to three words you can say in the time you have.",
        'Positive and about what to do: "stay tall" rather than "don\'t fall over".',
        "Yours: words that mean something to you, in your own language.",
        "Specific to the skill: a batting cue, a bowling cue, a fielding cue.",
        "Few: one cue per skill. A list of five is a distraction.",
      ],
    },
    { h: "Catch and change negative self-talk" },
    {
      p: 'Notice the voice that says "here we go again" or "I always get out like this". Do not argue with it for ten minutes; swap it. Have a ready replacement for the usual trouble spots: after a play-and-miss, "next ball, watch it"; after a four, "back to my length"; after a drop, "next one\'s mine". Some players use a small action, like adjusting their cap, as the moment to switch from the old thought to the new words.',
    },
    { h: "Train it" },
    {
      ul: [
        "Pick one instructional cue for your main skill and use it on every ball in your next three net sessions.",
        "Write your replacement phrases for your three most common mistakes.",
        "After sessions, note how often you used your cue and how it felt.",
        "Once it is automatic in nets, use it in matches. The research suggests trained self-talk works better than untrained.",
      ],
    },
    { h: "For the coach" },
    {
      p: 'Players often borrow their coach\'s words as self-talk, so choose them carefully. Give technical feedback as a short, positive cue the player can repeat ("head over the ball"), and help each player pick their own.',
    },
  ],
  sources: [
    {
      authors: "Hatzigeorgiadis A, Zourbanos N, Galanis E, Theodorakis Y",
      year: 2011,
      title: "Self-talk and sports performance: a meta-analysis",
      publication: "Perspectives on Psychological Science 6(4):348-356",
      url: "https://doi.org/10.1177/1745691611413136",
    },
    {
      authors: "Hatzigeorgiadis A, Galanis E, Zourbanos N, Theodorakis Y",
      year: 2014,
      title: "Self-talk and competitive sport performance",
      publication: "Journal of Applied Sport Psychology 26(1):82-95",
      url: "https://doi.org/10.1080/10413200.2013.790095",
    },
  ],
};

export default article;
