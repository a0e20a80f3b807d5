import type { Equipment } from "../questionnaire.ts";
import type { BodyRegion, Category, RoleTag } from "./types.ts";

/**
 * The exercise library as data (issue #5). Equipment is a capability level: a bodyweight
 * exercise can be done anywhere; "minimal" needs dumbbells, bands, a kettlebell, a medicine ball
 * or a skipping rope; "gym" needs a barbell, rack, machine, cable, box or sled.
 * `junior` is false for heavy barbell lifts, loaded jumps and depth jumps: Under-14 and Under-16
 * plans never contain them (technique-first youth training, Faigenbaum et al. NSCA 2009).
 */

export type Pattern =
  | "squat" | "hinge" | "single-leg" | "horizontal-push" | "vertical-push" | "horizontal-pull" | "vertical-pull"
  | "anti-extension" | "anti-rotation" | "lateral-flexion" | "rotation" | "jump" | "hop" | "throw" | "sprint"
  | "change-of-direction" | "carry" | "run" | "isolation" | "mobility";

/** What an exercise trains, beyond its pattern: the generator's emphasis slots ask for these. */
export type Quality =
  | "anti-extension" | "anti-rotation" | "hamstring-eccentric" | "calf" | "landing" | "running" | "rotation"
  | "rotator-cuff" | "forearm" | "acceleration" | "turning" | "squat-endurance" | "lateral" | "hip-mobility"
  | "ankle-mobility" | "thoracic-mobility" | "aerobic" | "repeat-sprint" | "glute" | "adductor" | "scapular"
  | "max-strength" | "reactive" | "upper-power";

export interface Exercise {
  id: string;
  name: string;
  pattern: Pattern;
  category: Category;
  equipment: Equipment;
  cue: string;
  easier: string;
  harder: string;
  regions: BodyRegion[];
  roles: RoleTag[];
  qualities: Quality[];
  junior: boolean;
  /** How the work is counted; "side" doubles the work time of reps/holds. */
  unit: "reps" | "reps-side" | "time" | "time-side" | "distance";
}

const BW: Equipment = "Bodyweight Only";
const MIN: Equipment = "Minimal Equipment (dumbbells, bands)";
const GYM: Equipment = "Full Gym";

type Row = [
  id: string, name: string, pattern: Pattern, category: Category, equipment: Equipment, unit: Exercise["unit"],
  regions: BodyRegion[], roles: RoleTag[], qualities: Quality[], junior: boolean,
  cue: string, easier: string, harder: string,
];

const FB: RoleTag = "fast bowler", SP: RoleTag = "spinner", BA: RoleTag = "batter", WK: RoleTag = "keeper";
const LUM: BodyRegion = "lumbar spine", SH: BodyRegion = "shoulder", EL: BodyRegion = "elbow", WR: BodyRegion = "wrist/hand";
const HIP: BodyRegion = "groin/hip", KN: BodyRegion = "knee", HS: BodyRegion = "hamstring", CA: BodyRegion = "calf/achilles", AN: BodyRegion = "ankle/foot";

