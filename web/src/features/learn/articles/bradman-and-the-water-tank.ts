import type { ArticleBody } from "../article-types.ts";

const article: ArticleBody = {
  slug: "bradman-and-the-water-tank",
  blocks: [
    {
      p: "Don Bradman finished his Test career with a batting average of 99.94 and 29 centuries in 52 Tests. So it is worth knowing how he learned, and the answer is surprisingly low-tech: a stump, a golf ball and a water tank in the backyard.",
    },
    { h: "A boy with no one to bowl to him" },
    {
      p: "Bradman was born in Cootamundra, New South Wales, in 1908, and his family moved to Bowral when he was a small child. The Bradmans lived at 52 Shepherd Street. There were few boys his age nearby, so he often had to practise alone. Sometimes his mother bowled to him in the backyard. Most of the time he invented his own practice.",
    },
    {
      p: "Behind the house stood a water tank on a round base of bricks. Bradman would stand in front of the back door, which served as his wicket, throw a golf ball at the curved brick stand, and try to hit the rebound with a cricket stump. Because the bricks were curved, the ball came back at different angles and speeds, and a stump is far thinner than a bat. He made it a game, playing imaginary Test matches in his head, with the house wall as one boundary. He also sharpened his catching by throwing a golf ball at a rounded rail and catching it as it flew off at odd heights.",
    },
    {
      p: "The house has since been restored, tank stand and all, so visitors can see where he learned his game.",
    },
    { h: "What made the water tank so good?" },
    {
      p: "Nobody can say for certain how much the tank made Bradman; he was also extraordinarily talented and determined. But look at what the game asked of him, and it lines up with good practice:",
    },
    {
      ul: [
        "Huge numbers of repetitions: a golf ball and a tank never get tired, so he could hit hundreds of balls a day.",
        "Unpredictable feeds: the curved bricks sent the ball back at different angles, so he had to watch and react every time, not groove one shot.",
        "A hard target: hitting a small, fast golf ball with a thin stump demands sharp eyes and precise timing. A real ball with a real bat felt easier by comparison.",
        "A game with stakes: his imaginary Tests gave every ball a meaning, so he practised concentrating as well as hitting.",
        "He invented it himself: he did not wait for a coach, a net or a bowling machine.",
      ],
    },
    { h: "Your own water tank" },
    {
      p: "You do not need his backyard to borrow his ideas. Some ways to practise on your own:",
    },
    {
      ul: [
        "Wall ball: throw a tennis ball at a brick wall and catch it one-handed, left and right, from different distances. Uneven bricks are a bonus.",
        "Ball on a rope or in a sock hung from a branch: hit it with a narrow bat or a stump for hand-eye timing.",
        "Target bowling: a cone or shoe on a good length, and a score for every hit. Beat yesterday's score.",
        "Make it a match: give yourself a target of runs and a number of lives, and play the game in your head like he did.",
        "Keep a count: repetitions matter, and a tally in your phone shows how much you are really doing.",
      ],
    },
    {
      caution:
        "Hard balls and cricket bats need space and care: practise against walls you are allowed to use, away from windows and people, and wear protection when facing a real cricket ball.",
    },
    { h: "For the coach" },
    {
      p: "Set players a home-practice challenge each week and ask them to invent their own version. The ones who find practice they enjoy on their own are the ones who will do the most of it.",
    },
  ],
  sources: [
    {
      authors: "Mallett A",
      title: "Bradman as a boy",
      publication: "The Cricket Monthly (ESPNcricinfo)",
      url: "http://thecricketmonthly.com/story/1104695/bradman-as-a-boy",
    },
    {
      authors: "The Bradman Trail",
      title: "The Boy in Bowral (1911-1924)",
      publication: "Bradman Trail",
      url: "http://www.bradmantrail.com.au/story_4.php",
    },
    {
      authors: "DNA India",
      title: "Restoring the house where Bradman learnt his art of cricket",
      publication: "DNA India",
      url: "http://www.dnaindia.com/sport/report-restoring-the-house-where-bradman-learnt-his-art-of-cricket-2338410",
    },
    {
      authors: "Verma Lal P",
      year: 2017,
      title: "Finding Sir Don Bradman in his hometown, Bowral",
      publication: "Indulge Express",
      url: "https://www.indulgexpress.com/life-style/travel/2017/aug/30/finding-sir-don-bradman-in-his-hometown-bowral-3316.html",
    },
  ],
};

export default article;
