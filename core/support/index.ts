export * from "./ask";
export * from "./chat-input";
export * from "./chat-machine";
export * from "./chat-texts";
export * from "./knowledge-base";