const ROWS: Row[] = [
  // ---- squat ----
  ["bodyweight-squat", "Bodyweight squat", "squat", "strength", BW, "reps", [KN], [WK], ["squat-endurance"], true,
    "Sit between your heels, chest tall, knees track over toes.", "Squat to a chair", "3-second lowering, 1-second pause"],
  ["tempo-pause-squat", "Tempo pause squat (3-1-1)", "squat", "strength", BW, "reps", [KN], [WK], ["squat-endurance"], true,
    "Three seconds down, one-second pause at the bottom, drive up.", "Bodyweight squat to a box", "Hold a backpack at the chest"],
  ["wall-sit", "Wall sit", "squat", "strength", BW, "time", [KN], [WK], ["squat-endurance"], true,
    "Thighs parallel, back flat on the wall, breathe steadily.", "Higher seat position", "Single-leg emphasis, shift weight side to side"],
  ["goblet-squat", "Goblet squat", "squat", "strength", MIN, "reps", [KN], [WK], ["squat-endurance"], true,
    "Hold the dumbbell at your chest, elbows inside the knees at the bottom.", "Bodyweight squat", "Heavier dumbbell with a pause"],
  ["heels-elevated-goblet-squat", "Heels-elevated goblet squat", "squat", "strength", MIN, "reps", [KN], [WK], ["squat-endurance", "ankle-mobility"], true,
    "Heels on a plate, sit straight down, knees forward over toes.", "Goblet squat to a box", "Add a 2-second pause"],
  ["back-squat", "Barbell back squat", "squat", "strength", GYM, "reps", [KN, LUM], [FB, BA, WK], ["max-strength"], false,
    "Brace before each rep, bar over mid-foot, drive the floor away.", "Goblet squat", "Pause back squat"],
  ["front-squat", "Barbell front squat", "squat", "strength", GYM, "reps", [KN, LUM, WR], [WK, BA], ["max-strength", "squat-endurance"], false,
    "Elbows high, stay upright, sit between the heels.", "Goblet squat", "Pause front squat"],
  ["trap-bar-deadlift", "Trap-bar deadlift", "hinge", "strength", GYM, "reps", [LUM, KN, HS], [FB, BA, WK], ["max-strength", "glute"], false,
    "Push the floor away, hips and chest rise together, neutral spine.", "Kettlebell deadlift", "Trap-bar deadlift from a small deficit"],
  // ---- hinge ----
  ["dowel-hip-hinge", "Dowel hip hinge drill", "hinge", "strength", BW, "reps", [LUM, HS], [], ["glute"], true,
    "Dowel touches head, upper back and tailbone the whole rep.", "Hands on hips, half range", "Single-leg hinge with dowel"],
  ["single-leg-rdl", "Single-leg Romanian deadlift (bodyweight)", "hinge", "strength", BW, "reps-side", [HS, AN], [FB, BA], ["glute"], true,
    "Hips square, reach the free heel back, long spine.", "Kickstand stance", "Hold a backpack in the opposite hand"],
  ["db-rdl", "Dumbbell Romanian deadlift", "hinge", "strength", MIN, "reps", [HS, LUM], [FB, BA], ["glute", "hamstring-eccentric"], true,
    "Soft knees, push hips back until hamstrings load, lower slowly.", "Dowel hip hinge", "Single-leg dumbbell RDL"],
  ["db-single-leg-rdl", "Dumbbell single-leg RDL", "hinge", "strength", MIN, "reps-side", [HS, AN], [FB, BA, SP], ["glute", "hamstring-eccentric"], true,
    "Weight in the opposite hand, hips level, three seconds down.", "Bodyweight single-leg RDL", "Heavier dumbbell, pause at the bottom"],
  ["kb-deadlift", "Kettlebell deadlift", "hinge", "strength", MIN, "reps", [LUM, HS], [], ["glute"], true,
    "Bell between the feet, push hips back, stand tall and squeeze.", "Dowel hip hinge", "Dumbbell Romanian deadlift"],
  ["barbell-rdl", "Barbell Romanian deadlift", "hinge", "strength", GYM, "reps", [HS, LUM], [FB, BA], ["hamstring-eccentric", "max-strength"], false,
    "Bar slides down the thighs, hips back, three seconds down.", "Dumbbell RDL", "Pause at mid-shin"],
  ["glute-bridge", "Glute bridge", "hinge", "strength", BW, "reps", [HIP], [FB, WK], ["glute"], true,
    "Ribs down, drive through the heels, squeeze at the top.", "Smaller range", "Single-leg glute bridge"],
  ["single-leg-glute-bridge", "Single-leg glute bridge", "hinge", "strength", BW, "reps-side", [HIP, HS], [FB, BA], ["glute"], true,
    "Hips level, push through the heel, 2-second hold at the top.", "Two-leg glute bridge", "Shoulders on a bench"],
  ["barbell-hip-thrust", "Barbell hip thrust", "hinge", "strength", GYM, "reps", [HIP, LUM], [FB, BA], ["glute", "max-strength"], false,
    "Chin tucked, shins vertical at the top, no arching.", "Single-leg glute bridge", "Pause 2 seconds at the top"],
  // ---- eccentric hamstring and calf (prehab) ----
  ["nordic-curl", "Nordic hamstring curl", "isolation", "prehab", BW, "reps", [HS, KN], [FB, BA], ["hamstring-eccentric"], true,
    "Partner or bed anchors the ankles; lower as slowly as you can, hips straight.", "Band-assisted or shorter range", "Slower lowering, pause near the floor"],
  ["slider-hamstring-curl", "Slider hamstring curl", "isolation", "prehab", BW, "reps", [HS], [BA, FB, SP], ["hamstring-eccentric"], true,
    "Heels on towels, hips up, slide out slowly, pull back in.", "Eccentric only (slide out, walk back)", "Single-leg slider curl"],
  ["swiss-ball-leg-curl", "Swiss-ball leg curl", "isolation", "prehab", GYM, "reps", [HS], [BA, FB], ["hamstring-eccentric"], true,
    "Hips stay high, curl the ball in, roll out over three seconds.", "Hips down between reps", "Single-leg curl"],
  ["lying-leg-curl-eccentric", "Lying leg curl (slow lowering)", "isolation", "prehab", GYM, "reps", [HS], [BA, FB], ["hamstring-eccentric"], true,
    "Curl up with two legs, lower with one over four seconds.", "Two legs down", "Heavier, same tempo"],
  ["single-leg-calf-raise", "Single-leg calf raise", "isolation", "prehab", BW, "reps-side", [CA, AN], [FB, BA, WK], ["calf"], true,
    "Full range from a step, pause at the top, two seconds down.", "Two-leg calf raise", "Hold a backpack"],
  ["weighted-calf-raise", "Dumbbell single-leg calf raise", "isolation", "prehab", MIN, "reps-side", [CA, AN], [FB, BA], ["calf"], true,
    "Dumbbell in the same hand, full stretch at the bottom.", "Bodyweight single-leg raise", "Heavier dumbbell"],
  ["seated-soleus-raise", "Seated soleus raise", "isolation", "prehab", MIN, "reps-side", [CA], [FB], ["calf"], true,
    "Knee bent, dumbbell on the thigh, drive through the big toe.", "No weight", "Heavier, slower lowering"],
  ["copenhagen-plank", "Copenhagen adductor plank", "lateral-flexion", "prehab", BW, "time-side", [HIP], [FB, WK, BA], ["adductor"], true,
    "Top leg on a bench, hips lifted in a straight line.", "Knee on the bench (short lever)", "Add small leg lifts of the bottom leg"],
  // ---- single leg ----
  ["split-squat", "Split squat", "single-leg", "strength", BW, "reps-side", [KN], [FB, BA, WK], [], true,
    "Back knee straight down, front shin near vertical.", "Hold a support", "Rear foot elevated"],
  ["reverse-lunge", "Reverse lunge", "single-leg", "strength", BW, "reps-side", [KN, HIP], [BA, FB], [], true,
    "Step back long, torso tall, push through the front heel.", "Split squat", "Reverse lunge from a step"],
  ["lateral-lunge", "Lateral lunge", "single-leg", "strength", BW, "reps-side", [HIP, KN], [WK, BA], ["lateral", "adductor"], true,
    "Sit into one hip, other leg long, foot flat.", "Shorter step", "Hold a backpack at the chest"],
  ["step-up", "Step-up", "single-leg", "strength", BW, "reps-side", [KN], [FB, BA], [], true,
    "Whole foot on the step, drive up without pushing off the back leg.", "Lower step", "Higher step, slow lowering"],
  ["cossack-squat", "Cossack squat", "single-leg", "mobility", BW, "reps-side", [HIP, KN, AN], [WK], ["lateral", "hip-mobility", "adductor"], true,
    "Sit deep to one side, straight leg toes up, heel down.", "Hold a support", "Hold a weight at the chest"],
  ["db-bulgarian-split-squat", "Dumbbell rear-foot-elevated split squat", "single-leg", "strength", MIN, "reps-side", [KN, HIP], [FB, BA, WK], [], true,
    "Back foot on a bench, drop straight down, front knee over toes.", "Split squat", "Heavier dumbbells, 2-second pause"],
  ["db-walking-lunge", "Dumbbell walking lunge", "single-leg", "strength", MIN, "reps-side", [KN, HIP], [BA, FB], [], true,
    "Long steps, back knee kisses the floor, tall torso.", "Reverse lunge", "Heavier dumbbells"],
  ["db-lateral-lunge", "Dumbbell lateral lunge", "single-leg", "strength", MIN, "reps-side", [HIP, KN], [WK, BA], ["lateral", "adductor"], true,
    "Dumbbell at the chest, push the hip back and sideways.", "Bodyweight lateral lunge", "Heavier dumbbell"],
  ["db-step-up", "Dumbbell step-up", "single-leg", "strength", MIN, "reps-side", [KN], [FB, BA], [], true,
    "Drive through the whole foot, control the way down.", "Bodyweight step-up", "Higher box"],
  ["barbell-split-squat", "Barbell split squat", "single-leg", "strength", GYM, "reps-side", [KN, HIP, LUM], [FB, BA], ["max-strength"], false,
    "Brace, drop the back knee straight down, stay tall.", "Dumbbell split squat", "Rear-foot elevated"],
  // ---- upper push ----
  ["push-up", "Push-up", "horizontal-push", "strength", BW, "reps", [SH, WR], [BA, FB, SP, WK], [], true,
    "Body in one line, elbows about 45 degrees, chest to fist height.", "Hands on a bench", "Feet elevated or 3-second lowering"],
  ["pike-push-up", "Pike push-up", "vertical-push", "strength", BW, "reps", [SH, WR], [BA], [], true,
    "Hips high, head travels in front of the hands.", "Incline pike against a bench", "Feet elevated on a step"],
  ["db-floor-press", "Dumbbell floor press", "horizontal-push", "strength", MIN, "reps", [SH, EL], [BA, FB], [], true,
    "Elbows touch the floor softly, press up and slightly in.", "Push-up from a bench", "Heavier dumbbells, pause on the floor"],
  ["half-kneeling-db-press", "Half-kneeling one-arm dumbbell press", "vertical-push", "strength", MIN, "reps-side", [SH], [FB, SP], ["anti-rotation"], true,
    "Squeeze the down-knee glute, press without leaning.", "Both hands, seated", "Standing single-arm press"],
  ["barbell-bench-press", "Barbell bench press", "horizontal-push", "strength", GYM, "reps", [SH, EL, WR], [BA, FB], ["max-strength"], false,
    "Shoulder blades pinned, feet planted, bar to lower chest.", "Dumbbell floor press", "Pause bench press"],
  ["explosive-incline-push-up", "Explosive incline push-up", "horizontal-push", "power", BW, "reps", [SH, WR], [BA, FB, WK], ["upper-power"], true,
    "Hands on a bench, lower under control, push so hard the hands leave the bench.", "Fast push-up from a higher bench", "Clap push-up"],
  ["plyo-push-up", "Plyometric (clap) push-up", "horizontal-push", "power", BW, "reps", [SH, WR, EL], [BA, FB], ["upper-power"], false,
    "Body in one line, explode up, land with soft elbows.", "Explosive incline push-up", "Clap push-up with a longer flight"],
  ["landmine-press", "Half-kneeling landmine press", "vertical-push", "strength", GYM, "reps-side", [SH], [FB, SP, BA], ["anti-rotation"], false,
    "Press up and forward, ribs down, shoulder blade moves freely.", "Two-hand landmine press", "Split-stance landmine push press"],
  // ---- upper pull ----
  ["inverted-row", "Inverted row (under a sturdy table)", "horizontal-pull", "strength", BW, "reps", [SH, EL], [BA, FB, SP, WK], ["scapular"], true,
    "Body straight, pull chest to the edge, squeeze shoulder blades.", "Knees bent", "Feet elevated"],
  ["band-row", "Band row", "horizontal-pull", "strength", MIN, "reps", [SH], [SP, FB], ["scapular"], true,
    "Elbows back to the ribs, pause, slow return.", "Lighter band", "Single-arm band row with rotation"],
  ["one-arm-db-row", "One-arm dumbbell row", "horizontal-pull", "strength", MIN, "reps-side", [SH, LUM], [BA, FB, SP, WK], ["scapular"], true,
    "Flat back, pull the elbow to the hip, no twisting.", "Band row", "Heavier dumbbell, pause at the top"],
  ["pull-up", "Pull-up", "vertical-pull", "strength", GYM, "reps", [SH, EL], [BA, FB], [], true,
    "Start from a dead hang, chest to the bar, control down.", "Band-assisted pull-up", "Weighted pull-up"],
  ["lat-pulldown", "Lat pulldown", "vertical-pull", "strength", GYM, "reps", [SH], [FB, SP, WK], [], true,
    "Pull the bar to the collarbone, elbows down and in.", "Lighter, slower", "Single-arm cable pulldown"],
  ["seated-cable-row", "Seated cable row", "horizontal-pull", "strength", GYM, "reps", [SH, LUM], [BA, SP], ["scapular"], true,
    "Tall spine, elbows past the ribs, slow return.", "Band row", "Single-arm row with rotation"],
  ["band-pull-apart", "Band pull-apart", "horizontal-pull", "prehab", MIN, "reps", [SH], [SP, FB, WK], ["scapular", "rotator-cuff"], true,
    "Straight arms, pull the band to the chest, pause.", "Lighter band", "Overhead pull-apart"],
  ["prone-ytw", "Prone Y-T-W raises", "isolation", "prehab", BW, "reps", [SH], [SP, FB], ["scapular", "rotator-cuff"], true,
    "Thumbs up, lift from the shoulder blades, no neck shrug.", "Fewer letters", "Hold light weights"],
  // ---- rotator cuff, forearm ----
  ["band-external-rotation", "Band external rotation", "isolation", "prehab", MIN, "reps-side", [SH], [SP, FB], ["rotator-cuff"], true,
    "Towel under the elbow, rotate out slowly, no trunk twist.", "Lighter band", "At 90 degrees of shoulder abduction"],
  ["side-lying-external-rotation", "Side-lying dumbbell external rotation", "isolation", "prehab", MIN, "reps-side", [SH], [SP, FB], ["rotator-cuff"], true,
    "Elbow pinned to your side, three seconds down.", "No weight", "Slightly heavier, pause at the top"],
  ["cable-external-rotation-90", "Cable external rotation at 90 degrees", "isolation", "prehab", GYM, "reps-side", [SH], [SP, FB], ["rotator-cuff"], true,
    "Elbow at shoulder height, rotate back slowly, keep the shoulder down.", "Elbow at the side", "Add a slow 3-second lowering"],
  ["db-wrist-curls", "Dumbbell wrist curl and extension", "isolation", "prehab", MIN, "reps", [WR, EL], [SP, BA, WK], ["forearm"], true,
    "Forearm on the thigh, full range, slow lowering.", "Lighter dumbbell", "Add pronation and supination"],
  ["towel-wring", "Towel wring-out holds", "isolation", "prehab", BW, "time", [WR, EL], [SP, BA, WK], ["forearm"], true,
    "Wring a rolled towel as hard as you can, both directions.", "Softer grip", "Wet, thicker towel"],
  ["farmers-carry", "Farmer's carry", "carry", "trunk", MIN, "distance", [WR, LUM], [SP, BA, WK, FB], ["forearm", "anti-rotation"], true,
    "Tall posture, crush the handles, short quick steps.", "Lighter dumbbells", "Single-arm suitcase carry"],
  ["plate-pinch", "Plate pinch hold", "isolation", "prehab", GYM, "time", [WR], [SP, WK], ["forearm"], true,
    "Pinch two smooth plates together, fingers long.", "One lighter plate", "Heavier plates"],
  // ---- trunk ----
  ["front-plank", "Front plank", "anti-extension", "trunk", BW, "time", [LUM, SH], [FB, BA], ["anti-extension"], true,
    "Squeeze glutes, ribs down, push the floor away.", "From the knees", "Long-lever plank (elbows ahead of shoulders)"],
  ["dead-bug", "Dead bug", "anti-extension", "trunk", BW, "reps-side", [LUM], [FB, SP, WK], ["anti-extension"], true,
    "Low back stays on the floor, breathe out as the leg lowers.", "Move only the legs", "Hold a light weight overhead"],
  ["hollow-hold", "Hollow body hold", "anti-extension", "trunk", BW, "time", [LUM], [FB], ["anti-extension"], true,
    "Low back pressed down, arms and legs long.", "Knees bent", "Hollow rocks"],
  ["body-saw", "Body-saw plank (towel under the feet)", "anti-extension", "trunk", BW, "reps", [LUM, SH], [FB], ["anti-extension"], true,
    "Rock forward and back from the shoulders, hips stay level.", "Front plank", "Larger range"],
  ["ab-wheel-rollout", "Ab-wheel rollout", "anti-extension", "trunk", GYM, "reps", [LUM, SH], [FB, BA], ["anti-extension"], true,
    "Tuck the tailbone, roll out only as far as the back stays flat.", "From the knees, short range", "Longer range"],
  ["pallof-press", "Band Pallof press", "anti-rotation", "trunk", MIN, "reps-side", [LUM], [FB, SP, BA], ["anti-rotation"], true,
    "Press straight out, resist the twist, hold two seconds.", "Closer to the anchor", "Half-kneeling or split stance"],
  ["cable-pallof-press", "Cable Pallof press with rotation hold", "anti-rotation", "trunk", GYM, "reps-side", [LUM], [FB, SP, BA], ["anti-rotation"], true,
    "Stand tall, arms straight out, resist the cable pulling you round.", "Lighter cable", "Walk-out Pallof"],
  ["side-plank", "Side plank", "lateral-flexion", "trunk", BW, "time-side", [LUM, SH], [FB, SP, WK], ["anti-rotation"], true,
    "Elbow under shoulder, hips high, straight line.", "From the knees", "Top leg raised"],
  ["bird-dog", "Bird dog", "anti-rotation", "trunk", BW, "reps-side", [LUM], [FB, SP], ["anti-rotation", "anti-extension"], true,
    "Reach long, don't let the hips tip, 2-second hold.", "Arm or leg only", "With a band around hand and foot"],
  ["plank-shoulder-tap", "Plank shoulder taps", "anti-rotation", "trunk", BW, "reps-side", [LUM, SH, WR], [FB, BA], ["anti-rotation"], true,
    "Feet wide, tap slowly, hips do not rock.", "From the knees", "Feet together"],
  ["suitcase-carry", "Suitcase carry", "carry", "trunk", MIN, "distance", [LUM, WR], [FB, BA], ["anti-rotation", "forearm"], true,
    "Weight in one hand, stand perfectly tall, walk slowly.", "Lighter weight", "Heavier weight, longer walk"],
  ["band-woodchop", "Band woodchop (high to low)", "rotation", "trunk", MIN, "reps-side", [LUM, SH], [SP, BA], ["rotation"], true,
    "Turn through the hips, arms guide the band, finish tall.", "Shorter range", "Half-kneeling chop"],
  ["half-kneeling-band-lift", "Half-kneeling band lift (low to high)", "rotation", "trunk", MIN, "reps-side", [LUM, SH], [SP, BA], ["rotation", "anti-rotation"], true,
    "Hips stay square, lift across the body through the upper back.", "Tall kneeling", "Standing lift"],
  ["rotational-lunge-reach", "Rotational lunge with reach", "rotation", "mobility", BW, "reps-side", [HIP, KN, LUM], [SP, BA], ["rotation", "thoracic-mobility"], true,
    "Step into a lunge, rotate the chest over the front knee.", "Static split stance", "Hold a light weight"],
  // ---- power: throws and lifts ----
  ["mb-rotational-scoop", "Medicine-ball rotational scoop throw", "throw", "power", MIN, "reps-side", [LUM, HIP, SH], [BA, SP, FB], ["rotation", "upper-power"], true,
    "Load the back hip, rotate hips then chest, throw into a wall.", "Lighter ball, half speed", "Step-in scoop throw"],
  ["mb-shotput", "Medicine-ball shot-put throw", "throw", "power", MIN, "reps-side", [SH, LUM], [BA, FB, SP], ["rotation", "upper-power"], true,
    "Ball at the shoulder, drive from the back leg, punch through.", "Lighter ball, no step", "Step-behind shot-put"],
  ["shadow-rotational-throw", "Shadow rotational throw (no ball)", "throw", "power", BW, "reps-side", [LUM, HIP, SH], [BA, SP, FB], ["rotation"], true,
    "Load the back hip, turn hips then chest as fast as you can as if throwing into a wall, stop the turn under control.", "Half speed", "Medicine-ball rotational scoop throw"],
  ["mb-chest-pass", "Medicine-ball chest pass", "throw", "power", MIN, "reps", [SH, WR], [BA, WK], ["upper-power"], true,
    "Explode from the chest into a wall, catch and reset.", "Lighter ball", "Split-stance with a step"],
  ["mb-overhead-slam", "Medicine-ball overhead slam", "throw", "power", MIN, "reps", [LUM, SH], [FB, BA], ["upper-power", "anti-extension"], true,
    "Reach tall, ribs down, slam with the whole body.", "Lighter ball", "Rotational slam"],
  ["kb-swing", "Kettlebell swing", "hinge", "power", MIN, "reps", [LUM, HS], [FB, BA], ["glute"], true,
    "Hike the bell back, snap the hips, arms are just ropes.", "Kettlebell deadlift", "Heavier bell"],
  ["landmine-rotation", "Landmine rotation", "rotation", "power", GYM, "reps-side", [LUM, SH, HIP], [BA, SP], ["rotation"], false,
    "Pivot the back foot, hips lead, arms stay long.", "Band woodchop", "Landmine rotational push press"],
  ["hang-power-clean", "Hang power clean", "hinge", "power", GYM, "reps", [WR, SH, LUM, KN], [FB, BA], ["max-strength"], false,
    "Bar close, jump and shrug, fast elbows into the catch.", "Kettlebell swing", "Power clean from the floor"],
  ["trap-bar-jump", "Trap-bar jump", "jump", "power", GYM, "reps", [KN, AN, LUM], [FB, BA], ["reactive"], false,
    "Light load, jump as high as possible, land softly.", "Squat jump", "Slightly heavier load"],
  ["db-jump-squat", "Dumbbell jump squat", "jump", "power", MIN, "reps", [KN, AN], [BA, WK], [], false,
    "Light dumbbells at the sides, jump tall, land quietly.", "Squat jump", "Slightly heavier dumbbells"],
  // ---- plyometric ----
  ["snap-down", "Snap-down to landing", "jump", "plyometric", BW, "reps", [KN, AN], [FB, BA, WK], ["landing"], true,
    "Arms up, snap down into an athletic stance and freeze.", "Slow drop into the stance", "From a small hop"],
  ["cmj-stick", "Countermovement jump and stick", "jump", "plyometric", BW, "reps", [KN, AN], [FB, BA, WK], ["landing", "reactive"], true,
    "Jump tall, land soft on both feet, knees over toes, freeze 2 seconds.", "Smaller jump", "Jump onto a step"],
  ["squat-jump", "Squat jump", "jump", "plyometric", BW, "reps", [KN, AN], [BA, WK], ["reactive"], true,
    "Pause at the bottom, explode straight up, land softly.", "Countermovement jump", "Continuous jumps"],
  ["broad-jump", "Broad jump", "jump", "plyometric", BW, "reps", [KN, AN, HS], [BA, FB], ["landing", "acceleration"], true,
    "Swing the arms, jump far, stick the landing.", "Shorter jump", "Consecutive broad jumps"],
  ["bowling-stride-landing", "Bound into front-foot landing hold", "hop", "plyometric", BW, "reps-side", [KN, AN, LUM], [FB], ["landing"], true,
    "Bound onto the front leg as in delivery stride, brace the knee, hold 2 seconds.", "Step into the landing", "Longer bound"],
  ["lateral-bound", "Lateral bound and stick", "hop", "plyometric", BW, "reps-side", [HIP, KN, AN], [WK, BA], ["lateral", "landing"], true,
    "Push sideways off one leg, land on the other and freeze.", "Lateral step and hold", "Continuous bounds"],
  ["single-leg-hop-stick", "Single-leg hop and stick", "hop", "plyometric", BW, "reps-side", [KN, AN], [FB, BA], ["landing"], true,
    "Hop forward, land quietly, knee over toes, hold.", "Two-leg hop", "Hop over a line sideways"],
  ["pogo-hops", "Pogo hops", "hop", "plyometric", BW, "time", [CA, AN], [FB, BA, WK], ["calf", "reactive"], true,
    "Stiff ankles, quick ground contacts, bounce on the balls of the feet.", "Skipping in place", "Single-leg pogo"],
  ["rotational-jump", "90-degree jump turns", "jump", "plyometric", BW, "reps", [KN, AN, HIP], [BA, SP, WK], ["rotation", "landing"], true,
    "Jump and turn a quarter, land balanced, alternate sides.", "Small hop turns", "180-degree turns"],
  ["box-jump", "Box jump", "jump", "plyometric", GYM, "reps", [KN, AN], [BA, FB, WK], ["reactive"], true,
    "Jump up, land softly high on the box, step down.", "Lower box", "Seated box jump"],
  ["depth-jump", "Depth jump", "jump", "plyometric", GYM, "reps", [KN, AN, CA], [BA, FB], ["reactive"], false,
    "Step off a low box, touch and go as fast as possible.", "Drop landing", "Higher box"],
  // ---- speed and agility ----
  ["wall-drill", "Wall drill (acceleration posture)", "sprint", "speed", BW, "time", [HS, HIP], [BA, FB, WK], ["acceleration"], true,
    "Lean into a wall, drive knee up, strike down and back under the hip.", "Single exchanges", "Triple exchanges"],
  ["a-skip", "A-skip", "sprint", "speed", BW, "distance", [CA, AN], [BA, FB, WK], ["running"], true,
    "Tall, knee up, foot strikes under the hip, rhythm.", "A-march", "Fast-leg A-skip"],
  ["acceleration-sprint", "Acceleration sprint", "sprint", "speed", BW, "distance", [HS, CA], [BA, FB, WK], ["acceleration"], true,
    "Lean from the ankles, push back, arms drive, build to full speed.", "Sprint at 80%", "From a lying start"],
  ["flying-sprint", "Flying sprint (20 m build-in)", "sprint", "speed", BW, "distance", [HS, CA], [BA, FB], ["acceleration", "running"], true,
    "Build gradually, then stay tall and relaxed at top speed.", "Longer build-up, 90%", "Longer flying section"],
  ["run-a-three", "Run a three (22 m turns)", "change-of-direction", "speed", BW, "distance", [HS, KN, AN, HIP], [BA, WK], ["turning", "repeat-sprint"], true,
    "Low at the turn, slide the bat hand in, push off the outside leg.", "Run a two", "Run a three with a bat"],
  ["five-oh-five", "5-0-5 turn drill", "change-of-direction", "speed", BW, "distance", [KN, AN, HIP], [BA, WK], ["turning"], true,
    "Drop the hips two steps before the line, plant, push back out.", "Slower entry", "Turn on both sides at speed"],
  ["lateral-shuffle-crossover", "Lateral shuffle to crossover sprint", "change-of-direction", "speed", BW, "distance", [HIP, AN], [WK, BA], ["lateral", "turning"], true,
    "Low stance, quick shuffles, open the hip and sprint.", "Shuffle only", "React to a partner's call"],
  ["keeper-dive-recover", "Keeper dive and recover", "change-of-direction", "speed", BW, "reps-side", [SH, HIP, KN], [WK], ["lateral"], true,
    "From the crouch, step and dive onto a mat, get up and back in the crouch fast.", "Side step and reach", "Partner feeds the direction"],
  ["sled-push", "Sled push", "sprint", "speed", GYM, "distance", [KN, CA], [BA, FB], ["acceleration"], true,
    "45-degree lean, arms locked, drive the knees.", "Lighter sled", "Heavier sled, shorter distance"],
  ["band-resisted-march", "Band-resisted acceleration march", "sprint", "speed", MIN, "distance", [HIP, CA], [BA, FB], ["acceleration"], true,
    "Band around the waist, lean, march with big pushes.", "No band", "Band-resisted sprint"],
  // ---- conditioning ----
  ["tempo-runs", "Tempo runs (about 70% speed)", "run", "conditioning", BW, "distance", [HS, CA], [FB, BA], ["aerobic", "running"], true,
    "Relaxed, tall, even pace; walk back to start.", "Shorter reps", "Longer reps"],
  ["runs-between-wickets", "Runs between the wickets (threes with two turns)", "run", "conditioning", BW, "distance", [HS, KN, AN, HIP], [BA, WK, FB, SP], ["repeat-sprint", "turning", "aerobic"], true,
    "Mark out 22 m: run a three (two low turns, bat hand reaching for the crease), then walk back in the time between balls, about 30 s.", "Run ones and twos only", "Carry a bat and pads"],
  ["bowling-spell-repeats", "Bowling-spell repeats (an over of run-ups)", "run", "conditioning", BW, "reps", [HS, CA, AN, KN], [FB], ["running", "repeat-sprint", "aerobic"], true,
    "Six run-up-length runs at match rhythm, one per ball, walk back to your mark between them: one set is one over.", "Half run-up, 4 balls", "Full run-up, 6 balls, shorter walk-back"],
  ["bowling-run-up-strides", "Progressive run-up strides", "run", "conditioning", BW, "distance", [HS, CA, AN], [FB], ["running"], true,
    "Build smoothly through your run-up length, relaxed at the end.", "Half run-up", "Full run-up at 90%"],
  ["shuttle-intervals", "Shuttle intervals (30 s on)", "run", "conditioning", BW, "time", [HS, KN, AN], [BA, WK, FB], ["repeat-sprint", "aerobic"], true,
    "Hard but even effort, touch the line with the outside hand.", "Longer rest", "Shorter rest"],
  ["bike-intervals", "Bike intervals", "run", "conditioning", GYM, "time", [KN], [FB, BA, WK, SP], ["aerobic"], true,
    "Steady cadence, high effort in the on-periods.", "Lower resistance", "Longer on-periods"],
  ["rower-intervals", "Rowing-machine intervals", "run", "conditioning", GYM, "time", [LUM], [SP, BA, WK], ["aerobic"], true,
    "Legs, then body, then arms; smooth and powerful.", "Lower damper", "Longer pieces"],
  ["skipping-rope", "Skipping rope intervals", "hop", "conditioning", MIN, "time", [CA, AN], [BA, WK, SP], ["aerobic", "calf"], true,
    "Small bounces on the balls of the feet, relaxed shoulders.", "Two-foot basic", "Double-unders or alternating feet"],
  ["keeper-crouch-circuit", "Keeper crouch-and-rise circuit", "squat", "conditioning", BW, "time", [KN, HIP], [WK], ["squat-endurance", "lateral"], true,
    "Crouch, rise as if taking the ball, side-step, back into the crouch.", "Higher crouch", "Add a lateral step each side"],
  ["bodyweight-circuit", "Bodyweight circuit (squat, push-up, lunge, plank)", "run", "conditioning", BW, "time", [KN, SH], [SP, BA, WK, FB], ["aerobic"], true,
    "Move steadily, good form beats speed.", "Fewer rounds", "Shorter rest"],
  // ---- mobility ----
  ["worlds-greatest-stretch", "World's greatest stretch", "mobility", "mobility", BW, "reps-side", [HIP], [BA, FB, SP, WK], ["hip-mobility", "thoracic-mobility"], true,
    "Long lunge, elbow to instep, rotate the arm to the sky.", "Back knee down", "Add a hamstring rock-back"],
  ["hip-90-90", "90/90 hip switches", "mobility", "mobility", BW, "reps-side", [HIP], [WK, SP, FB], ["hip-mobility"], true,
    "Sit tall, rotate the knees side to side without hands.", "Hands behind for support", "Lift the back knee at the end"],
  ["knee-to-wall", "Knee-to-wall ankle mobilisation", "mobility", "mobility", BW, "reps-side", [AN], [WK, FB], ["ankle-mobility"], true,
    "Heel down, drive the knee to the wall over the middle toes.", "Closer to the wall", "Further away, hold 3 seconds"],
  ["open-book", "Thoracic open book", "mobility", "mobility", BW, "reps-side", [LUM], [SP, BA], ["thoracic-mobility"], true,
    "Knees stacked, follow your hand with your eyes, breathe out.", "Smaller range", "Hold the end for 3 breaths"],
  ["deep-squat-hold", "Deep squat hold", "mobility", "mobility", BW, "time", [KN, HIP, AN], [WK], ["hip-mobility", "ankle-mobility", "squat-endurance"], true,
    "Heels down, elbows push knees out, long spine.", "Hold a support", "Add side-to-side shifts"],
  ["couch-stretch", "Couch stretch (hip flexor)", "mobility", "mobility", BW, "time-side", [HIP, KN], [FB, BA], ["hip-mobility"], true,
    "Back knee against the wall, squeeze the glute, tuck the pelvis.", "Front foot further forward", "Torso upright"],
  ["sleeper-stretch", "Sleeper stretch", "mobility", "mobility", BW, "time-side", [SH], [SP, FB], ["rotator-cuff"], true,
    "Lie on the throwing side, gently press the forearm down.", "Smaller range", "Longer hold"],
  ["band-shoulder-dislocate", "Band shoulder pass-through", "mobility", "mobility", MIN, "reps", [SH], [SP, FB, BA], ["thoracic-mobility", "scapular"], true,
    "Wide grip, straight arms, ribs down.", "Wider grip", "Narrower grip"],
  ["cat-camel", "Cat-camel", "mobility", "mobility", BW, "reps", [LUM], [FB, SP], ["thoracic-mobility"], true,
    "Move one segment at a time, slow breath.", "Smaller range", "Add a hip circle"],
];

