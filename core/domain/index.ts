export type * from "./transaction";
