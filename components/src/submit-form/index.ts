export * from "./submit-form";