export const EXERCISES: readonly Exercise[] = ROWS.map(
  ([id, name, pattern, category, equipment, unit, regions, roles, qualities, junior, cue, easier, harder]) => ({
    id, name, pattern, category, equipment, unit, regions, roles, qualities, junior, cue, easier, harder,
  }),
);

/**
 * Regions and qualities the first library missed (generator 2.0.0): the side (internal oblique,
 * intercostals) for rotation, and the thigh for squats, lunges, jumps and sprints.
 */
const TRUNK_SIDE = new Set(["shadow-rotational-throw", "mb-rotational-scoop", "mb-shotput", "mb-overhead-slam", "band-woodchop", "half-kneeling-band-lift", "landmine-rotation", "rotational-lunge-reach", "side-plank", "rower-intervals"]);
const THIGH = (e: Exercise) => ["squat", "single-leg", "jump"].includes(e.pattern) || (e.category === "speed" && e.unit === "distance") || e.id === "sled-push";
const SPRINT = (e: Exercise) => e.category === "speed" && e.unit === "distance" && !["a-skip", "sled-push", "band-resisted-march"].includes(e.id);
for (const e of EXERCISES as Exercise[]) {
  if (SPRINT(e) && !e.regions.includes("hamstring")) e.regions.push("hamstring");
  if (TRUNK_SIDE.has(e.id) && !e.regions.includes("trunk/side")) e.regions.push("trunk/side");
  if (THIGH(e) && !e.regions.includes("quad/thigh")) e.regions.push("quad/thigh");
}

