// A module of its own so that the forms can load arc-client's widget on demand (bot-challenge-part.ts).
export { BotChallenge } from "@broadsheet/arc-client";
