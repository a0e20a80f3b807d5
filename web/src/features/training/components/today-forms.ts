// What /today shows only after a tap (the log forms, the rest timer) or on the first visit (the
// training days form): one chunk, fetched as the page mounts rather than before its first paint
// (issue #13, decision 0113). today-forms-loader.ts loads it.
export { CricketLogForm } from "./cricket-log-form.tsx";
export { FinishForm } from "./finish-form.tsx";
export { RestTimer } from "./rest-timer.tsx";
export { SettingsForm } from "./settings-form.tsx";
export { SkipForm } from "./skip-form.tsx";