/** Rehab and prehab work that protects a region rather than stressing it: never flagged or cut for it. */
export const REHAB_FOR: Readonly<Record<string, BodyRegion[]>> = {
  "dead-bug": ["lumbar spine"], "front-plank": ["lumbar spine", "shoulder"], "bird-dog": ["lumbar spine"], "pallof-press": ["lumbar spine", "trunk/side"],
  "cable-pallof-press": ["lumbar spine", "trunk/side"], "band-external-rotation": ["shoulder"], "side-lying-external-rotation": ["shoulder"],
  "cable-external-rotation-90": ["shoulder"], "prone-ytw": ["shoulder"], "cat-camel": ["lumbar spine"], "glute-bridge": ["lumbar spine", "hamstring"],
};

/** Exercises an injured region genuinely bears: its regions minus the ones it rehabilitates. */
export function loads(e: Exercise, region: BodyRegion): boolean {
  return e.regions.includes(region) && !(REHAB_FOR[e.id] ?? []).includes(region);
}

/** Olympic lifts and depth jumps: only with training age (trained adults), never in the first week of a block. */
export const NEEDS_TRAINING_AGE: ReadonlySet<string> = new Set(["hang-power-clean", "depth-jump", "plyo-push-up"]);
/** Loaded and high-impact jumps a technique-first week 1 leaves out. */
export const NOT_IN_WEEK_ONE_FOR_NOVICES: ReadonlySet<string> = new Set(["flying-sprint", "trap-bar-jump", "db-jump-squat", "depth-jump", "hang-power-clean", "box-jump", "broad-jump", "plyo-push-up"]);
/** Drills that only make sense for a wicketkeeper. */
export const isKeeperOnly = (e: Exercise) => e.id === "keeper-dive-recover" || e.id === "keeper-crouch-circuit";

