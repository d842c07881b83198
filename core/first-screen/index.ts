export * from "./first-screen";
