// Dates in the portal's time zone, through luxon (the design card's date library), apart from the number formats of
// `@portal/shared/format`: a screen that shows amounts, powers or energies and no date (the contracts list) does not
// fetch luxon's 19 KB before its first paint (issue 47 item 0).
export * from './dates';
export * from './warm-formats';