/** The library's easier variant of an exercise where the library holds it (swaps for injuries and novices). */
export const EASIER_ID: Readonly<Record<string, string>> = {
  "back-squat": "goblet-squat", "front-squat": "goblet-squat", "trap-bar-deadlift": "kb-deadlift", "barbell-rdl": "db-rdl",
  "barbell-split-squat": "split-squat", "barbell-hip-thrust": "single-leg-glute-bridge", "barbell-bench-press": "db-floor-press",
  "hang-power-clean": "kb-swing", "trap-bar-jump": "squat-jump", "depth-jump": "snap-down", "box-jump": "cmj-stick", "broad-jump": "cmj-stick",
  "flying-sprint": "acceleration-sprint", "landmine-rotation": "half-kneeling-band-lift", "ab-wheel-rollout": "front-plank", "body-saw": "front-plank",
  "hollow-hold": "dead-bug", "plyo-push-up": "explosive-incline-push-up", "db-rdl": "dowel-hip-hinge", "kb-deadlift": "dowel-hip-hinge",
  "mb-overhead-slam": "mb-chest-pass", "db-bulgarian-split-squat": "split-squat", "pull-up": "lat-pulldown", "nordic-curl": "slider-hamstring-curl",
};

export const EXERCISES_BY_ID: ReadonlyMap<string, Exercise> = new Map(EXERCISES.map((e) => [e.id, e]));

const EQUIPMENT_RANK: Record<Equipment, number> = { "Bodyweight Only": 0, "Minimal Equipment (dumbbells, bands)": 1, "Full Gym": 2 };

export function equipmentRank(e: Equipment): number {
  return EQUIPMENT_RANK[e];
}

/** Bodyweight work is possible with any kit; minimal with minimal or a gym; gym work only in a gym. */
export function isPossibleWith(exercise: Exercise, available: Equipment): boolean {
  return EQUIPMENT_RANK[exercise.equipment] <= EQUIPMENT_RANK[available];
}

/** Explosive work for phase 2's "power every week": jumps, hops, throws, sprints, loaded power lifts. */
export function isPowerWork(exercise: Pick<Exercise, "category">): boolean {
  return exercise.category === "power" || exercise.category === "plyometric" || exercise.category === "speed";
}
